import { createFileRoute } from '@tanstack/react-router';
import { permissionSetsOptions } from '@/features/team/api/permission-sets';
import { InviteDrawer } from '@/features/team/pages/invite-drawer';

export const Route = createFileRoute('/_app/team/invitations/new')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(permissionSetsOptions());
  },
  component: InviteDrawer,
});
