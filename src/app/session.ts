import type { QueryClient } from '@tanstack/react-query';
import { isUnauthorized } from '@/api/errors';
import { meQueryOptions, type Me } from '@/api/me';

/**
 * The person's session is an HttpOnly cookie set by better-auth (`/api/auth`) and shared by every
 * tab; page scripts never see it. Whether someone is signed in is known only by asking the
 * service: `GET /app/me` answers with the person, or 401.
 */
export async function currentPerson(queryClient: QueryClient): Promise<Me | null> {
  try {
    return await queryClient.ensureQueryData(meQueryOptions());
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

/** Only same-origin paths are followed after sign-in, so `?redirect=` cannot send users away. */
export function safeRedirectPath(redirect: string | undefined): string | undefined {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return undefined;
  }
  return redirect;
}
