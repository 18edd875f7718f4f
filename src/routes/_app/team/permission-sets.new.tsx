import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PermissionSetCreateDrawer } from '@/features/team/pages/permission-set-create-drawer';

export const Route = createFileRoute('/_app/team/permission-sets/new')({
  // `copy`: the set to start from (Copy on a built-in set).
  validateSearch: z.object({ copy: z.string().optional().catch(undefined) }),
  component: PermissionSetCreateDrawer,
});
