import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  withEarlierBreaksEnded,
  type BreakInputT,
  type BreakT,
  type CreateShiftRequest,
  type ShiftT,
  type ShiftUpdateInput,
} from '@contract/shifts';
import { isUniqueViolation } from '../../db';
import { columnsOf, compiledQuery, rowsOf, type Columns, type RowValues } from '../../db/compiled';
import { withRelated, type Page, type PageRequest } from '../../db/keyset';
import {
  OPEN_SHIFT_END_SORT,
  type DB,
  type ShiftBreaksTable,
  type ShiftsTable,
} from '../../db/schema';
import { compareCodeUnits } from '../../lib/compare';
import { newId } from '../../lib/ids';
import { nowStored, withZoneOffset } from '../../lib/time';
import { fieldChanges, ofEmployee, ofPerson, recordActivity } from '../activity';
import { inTransaction, type MerchantContext } from '../context';
import { invalidField } from '../errors';
import { touchedAt } from '../preconditions';
import { idempotent } from '../idempotency';
import {
  alreadyOpen,
  appendShiftEvent,
  checkAgainstOtherShifts,
  findShiftRow,
  insertShift,
  lockEmployee,
  locationTimeZone,
  softDeleteShift,
  V2_WORDS,
} from './shift-store';
import { searchPages, searchValues, type SearchFilter, type SortField } from './shifts-search';
import { checkVersion } from './versions';
import { checkWageCurrency } from './wage-currency';
import { DEFAULT_WORKWEEK, findWorkweekConfig } from './workweek-configs.service';

function toBreak(row: ShiftBreaksTable, timeZone: string): BreakT {
  return {
    id: row.id,
    start_at: withZoneOffset(row.start_at, timeZone),
    ...(row.end_at !== null ? { end_at: withZoneOffset(row.end_at, timeZone) } : {}),
    break_type_id: row.break_type_id,
    name: row.name,
    expected_duration: row.expected_duration,
    is_paid: row.is_paid === 1,
  };
}

/**
 * The v2 Shift: times with the offset of the shift's location zone, as Square returns them
 * (storage stays UTC); `created_at`/`updated_at` stay UTC.
 */
