import type { Context, MiddlewareHandler } from 'hono';
import { resolveToken } from '../auth/tokens';
import type { Scope } from '../auth/scopes';
import { ApiError, sendError } from './errors';
import type { AppEnv } from './env';
import type { AuthThrottle } from './throttle';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The client's address: the socket's peer, or with `trustProxy` proxies in front, the address the
 * outermost of them saw (the entry that many places from the end of X-Forwarded-For; the entries
 * before it are the client's to write).
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: number): string {
  const peer = c.env?.incoming?.socket.remoteAddress ?? 'unknown';
  if (trustProxy === 0) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[hops.length - trustProxy] ?? peer;
}

const tooManyFailures = (c: Context<AppEnv>, retryAfter: number) => {
  c.header('Retry-After', String(retryAfter));
  return sendError(
    c,
    new ApiError(
      'RATE_LIMITED',
      `Too many failed authentication attempts from this address: retry after ${retryAfter} seconds.`,
    ),
  );
};

/**
 * Resolves `Authorization: Bearer …` to a merchant; 401 in the path's envelope otherwise. Failed
 * attempts count per client address; over the limit, the address gets 429 with Retry-After and
 * its tokens are not even looked up until the block ends.
 */
export function authenticate(
  throttle: AuthThrottle,
  trustProxy: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = clientAddress(c, trustProxy);
    const blocked = await throttle.blockedFor(address);
    if (blocked > 0) return tooManyFailures(c, blocked);

    const fail = async (error: ApiError) => {
      const retryAfter = await throttle.recordFailure(address);
      return retryAfter > 0 ? tooManyFailures(c, retryAfter) : sendError(c, error);
    };
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) {
      return fail(
        new ApiError(
          'UNAUTHORIZED',
          'This request could not be authorized: send Authorization: Bearer <access token>.',
        ),
      );
    }
    const owner = await resolveToken(c.get('db'), match[1]);
    if (owner === 'revoked') {
      return fail(new ApiError('ACCESS_TOKEN_REVOKED', 'The access token has been revoked.'));
    }
    if (owner === 'expired') {
      return fail(
        new ApiError(
          'ACCESS_TOKEN_EXPIRED',
          'The access token has expired: renew it with its refresh token.',
        ),
      );
    }
    if (owner === 'unknown') {
      return fail(
        new ApiError(
          'UNAUTHORIZED',
          'This request could not be authorized: the access token is not valid.',
        ),
      );
    }
    c.set('auth', owner);
    await next();
  };
}

/** 403 unless the token carries every scope listed. */
export function requireScopes(...scopes: Scope[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const granted = c.get('auth').scopes;
    const missing = scopes.filter((s) => !granted.has(s));
    if (missing.length > 0) {
      return sendError(
        c,
        new ApiError(
          'INSUFFICIENT_SCOPES',
          `You have insufficient permissions to perform that action: the access token lacks ${missing.join(', ')}.`,
        ),
      );
    }
    await next();
  };
}

/** Employee management is for approved accounts only. */
export const requireApprovedMerchant: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('auth').approved) {
    return sendError(
      c,
      new ApiError(
        'FORBIDDEN',
        'Employee management is available to approved accounts only; this account has not been approved.',
      ),
    );
  }
  await next();
};
