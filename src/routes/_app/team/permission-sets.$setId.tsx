import { createFileRoute } from '@tanstack/react-router';
import { permissionSetsOptions } from '@/features/team/api/permission-sets';
import { PermissionSetDrawer } from '@/features/team/pages/permission-set-drawer';

export const Route = createFileRoute('/_app/team/permission-sets/$setId')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(permissionSetsOptions());
  },
  component: PermissionSetDrawer,
});