function toShift(row: ShiftsTable, breaks: ShiftBreaksTable[]): ShiftT {
  const wage =
    row.wage_title !== null || row.wage_amount !== null
      ? {
          ...(row.wage_title !== null ? { title: row.wage_title } : {}),
          ...(row.wage_amount !== null && row.wage_currency !== null
            ? { hourly_rate: { amount: row.wage_amount, currency: row.wage_currency } }
            : {}),
        }
      : undefined;
  return {
    id: row.id,
    employee_id: row.employee_id,
    location_id: row.location_id,
    timezone: row.timezone,
    start_at: withZoneOffset(row.start_at, row.timezone),
    ...(row.end_at !== null ? { end_at: withZoneOffset(row.end_at, row.timezone) } : {}),
    ...(wage ? { wage } : {}),
    breaks: breaks.map((b) => toBreak(b, row.timezone)),
    status: row.status as ShiftT['status'],
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const breaksQuery = compiledQuery((db: Kysely<DB>, v: { ids: string[] }) =>
  db
    .selectFrom('shift_breaks')
    .selectAll()
    .where('shift_id', 'in', v.ids)
    .orderBy('shift_id')
    .orderBy('start_at'),
);

/**
 * Breaks of many shifts in one query, each shift's in order of start. The breaks carry no
 * merchant: `shiftIds` must be shifts already read for the merchant.
 */
async function breaksOf(
  db: Kysely<DB>,
  shiftIds: string[],
): Promise<Map<string, ShiftBreaksTable[]>> {
  const byShift = new Map<string, ShiftBreaksTable[]>(shiftIds.map((id) => [id, []]));
  if (shiftIds.length === 0) return byShift;
  for (const row of await breaksQuery(db, { ids: shiftIds })) {
    byShift.get(row.shift_id)?.push(row);
  }
  return byShift;
}

/** A deleted shift (or a v1 timecard deleted) is absent from v2; v1 still reads it. */
const findShift = (ctx: MerchantContext, id: string, lock = false) =>
  findShiftRow(ctx, id, 'Shift', { lock });

export async function getShift(ctx: MerchantContext, id: string): Promise<ShiftT> {
  const row = await findShift(ctx, id);
  return toShift(row, (await breaksOf(ctx.db, [row.id])).get(row.id) ?? []);
}

type CreateBody = z.output<typeof CreateShiftRequest>;
type ShiftInputT = CreateBody['shift'];
type ShiftUpdateInputT = z.output<typeof ShiftUpdateInput>;

const breakTypesAmong = compiledQuery((db: Kysely<DB>, v: { merchant_id: string; ids: string[] }) =>
  db
    .selectFrom('break_types')
    .select('id')
    .where('merchant_id', '=', v.merchant_id)
    .where('id', 'in', v.ids),
);

/** Wages are paid in the merchant's currency. */
async function checkShiftWageCurrency(tctx: MerchantContext, wage: ShiftInputT['wage']) {
  const currency = wage?.hourly_rate?.currency;
  if (currency !== undefined) {
    await checkWageCurrency(tctx, currency, 'shift.wage.hourly_rate.currency');
  }
}

/** 400 naming the first `breaks[i].break_type_id` of `indexes` that is not the merchant's. */
async function checkBreakTypes(
  tctx: MerchantContext,
  breaks: readonly BreakInputT[],
  indexes: readonly number[],
) {
  if (indexes.length === 0) return;
  const ids = [...new Set(indexes.map((i) => breaks[i]!.break_type_id))];
  const found = await breakTypesAmong(tctx.db, { merchant_id: tctx.merchantId, ids });
  const known = new Set(found.map((r) => r.id));
  const missing = indexes.find((i) => !known.has(breaks[i]!.break_type_id));
  if (missing !== undefined) {
    throw invalidField(
      `shift.breaks[${missing}].break_type_id`,
      `refers to a break type that does not exist: ${breaks[missing]!.break_type_id}`,
    );
  }
}

interface ShiftWrite {
  id: string;
  employee_id: string;
  location_id: string;
  timezone: string;
  start_at: string;
  end_at: string | null;
  wage: ShiftInputT['wage'];
  version: number;
  created_at: string;
  updated_at: string;
  clockout_location_id: string | null;
}

function shiftRow(merchantId: string, w: ShiftWrite): ShiftsTable {
  return {
    id: w.id,
    merchant_id: merchantId,
    employee_id: w.employee_id,
    location_id: w.location_id,
    timezone: w.timezone,
    start_at: w.start_at,
    end_at: w.end_at,
    end_sort: w.end_at ?? OPEN_SHIFT_END_SORT,
    status: w.end_at === null ? 'OPEN' : 'CLOSED',
    wage_title: w.wage?.title ?? null,
    wage_amount: w.wage?.hourly_rate?.amount ?? null,
    wage_currency: w.wage?.hourly_rate?.currency ?? null,
    version: w.version,
    created_at: w.created_at,
    updated_at: w.updated_at,
    deleted: 0,
    clockout_location_id: w.clockout_location_id,
  };
}

/**
 * The breaks to store, in order of start: an earlier break without an end ends where the next
 * begins (spec, States), a sent `id` is kept, a new break gets one.
 */
function breakRows(shiftId: string, breaks: readonly BreakInputT[]) {
  return withEarlierBreaksEnded(breaks).map((b): ShiftBreaksTable => ({
    id: b.id ?? newId(),
    shift_id: shiftId,
    break_type_id: b.break_type_id,
    name: b.name,
    expected_duration: b.expected_duration,
    is_paid: b.is_paid ? 1 : 0,
    start_at: b.start_at,
    end_at: b.end_at ?? null,
  }));
}

// The shift writes, built and compiled once per database.
const replaceShift = compiledQuery(
  (db: Kysely<DB>, v: RowValues<Omit<ShiftsTable, 'created_at'>>) => {
    const { merchant_id, id, ...changes } = v;
    return db
      .updateTable('shifts')
      .set(changes)
      .where('merchant_id', '=', merchant_id)
      .where('id', '=', id);
  },
);
const breaksOfShift = compiledQuery((db: Kysely<DB>, v: { shift_id: string }) =>
  db.selectFrom('shift_breaks').selectAll().where('shift_id', '=', v.shift_id).orderBy('start_at'),
);
const deleteBreaks = compiledQuery((db: Kysely<DB>, v: { shift_id: string }) =>
  db.deleteFrom('shift_breaks').where('shift_id', '=', v.shift_id),
);

const insertBreakRows = compiledQuery((db: Kysely<DB>, v: Columns<ShiftBreaksTable>) =>
  db.insertInto('shift_breaks').values(rowsOf(v)),
);

async function insertBreaks(tctx: MerchantContext, rows: ShiftBreaksTable[]) {
  if (rows.length > 0) await insertBreakRows(tctx.db, columnsOf(rows));
}

/** A concurrent write won the race for the one-OPEN-shift index (a second line of defence). */
async function mappingOpenRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyOpen(V2_WORDS);
    throw error;
  }
}

