import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '@/app/shell/app-layout';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.getToken()) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
  },
  component: AppLayout,
});
