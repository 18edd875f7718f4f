import { createFileRoute } from '@tanstack/react-router';
import { searchBoolean, searchSchema, searchString } from '@/lib/list-search';
import { SignInPage } from '@/app/shell/sign-in-page';

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema({
    redirect: searchString(),
    // Set when a one-time sign-in link (the owner's welcome link) no longer works.
    expiredLink: searchBoolean,
  }),
  component: SignInPage,
});
