import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, searchString } from '@/lib/list-search';
import { PermissionSetCreateDrawer } from '@/features/team/pages/permission-set-create-drawer';

export const Route = createFileRoute('/_app/team/permission-sets/new')({
  // `copy`: the set to start from (Copy on a built-in set).
  validateSearch: searchSchema({ copy: searchString() }),
  component: PermissionSetCreateDrawer,
});
