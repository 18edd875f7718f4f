/**
 * The bare clock-in (`POST /v1/me/timecards {employee_id}`, createTimecard as the web app's
 * clock-in sends it): in one transaction, the employee checked (with the name the activity entry
 * uses), the clock-in location (the body's, else the employee's first assigned location, else the
 * merchant's first), v1's one-open-timecard rule and the overlap check, the open shift row, its
 * API_CREATE event, the activity entry, and the v1 Timecard answered. Mirrors `employee_id` and
 * `clockin_location_id`; no imported clock-in or clock-out times.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { OPEN_SHIFT_END_SORT } from '../../server/db/schema';
import { fieldChanges } from '../../server/modules/activity';
import { placeholders, type Query } from './query';
import * as bare from './write-common';

type Row = bare.Row;

const EMPLOYEE =
  'select "first_name", "last_name" from "employees" where "merchant_id" = ? and "id" = ?';
const ASSIGNED_LOCATION =
  'select "l"."id" from "employee_locations" as "el" inner join "locations" as "l" on ' +
  '"l"."id" = "el"."location_id" where "el"."merchant_id" = ? and "el"."employee_id" = ? ' +
  'order by "l"."created_at", "l"."id" limit 1';
const FIRST_LOCATION =
  'select "id" from "locations" where "merchant_id" = ? order by "created_at", "id" limit 1';
const TIMEZONE = 'select "timezone" from "locations" where "merchant_id" = ? and "id" = ?';
const OPEN =
  'select "id" from "shifts" where "merchant_id" = ? and "employee_id" = ? and "end_at" is ' +
  'null and "deleted" = 0 limit 1';
/** The live shift starting last before a moment: the only one that can reach past it (the service's). */
const LAST_BEFORE =
  'select "end_sort" from "shifts" where "merchant_id" = ? and "employee_id" = ? and ' +
  '"deleted" = 0 and "start_at" < ? order by "start_at" desc limit ?';
const insertShift = bare.inserter('shifts', bare.SHIFT_COLUMNS);

function* clockIn(
  caller: bare.WriteCaller,
  employeeId: string,
  locationGiven: string | undefined,
): bare.Steps<string> {
  const merchantId = caller.merchantId;
  const [person] = yield* bare.rows(EMPLOYEE, [merchantId, employeeId], true);
  if (!person) throw new bare.BareRefusal(400, `employee_id: no employee ${employeeId}`);
  const now = new Date().toISOString();
  let locationId = locationGiven;
  if (locationId === undefined) {
    const [assigned] = yield* bare.rows(ASSIGNED_LOCATION, [merchantId, employeeId]);
    const [first] = assigned ? [] : yield* bare.rows(FIRST_LOCATION, [merchantId]);
    locationId = (assigned ?? first)?.id as string | undefined;
  }
  if (locationId === undefined) throw new bare.BareRefusal(400, 'clockin_location_id is required');
  const [open] = yield* bare.rows(OPEN, [merchantId, employeeId]);
  if (open) throw new bare.BareRefusal(400, `the employee is clocked in (${open.id as string})`);
  const [last] = yield* bare.rows(LAST_BEFORE, [merchantId, employeeId, OPEN_SHIFT_END_SORT, 1]);
  if (last && (last.end_sort as string) > now) {
    throw new bare.BareRefusal(400, 'overlaps another timecard of the same employee');
  }
  const [location] = yield* bare.rows(TIMEZONE, [merchantId, locationId]);
  if (location === undefined) {
    throw new bare.BareRefusal(400, `clockin_location_id: no location ${locationId}`);
  }
  const row = {
    id: randomUUID(),
    merchant_id: merchantId,
    employee_id: employeeId,
    location_id: locationId,
    timezone: location.timezone,
    start_at: now,
    end_at: null,
    end_sort: OPEN_SHIFT_END_SORT,
    status: 'OPEN',
    wage_title: null,
    wage_amount: null,
    wage_currency: null,
    version: 1,
    created_at: now,
    updated_at: now,
    deleted: 0,
    clockout_location_id: null,
  };
  yield* insertShift(row);
  const event = {
    id: randomUUID(),
    shift_id: row.id,
    event_type: 'API_CREATE',
    clockin_time: now,
    clockout_time: null,
    created_at: now,
    seq: 1,
  };
  yield* bare.insertShiftEvent(event);
  // In the order of the service's activity fields.
  const fields = {
    employee_id: employeeId,
    clockin_time: now,
    clockout_time: null,
    clockin_location_id: locationId,
    clockout_location_id: null,
  };
  yield* bare.recordActivity(
    caller,
    {
      operation: 'CreateTimecard',
      area: 'staff',
      resourceType: 'timecard',
      resourceId: row.id,
      changes: fieldChanges(null, fields, Object.keys(fields) as Array<keyof typeof fields>),
      amount: null,
      summary: `added a timecard of ${person.first_name as string} ${person.last_name as string}`,
    },
    randomUUID(),
  );
  // An open timecard: no clock-out yet, no worked seconds yet.
  return JSON.stringify({
    id: row.id,
    employee_id: employeeId,
    deleted: false,
    clockin_time: now,
    clockin_location_id: locationId,
    created_at: now,
    updated_at: now,
    regular_seconds_worked: 0,
    overtime_seconds_worked: 0,
    doubletime_seconds_worked: 0,
    events: [{ id: event.id, event_type: 'API_CREATE', clockin_time: now, created_at: now }],
  });
}