export async function createShift(ctx: MerchantContext, body: CreateBody): Promise<ShiftT> {
  const { idempotency_key: key, shift: input } = body;
  return mappingOpenRace(() =>
    inTransaction(ctx, (tctx) =>
      idempotent(tctx, 'createShift', key, input, async () => {
        const employee = await lockEmployee(tctx, input.employee_id, V2_WORDS.employee);
        const timezone = await locationTimeZone(tctx, input.location_id, 'shift.location_id');
        await checkShiftWageCurrency(tctx, input.wage);
        // Every break of a new shift is new, so each one's break type must be the merchant's.
        const breaks = (input.breaks ?? []).map(({ id: _, ...b }) => b);
        await checkBreakTypes(
          tctx,
          breaks,
          breaks.map((_, i) => i),
        );
        const endAt = input.end_at ?? null;
        await checkAgainstOtherShifts(
          tctx,
          { employee_id: input.employee_id, start_at: input.start_at, end_at: endAt },
          undefined,
          V2_WORDS,
        );
        const now = nowStored();
        const row = shiftRow(ctx.merchantId, {
          id: newId(),
          employee_id: input.employee_id,
          location_id: input.location_id,
          timezone,
          start_at: input.start_at,
          end_at: endAt,
          wage: input.wage,
          version: 1,
          created_at: now,
          updated_at: now,
          clockout_location_id: null,
        });
        await insertShift(tctx.db, row);
        const rows = breakRows(row.id, breaks);
        await insertBreaks(tctx, rows);
        await appendShiftEvent(tctx.db, row, 'API_CREATE', now);
        await recordActivity(tctx, {
          operation: 'CreateShift',
          area: 'labor',
          resourceType: 'shift',
          resourceId: row.id,
          changes: fieldChanges(null, shiftFields(row, rows), SHIFT_FIELDS),
          summary: `added a shift${ofPerson(employee)}`,
        });
        return toShift(row, rows);
      }),
    ),
  );
}

/**
 * Replaces the shift with `input`, breaks included; `location_id` may be left out to keep it, the
 * employee cannot change. A sent break `id` must be one of the shift's breaks; a new break (or a
 * changed break type) must name one of the merchant's break types.
 */
export async function updateShift(
  ctx: MerchantContext,
  id: string,
  input: ShiftUpdateInputT,
): Promise<ShiftT> {
  return mappingOpenRace(() =>
    inTransaction(ctx, async (tctx) => {
      const current = await findShift(tctx, id, true);
      id = current.id;
      const breaksBefore = await breaksOfShift(tctx.db, { shift_id: id });
      if (input.employee_id !== current.employee_id) {
        throw invalidField(
          'shift.employee_id',
          `cannot be changed (the shift is ${current.employee_id}'s); delete this shift and ` +
            'create one for the other employee',
        );
      }
      checkVersion('shift.version', 'Shift', input.version, current.version);
      const employee = await lockEmployee(tctx, current.employee_id, V2_WORDS.employee);
      const locationId = input.location_id ?? current.location_id;
      const timezone =
        input.location_id === undefined
          ? current.timezone
          : await locationTimeZone(tctx, locationId, 'shift.location_id');
      await checkShiftWageCurrency(tctx, input.wage);
      const breaks = input.breaks ?? [];
      const stored = new Map(breaksBefore.map((b) => [b.id, b.break_type_id]));
      const seen = new Set<string>();
      breaks.forEach((b, i) => {
        if (b.id === undefined) return;
        if (!stored.has(b.id) || seen.has(b.id)) {
          throw invalidField(
            `shift.breaks[${i}].id`,
            seen.has(b.id)
              ? `is sent twice: ${b.id}`
              : `refers to a break this shift does not have: ${b.id}; leave id out for a new break`,
          );
        }
        seen.add(b.id);
      });
      await checkBreakTypes(
        tctx,
        breaks,
        breaks.flatMap((b, i) =>
          b.id === undefined || stored.get(b.id) !== b.break_type_id ? [i] : [],
        ),
      );
      const endAt = input.end_at ?? null;
      await checkAgainstOtherShifts(
        tctx,
        { employee_id: current.employee_id, start_at: input.start_at, end_at: endAt },
        id,
        V2_WORDS,
      );
      // Always later than the last write, so a v1 If-Match tag read before it no longer matches.
      const now = touchedAt(current.updated_at);
      const row = shiftRow(ctx.merchantId, {
        id,
        employee_id: current.employee_id,
        location_id: locationId,
        timezone,
        start_at: input.start_at,
        end_at: endAt,
        wage: input.wage,
        version: current.version + 1,
        created_at: current.created_at,
        updated_at: now,
        // v1's clock-out location is kept while the shift stays where it was.
        clockout_location_id:
          locationId === current.location_id ? current.clockout_location_id : null,
      });
      const { created_at: _c, ...changes } = row;
      await replaceShift(tctx.db, changes);
      await deleteBreaks(tctx.db, { shift_id: id });
      const rows = breakRows(id, breaks);
      await insertBreaks(tctx, rows);
      await appendShiftEvent(tctx.db, row, 'API_EDIT', now);
      await recordActivity(tctx, {
        operation: 'UpdateShift',
        area: 'labor',
        resourceType: 'shift',
        resourceId: id,
        changes: fieldChanges(
          shiftFields(current, breaksBefore),
          shiftFields(row, rows),
          SHIFT_FIELDS,
        ),
        summary: `edited the shift${ofPerson(employee)}`,
      });
      return toShift(row, rows);
    }),
  );
}

