import type { RegisteredRouter } from '@tanstack/react-router';
import { forgetLocationId } from '@/lib/selected-location';

interface SignOutOptions {
  /** Come back to the current page after signing in again (used when the session ended). */
  returnHere: boolean;
  /**
   * Ask the service to end the session (the person signed out). Not when the service already
   * ended it (a 401): there is nothing left to end.
   */
  endSession: boolean;
}

export async function signOut(
  router: RegisteredRouter,
  { returnHere, endSession }: SignOutOptions,
) {
  if (endSession) {
    // Signed out locally even if the service cannot be reached; the cookie expires on its own.
    // The auth client (passkeys, two-step sign-in) is not part of the first page's download.
    await import('@/api/auth-client')
      .then(({ authClient }) => authClient.signOut())
      .catch(() => undefined);
  }
  forgetLocationId();
  const { location } = router.state;
  if (location.pathname !== '/sign-in') {
    await router.navigate({
      to: '/sign-in',
      search: returnHere ? { redirect: location.href } : {},
    });
  }
  // Cleared only after the shell has unmounted, so no mounted query refetches without a session.
  router.options.context.queryClient.clear();
}
