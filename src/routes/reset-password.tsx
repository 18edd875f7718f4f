import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '@/app/shell/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  validateSearch: z.object({
    token: z.string().optional().catch(undefined),
    // better-auth sends an expired or used link here with `?error=INVALID_TOKEN`.
    error: z.string().optional().catch(undefined),
  }),
  component: ResetPasswordPage,
});
