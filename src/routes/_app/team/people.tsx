import { createFileRoute } from '@tanstack/react-router';
import { membersOptions } from '@/features/team/api/members';
import { PeoplePage } from '@/features/team/pages/people-page';

export const Route = createFileRoute('/_app/team/people')({
  // Prefetch only: the page shows loading and errors itself, with a retry.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(membersOptions());
  },
  component: PeoplePage,
});
