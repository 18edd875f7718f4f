import { z } from 'zod';
import { api } from '@/api/client';
import { ApiRequestError } from '@/api/errors';

const TOKEN_KEY = 'ledgerline.accessToken';
const TOKEN_FRAGMENT_PREFIX = '#token=';

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}

export interface Auth {
  getToken: () => string | null;
}

export const auth: Auth = { getToken };

/**
 * `npm start` prints a sign-in link such as `http://127.0.0.1:3000/#token=EAAA…`. Store that
 * token and remove the fragment at once, so it never stays in the address bar or the history.
 */
export function adoptTokenFromUrlFragment(): void {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(TOKEN_FRAGMENT_PREFIX)) return;
  const token = decodeURIComponent(hash.slice(TOKEN_FRAGMENT_PREFIX.length)).trim();
  if (token) setToken(token);
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

export const signInSchema = z.object({
  token: z.string().trim().min(1, 'Enter your access token'),
});

export type SignInValues = z.infer<typeof signInSchema>;

export type TokenVerdict = 'valid' | 'invalid';

/** 'invalid' for a 401; throws ApiRequestError for other failures, TypeError when offline. */
export async function verifyToken(token: string): Promise<TokenVerdict> {
  try {
    await api.GET('/v2/merchants/me', { headers: { Authorization: `Bearer ${token}` } });
    return 'valid';
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return 'invalid';
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
