import { ALL_PERMISSIONS, BUILT_IN_PERMISSION_SETS, type Permission } from '@contract/permissions';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { newId } from '../lib/ids';
import { nowStored } from '../lib/time';
import type { SessionPrincipal } from './principal';

/** Permission keys as stored (space-separated), known ones only, in catalog order. */
function parsePermissions(stored: string): Permission[] {
  const keys = new Set(stored.split(' ').filter(Boolean));
  return ALL_PERMISSIONS.filter((p) => keys.has(p));
}

export function storePermissions(permissions: readonly Permission[]): string {
  const keys = new Set(permissions);
  return ALL_PERMISSIONS.filter((p) => keys.has(p)).join(' ');
}

/**
 * The built-in permission sets (Manager, Shift lead, Bookkeeper) for `merchantId`, created if
 * missing (a second call, or a concurrent one, changes nothing). Returns their ids by key.
 */
export async function ensureBuiltInSets(
  db: Kysely<DB>,
  merchantId: string,
): Promise<Record<string, string>> {
  const now = nowStored();
  for (const set of BUILT_IN_PERMISSION_SETS) {
    await db
      .insertInto('permission_sets')
      .values({
        id: newId(),
        merchant_id: merchantId,
        name: set.name,
        description: set.description,
        permissions: storePermissions(set.permissions),
        built_in_key: set.key,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const rows = await db
    .selectFrom('permission_sets')
    .select(['id', 'built_in_key'])
    .where('merchant_id', '=', merchantId)
    .where('built_in_key', 'is not', null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.built_in_key!, r.id]));
}

export interface NewMember {
  merchantId: string;
  userId: string;
  /** The owner has no permission set and every power. */
  isOwner?: boolean;
  permissionSetId?: string | null;
  /** Minor units; null or absent: no limit. */
  refundLimit?: number | null;
}

/** Makes a person a member of a merchant (the owner, or with a permission set). */
export async function addTeamMember(db: Kysely<DB>, member: NewMember): Promise<string> {
  const id = newId();
  await db
    .insertInto('team_members')
    .values({
      id,
      merchant_id: member.merchantId,
      user_id: member.userId,
      is_owner: member.isOwner ? 1 : 0,
      permission_set_id: member.isOwner ? null : (member.permissionSetId ?? null),
      refund_limit: member.refundLimit ?? null,
      created_at: nowStored(),
    })
    .execute();
  return id;
}

/**
 * What a signed-in person may do: their membership, its permission set and the merchant. Null
 * when they belong to no merchant (e.g. removed from the team). Read on every request.
 */
export async function sessionPrincipal(
  db: Kysely<DB>,
  session: { id: string; userId: string },
  user: { name: string; email: string },
): Promise<SessionPrincipal | null> {
  const row = await db
    .selectFrom('team_members as tm')
    .innerJoin('merchants as m', 'm.id', 'tm.merchant_id')
    .leftJoin('permission_sets as ps', 'ps.id', 'tm.permission_set_id')
    .select(['tm.merchant_id', 'tm.is_owner', 'tm.refund_limit', 'm.approved', 'ps.permissions'])
    .where('tm.user_id', '=', session.userId)
    .executeTakeFirst();
  if (!row) return null;
  const isOwner = row.is_owner === 1;
  return {
    kind: 'session',
    sessionId: session.id,
    userId: session.userId,
    name: user.name,
    email: user.email,
    merchantId: row.merchant_id,
    approved: row.approved === 1,
    isOwner,
    permissions: new Set(isOwner ? ALL_PERMISSIONS : parsePermissions(row.permissions ?? '')),
    refundLimit: isOwner ? null : row.refund_limit,
  };
}
