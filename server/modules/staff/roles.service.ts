import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  V1CreateEmployeeRoleBody,
  V1EmployeeRoleT,
  V1UpdateEmployeeRoleBody,
} from '@contract/roles';
import { keysetQuery, type Page, type PageRequest } from '../../db/keyset';
import type { DB, RolesTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import type { MerchantContext } from '../context';

export function toV1Role(row: RolesTable): V1EmployeeRoleT {
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
  const page = await rolesPage(ctx.db, { merchant_id: ctx.merchantId }, request);
  return { items: page.items.map(toV1Role), next: page.next };
}

async function findRole(ctx: MerchantContext, id: string): Promise<RolesTable> {
  const row = await ctx.db
    .selectFrom('roles')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Role ${id}`);
  return row;
}

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
  await ctx.db.insertInto('roles').values(row).execute();
  return toV1Role(row);
}

export async function updateRole(
  ctx: MerchantContext,
  id: string,
  body: z.output<typeof V1UpdateEmployeeRoleBody>,
): Promise<V1EmployeeRoleT> {
  return ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    const current = await findRole(tctx, id);
    const next: RolesTable = {
      ...current,
      name: body.name ?? current.name,
      permissions: body.permissions ? JSON.stringify(body.permissions) : current.permissions,
      is_owner: body.is_owner === undefined ? current.is_owner : body.is_owner ? 1 : 0,
      updated_at: nowStored(),
    };
    await trx
      .updateTable('roles')
      .set({
        name: next.name,
        permissions: next.permissions,
        is_owner: next.is_owner,
        updated_at: next.updated_at,
      })
      .where('merchant_id', '=', ctx.merchantId)
      .where('id', '=', id)
      .execute();
    return toV1Role(next);
  });
}
