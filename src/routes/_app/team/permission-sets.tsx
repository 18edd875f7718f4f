import { createFileRoute } from '@tanstack/react-router';
import { permissionSetsOptions } from '@/features/team/api/permission-sets';
import { PermissionSetsPage } from '@/features/team/pages/permission-sets-page';

export const Route = createFileRoute('/_app/team/permission-sets')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(permissionSetsOptions());
  },
  component: PermissionSetsPage,
});
