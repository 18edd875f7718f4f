import { ApiRequestError, problemsFromBody } from './errors';

/**
 * Sets the signed-in person's first password (after the one-time owner link, which signs them
 * in without one). better-auth's own `setPassword` runs only on the server, so the service
 * exposes it; the session cookie says who.
 */
export async function setOwnPassword(newPassword: string): Promise<void> {
  const response = await globalThis.fetch(`${globalThis.location?.origin ?? ''}/app/me/password`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ new_password: newPassword }),
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  const problems = problemsFromBody(body);
  throw new ApiRequestError(
    response.status,
    problems.length > 0 ? problems : [{ message: `Request failed (${response.status})` }],
  );
}
