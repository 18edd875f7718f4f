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
import SQLite, { type Database } from 'better-sqlite3';
import { OPEN_SHIFT_END_SORT } from '../../server/db/schema';
import { DEMO_MERCHANT_SETTING } from '../../server/seed/demo';
import { fieldChanges } from '../../server/modules/activity';
import * as bare from './write-common';

type Row = bare.Row;

export function clockInWrite(db: Database): bare.BareWrite {
  const employee = db.prepare(
    'select "first_name", "last_name" from "employees" where "merchant_id" = ? and "id" = ?',
  );
  const assignedLocation = db
    .prepare(
      'select "l"."id" from "employee_locations" as "el" inner join "locations" as "l" on ' +
        '"l"."id" = "el"."location_id" where "el"."merchant_id" = ? and "el"."employee_id" = ? ' +
        'order by "l"."created_at", "l"."id" limit 1',
    )
    .pluck();
  const firstLocation = db
    .prepare(
      'select "id" from "locations" where "merchant_id" = ? order by "created_at", "id" limit 1',
    )
    .pluck();
  const timezoneOf = db
    .prepare('select "timezone" from "locations" where "merchant_id" = ? and "id" = ?')
    .pluck();
  const open = db
    .prepare(
      'select "id" from "shifts" where "merchant_id" = ? and "employee_id" = ? and "end_at" is ' +
        'null and "deleted" = 0 limit 1',
    )
    .pluck();
  const overlapping = db
    .prepare(
      'select "id" from "shifts" where "merchant_id" = ? and "employee_id" = ? and "deleted" = 0 ' +
        'and "start_at" < ? and "end_sort" > ? order by "start_at" limit 1',
    )
    .pluck();
  // Its columns are the row's keys: prepared at the first clock-in.
  let shiftInserter: ((row: Row) => unknown) | undefined;
  const insertShift = (row: Row) =>
    (shiftInserter ??= bare.inserter(db, 'shifts', Object.keys(row)))(row);
  const insertEvent = bare.shiftEventInserter(db);
  const recordActivity = bare.activityRecorder(db);

  const clockIn = db.transaction(
    (caller: bare.WriteCaller, employeeId: string, locationGiven: string | undefined): string => {
      const merchantId = caller.merchantId;
      const person = employee.get(merchantId, employeeId) as Row | undefined;
      if (!person) throw new bare.BareRefusal(400, `employee_id: no employee ${employeeId}`);
      const now = new Date().toISOString();
      const locationId =
        locationGiven ??
        ((assignedLocation.get(merchantId, employeeId) ?? firstLocation.get(merchantId)) as
          string | undefined);
      if (locationId === undefined) {
        throw new bare.BareRefusal(400, 'clockin_location_id is required');
      }
      const openId = open.get(merchantId, employeeId) as string | undefined;
      if (openId) throw new bare.BareRefusal(400, `the employee is clocked in (${openId})`);
      if (overlapping.get(merchantId, employeeId, OPEN_SHIFT_END_SORT, now)) {
        throw new bare.BareRefusal(400, 'overlaps another timecard of the same employee');
      }
      const timezone = timezoneOf.get(merchantId, locationId) as string | undefined;
      if (timezone === undefined) {
        throw new bare.BareRefusal(400, `clockin_location_id: no location ${locationId}`);
      }
      const row = {
        id: randomUUID(),
        merchant_id: merchantId,
        employee_id: employeeId,
        location_id: locationId,
        timezone,
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
      insertShift(row);
      const event = {
        id: randomUUID(),
        merchant_id: merchantId,
        shift_id: row.id,
        event_type: 'API_CREATE',
        clockin_time: now,
        clockout_time: null,
        created_at: now,
        seq: 1,
      };
      insertEvent(event);
      // In the order of the service's activity fields.
      const fields = {
        employee_id: employeeId,
        clockin_time: now,
        clockout_time: null,
        clockin_location_id: locationId,
        clockout_location_id: null,
      };
      recordActivity(
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
    },
  );

  return {
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
      return { status: 200, body: clockIn.immediate(caller, employeeId, location) };
    },
  };
}

/** The rows a clock-in answered with `reply` wrote: the shift, its event and its entry. */
export function clockInRows(db: Database, reply: string): Record<string, Row[]> {
  const { id } = JSON.parse(reply) as { id: string };
  return {
    shifts: db.prepare('select * from "shifts" where "id" = ?').all(id) as Row[],
    shift_events: db.prepare('select * from "shift_events" where "shift_id" = ?').all(id) as Row[],
    activity_log: db
      .prepare(
        'select * from "activity_log" where "merchant_id" = (select "merchant_id" from "shifts" ' +
          'where "id" = $id) and "resource_id" = $id',
      )
      .all({ id }) as Row[],
  };
}

/** What the clock-in target sends, in turn, and how it undoes what a run opened. */
export interface ClockInPool {
  /** One clock-in per employee of the pool but the checked pair, in turn. */
  rotate: Array<{ path: string; body: string }>;
  /** The same-rows check: two employees alike in all it compares (name, location, zone). */
  check: [string, string];
  /** Deletes the timecards (with their events and entries) the pool's employees opened. */
  reset: () => Promise<void>;
}

const PATH = '/v1/me/timecards';
const bodyOf = (employeeId: string) => ({
  path: PATH,
  body: JSON.stringify({ employee_id: employeeId }),
});

/**
 * The demo merchant's employees free to clock in now (no open timecard, no shift ending later),
 * a pair of them with the same name and clock-in location for the same-rows check, or undefined
 * when there is no such pair.
 */
export function clockInPool(sqlitePath: string): ClockInPool | undefined {
  const db = new SQLite(sqlitePath, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const merchant = db
    .prepare('select "value" from "settings" where "key" = ?')
    .pluck()
    .get(DEMO_MERCHANT_SETTING) as string;
  const since = new Date().toISOString();
  const busy = new Set(
    db
      .prepare(
        'select "employee_id" from "shifts" where "merchant_id" = ? and "end_sort" > ? and ' +
          '"deleted" = 0',
      )
      .pluck()
      .all(merchant, since) as string[],
  );
  // Read last to first, so each employee keeps the first assigned location (defaultLocationId's).
  const firstAssigned = new Map<string, string>();
  for (const { employee_id, location_id } of db
    .prepare(
      'select "el"."employee_id", "el"."location_id" from "employee_locations" as "el" inner ' +
        'join "locations" as "l" on "l"."id" = "el"."location_id" where "el"."merchant_id" = ? ' +
        'order by "l"."created_at" desc, "l"."id" desc',
    )
    .all(merchant) as Array<{ employee_id: string; location_id: string }>) {
    firstAssigned.set(employee_id, location_id);
  }
  const free = (
    db
      .prepare(
        'select "id", "first_name" || \' \' || "last_name" as "name" from "employees" where ' +
          '"merchant_id" = ? order by "id"',
      )
      .all(merchant) as Array<{ id: string; name: string }>
  ).filter((e) => !busy.has(e.id));
  const seen = new Map<string, string>();
  let pair: [string, string] | undefined;
  for (const e of free) {
    const alike = `${e.name}\n${firstAssigned.get(e.id) ?? ''}`;
    const twin = seen.get(alike);
    if (twin !== undefined) {
      pair = [twin, e.id];
      break;
    }
    seen.set(alike, e.id);
  }
  if (!pair) {
    db.close();
    return undefined;
  }
  const ids = free.map((e) => e.id);
  const opened =
    'select "id" from "shifts" where "merchant_id" = $merchant and "created_at" >= $since and ' +
    '"end_at" is null and "employee_id" in (select "value" from json_each($pool))';
  const deletes = [
    `delete from "activity_log" where "merchant_id" = $merchant and "resource_id" in (${opened})`,
    `delete from "shift_events" where "shift_id" in (${opened})`,
    `delete from "shifts" where "id" in (${opened})`,
  ].map((sql) => db.prepare(sql));
  const bound = { merchant, since, pool: JSON.stringify(ids) };
  const undo = db.transaction(() => deletes.map((d) => d.run(bound).changes).at(-1)!);
  const checked = new Set(pair);
  return {
    rotate: ids.filter((id) => !checked.has(id)).map(bodyOf),
    check: pair,
    // A request the load generator gave up on at the end of a run may still commit after the
    // first pass: passes repeat until one finds nothing new.
    reset: async () => {
      for (let pass = 0; pass < 50; pass++) {
        if (undo.immediate() === 0 && pass > 0) return;
        await sleep(200);
      }
    },
  };
}

/** The check's request for one employee. */
export const clockInRequest = bodyOf;
