import type { Context, Hono } from 'hono';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from '../auth/auth-paths';
import type { Auth } from '../auth/better-auth';
import { clientAddress, ownOrigins } from './auth';
import type { AppEnv } from './env';
import type { AuthThrottle } from './throttle';

/** Throttles of failed sign-ins: per account (the email) and per client address. */
export interface SignInThrottles {
  account: AuthThrottle;
  address: AuthThrottle;
}

export interface AuthRoutesOptions {
  auth: () => Promise<Auth>;
  throttles: SignInThrottles;
  trustProxy: number;
  publicUrl: string | undefined;
}

/** One wording for an unknown email and a wrong password: neither says which it was. */
const NO_MATCH = 'That email and password do not match a Ledgerline sign-in.';

/** An answer in better-auth's own error shape, which its client reads. */
function authError(c: Context<AppEnv>, status: 403 | 429, code: string, message: string) {
  return c.json({ code, message }, status);
}

const minutes = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/**
 * better-auth at /api/auth/*, behind three guards of ours: a request that may change something
 * must come from our own origin (Origin header; sign-in included, against login CSRF); failed
 * sign-ins by email and password are throttled per account and per address (429 with
 * Retry-After; the same answer for an unknown email and a wrong password); and the client address
 * (X-Forwarded-For under TRUST_PROXY) is handed to better-auth for the session's record.
 */
export function mountAuthRoutes(app: Hono<AppEnv>, options: AuthRoutesOptions): void {
  const { throttles } = options;
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, async (c) => {
    const auth = await options.auth();
    if (c.req.method !== 'GET') {
      const origin = c.req.header('origin');
      const allowed = ownOrigins(c, options.publicUrl);
      if (origin === undefined || !allowed.includes(origin)) {
        return authError(
          c,
          403,
          'CROSS_SITE_REQUEST',
          origin === undefined
            ? "This request was refused: it must carry an Origin header naming this service's own " +
                'address (browsers send it).'
            : `This request was refused: it came from ${origin}, not from this service's own pages.`,
        );
      }
    }
    const address = clientAddress(c, options.trustProxy);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    const text = c.req.method === 'GET' ? '' : await c.req.text();
    const body = text === '' ? undefined : text;
    const forward = () =>
      auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));

    if (c.req.method !== 'POST' || c.req.path !== `${AUTH_BASE_PATH}/sign-in/email`) {
      return forward();
    }

    const email = emailOf(body);
    const account = email === undefined ? undefined : `account:${email}`;
    const blocked = Math.max(
      await throttles.address.blockedFor(address),
      account === undefined ? 0 : await throttles.account.blockedFor(account),
    );
    const tooMany = (seconds: number) => {
      c.header('Retry-After', String(seconds));
      return authError(
        c,
        429,
        'TOO_MANY_ATTEMPTS',
        `Too many failed sign-ins: try again in ${minutes(seconds)}, or ask the business owner ` +
          'for a password-reset link.',
      );
    };
    if (blocked > 0) return tooMany(blocked);

    const response = await forward();
    if (response.status !== 401) {
      if (response.ok && account !== undefined) await throttles.account.reset(account);
      return response;
    }
    const waits = await Promise.all([
      throttles.address.recordFailure(address),
      account === undefined ? 0 : throttles.account.recordFailure(account),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) return tooMany(wait);
    return c.json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: NO_MATCH }, 401);
  });
}

/** The email a sign-in names, normalised as better-auth stores it; undefined if none. */
function emailOf(body: string | undefined): string | undefined {
  try {
    const parsed = JSON.parse(body ?? '') as { email?: unknown };
    return typeof parsed.email === 'string' ? parsed.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
