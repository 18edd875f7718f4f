import {
  OWNER_ONLY,
  PERMISSIONS,
  SCOPE_PERMISSION,
  type OwnerPower,
  type Permission,
} from '@contract/permissions';
import type { Context, MiddlewareHandler } from 'hono';
import type { Principal, SessionPrincipal } from '../auth/principal';
import type { Scope } from '../auth/scopes';
import { resolveToken } from '../auth/tokens';
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

/** A signed-in person's session, resolved from the request's cookie (null: none, or ended). */
export type SessionResolver = (c: Context<AppEnv>) => Promise<SessionPrincipal | null>;

/** True when the request carries a session cookie of ours (whatever its validity). */
function hasSessionCookie(c: Context<AppEnv>): boolean {
  return /(?:^|;\s*)(?:__Secure-)?ledgerline\.session_token=/.test(c.req.header('cookie') ?? '');
}

/** The origins a signed-in person's pages are served from: this request's own, and PUBLIC_URL's. */
export function ownOrigins(c: Context<AppEnv>, publicUrl: string | undefined): string[] {
  const origins = [new URL(c.req.url).origin];
  if (publicUrl) origins.push(new URL(publicUrl).origin);
  return origins;
}

/**
 * Cross-site request forgery guard for cookie requests: a request that may change something
 * (anything but GET and HEAD) must carry an Origin header naming this service. Browsers always
 * send Origin on such requests and a page cannot forge it; the cookie is SameSite=Lax as well.
 */
function crossSiteRefusal(c: Context<AppEnv>, publicUrl: string | undefined): ApiError | null {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return null;
  const origin = c.req.header('origin');
  const allowed = ownOrigins(c, publicUrl);
  if (origin !== undefined && allowed.includes(origin)) return null;
  return new ApiError(
    'FORBIDDEN',
    origin === undefined
      ? 'This change was refused: a signed-in request that changes something must carry an ' +
          "Origin header naming this service's own address (browsers send it; this request had none)."
      : `This change was refused: it came from ${origin}, not from this service's own pages ` +
          `(${allowed[0]}). Signed-in changes are accepted only from the service's own pages.`,
  );
}

/**
 * On API paths: `Authorization: Bearer …` resolves to a token principal; otherwise a session
 * cookie to the signed-in person (and a write through the cookie must come from our own origin);
 * otherwise 401 in the path's envelope. Failed token attempts count per client address; over the
 * limit, the address gets 429 with Retry-After and its tokens are not even looked up until the
 * block ends.
 */
