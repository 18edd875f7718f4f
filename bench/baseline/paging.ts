/**
 * The page-token format of the service (`server/http/paging.ts`), written again by hand so the
 * baseline does the same signing and checking work and its `Link` headers and cursors are
 * byte-identical to the service's.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type Keyset = [string, string];

export interface PageScope {
  list: string;
  merchantId: string;
  /** The request's filters and order: everything but the token and the page size. */
  filters: Record<string, unknown>;
}

function filterHash(filters: Record<string, unknown>): string {
  const entries = Object.keys(filters)
    .sort()
    .filter((k) => filters[k] !== undefined)
    .map((k) => [k, filters[k]]);
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16);
}

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
}

export function encodeToken(scope: PageScope, secret: string, keyset: Keyset): string {
  const body = { l: scope.list, m: scope.merchantId, f: filterHash(scope.filters), k: keyset };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The keyset in `token`, or null when it is forged, malformed or for another request. */
export function decodeToken(scope: PageScope, secret: string, token: string): Keyset | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let body: { l?: unknown; m?: unknown; f?: unknown; k?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return null;
  }
  if (body.l !== scope.list || body.m !== scope.merchantId || body.f !== filterHash(scope.filters))
    return null;
  const k = body.k;
  if (!Array.isArray(k) || k.length !== 2 || !k.every((v) => typeof v === 'string')) return null;
  return k as Keyset;
}

/** `Link: <url with batch_token>;rel='next'`, as the service writes it. */
export function nextLink(url: URL, token: string): string {
  const next = new URL(url);
  next.searchParams.set('batch_token', token);
  return `<${next.toString()}>;rel='next'`;
}
