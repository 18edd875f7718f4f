import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, searchString } from '@/lib/list-search';
import { ResetPasswordPage } from '@/app/shell/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema({
    token: searchString(),
    // better-auth sends an expired or used link here with `?error=INVALID_TOKEN`.
    error: searchString(),
  }),
  component: ResetPasswordPage,
});
