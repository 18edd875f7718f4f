import { createHmac, hash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Keyset } from '../db/keyset';
import type { DB } from '../db/schema';
import { loadSharedSecret } from '../db/shared-secret';
import { ApiError } from './errors';

interface TokenBody {
  /** Which list the token belongs to. */
  l: string;
  /** Merchant the token was issued to. */
  m: string;
  /** Hash of the filters and order of the request that produced it. */
  f: string;
  k: Keyset;
}

export interface PageContext {
  list: string;
  merchantId: string;
  /** The request's filters and order, without the page token itself. */
  filters: Record<string, unknown>;
  secret: string;
}

function filterHash(filters: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(filters)
      .sort()
      .filter((k) => filters[k] !== undefined)
      .map((k) => [k, filters[k]]),
  );
  return hash('sha256', canonical, 'base64url').slice(0, 16);
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
}

/** Opaque, signed page token: the keyset position plus what it is valid for. */
export function encodePageToken(ctx: PageContext, keyset: Keyset): string {
  const body: TokenBody = { l: ctx.list, m: ctx.merchantId, f: filterHash(ctx.filters), k: keyset };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(payload, ctx.secret)}`;
}

const invalidToken = (field: string) =>
  new ApiError(
    'INVALID_CURSOR',
    `${field} is not valid for this request: it was altered, or the filters changed since it was issued`,
    field,
  );

/** The keyset position in `token`; a 400 naming `field` when forged, stale or for other filters. */
export function decodePageToken(ctx: PageContext, token: string, field: string): Keyset {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw invalidToken(field);
  const expected = Buffer.from(sign(payload, ctx.secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw invalidToken(field);
  }
  let body: TokenBody;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenBody;
  } catch {
    throw invalidToken(field);
  }
  if (body.l !== ctx.list || body.m !== ctx.merchantId || body.f !== filterHash(ctx.filters)) {
    throw invalidToken(field);
  }
  if (
    !Array.isArray(body.k) ||
    body.k.length !== 2 ||
    !body.k.every((v) => typeof v === 'string')
  ) {
    throw invalidToken(field);
  }
  return body.k;
}

/**
 * The v1 `Link` header announcing the next page, in the reference's form. The target is built
 * from the configured public URL, never from the request's Host header (which the client
 * writes); without one it is relative (`</v1/me/employees?batch_token=…>`), which a client
 * resolves against the URL it called.
 */
export function nextPageLink(publicUrl: string | undefined, requestUrl: string, token: string) {
  const url = new URL(requestUrl);
  url.searchParams.set('batch_token', token);
  return `<${publicUrl ?? ''}${url.pathname}${url.search}>;rel='next'`;
}

/** One secret shared by every service instance, created once in the database. */
export function loadPagingSecret(db: Kysely<DB>): Promise<string> {
  return loadSharedSecret(db, 'paging_secret');
}
