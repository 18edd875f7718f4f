import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { compiledQuery, type RowValues } from '../../db/compiled';
import {
  OPEN_SHIFT_END_SORT,
  type DB,
  type ShiftEventsTable,
  type ShiftsTable,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import type { MerchantContext } from '../context';
import { badRequest, invalidField, notFound } from '../errors';
import { touchedAt } from '../preconditions';

/**
 * The one store of worked time (docs/decisions/2026-11-25-worked-time-one-store.md): v2 shifts
 * and v1 timecards are both rows of `shifts`; the rules that need an employee's other records and
 * the event history live here so both generations apply them alike.
 */

type ById = { merchant_id: string; id: string };

// The worked-time writes' look-ups and inserts, built and compiled once per database.

/** A look-up by id in a plain form and, where PostgreSQL locks, a `FOR UPDATE` one. */
function lockable<TB extends keyof DB, O>(
  build: (db: Kysely<DB>, v: ById) => SelectQueryBuilder<DB, TB, O>,
) {
  const plain = compiledQuery(build);
  const locked = compiledQuery((db: Kysely<DB>, v: ById) => build(db, v).forUpdate());
  return (ctx: MerchantContext, lock: boolean) =>
    lock && ctx.engine === 'postgres' ? locked : plain;
}
const shiftById = lockable((db, v) =>
  db
    .selectFrom('shifts')
    .selectAll()
    .where('merchant_id', '=', v.merchant_id)
    .where('id', '=', v.id),
);
const employeeById = lockable((db, v) =>
  db
    .selectFrom('employees')
    .select(['first_name', 'last_name'])
    .where('merchant_id', '=', v.merchant_id)
    .where('id', '=', v.id),
);
const locationZone = compiledQuery((db: Kysely<DB>, v: ById) =>
  db
    .selectFrom('locations')
    .select('timezone')
    .where('merchant_id', '=', v.merchant_id)
    .where('id', '=', v.id),
);

type Others = { merchant_id: string; employee_id: string; except_id: string | undefined };

function otherShifts(db: Kysely<DB>, v: Others) {
  let q = db
    .selectFrom('shifts')
    .select(['id', 'start_at', 'end_at'])
    .where('merchant_id', '=', v.merchant_id)
    .where('employee_id', '=', v.employee_id)
    // Written into the SQL: bound, SQLite reads the value to decide whether the one-open index
    // (`where end_at is null and deleted = 0`) applies, and prepares the statement again on
    // every run (the one-open look-up took five times as long).
    .where('deleted', '=', sql.lit(0));
  if (v.except_id !== undefined) q = q.where('id', '<>', v.except_id);
  return q;
}
const openOtherShift = compiledQuery((db: Kysely<DB>, v: Others) =>
  otherShifts(db, v).where('end_at', 'is', null).limit(1),
);

/** The employee's live record without an end, if any (the employee is locked). */
export async function openShiftOf(tctx: MerchantContext, employeeId: string) {
  const [open] = await openOtherShift(tctx.db, {
    merchant_id: tctx.merchantId,
    employee_id: employeeId,
    except_id: undefined,
  });
  return open;
}
/**
 * The live record (other than `except_id`) that starts last before `before`. No two live records
 * of an employee share a moment (`checkAgainstOtherShifts` keeps it so, and a record ends after it
 * starts: a check constraint), so their ends rise with their starts: when any record overlaps a
 * span ending at `before`, this one does. One step down the employee's start index, where a
 * search for overlaps reads the employee's whole history.
 */
const lastStartingBefore = compiledQuery((db: Kysely<DB>, v: Others & { before: string }) =>
  otherShifts(db, v).where('start_at', '<', v.before).orderBy('start_at', 'desc').limit(1),
);
/** The first record (by start) overlapping a span: the one an overlap error names. */
const overlappingShift = compiledQuery(
  (db: Kysely<DB>, v: Others & { start_at: string; end_sort: string }) =>
    otherShifts(db, v)
      .where('start_at', '<', v.end_sort)
      .where('end_sort', '>', v.start_at)
      .orderBy('start_at')
      .limit(1),
);
/** Stores a new shift or v1 timecard (one row of the one store). */
export const insertShift = compiledQuery((db: Kysely<DB>, v: RowValues<ShiftsTable>) =>
  db.insertInto('shifts').values(v),
);
const insertEvent = compiledQuery((db: Kysely<DB>, v: RowValues<ShiftEventsTable>) =>
  db.insertInto('shift_events').values(v),
);

/**
 * The merchant's shift `id`, also when `id` is the old id of a v1 timecard merged into it
 * (`shift_aliases`), or a 404 naming `what`. A deleted shift is absent unless `withDeleted`.
 */
export async function findShiftRow(
  ctx: MerchantContext,
  id: string,
  what: 'Shift' | 'Timecard',
  { lock = false, withDeleted = false } = {},
): Promise<ShiftsTable> {
  const query = shiftById(ctx, lock);
  const find = async (shiftId: string) =>
    (await query(ctx.db, { merchant_id: ctx.merchantId, id: shiftId }))[0];
  let row = await find(id);
  if (!row) {
    const alias = await ctx.db
      .selectFrom('shift_aliases')
      .select('shift_id')
      .where('merchant_id', '=', ctx.merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (alias) row = await find(alias.shift_id);
  }
  if (!row || (row.deleted === 1 && !withDeleted)) throw notFound(`${what} ${id}`);
  return row;
}

/**
 * Takes the employee for the rest of the transaction: on PostgreSQL the employee row is locked
 * (`FOR UPDATE`), so one employee's worked-time writes (either generation) run one after another
 * and each sees the ones before it; SQLite runs one transaction at a time. 400 naming `field`
 * when the employee is not the merchant's. Returns the employee's name, which the write's
 * activity entry gives (`ofPerson`).
 */
export async function lockEmployee(
  tctx: MerchantContext,
  employeeId: string,
  field: string,
): Promise<{ first_name: string; last_name: string }> {
  const query = employeeById(tctx, true);
  const [found] = await query(tctx.db, { merchant_id: tctx.merchantId, id: employeeId });
  if (!found) {
    throw invalidField(field, `refers to an employee that does not exist: ${employeeId}`);
  }
  return found;
}

/** How a generation names the fields and the record in its errors. */
export interface RuleWords {
  record: 'shift' | 'timecard';
  employee: string;
  start: string;
  end: string;
}

export const V2_WORDS: RuleWords = {
  record: 'shift',
  employee: 'shift.employee_id',
  start: 'shift.start_at',
  end: 'shift.end_at',
};

export const V1_WORDS: RuleWords = {
  record: 'timecard',
  employee: 'employee_id',
  start: 'clockin_time',
  end: 'clockout_time',
};

export const alreadyOpen = (words: RuleWords, openId?: string) =>
  words.record === 'shift'
    ? badRequest(
        'shift.employee_id already has an OPEN shift' +
          (openId ? ` (${openId})` : '') +
          '; close it (end_at) before starting another',
        'shift.employee_id',
      )
    : badRequest(
        'employee_id is already clocked in' +
          (openId ? ` (open timecard ${openId})` : '') +
          '; clock the employee out before creating another timecard',
        'employee_id',
      );

/**
 * The rules that need the employee's other records (the employee is locked): at most one open
 * record, and no two live records sharing a moment. Deleted records count nowhere. `exceptId` is
 * the record being replaced.
 */
export async function checkAgainstOtherShifts(
  tctx: MerchantContext,
  shift: { employee_id: string; start_at: string; end_at: string | null },
  exceptId: string | undefined,
  words: RuleWords,
): Promise<void> {
  const others = {
    merchant_id: tctx.merchantId,
    employee_id: shift.employee_id,
    except_id: exceptId,
  };
  if (shift.end_at === null) {
    const [open] = await openOtherShift(tctx.db, others);
    if (open) throw alreadyOpen(words, open.id);
  }
  const end_sort = shift.end_at ?? OPEN_SHIFT_END_SORT;
  const [last] = await lastStartingBefore(tctx.db, { ...others, before: end_sort });
  if (!last || (last.end_at ?? OPEN_SHIFT_END_SORT) <= shift.start_at) return;
  const [overlapping] = await overlappingShift(tctx.db, {
    ...others,
    start_at: shift.start_at,
    end_sort,
  });
  if (overlapping) {
    const startsInside =
      shift.end_at === null ||
      (shift.start_at >= overlapping.start_at &&
        (overlapping.end_at === null || shift.start_at < overlapping.end_at));
    const field = startsInside ? words.start : words.end;
    const still = words.record === 'shift' ? 'now, still OPEN' : 'now, still clocked in';
    throw badRequest(
      `${field} overlaps ${words.record} ${overlapping.id} of the same employee ` +
        `(${overlapping.start_at} to ${overlapping.end_at ?? still}); an employee's ` +
        `${words.record}s must not overlap`,
      field,
    );
  }
}

const eventsQuery = compiledQuery((db: Kysely<DB>, v: { ids: string[] }) =>
  db
    .selectFrom('shift_events')
    .selectAll()
    .where('shift_id', 'in', v.ids)
    .orderBy('shift_id')
    .orderBy('seq'),
);

/**
 * Events of many shifts in one query, each shift's oldest first. The events carry no merchant:
 * `shiftIds` must be shifts already read for the merchant.
 */
export async function shiftEventsOf(
  db: Kysely<DB>,
  shiftIds: string[],
): Promise<Map<string, ShiftEventsTable[]>> {
  const byShift = new Map<string, ShiftEventsTable[]>(shiftIds.map((id) => [id, []]));
  if (shiftIds.length === 0) return byShift;
  for (const row of await eventsQuery(db, { ids: shiftIds })) byShift.get(row.shift_id)?.push(row);
  return byShift;
}

export type ShiftEventType = 'API_CREATE' | 'API_EDIT' | 'API_DELETE';

const lastEventQuery = compiledQuery((db: Kysely<DB>, v: { shift_id: string }) =>
  db
    .selectFrom('shift_events')
    .select('seq')
    .where('shift_id', '=', v.shift_id)
    .orderBy('seq', 'desc')
    .limit(1),
);

function eventRow(
  shift: Pick<ShiftsTable, 'id' | 'start_at' | 'end_at'>,
  type: ShiftEventType,
  at: string,
  seq: number,
): ShiftEventsTable {
  return {
    id: newId(),
    shift_id: shift.id,
    event_type: type,
    clockin_time: shift.start_at,
    clockout_time: shift.end_at,
    created_at: at,
    seq,
  };
}

/**
 * Appends an event to `shift` (locked, or just created in this transaction) with its clock-in and
 * clock-out as written. API_CREATE is the event of a shift just created, which has no history.
 */
export async function appendShiftEvent(
  db: Kysely<DB>,
  shift: Pick<ShiftsTable, 'id' | 'start_at' | 'end_at'>,
  type: ShiftEventType,
  at: string,
): Promise<void> {
  const [last] = type === 'API_CREATE' ? [] : await lastEventQuery(db, { shift_id: shift.id });
  await insertEvent(db, eventRow(shift, type, at, (last?.seq ?? 0) + 1));
}

/** `appendShiftEvent`, returning the shift's whole history, oldest first (a v1 timecard's). */
export async function appendShiftEventToHistory(
  db: Kysely<DB>,
  shift: Pick<ShiftsTable, 'id' | 'start_at' | 'end_at'>,
  type: ShiftEventType,
  at: string,
): Promise<ShiftEventsTable[]> {
  const previous =
    type === 'API_CREATE' ? [] : ((await shiftEventsOf(db, [shift.id])).get(shift.id) ?? []);
  const row = eventRow(shift, type, at, (previous.at(-1)?.seq ?? 0) + 1);
  await insertEvent(db, row);
  return [...previous, row];
}

/**
 * The time zone of the merchant's location a record is at; a 400 naming `field` when the location
 * is not the merchant's.
 */
export async function locationTimeZone(
  tctx: MerchantContext,
  locationId: string,
  field: string,
): Promise<string> {
  const [location] = await locationZone(tctx.db, { merchant_id: tctx.merchantId, id: locationId });
  if (!location) {
    throw invalidField(field, `refers to a location that does not exist: ${locationId}`);
  }
  return location.timezone;
}

/**
 * Marks `current` (locked) deleted, whichever generation asks: it stays readable through v1, is
 * gone from v2 and from every total, and its history gets an API_DELETE event.
 */
export async function softDeleteShift(tctx: MerchantContext, current: ShiftsTable): Promise<void> {
  const now = touchedAt(current.updated_at);
  const changes = { deleted: 1, version: current.version + 1, updated_at: now };
  await tctx.db
    .updateTable('shifts')
    .set(changes)
    .where('merchant_id', '=', tctx.merchantId)
    .where('id', '=', current.id)
    .execute();
  await appendShiftEvent(tctx.db, { ...current, ...changes }, 'API_DELETE', now);
}

const firstAssignedLocation = compiledQuery(
  (db: Kysely<DB>, v: { merchant_id: string; employee_id: string }) =>
    db
      .selectFrom('employee_locations as el')
      .innerJoin('locations as l', 'l.id', 'el.location_id')
      .select(['l.id', 'l.timezone'])
      .where('el.merchant_id', '=', v.merchant_id)
      .where('el.employee_id', '=', v.employee_id)
      .orderBy('l.created_at')
      .orderBy('l.id')
      .limit(1),
);
const firstLocation = compiledQuery((db: Kysely<DB>, v: { merchant_id: string }) =>
  db
    .selectFrom('locations')
    .select(['id', 'timezone'])
    .where('merchant_id', '=', v.merchant_id)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1),
);

/**
 * The location a v1 record is at when the client names none, with its time zone: the employee's
 * first assigned location (oldest location first), else the merchant's first location.
 */
export async function defaultLocation(
  tctx: MerchantContext,
  employeeId: string,
): Promise<{ id: string; timezone: string } | undefined> {
  const merchant_id = tctx.merchantId;
  const [assigned] = await firstAssignedLocation(tctx.db, { merchant_id, employee_id: employeeId });
  if (assigned) return assigned;
  const [first] = await firstLocation(tctx.db, { merchant_id });
  return first;
}
