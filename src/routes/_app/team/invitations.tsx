import { createFileRoute } from '@tanstack/react-router';
import { invitationsOptions } from '@/features/team/api/invitations';
import { InvitationsPage } from '@/features/team/pages/invitations-page';

export const Route = createFileRoute('/_app/team/invitations')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(invitationsOptions());
  },
  component: InvitationsPage,
});