export const clockInWrite: bare.BareWrite = {
  method: 'POST',
  path: /^\/v1\/me\/timecards$/,
  scope: 'TIMECARDS_WRITE',
  v1: true,
  run(caller, body) {
    bare.onlyKeys(body, ['employee_id', 'clockin_location_id']);
    const employeeId = bare.text(body.employee_id, 'employee_id');
    const location =
      body.clockin_location_id === undefined
        ? undefined
        : bare.text(body.clockin_location_id, 'clockin_location_id');
    return clockIn(caller, employeeId, location);
  },
};

/** The rows a clock-in answered with `reply` wrote: the shift, its event and its entry. */
export async function clockInRows(query: Query, reply: string): Promise<Record<string, Row[]>> {
  const { id } = JSON.parse(reply) as { id: string };
  return {
    shifts: await query('select * from "shifts" where "id" = ?', [id]),
    shift_events: await query('select * from "shift_events" where "shift_id" = ?', [id]),
    activity_log: await query(
      'select * from "activity_log" where "merchant_id" = (select "merchant_id" from "shifts" ' +
        'where "id" = ?) and "resource_id" = ?',
      [id, id],
    ),
  };
}

/** What the clock-in target sends, in turn, and how it undoes what a run opened. */
export interface ClockInPool {
  /** One clock-in per employee free to clock in, in turn. */
  rotate: Array<{ path: string; body: string }>;
  /** The same-rows check's clock-in (on each side, the service's undone before the baseline's). */
  check: { path: string; body: string };
  /** Deletes the timecards (with their events and entries) opened since the pool was made. */
  reset: () => Promise<void>;
}

const PATH = '/v1/me/timecards';
const bodyOf = (employeeId: string) => ({
  path: PATH,
  body: JSON.stringify({ employee_id: employeeId }),
});

/** Ids per `IN (…)` list of the undo. */
const UNDO_CHUNK = 500;

/**
 * `merchantId`'s employees free to clock in now (no open timecard, no shift ending later), or
 * undefined when there is none.
 */
export async function clockInPool(
  query: Query,
  merchantId: string,
): Promise<ClockInPool | undefined> {
  const since = new Date().toISOString();
  const busy = new Set(
    (
      await query(
        'select "employee_id" from "shifts" where "merchant_id" = ? and "end_sort" > ? and ' +
          '"deleted" = 0',
        [merchantId, since],
      )
    ).map((r) => r.employee_id as string),
  );
  const free = (
    await query('select "id" from "employees" where "merchant_id" = ? order by "id"', [merchantId])
  )
    .map((e) => e.id as string)
    .filter((id) => !busy.has(id));
  if (free.length === 0) return undefined;
  const undo = async () => {
    const opened = (
      await query(
        'select "id" from "shifts" where "merchant_id" = ? and "created_at" >= ? and ' +
          '"end_at" is null',
        [merchantId, since],
      )
    ).map((r) => r.id as string);
    for (let i = 0; i < opened.length; i += UNDO_CHUNK) {
      const ids = opened.slice(i, i + UNDO_CHUNK);
      const list = placeholders(ids.length);
      await query(
        `delete from "activity_log" where "merchant_id" = ? and "resource_id" in (${list})`,
        [merchantId, ...ids],
      );
      await query(`delete from "shift_events" where "shift_id" in (${list})`, ids);
      await query(`delete from "shifts" where "id" in (${list})`, ids);
    }
    return opened.length;
  };
  return {
    rotate: free.map(bodyOf),
    check: bodyOf(free[0]!),
    // A request the load generator gave up on at the end of a run may still commit after the
    // first pass: passes repeat until one finds nothing new.
    reset: async () => {
      for (let pass = 0; pass < 50; pass++) {
        if ((await undo()) === 0 && pass > 0) return;
        await sleep(200);
      }
    },
  };
}
