import type { MiddlewareHandler } from 'hono';
import { resolveToken } from '../auth/tokens';
import type { Scope } from '../auth/scopes';
import { ApiError, sendError } from './errors';
import type { AppEnv } from './env';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Resolves `Authorization: Bearer …` to a merchant; 401 in the path's envelope otherwise. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) {
    return sendError(
      c,
      new ApiError(
        'UNAUTHORIZED',
        'This request could not be authorized: send Authorization: Bearer <access token>.',
      ),
    );
  }
  const owner = await resolveToken(c.get('db'), match[1]);
  if (owner === 'revoked') {
    return sendError(c, new ApiError('ACCESS_TOKEN_REVOKED', 'The access token has been revoked.'));
  }
  if (owner === 'unknown') {
    return sendError(
      c,
      new ApiError(
        'UNAUTHORIZED',
        'This request could not be authorized: the access token is not valid.',
      ),
    );
  }
  c.set('auth', owner);
  await next();
};

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