/**
 * Marks the shift deleted, as v1 deleteTimecard does: it is gone from v2 and from every total,
 * and v1 still reads it (deleted) with an API_DELETE event. Its breaks stay with it.
 */
export async function deleteShift(ctx: MerchantContext, id: string): Promise<void> {
  await inTransaction(ctx, async (tctx) => {
    const current = await findShift(tctx, id, true);
    await softDeleteShift(tctx, current);
    await recordActivity(tctx, {
      operation: 'DeleteShift',
      area: 'labor',
      resourceType: 'shift',
      resourceId: current.id,
      changes: [{ field: 'deleted', before: false, after: true }],
      summary: `deleted the shift${await ofEmployee(tctx, current.employee_id)}`,
    });
  });
}

/** A shift's fields as the activity log names them; its breaks as "start–end" (UTC), in order. */
const SHIFT_FIELDS = [
  'employee_id',
  'location_id',
  'start_at',
  'end_at',
  'wage_title',
  'wage_amount',
  'breaks',
] as const;

function shiftFields(row: ShiftsTable, breaks: readonly ShiftBreaksTable[]) {
  return {
    employee_id: row.employee_id,
    location_id: row.location_id,
    start_at: row.start_at,
    end_at: row.end_at,
    wage_title: row.wage_title,
    wage_amount: row.wage_amount,
    breaks:
      [...breaks]
        .sort((a, b) => compareCodeUnits(a.start_at, b.start_at))
        .map((b) => `${b.name} ${b.start_at}–${b.end_at ?? 'open'}`)
        .join(', ') || null,
  };
}

const locationZonesQuery = compiledQuery((db: Kysely<DB>, v: { merchant_id: string }) =>
  db.selectFrom('locations').select(['id', 'timezone']).where('merchant_id', '=', v.merchant_id),
);

/**
 * One page of `searchShifts`: every filter set applies (AND), sorted by `field` then id, paged by
 * keyset on the same pair. Workdays begin at the workweek config's start of day in each shift's
 * zone.
 */
export async function searchShifts(
  ctx: MerchantContext,
  filter: SearchFilter | undefined,
  field: SortField,
  request: PageRequest,
): Promise<Page<ShiftT>> {
  const needsWorkdays = filter?.workday?.date_range !== undefined;
  const locations = needsWorkdays
    ? await locationZonesQuery(ctx.db, { merchant_id: ctx.merchantId })
    : [];
  const startOfDay = needsWorkdays
    ? ((await findWorkweekConfig(ctx))?.start_of_day_local_time ??
      DEFAULT_WORKWEEK.start_of_day_local_time)
    : DEFAULT_WORKWEEK.start_of_day_local_time;
  const values = searchValues(ctx.merchantId, filter, locations, startOfDay);
  if (values === null) return { items: [], next: null };
  const page = await searchPages[field](ctx.db, values, request);
  return withRelated(page, (ids) => breaksOf(ctx.db, ids), toShift);
}
