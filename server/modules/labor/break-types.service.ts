import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  MAX_BREAK_TYPES_PER_LOCATION,
  type BreakTypeInput,
  type BreakTypeT,
  type CreateBreakTypeRequest,
  type ListBreakTypesQuery,
} from '@contract/break-types';
import type { ListControlField } from '@contract/lists';
import { keysetQuery, listValues, mapPage, type Page, type PageRequest } from '../../db/keyset';
import type { BreakTypesTable, DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { fieldChanges, recordActivity } from '../activity';
import { findOwned, inTransaction, updateOwned, type MerchantContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { idempotent } from '../idempotency';
import { checkVersion } from './versions';

function toBreakType(row: BreakTypesTable): BreakTypeT {
  return {
    id: row.id,
    location_id: row.location_id,
    break_name: row.break_name,
    expected_duration: row.expected_duration,
    is_paid: row.is_paid === 1,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type ListQuery = z.output<typeof ListBreakTypesQuery>;
type BreakTypeFilters = Omit<ListQuery, ListControlField> & { merchant_id: string };

/** A compiled query (see `compiledQuery`): conditions depend only on which filters are set. */
const breakTypesPage = keysetQuery('break_types', (db: Kysely<DB>, f: BreakTypeFilters) => {
  let q = db.selectFrom('break_types').selectAll().where('merchant_id', '=', f.merchant_id);
  if (f.location_id !== undefined) q = q.where('location_id', '=', f.location_id);
  return q;
});

export async function listBreakTypes(
  ctx: MerchantContext,
  query: ListQuery,
  request: PageRequest,
): Promise<Page<BreakTypeT>> {
  const page = await breakTypesPage(ctx.db, listValues(query, ctx.merchantId), request);
  return mapPage(page, toBreakType);
}

const findBreakType = (ctx: MerchantContext, id: string, lock = false) =>
  findOwned(ctx, 'break_types', id, 'Break type', { lock });

export async function getBreakType(ctx: MerchantContext, id: string): Promise<BreakTypeT> {
  return toBreakType(await findBreakType(ctx, id));
}

const breakTypeLimitError = () =>
  new DomainError(
    'BAD_REQUEST',
    `Exceeded limit of ${MAX_BREAK_TYPES_PER_LOCATION} breaks per location.`,
  );

/**
 * Takes the location for the rest of the transaction and checks it can hold one more break type.
 * On PostgreSQL the location row is locked (`FOR UPDATE`), so concurrent creates for one location
 * count one after another; SQLite runs one transaction at a time. 400 naming `field` when the
 * location is not the merchant's.
 */
async function claimBreakTypeSlot(tctx: MerchantContext, locationId: string, field: string) {
  let q = tctx.db
    .selectFrom('locations')
    .select('id')
    .where('merchant_id', '=', tctx.merchantId)
    .where('id', '=', locationId);
  if (tctx.engine === 'postgres') q = q.forUpdate();
  if (!(await q.executeTakeFirst())) {
    throw invalidField(field, `refers to a location that does not exist: ${locationId}`);
  }
  const { count } = await tctx.db
    .selectFrom('break_types')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('merchant_id', '=', tctx.merchantId)
    .where('location_id', '=', locationId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_BREAK_TYPES_PER_LOCATION) throw breakTypeLimitError();
}

type Input = z.output<typeof BreakTypeInput>;

export async function createBreakType(
  ctx: MerchantContext,
  body: z.output<typeof CreateBreakTypeRequest>,
): Promise<BreakTypeT> {
  const { idempotency_key: key, break_type: input } = body;
  return inTransaction(ctx, (tctx) =>
    idempotent(tctx, 'createBreakType', key, input, async () => {
      await claimBreakTypeSlot(tctx, input.location_id, 'break_type.location_id');
      const now = nowStored();
      const row: BreakTypesTable = {
        id: newId(),
        merchant_id: ctx.merchantId,
        location_id: input.location_id,
        break_name: input.break_name,
        expected_duration: input.expected_duration,
        is_paid: input.is_paid ? 1 : 0,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      await tctx.db.insertInto('break_types').values(row).execute();
      await recordActivity(tctx, {
        operation: 'CreateBreakType',
        area: 'labor',
        resourceType: 'break-type',
        resourceId: row.id,
        changes: fieldChanges(null, row, BREAK_TYPE_FIELDS),
        summary: `added the break type ${row.break_name}`,
      });
      return toBreakType(row);
    }),
  );
}

/**
 * Replaces the break type's four fields. A stale `version` is a 409; without one the write is
 * blind. Moving it to another location counts against that location's limit. Shifts keep the
 * copies of breaks they already have.
 */
export async function updateBreakType(
  ctx: MerchantContext,
  id: string,
  input: Input,
): Promise<BreakTypeT> {
  return inTransaction(ctx, async (tctx) => {
    const current = await findBreakType(tctx, id, true);
    checkVersion('break_type.version', 'Break type', input.version, current.version);
    if (input.location_id !== current.location_id) {
      await claimBreakTypeSlot(tctx, input.location_id, 'break_type.location_id');
    }
    const changes = {
      location_id: input.location_id,
      break_name: input.break_name,
      expected_duration: input.expected_duration,
      is_paid: input.is_paid ? 1 : 0,
      version: current.version + 1,
      updated_at: nowStored(),
    };
    await updateOwned(tctx, 'break_types', id, changes);
    await recordActivity(tctx, {
      operation: 'UpdateBreakType',
      area: 'labor',
      resourceType: 'break-type',
      resourceId: id,
      changes: fieldChanges(current, { ...current, ...changes }, BREAK_TYPE_FIELDS),
      summary: `edited the break type ${changes.break_name}`,
    });
    return toBreakType({ ...current, ...changes });
  });
}

/** Deletes the break type; shifts that used it keep their breaks (copies, no foreign key). */
export async function deleteBreakType(ctx: MerchantContext, id: string): Promise<void> {
  await inTransaction(ctx, async (tctx) => {
    const current = await findBreakType(tctx, id, true);
    await tctx.db
      .deleteFrom('break_types')
      .where('merchant_id', '=', ctx.merchantId)
      .where('id', '=', id)
      .execute();
    await recordActivity(tctx, {
      operation: 'DeleteBreakType',
      area: 'labor',
      resourceType: 'break-type',
      resourceId: id,
      changes: fieldChanges(current, { ...current, break_name: null }, ['break_name']),
      summary: `deleted the break type ${current.break_name}`,
    });
  });
}

const BREAK_TYPE_FIELDS = ['location_id', 'break_name', 'expected_duration', 'is_paid'] as const;
