import { createFileRoute } from '@tanstack/react-router';
import { RoleCreateDrawer } from '@/features/staff/pages/role-create-drawer';

export const Route = createFileRoute('/_app/staff/roles/new')({
  component: RoleCreateDrawer,
});
