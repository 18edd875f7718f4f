import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  V1CreateEmployeeRoleBody,
  V1EmployeeRoleT,
  V1UpdateEmployeeRoleBody,
} from '@contract/roles';
import { keysetQuery, mapPage, type Page, type PageRequest } from '../../db/keyset';
import type { DB, RolesTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { findOwned, inTransaction, updateOwned, type MerchantContext } from '../context';
import { fieldChanges, recordActivity } from '../activity';
import { checkUnmodified, touchedAt, type Precondition } from '../preconditions';

function toV1Role(row: RolesTable): V1EmployeeRoleT {
  return {
    id: row.id,
    name: row.name,
    permissions: JSON.parse(row.permissions) as V1EmployeeRoleT['permissions'],
    is_owner: row.is_owner === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const rolesPage = keysetQuery('roles', (db: Kysely<DB>, v: { merchant_id: string }) =>
  db.selectFrom('roles').selectAll().where('merchant_id', '=', v.merchant_id),
);

export async function listRoles(
  ctx: MerchantContext,
  request: PageRequest,
): Promise<Page<V1EmployeeRoleT>> {
  return mapPage(await rolesPage(ctx.db, { merchant_id: ctx.merchantId }, request), toV1Role);
}

const findRole = (ctx: MerchantContext, id: string, lock = false) =>
  findOwned(ctx, 'roles', id, 'Role', { lock });

export async function getRole(ctx: MerchantContext, id: string): Promise<V1EmployeeRoleT> {
  return toV1Role(await findRole(ctx, id));
}

export async function createRole(
  ctx: MerchantContext,
  body: z.output<typeof V1CreateEmployeeRoleBody>,
): Promise<V1EmployeeRoleT> {
  const now = nowStored();
  const row: RolesTable = {
    id: newId(),
    merchant_id: ctx.merchantId,
    name: body.name,
    permissions: JSON.stringify(body.permissions),
    is_owner: body.is_owner ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  return inTransaction(ctx, async (tctx) => {
    await tctx.db.insertInto('roles').values(row).execute();
    await recordActivity(tctx, {
      operation: 'CreateEmployeeRole',
      area: 'staff',
      resourceType: 'role',
      resourceId: row.id,
      changes: fieldChanges(null, row, ROLE_FIELDS),
      summary: `added the role ${row.name}`,
    });
    return toV1Role(row);
  });
}

const ROLE_FIELDS = ['name', 'permissions', 'is_owner'] as const;

export async function updateRole(
  ctx: MerchantContext,
  id: string,
  body: z.output<typeof V1UpdateEmployeeRoleBody>,
  precondition?: Precondition,
): Promise<V1EmployeeRoleT> {
  return inTransaction(ctx, async (tctx) => {
    const current = await findRole(tctx, id, precondition !== undefined);
    checkUnmodified(precondition, 'Role', id, current.updated_at);
    const changes = {
      name: body.name ?? current.name,
      permissions: body.permissions ? JSON.stringify(body.permissions) : current.permissions,
      is_owner: body.is_owner === undefined ? current.is_owner : body.is_owner ? 1 : 0,
      updated_at: touchedAt(current.updated_at),
    };
    await updateOwned(tctx, 'roles', id, changes);
    await recordActivity(tctx, {
      operation: 'UpdateEmployeeRole',
      area: 'staff',
      resourceType: 'role',
      resourceId: id,
      changes: fieldChanges(current, { ...current, ...changes }, ROLE_FIELDS),
      summary: `edited the role ${changes.name}`,
    });
    return toV1Role({ ...current, ...changes });
  });
}
