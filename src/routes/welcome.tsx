import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentPerson } from '@/app/session';
import { WelcomePage } from '@/app/shell/welcome-page';

export const Route = createFileRoute('/welcome')({
  // The one-time link signed the person in; without a session the link did not work.
  beforeLoad: async ({ context }) => {
    const me = await currentPerson(context.queryClient);
    if (!me) throw redirect({ to: '/sign-in', search: { expiredLink: true } });
    return { me };
  },
  component: function Welcome() {
    const { me } = Route.useRouteContext();
    return <WelcomePage me={me} />;
  },
});
