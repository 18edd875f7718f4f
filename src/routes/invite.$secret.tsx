import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '@/features/team/pages/accept-invitation-page';

/** An invitation link: outside the signed-in shell, no session needed. */
export const Route = createFileRoute('/invite/$secret')({
  component: AcceptInvitationPage,
});
