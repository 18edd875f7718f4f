import type { Selectable } from 'kysely';
import { BUILT_IN_PERMISSION_SETS, PERMISSIONS, type Permission } from '@contract/permissions';
import type {
  CreatePermissionSetBody,
  PermissionSetT,
  UpdatePermissionSetBody,
} from '@contract/team';
import type { PermissionSetsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { fieldChanges, recordActivity } from '../activity';
import { findOwned, inTransaction, type MerchantContext } from '../context';
import { DomainError } from '../errors';

type SetRow = Selectable<PermissionSetsTable>;

/** What the activity log lists of a set. */
const SET_FIELDS = ['name', 'description', 'permissions'] as const;

/** A stored set's permissions, in the catalog's order, unknown keys dropped. */
export function parsePermissions(stored: string): Permission[] {
  const keys = new Set(stored.split(' '));
  return (Object.keys(PERMISSIONS) as Permission[]).filter((key) => keys.has(key));
}

const storePermissions = (permissions: readonly Permission[]) =>
  [...new Set(permissions)].join(' ');

function toWire(row: SetRow, memberCount: number): PermissionSetT {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: parsePermissions(row.permissions),
    built_in: row.built_in_key !== null,
    member_count: memberCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** People with the set, and invitations still pending with it, per set of the merchant. */
async function usage(
  ctx: MerchantContext,
): Promise<Map<string, { people: number; invites: number }>> {
  const now = nowStored();
  const people = await ctx.db
    .selectFrom('team_members')
    .select(['permission_set_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('merchant_id', '=', ctx.merchantId)
    .where('permission_set_id', 'is not', null)
    .groupBy('permission_set_id')
    .execute();
  const invites = await ctx.db
    .selectFrom('invitations')
    .select(['permission_set_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('merchant_id', '=', ctx.merchantId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .groupBy('permission_set_id')
    .execute();
  const result = new Map<string, { people: number; invites: number }>();
  const entry = (id: string) => {
    let e = result.get(id);
    if (!e) result.set(id, (e = { people: 0, invites: 0 }));
    return e;
  };
  for (const row of people)
    if (row.permission_set_id) entry(row.permission_set_id).people = Number(row.n);
  for (const row of invites) entry(row.permission_set_id).invites = Number(row.n);
  return result;
}

const total = (u: { people: number; invites: number } | undefined) =>
  u ? u.people + u.invites : 0;

/** The built-in sets first (in their shipped order), then the owner's own by name. */
export async function listPermissionSets(ctx: MerchantContext): Promise<PermissionSetT[]> {
  const rows = await ctx.db
    .selectFrom('permission_sets')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .execute();
  const used = await usage(ctx);
  const shipped: readonly string[] = BUILT_IN_PERMISSION_SETS.map((set) => set.key);
  const rank = (row: SetRow) =>
    row.built_in_key === null ? shipped.length : shipped.indexOf(row.built_in_key);
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((row) => toWire(row, total(used.get(row.id))));
}

/** The merchant's set `id`, or a 400 naming `field` (a set of another merchant is unknown too). */
export async function requirePermissionSet(
  ctx: MerchantContext,
  id: string,
  field: string,
): Promise<SetRow> {
  const row = await ctx.db
    .selectFrom('permission_sets')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) {
    throw new DomainError('INVALID_VALUE', `${field} is not one of your permission sets.`, field);
  }
  return row;
}

async function checkNameFree(ctx: MerchantContext, name: string, exceptId?: string) {
  let q = ctx.db
    .selectFrom('permission_sets')
    .select('id')
    .where('merchant_id', '=', ctx.merchantId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) {
    throw new DomainError(
      'INVALID_VALUE',
      `name is already used by another permission set: choose another name.`,
      'name',
    );
  }
}

export function createPermissionSet(
  ctx: MerchantContext,
  body: CreatePermissionSetBody,
): Promise<PermissionSetT> {
  return inTransaction(ctx, async (tctx) => {
    await checkNameFree(tctx, body.name);
    const now = nowStored();
    const row: SetRow = {
      id: newId(),
      merchant_id: tctx.merchantId,
      name: body.name,
      description: body.description ?? '',
      permissions: storePermissions(body.permissions),
      built_in_key: null,
      created_at: now,
      updated_at: now,
    };
    await tctx.db.insertInto('permission_sets').values(row).execute();
    await recordActivity(tctx, {
      operation: 'CreatePermissionSet',
      area: 'team',
      resourceType: 'permission-set',
      resourceId: row.id,
      changes: fieldChanges(null, row, SET_FIELDS),
      summary: `created the permission set ${row.name}`,
    });
    return toWire(row, 0);
  });
}

function refuseBuiltIn(row: SetRow, doing: string) {
  if (row.built_in_key !== null) {
    throw new DomainError(
      'BAD_REQUEST',
      `${row.name} is a built-in permission set and cannot be ${doing}: copy it to make one of your own.`,
    );
  }
}

export function updatePermissionSet(
  ctx: MerchantContext,
  id: string,
  body: UpdatePermissionSetBody,
): Promise<PermissionSetT> {
  return inTransaction(ctx, async (tctx) => {
    const row = await findOwned(tctx, 'permission_sets', id, 'Permission set', { lock: true });
    refuseBuiltIn(row, 'edited');
    if (body.name !== undefined) await checkNameFree(tctx, body.name, id);
    const next: SetRow = {
      ...row,
      name: body.name ?? row.name,
      description: body.description ?? row.description,
      permissions:
        body.permissions !== undefined ? storePermissions(body.permissions) : row.permissions,
      updated_at: nowStored(),
    };
    await tctx.db
      .updateTable('permission_sets')
      .set({
        name: next.name,
        description: next.description,
        permissions: next.permissions,
        updated_at: next.updated_at,
      })
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', id)
      .execute();
    await recordActivity(tctx, {
      operation: 'UpdatePermissionSet',
      area: 'team',
      resourceType: 'permission-set',
      resourceId: id,
      changes: fieldChanges(row, next, SET_FIELDS),
      summary: `edited the permission set ${next.name}`,
    });
    return toWire(next, total((await usage(tctx)).get(id)));
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deletes one of the owner's own sets; refused (409, saying by how many) while anyone uses it. */
export function deletePermissionSet(ctx: MerchantContext, id: string): Promise<void> {
  return inTransaction(ctx, async (tctx) => {
    const row = await findOwned(tctx, 'permission_sets', id, 'Permission set', { lock: true });
    refuseBuiltIn(row, 'deleted');
    const used = (await usage(tctx)).get(id);
    if (used && (used.people > 0 || used.invites > 0)) {
      const who = [
        used.people > 0 ? plural(used.people, 'person', 'people') : null,
        used.invites > 0 ? plural(used.invites, 'pending invitation', 'pending invitations') : null,
      ]
        .filter(Boolean)
        .join(' and ');
      throw new DomainError(
        'CONFLICT',
        `${row.name} is used by ${who}: give them another permission set first.`,
      );
    }
    await recordActivity(tctx, {
      operation: 'DeletePermissionSet',
      area: 'team',
      resourceType: 'permission-set',
      resourceId: id,
      changes: fieldChanges(row, { name: null, description: null, permissions: null }, SET_FIELDS),
      summary: `deleted the permission set ${row.name}`,
    });
    // Invitations that are over (accepted, revoked, expired) keep no hold on the set.
    await tctx.db
      .deleteFrom('invitations')
      .where('merchant_id', '=', tctx.merchantId)
      .where('permission_set_id', '=', id)
      .execute();
    await tctx.db
      .deleteFrom('permission_sets')
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', id)
      .execute();
  });
}
