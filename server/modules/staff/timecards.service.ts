import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  V1CreateTimecardBody,
  V1ListTimecardsQuery,
  V1TimecardEventT,
  V1TimecardT,
  V1UpdateTimecardBody,
} from '@contract/timecards';
import type { ListControlField } from '@contract/lists';
import { isUniqueViolation } from '../../db';
import {
  keysetQuery,
  listValues,
  whereInTimeRanges,
  type Page,
  type PageRequest,
} from '../../db/keyset';
import {
  OPEN_SHIFT_END_SORT,
  type DB,
  type ShiftEventsTable,
  type ShiftsTable,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { fieldChanges, ofEmployee, ofPerson, recordActivity } from '../activity';
import { inTransaction, type MerchantContext } from '../context';
import { badRequest, invalidField } from '../errors';
import {
  alreadyOpen,
  appendShiftEventToHistory,
  checkAgainstOtherShifts,
  defaultLocation,
  findShiftRow,
  insertShift,
  lockEmployee,
  locationTimeZone,
  openShiftOf,
  softDeleteShift,
  shiftEventsOf,
  V1_WORDS,
  v1SecondsWorked,
  workedTimeByShiftId,
} from '../labor';
import { checkLocationsExist, type LocationReference } from '../locations';
import { checkUnmodified, touchedAt, type Precondition } from '../preconditions';

/**
 * v1 timecards are a view over `shifts` (docs/decisions/2026-11-25-worked-time-one-store.md):
 * one timecard is one shift, same id; clock-in location is the shift's location; wages and breaks
 * are not on the v1 wire.
 */

type EventType = V1TimecardEventT['event_type'];

/** Clocks a few seconds fast are tolerated; anything later is a time in the future. */
const CLOCK_SKEW_MS = 60_000;

function toEvent(row: ShiftEventsTable): V1TimecardEventT {
  return {
    id: row.id,
    event_type: row.event_type as EventType,
    ...(row.clockin_time ? { clockin_time: row.clockin_time } : {}),
    ...(row.clockout_time ? { clockout_time: row.clockout_time } : {}),
    created_at: row.created_at,
  };
}

function toV1Timecard(
  row: ShiftsTable,
  events: V1TimecardEventT[],
  worked: ReturnType<typeof v1SecondsWorked>,
): V1TimecardT {
  const clockoutLocation =
    row.clockout_location_id ?? (row.end_at !== null ? row.location_id : null);
  return {
    id: row.id,
    employee_id: row.employee_id,
    deleted: row.deleted === 1,
    clockin_time: row.start_at,
    ...(row.end_at ? { clockout_time: row.end_at } : {}),
    clockin_location_id: row.location_id,
    ...(clockoutLocation ? { clockout_location_id: clockoutLocation } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...worked,
    events,
  };
}

/**
 * Timecards of `rows` with their events and worked seconds, for a whole page at once: the seconds
 * come from the one worked-time rule (docs/decisions/2026-11-25-worked-time-rule.md), so a
 * timecard reads the same regular time and overtime as Shifts, Hours and cost and every export.
 */
async function timecardsOf(ctx: MerchantContext, rows: ShiftsTable[]): Promise<V1TimecardT[]> {
  const events = await shiftEventsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const worked = await workedTimeByShiftId(ctx, rows);
  return rows.map((r) =>
    toV1Timecard(r, (events.get(r.id) ?? []).map(toEvent), v1SecondsWorked(worked.get(r.id))),
  );
}

type ListQuery = z.output<typeof V1ListTimecardsQuery>;

/** The list's filters as the page query binds them: booleans are stored as 0/1. */
type TimecardFilters = Omit<ListQuery, ListControlField | 'deleted'> & {
  merchant_id: string;
  deleted: 0 | 1 | undefined;
};

/** A compiled query (see `compiledQuery`): conditions depend only on which filters are set. */
const timecardsPage = keysetQuery(
  'shifts',
  (db: Kysely<DB>, f: TimecardFilters) => {
    let q = db.selectFrom('shifts').selectAll().where('merchant_id', '=', f.merchant_id);
    if (f.employee_id !== undefined) q = q.where('employee_id', '=', f.employee_id);
    // Written into the SQL: bound, a value compared with a partial index's condition makes
    // SQLite prepare the statement again on every run.
    if (f.deleted !== undefined) q = q.where('deleted', '=', sql.lit(f.deleted));
    // The clock-out range also bounds end_sort (end_at wherever end_at is set), so it is read from
    // `shifts_merchant_end` (searchShifts' index) instead of an index of end_at of its own.
    return whereInTimeRanges(q, [
      ['start_at', f.begin_clockin_time, f.end_clockin_time],
      ['end_at', f.begin_clockout_time, f.end_clockout_time],
      ['end_sort', f.begin_clockout_time, f.end_clockout_time],
      ['updated_at', f.begin_updated_at, f.end_updated_at],
    ]);
  },
  { inline: ['deleted'] },
);

export async function listTimecards(
  ctx: MerchantContext,
  query: ListQuery,
  request: PageRequest,
): Promise<Page<V1TimecardT>> {
  const deleted: TimecardFilters['deleted'] =
    query.deleted === undefined ? undefined : query.deleted ? 1 : 0;
  const filters = { ...listValues(query, ctx.merchantId), deleted };
  const page = await timecardsPage(ctx.db, filters, request);
  return { ...page, items: await timecardsOf(ctx, page.items) };
}

/** The timecard (a deleted one too), also by the id it had before migration 0006 merged it. */
const findTimecard = (ctx: MerchantContext, id: string, lock = false) =>
  findShiftRow(ctx, id, 'Timecard', { lock, withDeleted: true });

export async function getTimecard(ctx: MerchantContext, id: string): Promise<V1TimecardT> {
  const row = await findTimecard(ctx, id);
  return (await timecardsOf(ctx, [row]))[0]!;
}

export async function listTimecardEvents(
  ctx: MerchantContext,
  id: string,
): Promise<V1TimecardEventT[]> {
  const row = await findTimecard(ctx, id);
  return ((await shiftEventsOf(ctx.db, [row.id])).get(row.id) ?? []).map(toEvent);
}

function checkNotInFuture(field: string, value: string | null, now: number) {
  if (value !== null && Date.parse(value) > now + CLOCK_SKEW_MS) {
    throw invalidField(field, 'must not be in the future', 'INVALID_TIME');
  }
}

function timecardLocations(body: {
  clockin_location_id?: string | undefined;
  clockout_location_id?: string | undefined;
}): LocationReference[] {
  return (['clockin_location_id', 'clockout_location_id'] as const).flatMap((field) => {
    const id = body[field];
    return id ? [{ field, id }] : [];
  });
}

/** The shift columns that follow from a timecard's clock-in and clock-out. */
function span(clockin: string, clockout: string | null) {
  return {
    start_at: clockin,
    end_at: clockout,
    end_sort: clockout ?? OPEN_SHIFT_END_SORT,
    status: clockout === null ? 'OPEN' : 'CLOSED',
  };
}

/** The shift a timecard is stored as, clocked in at `clockin` and out at `clockout` (or open). */
export function timecardShift(t: {
  id: string;
  merchantId: string;
  employeeId: string;
  locationId: string;
  timezone: string;
  clockin: string;
  clockout: string | null;
  clockoutLocationId: string | null;
  at: string;
}): ShiftsTable {
  return {
    id: t.id,
    merchant_id: t.merchantId,
    employee_id: t.employeeId,
    location_id: t.locationId,
    timezone: t.timezone,
    ...span(t.clockin, t.clockout),
    // A timecard carries no wage (Square: wages are not available on v1 timecards).
    wage_title: null,
    wage_amount: null,
    wage_currency: null,
    version: 1,
    created_at: t.at,
    updated_at: t.at,
    deleted: 0,
    clockout_location_id: t.clockoutLocationId,
  };
}

export async function createTimecard(
  ctx: MerchantContext,
  body: z.output<typeof V1CreateTimecardBody>,
): Promise<V1TimecardT> {
  try {
    return await inTransaction(ctx, async (tctx) => {
      const trx = tctx.db;
      const employee = await lockEmployee(tctx, body.employee_id, 'employee_id');
      // Stamped inside the transaction (and after the employee is ours) so created_at follows
      // commit order as closely as possible.
      const nowMs = Date.now();
      const now = new Date(nowMs).toISOString();
      const clockin = body.clockin_time ?? now;
      const clockout = body.clockout_time ?? null;
      checkNotInFuture('clockin_time', clockin, nowMs);
      checkNotInFuture('clockout_time', clockout, nowMs);
      await checkLocationsExist(tctx, timecardLocations(body));
      const location =
        body.clockin_location_id === undefined
          ? await defaultLocation(tctx, body.employee_id)
          : undefined;
      const locationId = body.clockin_location_id ?? location?.id;
      if (locationId === undefined) {
        throw invalidField('clockin_location_id', 'is required: the merchant has no location');
      }
      // v1's own rule, kept: no timecard at all is created while the employee is clocked in
      // (for an open timecard, checkAgainstOtherShifts checks it first).
      if (clockout !== null) {
        const open = await openShiftOf(tctx, body.employee_id);
        if (open) throw alreadyOpen(V1_WORDS, open.id);
      }
      await checkAgainstOtherShifts(
        tctx,
        { employee_id: body.employee_id, start_at: clockin, end_at: clockout },
        undefined,
        V1_WORDS,
      );
      const row = timecardShift({
        id: newId(),
        merchantId: ctx.merchantId,
        employeeId: body.employee_id,
        locationId,
        timezone:
          location?.timezone ?? (await locationTimeZone(tctx, locationId, 'clockin_location_id')),
        clockin,
        clockout,
        clockoutLocationId: body.clockout_location_id ?? null,
        at: now,
      });
      await insertShift(trx, row);
      const events = await appendShiftEventToHistory(trx, row, 'API_CREATE', now);
      await recordActivity(tctx, {
        operation: 'CreateTimecard',
        area: 'staff',
        resourceType: 'timecard',
        resourceId: row.id,
        changes: fieldChanges(null, timecardFields(row), TIMECARD_FIELDS),
        summary: `added a timecard${ofPerson(employee)}`,
      });
      const worked = await workedTimeByShiftId(tctx, [row]);
      return toV1Timecard(row, events.map(toEvent), v1SecondsWorked(worked.get(row.id)));
    });
  } catch (error) {
    // A concurrent clock-in (either generation) won the race for the one-open-record index.
    if (isUniqueViolation(error)) throw alreadyOpen(V1_WORDS);
    throw error;
  }
}

export async function updateTimecard(
  ctx: MerchantContext,
  id: string,
  body: z.output<typeof V1UpdateTimecardBody>,
  precondition?: Precondition,
): Promise<V1TimecardT> {
  try {
    return await inTransaction(ctx, async (tctx) => {
      const trx = tctx.db;
      const current = await findTimecard(tctx, id, true);
      checkUnmodified(precondition, 'Timecard', id, current.updated_at);
      if (current.deleted === 1) {
        throw badRequest(`Timecard ${id} is deleted; deleted timecards cannot be modified`);
      }
      if (body.employee_id !== undefined && body.employee_id !== current.employee_id) {
        throw invalidField(
          'employee_id',
          'cannot be changed; delete this timecard and create one for the other employee',
        );
      }
      const employee = await lockEmployee(tctx, current.employee_id, 'employee_id');
      // Read the clock only once the row is ours, so concurrent edits get increasing timestamps.
      const nowMs = Date.parse(touchedAt(current.updated_at));
      const now = new Date(nowMs).toISOString();
      await checkLocationsExist(tctx, timecardLocations(body));
      const clockin = body.clockin_time ?? current.start_at;
      const clockout = body.clockout_time ?? current.end_at;
      if (body.clockin_time) checkNotInFuture('clockin_time', clockin, nowMs);
      if (body.clockout_time) checkNotInFuture('clockout_time', clockout, nowMs);
      if (clockout !== null && clockout <= clockin) {
        throw invalidField(
          body.clockout_time ? 'clockout_time' : 'clockin_time',
          body.clockout_time ? 'must be after clockin_time' : 'must be before clockout_time',
          'INVALID_TIME_RANGE',
        );
      }
      await checkAgainstOtherShifts(
        tctx,
        { employee_id: current.employee_id, start_at: clockin, end_at: clockout },
        current.id,
        V1_WORDS,
      );
      const locationId = body.clockin_location_id ?? current.location_id;
      const changes = {
        ...span(clockin, clockout),
        location_id: locationId,
        timezone:
          locationId === current.location_id
            ? current.timezone
            : await locationTimeZone(tctx, locationId, 'clockin_location_id'),
        clockout_location_id: body.clockout_location_id ?? current.clockout_location_id,
        // A v2 client holding the old version gets its conflict.
        version: current.version + 1,
        updated_at: now,
      };
      await trx
        .updateTable('shifts')
        .set(changes)
        .where('merchant_id', '=', ctx.merchantId)
        .where('id', '=', current.id)
        .execute();
      const next: ShiftsTable = { ...current, ...changes };
      const events = await appendShiftEventToHistory(trx, next, 'API_EDIT', now);
      await recordActivity(tctx, {
        operation: 'UpdateTimecard',
        area: 'staff',
        resourceType: 'timecard',
        resourceId: id,
        changes: fieldChanges(timecardFields(current), timecardFields(next), TIMECARD_FIELDS),
        summary: `edited the timecard${ofPerson(employee)}`,
      });
      const worked = await workedTimeByShiftId(tctx, [next]);
      return toV1Timecard(next, events.map(toEvent), v1SecondsWorked(worked.get(next.id)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyOpen(V1_WORDS);
    throw error;
  }
}

/** Marks a timecard deleted; it stays readable. Deleting it again changes nothing. */
export async function deleteTimecard(ctx: MerchantContext, id: string): Promise<void> {
  await inTransaction(ctx, async (tctx) => {
    const current = await findTimecard(tctx, id, true);
    if (current.deleted === 1) return;
    await softDeleteShift(tctx, current);
    await recordActivity(tctx, {
      operation: 'DeleteTimecard',
      area: 'staff',
      resourceType: 'timecard',
      resourceId: id,
      changes: [{ field: 'deleted', before: false, after: true }],
      summary: `deleted the timecard${await ofEmployee(tctx, current.employee_id)}`,
    });
  });
}

/** A timecard's fields as the activity log names them (the v1 wire's names). */
const TIMECARD_FIELDS = [
  'employee_id',
  'clockin_time',
  'clockout_time',
  'clockin_location_id',
  'clockout_location_id',
] as const;

function timecardFields(row: ShiftsTable) {
  return {
    employee_id: row.employee_id,
    clockin_time: row.start_at,
    clockout_time: row.end_at,
    clockin_location_id: row.location_id,
    clockout_location_id: row.clockout_location_id,
  };
}
