import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentPerson } from '@/app/session';
import { AppLayout } from '@/app/shell/app-layout';

export const Route = createFileRoute('/_app')({
  // The session cookie is shared by every tab: a new tab is signed in, without asking again.
  beforeLoad: async ({ context, location }) => {
    if (!(await currentPerson(context.queryClient))) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
  },
  component: AppLayout,
});
