import { createFileRoute } from '@tanstack/react-router';
import { roleOptions } from '@/features/staff/api/roles';
import { RoleEditDrawer } from '@/features/staff/pages/role-edit-drawer';

export const Route = createFileRoute('/_app/staff/roles/$roleId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(roleOptions(params.roleId));
  },
  component: RoleEditDrawer,
});
