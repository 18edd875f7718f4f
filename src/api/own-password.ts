import { api } from './client';

/**
 * Sets the signed-in person's first password (after a one-time sign-in link, which signs them in
 * without one). better-auth's own `setPassword` runs only on the server, so the service exposes
 * it as `POST /app/me/password`; the session cookie says who. 409 when they already have one.
 */
export async function setOwnPassword(newPassword: string): Promise<void> {
  await api.POST('/app/me/password', { body: { new_password: newPassword } });
}
