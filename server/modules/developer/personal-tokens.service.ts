import { ALL_SCOPES, isScope } from '../../auth/scopes';
import { issueToken, revokeToken } from '../../auth/tokens';
import { DomainError } from '../errors';
import { parseScopes, type Db } from './oauth.service';

/**
 * Personal access tokens: the owner makes one in the app (label and scopes) for an integration;
 * it is shown once. The list also shows the tokens made on the server's command line
 * (`npm run token`), which keep working; tokens issued to connected apps are on their own page.
 */
export interface PersonalToken {
  id: string;
  label: string;
  scopes: string[];
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function createPersonalToken(
  { db }: Db,
  merchantId: string,
  input: { label: string; scopes: string[]; userId: string | null },
): Promise<{ token: string; record: PersonalToken }> {
  const label = input.label.trim();
  if (!label) throw new DomainError('VALUE_TOO_SHORT', 'label must not be empty', 'label');
  const unknown = input.scopes.filter((s) => !isScope(s));
  if (unknown.length > 0) {
    throw new DomainError('INVALID_VALUE', `scopes: unknown scope ${unknown.join(', ')}`, 'scopes');
  }
  const scopes = ALL_SCOPES.filter((s) => input.scopes.includes(s));
  if (scopes.length === 0) {
    throw new DomainError(
      'ARRAY_LENGTH_TOO_SHORT',
      'scopes must name at least one permission',
      'scopes',
    );
  }
  const issued = await issueToken(db, merchantId, scopes, label, { userId: input.userId });
  const row = await db
    .selectFrom('access_tokens')
    .select(['created_at'])
    .where('id', '=', issued.id)
    .executeTakeFirstOrThrow();
  return {
    token: issued.token,
    record: {
      id: issued.id,
      label,
      scopes,
      createdBy: input.userId,
      createdAt: row.created_at,
      lastUsedAt: null,
    },
  };
}

export async function listPersonalTokens({ db }: Db, merchantId: string): Promise<PersonalToken[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .select(['id', 'label', 'scopes', 'user_id', 'created_at', 'last_used_at'])
    .where('merchant_id', '=', merchantId)
    .where('app_id', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    scopes: parseScopes(r.scopes),
    createdBy: r.user_id,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
  }));
}

/**
 * Revokes the merchant's personal (or CLI) token `tokenId`; the next request with it is a 401.
 * Returns its label.
 */
export async function revokePersonalToken(
  { db }: Db,
  merchantId: string,
  tokenId: string,
): Promise<string> {
  const owned = await db
    .selectFrom('access_tokens')
    .select(['id', 'label'])
    .where('id', '=', tokenId)
    .where('merchant_id', '=', merchantId)
    .where('app_id', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!owned) throw new DomainError('NOT_FOUND', `Access token ${tokenId} was not found.`);
  await revokeToken(db, tokenId);
  return owned.label;
}
