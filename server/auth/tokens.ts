import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../db/compiled';
import type { DB } from '../db/schema';
import type { SharedThrottle, ThrottleTables } from '../http/throttle';
import { newId } from '../lib/ids';
import { nowStored, toStoredTime } from '../lib/time';
import type { TokenPrincipal } from './principal';
import type { Scope } from './scopes';

/** Tokens, codes and client secrets are stored only as their SHA-256; the plaintext is shown once. */
export function hashToken(token: string): string {
  // The one-shot digest: no Hash object per request.
  return hash('sha256', token, 'hex');
}

/** A new secret: `prefix` and 32 random bytes, base64url. */
export function newSecret(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

export interface IssuedToken {
  id: string;
  token: string;
}

/** Who a token is for, beyond its merchant and scopes (all optional: CLI tokens have none). */
export interface TokenOrigin {
  /** The person who made it in the app. */
  userId?: string | null;
  /** The connected app it was issued to. */
  appId?: string | null;
  /** When it stops working; null or absent: never. */
  expiresAt?: Date | null;
  /** The authorization code it was issued from. */
  codeHash?: string | null;
}

export async function issueToken(
  db: Kysely<DB>,
  merchantId: string,
  scopes: readonly Scope[] | readonly string[],
  label: string,
  origin: TokenOrigin = {},
): Promise<IssuedToken> {
  const token = newSecret('EAAA');
  const id = newId();
  await db
    .insertInto('access_tokens')
    .values({
      id,
      merchant_id: merchantId,
      token_hash: hashToken(token),
      scopes: [...new Set(scopes)].sort().join(' '),
      label,
      created_at: nowStored(),
      revoked_at: null,
      user_id: origin.userId ?? null,
      app_id: origin.appId ?? null,
      expires_at: origin.expiresAt ? toStoredTime(origin.expiresAt) : null,
      last_used_at: null,
      code_hash: origin.codeHash ?? null,
    })
    .execute();
  return { id, token };
}

/** The caller behind a bearer token (the token principal the middleware puts on the request). */
export type TokenOwner = TokenPrincipal & {
  /** When the token stops working (RFC 3339); null: never. */
  expiresAt: string | null;
};

const TOKEN_OWNER_COLUMNS = [
  't.id',
  't.merchant_id',
  't.scopes',
  't.label',
  't.user_id',
  't.app_id',
  't.expires_at',
  't.last_used_at',
  't.revoked_at',
  'm.approved',
] as const;

const tokenOwner = (db: Kysely<DB & ThrottleTables>, hash: string) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select(TOKEN_OWNER_COLUMNS)
    .where('t.token_hash', '=', hash);

const tokenOwnerQuery = compiledQuery((db: Kysely<DB>, v: { hash: string }) =>
  tokenOwner(db.withTables<ThrottleTables>(), v.hash),
);

/** The token and its caller's failure counters (as the limiter reads them), in one statement. */
const tokenOwnerAndThrottleQuery = compiledQuery(
  (db: Kysely<DB>, v: { hash: string; key: string; now: number }) =>
    tokenOwner(db.withTables<ThrottleTables>(), v.hash)
      .leftJoin('auth_throttle as th', (join) =>
        join
          .on('th.key', '=', v.key)
          .on((eb) => eb.or([eb('th.expire', '>', v.now), eb('th.expire', 'is', null)])),
      )
      .select(['th.points as throttle_points', 'th.expire as throttle_expire']),
);

/** The caller's failure counters, read along with the token (PostgreSQL, `SharedThrottle`). */
export interface TokenThrottle {
  throttle: SharedThrottle;
  address: string;
}

/** `last_used_at` is written at most this often per token, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The merchant and scopes behind a bearer token; 'unknown', 'revoked' or 'expired' otherwise.
 * Read from the database on every request, never cached, so a revocation holds on the next
 * request everywhere. Notes the token's last use when the one recorded is over a minute old.
 * With `caller`, the caller's address is checked against the shared failure counters in the same
 * statement: a blocked address gets `{ blockedFor }` before its token is judged or noted as used
 * ('unknown' still means its counters were not read: there was no row to read them with).
 */
export async function resolveToken(
  db: Kysely<DB>,
  token: string,
  now: Date = new Date(),
  caller?: TokenThrottle,
): Promise<TokenOwner | 'unknown' | 'revoked' | 'expired' | { blockedFor: number }> {
  const hash = hashToken(token);
  let row: Awaited<ReturnType<typeof tokenOwnerQuery>>[number] | undefined;
  if (caller) {
    const nowMs = now.getTime();
    const [joined] = await tokenOwnerAndThrottleQuery(db, {
      hash,
      key: caller.throttle.key(caller.address),
      now: nowMs,
    });
    if (joined) {
      const { throttle_points: points, throttle_expire: expire, ...rest } = joined;
      const blockedFor = caller.throttle.blockedFor(
        points === null ? null : { points, expire },
        nowMs,
      );
      if (blockedFor > 0) return { blockedFor };
      row = rest;
    }
  } else {
    [row] = await tokenOwnerQuery(db, { hash });
  }
  if (!row) return 'unknown';
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && row.expires_at <= toStoredTime(now)) return 'expired';
  const stale = toStoredTime(new Date(now.getTime() - LAST_USED_PRECISION_MS));
  if (row.last_used_at === null || row.last_used_at <= stale) {
    // Conditional, so that concurrent requests of one token write it once.
    await db
      .updateTable('access_tokens')
      .set({ last_used_at: toStoredTime(now) })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', stale)]))
      .execute();
  }
  return {
    kind: 'token',
    tokenId: row.id,
    merchantId: row.merchant_id,
    approved: row.approved === 1,
    scopes: new Set(row.scopes.split(' ').filter(Boolean)),
    label: row.label,
    appId: row.app_id,
    userId: row.user_id,
    expiresAt: row.expires_at,
  };
}

export type RevokeResult = 'revoked' | 'already revoked' | 'unknown';

/** Revokes token `tokenId`; says whether there was such a token and whether it was still valid. */
export async function revokeToken(db: Kysely<DB>, tokenId: string): Promise<RevokeResult> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: nowStored() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return 'revoked';
  const exists = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('id', '=', tokenId)
    .executeTakeFirst();
  return exists ? 'already revoked' : 'unknown';
}