export function authenticate(
  throttle: AuthThrottle,
  trustProxy: number,
  sessions?: { resolve: SessionResolver; publicUrl: string | undefined },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (authorization === undefined && sessions && hasSessionCookie(c)) {
      const principal = await sessions.resolve(c);
      if (!principal) {
        return sendError(
          c,
          new ApiError(
            'UNAUTHORIZED',
            'Your session has ended (signed out, expired or removed from the team): sign in again.',
          ),
        );
      }
      const refusal = crossSiteRefusal(c, sessions.publicUrl);
      if (refusal) return sendError(c, refusal);
      c.set('auth', principal);
      await next();
      return;
    }

    const address = clientAddress(c, trustProxy);
    const match = BEARER.exec(authorization ?? '');
    const token = match?.[1];
    // With shared counters and a token, the token look-up reads them too (one round trip).
    const shared = token === undefined ? undefined : throttle.shared;
    if (!shared) {
      const blocked = await throttle.blockedFor(address);
      if (blocked > 0) return tooManyFailures(c, blocked);
    }

    const fail = async (error: ApiError) => {
      const retryAfter = await throttle.recordFailure(address);
      return retryAfter > 0 ? tooManyFailures(c, retryAfter) : sendError(c, error);
    };
    if (token === undefined) {
      return fail(
        new ApiError(
          'UNAUTHORIZED',
          c.req.path.startsWith('/app/')
            ? 'You are not signed in (or your session has ended): sign in, or send ' +
                'Authorization: Bearer <access token>.'
            : 'This request could not be authorized: send Authorization: Bearer <access token>.',
        ),
      );
    }
    const owner = await resolveToken(
      c.get('db'),
      token,
      undefined,
      shared && { throttle: shared, address },
    );
    if (typeof owner === 'object' && 'blockedFor' in owner) {
      return tooManyFailures(c, owner.blockedFor);
    }
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
      if (shared) {
        const blocked = await throttle.blockedFor(address);
        if (blocked > 0) return tooManyFailures(c, blocked);
      }
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

const OWNER_POWER_WORDS: Record<OwnerPower, string> = {
  'team.manage': 'manage people, invitations and permission sets',
  'bank-accounts.manage': 'manage bank accounts',
  'apps.manage': 'manage access tokens and connected apps',
};

/** What an operation needs: a permission or owner power for sessions, scopes for tokens. */
export interface Requirement {
  scopes: readonly Scope[];
  /** Named by the operation, else derived from its scopes (SCOPE_PERMISSION). */
  permission?: Permission | OwnerPower | undefined;
  /** People only: tokens are refused (always so for owner powers). */
  sessionsOnly?: boolean;
}

/** The permissions a session needs for an operation (none: any signed-in person). */
export function sessionNeeds(req: Requirement): (Permission | OwnerPower)[] {
  if (req.permission) return [req.permission];
  const needs = new Set<Permission>();
  for (const scope of req.scopes) {
    const p = SCOPE_PERMISSION[scope];
    if (p === undefined) throw new Error(`scope ${scope} has no permission in SCOPE_PERMISSION`);
    if (p !== 'signed-in') needs.add(p);
  }
  return [...needs];
}

const isOwnerPower = (p: string): p is OwnerPower => (OWNER_ONLY as readonly string[]).includes(p);

/** True when no access token may call an operation needing `req`. */
export function sessionsOnly(req: Requirement): boolean {
  return (
    req.sessionsOnly === true || (req.permission !== undefined && isOwnerPower(req.permission))
  );
}

/**
 * Why `principal` may not call an operation needing `req`, or null when it may. Tokens: every
 * scope listed (owner powers are for the owner signed in, never a token). Sessions: the owner
 * may do everything; anyone else needs the permission in their set.
 */
function refusal(principal: Principal, req: Requirement): ApiError | null {
  if (principal.kind === 'token') {
    if (req.sessionsOnly) {
      return new ApiError(
        'FORBIDDEN',
        'This is for people signed in to the back office; an access token cannot call it.',
      );
    }
    if (req.permission && isOwnerPower(req.permission)) {
      return new ApiError(
        'FORBIDDEN',
        `Only the business owner, signed in, can ${OWNER_POWER_WORDS[req.permission]}; an access token cannot.`,
      );
    }
    const missing = req.scopes.filter((s) => !principal.scopes.has(s));
    if (missing.length === 0) return null;
    return new ApiError(
      'INSUFFICIENT_SCOPES',
      `You have insufficient permissions to perform that action: the access token lacks ${missing.join(', ')}.`,
    );
  }
  if (principal.isOwner) return null;
  for (const need of sessionNeeds(req)) {
    if (isOwnerPower(need)) {
      return new ApiError('FORBIDDEN', `Only the business owner can ${OWNER_POWER_WORDS[need]}.`);
    }
    if (!principal.permissions.has(need)) {
      return new ApiError(
        'FORBIDDEN',
        `Your permission set does not include “${PERMISSIONS[need].label}”; ask the business owner if you need it.`,
      );
    }
  }
  return null;
}

/** May the caller do what `req` asks (see `refusal`)? For operations that show only part of a reply. */
export function allows(principal: Principal, req: Requirement): boolean {
  return refusal(principal, req) === null;
}

/** 403 unless the caller may call an operation needing `req` (see `refusal`). */
export function requirePermission(req: Requirement): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const refused = refusal(c.get('auth'), req);
    if (refused) return sendError(c, refused);
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
