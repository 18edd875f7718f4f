import { passkeyClient } from '@better-auth/passkey/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The browser's side of better-auth (mounted by the service at `/api/auth`). The session lives
 * in an HttpOnly cookie every tab shares; nothing here can read it.
 */
export const authClient = createAuthClient({
  baseURL: globalThis.location?.origin ?? 'http://localhost',
  basePath: '/api/auth',
  plugins: [twoFactorClient(), passkeyClient()],
});
