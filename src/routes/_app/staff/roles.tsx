import { createFileRoute } from '@tanstack/react-router';
import { roleListOptions } from '@/features/staff/api/roles';
import { RolesPage } from '@/features/staff/pages/roles-page';

export const Route = createFileRoute('/_app/staff/roles')({
  // Prefetch only: the page shows loading and errors itself, with a retry.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(roleListOptions());
  },
  component: RolesPage,
});
