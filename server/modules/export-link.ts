import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from './errors';

/**
 * A signed export link (payments, activity): a browser download cannot send the bearer token or
 * the cookie, so a link signed with the service's paging secret (HMAC, bound to what it exports
 * and an expiry a few minutes away) stands in for it, for one file only. The module that exports
 * makes the body (merchant, resolved filters) and checks it again when the link comes back.
 */

function signLink(purpose: string, payload: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${purpose}:${payload}`)
    .digest('base64url')
    .slice(0, 32);
}

/** `path?token=…` for `body`, valid for `seconds`. `purpose` keeps one export's links from another's. */
export function createSignedExportLink(
  purpose: string,
  path: string,
  body: Record<string, unknown>,
  seconds: number,
  secret: string,
  now = Date.now(),
): { url: string; expires_at: string } {
  const expires = Math.floor(now / 1000) + seconds;
  const payload = Buffer.from(JSON.stringify({ ...body, e: expires })).toString('base64url');
  return {
    url: `${path}?token=${payload}.${signLink(purpose, payload, secret)}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** 401 naming the token: what a link that was altered, has expired or holds a bad body gets. */
export const badExportLink = () =>
  new DomainError(
    'UNAUTHORIZED',
    'token: this export link is not valid: it was altered or has expired; export again from the app.',
    'token',
  );

/** The body a link was made with (untyped: the caller checks it); 401 when altered or expired. */
export function readSignedExportLink(
  purpose: string,
  token: string,
  secret: string,
  now = Date.now(),
): Record<string, unknown> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw badExportLink();
  const expected = Buffer.from(signLink(purpose, payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badExportLink();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badExportLink();
  }
  if (typeof body !== 'object' || body === null) throw badExportLink();
  const { e, ...rest } = body as Record<string, unknown>;
  if (typeof e !== 'number' || e * 1000 <= now) throw badExportLink();
  return rest;
}
