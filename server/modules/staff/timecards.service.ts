import type { Kysely } from 'kysely';
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
import { compiledQuery } from '../../db/compiled';
import {
  keysetQuery,
  listValues,
  whereInTimeRanges,
  withRelated,
  type Page,
  type PageRequest,
} from '../../db/keyset';
import type { DB, TimecardEventsTable, TimecardsTable } from '../../db/schema';
import { badRequest, invalidField } from '../../http/errors';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { findOwned, inTransaction, updateOwned, type MerchantContext } from '../context';
import { checkLocationsExist, type LocationReference } from '../locations/locations.service';
import { checkUnmodified, touchedAt, type Precondition } from '../preconditions';
import { secondsWorked } from './hours';

type EventType = V1TimecardEventT['event_type'];

/** Clocks a few seconds fast are tolerated; anything later is a time in the future. */
const CLOCK_SKEW_MS = 60_000;

function toEvent(row: TimecardEventsTable): V1TimecardEventT {
  return {
    id: row.id,
    event_type: row.event_type as EventType,
    ...(row.clockin_time ? { clockin_time: row.clockin_time } : {}),
    ...(row.clockout_time ? { clockout_time: row.clockout_time } : {}),
    created_at: row.created_at,
  };
}

function toV1Timecard(row: TimecardsTable, events: V1TimecardEventT[]): V1TimecardT {
  return {
    id: row.id,
    employee_id: row.employee_id,
    deleted: row.deleted === 1,
    clockin_time: row.clockin_time,
    ...(row.clockout_time ? { clockout_time: row.clockout_time } : {}),
    ...(row.clockin_location_id ? { clockin_location_id: row.clockin_location_id } : {}),
    ...(row.clockout_location_id ? { clockout_location_id: row.clockout_location_id } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...secondsWorked(row.clockin_time, row.clockout_time),
    events,
  };
}

const eventsQuery = compiledQuery((db: Kysely<DB>, v: { ids: string[] }) =>
  db
    .selectFrom('timecard_events')
    .selectAll()
    .where('timecard_id', 'in', v.ids)
    .orderBy('timecard_id')
    .orderBy('seq'),
);

/** Events of many timecards in one query, oldest first. */
async function eventsOf(db: Kysely<DB>, timecardIds: string[]) {
  const byTimecard = new Map<string, V1TimecardEventT[]>(timecardIds.map((id) => [id, []]));
  if (timecardIds.length === 0) return byTimecard;
  const rows = await eventsQuery(db, { ids: timecardIds });
  for (const r of rows) byTimecard.get(r.timecard_id)?.push(toEvent(r));
  return byTimecard;
}

/**
 * Appends an event to a timecard whose events so far are `previous` (oldest first, read while the
 * timecard is locked, so the next position is known) and returns the whole history.
 */
async function appendEvent(
  db: Kysely<DB>,
  timecard: TimecardsTable,
  type: EventType,
  at: string,
  previous: V1TimecardEventT[],
): Promise<V1TimecardEventT[]> {
  const row: TimecardEventsTable = {
    id: newId(),
    merchant_id: timecard.merchant_id,
    timecard_id: timecard.id,
    event_type: type,
    clockin_time: timecard.clockin_time,
    clockout_time: timecard.clockout_time,
    created_at: at,
    seq: previous.length + 1,
  };
  await db.insertInto('timecard_events').values(row).execute();
  return [...previous, toEvent(row)];
}

async function eventsOfOne(db: Kysely<DB>, timecardId: string): Promise<V1TimecardEventT[]> {
  return (await eventsOf(db, [timecardId])).get(timecardId) ?? [];
}

type ListQuery = z.output<typeof V1ListTimecardsQuery>;

/** The list's filters as the page query binds them: booleans are stored as 0/1. */
type TimecardFilters = Omit<ListQuery, ListControlField | 'deleted'> & {
  merchant_id: string;
  deleted: 0 | 1 | undefined;
};

/** A compiled query (see `compiledQuery`): conditions depend only on which filters are set. */
const timecardsPage = keysetQuery('timecards', (db: Kysely<DB>, f: TimecardFilters) => {
  let q = db.selectFrom('timecards').selectAll().where('merchant_id', '=', f.merchant_id);
  if (f.employee_id !== undefined) q = q.where('employee_id', '=', f.employee_id);
  if (f.deleted !== undefined) q = q.where('deleted', '=', f.deleted);
  return whereInTimeRanges(q, [
    ['clockin_time', f.begin_clockin_time, f.end_clockin_time],
    ['clockout_time', f.begin_clockout_time, f.end_clockout_time],
    ['updated_at', f.begin_updated_at, f.end_updated_at],
  ]);
});

export async function listTimecards(
  ctx: MerchantContext,
  query: ListQuery,
  request: PageRequest,
): Promise<Page<V1TimecardT>> {
  const deleted: TimecardFilters['deleted'] =
    query.deleted === undefined ? undefined : query.deleted ? 1 : 0;
  const filters = { ...listValues(query, ctx.merchantId), deleted };
  const page = await timecardsPage(ctx.db, filters, request);
  return withRelated(page, (ids) => eventsOf(ctx.db, ids), toV1Timecard);
}

const findTimecard = (ctx: MerchantContext, id: string, lock = false) =>
  findOwned(ctx, 'timecards', id, 'Timecard', { lock });

export async function getTimecard(ctx: MerchantContext, id: string): Promise<V1TimecardT> {
  const row = await findTimecard(ctx, id);
  return toV1Timecard(row, await eventsOfOne(ctx.db, id));
}

export async function listTimecardEvents(
  ctx: MerchantContext,
  id: string,
): Promise<V1TimecardEventT[]> {
  await findTimecard(ctx, id);
  return eventsOfOne(ctx.db, id);
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

const alreadyClockedIn = (openTimecardId?: string) =>
  badRequest(
    'employee_id is already clocked in' +
      (openTimecardId ? ` (open timecard ${openTimecardId})` : '') +
      '; clock the employee out before creating another timecard',
    'employee_id',
  );

export async function createTimecard(
  ctx: MerchantContext,
  body: z.output<typeof V1CreateTimecardBody>,
): Promise<V1TimecardT> {
  try {
    return await inTransaction(ctx, async (tctx) => {
      const trx = tctx.db;
      // Stamped inside the transaction so created_at follows commit order as closely as possible.
      const nowMs = Date.now();
      const now = new Date(nowMs).toISOString();
      const clockin = body.clockin_time ?? now;
      const clockout = body.clockout_time ?? null;
      checkNotInFuture('clockin_time', clockin, nowMs);
      checkNotInFuture('clockout_time', clockout, nowMs);
      const employee = await trx
        .selectFrom('employees')
        .select('id')
        .where('merchant_id', '=', ctx.merchantId)
        .where('id', '=', body.employee_id)
        .executeTakeFirst();
      if (!employee) {
        throw invalidField(
          'employee_id',
          `refers to an employee that does not exist: ${body.employee_id}`,
        );
      }
      await checkLocationsExist(tctx, timecardLocations(body));
      const open = await trx
        .selectFrom('timecards')
        .select('id')
        .where('employee_id', '=', body.employee_id)
        .where('clockout_time', 'is', null)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (open) throw alreadyClockedIn(open.id);
      const row: TimecardsTable = {
        id: newId(),
        merchant_id: ctx.merchantId,
        employee_id: body.employee_id,
        clockin_time: clockin,
        clockout_time: clockout,
        clockin_location_id: body.clockin_location_id ?? null,
        clockout_location_id: body.clockout_location_id ?? null,
        deleted: 0,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('timecards').values(row).execute();
      return toV1Timecard(row, await appendEvent(trx, row, 'API_CREATE', now, []));
    });
  } catch (error) {
    // A concurrent clock-in for the same employee won the race for the one-open-timecard index.
    if (isUniqueViolation(error)) throw alreadyClockedIn();
    throw error;
  }
}

export async function updateTimecard(
  ctx: MerchantContext,
  id: string,
  body: z.output<typeof V1UpdateTimecardBody>,
  precondition?: Precondition,
): Promise<V1TimecardT> {
  return inTransaction(ctx, async (tctx) => {
    const trx = tctx.db;
    const current = await findTimecard(tctx, id, true);
    checkUnmodified(precondition, 'Timecard', id, current.updated_at);
    // Read the clock only once the row is ours, so concurrent edits get increasing timestamps.
    const nowMs = Date.parse(touchedAt(current.updated_at));
    const now = new Date(nowMs).toISOString();
    if (current.deleted === 1) {
      throw badRequest(`Timecard ${id} is deleted; deleted timecards cannot be modified`);
    }
    if (body.employee_id !== undefined && body.employee_id !== current.employee_id) {
      throw invalidField(
        'employee_id',
        'cannot be changed; delete this timecard and create one for the other employee',
      );
    }
    await checkLocationsExist(tctx, timecardLocations(body));
    const changes = {
      clockin_time: body.clockin_time ?? current.clockin_time,
      clockout_time: body.clockout_time ?? current.clockout_time,
      clockin_location_id: body.clockin_location_id ?? current.clockin_location_id,
      clockout_location_id: body.clockout_location_id ?? current.clockout_location_id,
      updated_at: now,
    };
    const next: TimecardsTable = { ...current, ...changes };
    if (body.clockin_time) checkNotInFuture('clockin_time', next.clockin_time, nowMs);
    if (body.clockout_time) checkNotInFuture('clockout_time', next.clockout_time, nowMs);
    if (next.clockout_time !== null && next.clockout_time <= next.clockin_time) {
      throw invalidField(
        body.clockout_time ? 'clockout_time' : 'clockin_time',
        body.clockout_time ? 'must be after clockin_time' : 'must be before clockout_time',
        'INVALID_TIME_RANGE',
      );
    }
    await updateOwned(tctx, 'timecards', id, changes);
    const previous = await eventsOfOne(trx, id);
    return toV1Timecard(next, await appendEvent(trx, next, 'API_EDIT', now, previous));
  });
}

/** Marks a timecard deleted; it stays readable. Deleting it again changes nothing. */
export async function deleteTimecard(ctx: MerchantContext, id: string): Promise<void> {
  await inTransaction(ctx, async (tctx) => {
    const trx = tctx.db;
    const current = await findTimecard(tctx, id, true);
    if (current.deleted === 1) return;
    const now = nowStored();
    const changes = { deleted: 1, updated_at: now };
    await updateOwned(tctx, 'timecards', id, changes);
    const next = { ...current, ...changes };
    await appendEvent(trx, next, 'API_DELETE', now, await eventsOfOne(trx, id));
  });
}
