import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '@/app/shell/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  validateSearch: z.object({
    redirect: z.string().optional().catch(undefined),
    // Set when a one-time sign-in link (the owner's welcome link) no longer works.
    expiredLink: z.boolean().optional().catch(undefined),
  }),
  component: SignInPage,
});
