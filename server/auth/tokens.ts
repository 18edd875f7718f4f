import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../db/compiled';
import type { DB } from '../db/schema';
import { newId } from '../lib/ids';
import { nowStored } from '../lib/time';
import type { TokenPrincipal } from './principal';
import type { Scope } from './scopes';

/** Tokens are stored only as their SHA-256; the plaintext is shown once, when issued. */
function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedToken {
  id: string;
  token: string;
}

export async function issueToken(
  db: Kysely<DB>,
  merchantId: string,
  scopes: readonly Scope[],
  label: string,
): Promise<IssuedToken> {
  const token = `EAAA${randomBytes(32).toString('base64url')}`;
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
    })
    .execute();
  return { id, token };
}

const tokenOwnerQuery = compiledQuery((db: Kysely<DB>, v: { hash: string }) =>
  db
    .selectFrom('access_tokens as t')
    .innerJoin('merchants as m', 'm.id', 't.merchant_id')
    .select(['t.id', 't.merchant_id', 't.scopes', 't.label', 't.revoked_at', 'm.approved'])
    .where('t.token_hash', '=', v.hash),
);

/**
 * The merchant and scopes behind a bearer token; 'unknown' or 'revoked' otherwise. Read from the
 * database on every request, never cached, so a revocation holds on the next request everywhere.
 */
export async function resolveToken(
  db: Kysely<DB>,
  token: string,
): Promise<TokenPrincipal | 'unknown' | 'revoked'> {
  const [row] = await tokenOwnerQuery(db, { hash: hashToken(token) });
  if (!row) return 'unknown';
  if (row.revoked_at !== null) return 'revoked';
  return {
    kind: 'token',
    tokenId: row.id,
    merchantId: row.merchant_id,
    approved: row.approved === 1,
    scopes: new Set(row.scopes.split(' ').filter(Boolean)),
    label: row.label,
    appId: null,
    userId: null,
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
