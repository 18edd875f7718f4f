import type { RegisteredRouter } from '@tanstack/react-router';
import { forgetLocationId } from '@/lib/selected-location';
import { clearToken } from './session';

interface SignOutOptions {
  /** Come back to the current page after signing in again (used when the token expired). */
  returnHere: boolean;
}

export async function signOut(router: RegisteredRouter, { returnHere }: SignOutOptions) {
  clearToken();
  forgetLocationId();
  const { location } = router.state;
  if (location.pathname !== '/sign-in') {
    await router.navigate({
      to: '/sign-in',
      search: returnHere ? { redirect: location.href } : {},
    });
  }
  // Cleared only after the shell has unmounted, so no mounted query refetches without a token.
  router.options.context.queryClient.clear();
}
