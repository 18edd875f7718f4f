/**
 * The bare updateShift (`PUT /v2/labor/shifts/{id}`): in one transaction, the shift read with its
 * breaks, the employee checked, the wage's currency checked, no overlap with the employee's other
 * shifts, the row replaced (version + 1), its breaks deleted, an API_EDIT event appended, the
 * activity entry with the fields that changed, and the Shift answered with its zone's offsets.
 * Mirrors `employee_id`, `start_at`, `end_at` (UTC) and `wage`; no breaks, no version.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { fieldChanges } from '../../server/modules/activity';
import { touchedAt } from '../../server/modules/preconditions';
import { toShift } from './search';
import * as bare from './write-common';

type Row = bare.Row;

/** The columns a shift's activity entry compares, and its breaks as "name start–end". */
const SHIFT_COLUMNS = ['employee_id', 'location_id', 'start_at', 'end_at', 'wage_title'] as const;
const SHIFT_FIELDS = [...SHIFT_COLUMNS, 'wage_amount', 'breaks'] as const;

function shiftFields(row: Row, breaks: Row[]): Record<(typeof SHIFT_FIELDS)[number], unknown> {
  const text = breaks.map(
    (b) => `${b.name as string} ${b.start_at as string}–${(b.end_at as string | null) ?? 'open'}`,
  );
  const picked = Object.fromEntries(SHIFT_COLUMNS.map((c) => [c, row[c]]));
  return { ...picked, wage_amount: row.wage_amount, breaks: text.join(', ') || null } as Record<
    (typeof SHIFT_FIELDS)[number],
    unknown
  >;
}

/** A body instant (`…Z`) at the minute, as the service stores it. */
function instant(value: unknown, field: string): string {
  const text = bare.text(value, field);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?Z$/.test(text)) {
    throw new bare.BareRefusal(400, `${field} must be a UTC instant (…Z)`);
  }
  return `${text.slice(0, 16)}:00.000Z`;
}

export function updateShiftWrite(db: Database): bare.BareWrite {
  const shiftOf = db.prepare('select * from "shifts" where "merchant_id" = ? and "id" = ?');
  const breaksOf = db.prepare(
    'select * from "shift_breaks" where "shift_id" = ? order by "start_at"',
  );
  const employee = db.prepare(
    'select "first_name", "last_name" from "employees" where "merchant_id" = ? and "id" = ?',
  );
  const currencyOf = db.prepare('select "currency" from "merchants" where "id" = ?').pluck();
  const overlapping = db.prepare(
    'select "id" from "shifts" where "merchant_id" = ? and "employee_id" = ? and "deleted" = 0 ' +
      'and "id" <> ? and "start_at" < ? and "end_sort" > ? order by "start_at" limit 1',
  );
  const update = db.prepare(
    'update "shifts" set "employee_id" = ?, "location_id" = ?, "timezone" = ?, "start_at" = ?, ' +
      '"end_at" = ?, "end_sort" = ?, "status" = ?, "wage_title" = ?, "wage_amount" = ?, ' +
      '"wage_currency" = ?, "version" = ?, "updated_at" = ?, "deleted" = ?, ' +
      '"clockout_location_id" = ? where "merchant_id" = ? and "id" = ?',
  );
  const deleteBreaks = db.prepare('delete from "shift_breaks" where "shift_id" = ?');
  const lastSeq = db
    .prepare('select coalesce(max("seq"), 0) from "shift_events" where "shift_id" = ?')
    .pluck();
  const insertEvent = bare.shiftEventInserter(db);
  const recordActivity = bare.activityRecorder(db);

  const replace = db.transaction(
    (caller: bare.WriteCaller, id: string, input: Row, wage: Row | undefined): string => {
      const current = shiftOf.get(caller.merchantId, id) as Row | undefined;
      if (!current || current.deleted === 1) throw new bare.BareRefusal(404, `Shift ${id}`);
      const breaksBefore = breaksOf.all(id) as Row[];
      if (input.employee_id !== current.employee_id) {
        throw new bare.BareRefusal(400, 'shift.employee_id cannot be changed');
      }
      const person = employee.get(caller.merchantId, current.employee_id) as Row | undefined;
      if (!person) throw new bare.BareRefusal(400, 'unknown employee');
      const rate = wage?.hourly_rate as Row | undefined;
      if (rate !== undefined && rate.currency !== currencyOf.get(caller.merchantId)) {
        throw new bare.BareRefusal(400, "shift.wage.hourly_rate.currency must be the merchant's");
      }
      const endAt = input.end_at as string;
      if (overlapping.get(caller.merchantId, current.employee_id, id, endAt, input.start_at)) {
        throw new bare.BareRefusal(400, 'overlaps another shift of the same employee');
      }
      const now = touchedAt(current.updated_at as string);
      const row: Row = {
        ...current,
        start_at: input.start_at,
        end_at: endAt,
        end_sort: endAt,
        status: 'CLOSED',
        wage_title: wage?.title ?? null,
        wage_amount: rate?.amount ?? null,
        wage_currency: rate?.currency ?? null,
        version: (current.version as number) + 1,
        updated_at: now,
      };
      update.run(
        ...[
          'employee_id',
          'location_id',
          'timezone',
          'start_at',
          'end_at',
          'end_sort',
          'status',
          'wage_title',
          'wage_amount',
          'wage_currency',
          'version',
          'updated_at',
          'deleted',
          'clockout_location_id',
        ].map((c) => row[c]),
        caller.merchantId,
        id,
      );
      deleteBreaks.run(id);
      insertEvent({
        id: randomUUID(),
        merchant_id: caller.merchantId,
        shift_id: id,
        event_type: 'API_EDIT',
        clockin_time: row.start_at,
        clockout_time: row.end_at,
        created_at: now,
        seq: (lastSeq.get(id) as number) + 1,
      });
      recordActivity(
        caller,
        {
          operation: 'UpdateShift',
          area: 'labor',
          resourceType: 'shift',
          resourceId: id,
          changes: fieldChanges(
            shiftFields(current, breaksBefore),
            shiftFields(row, []),
            SHIFT_FIELDS,
          ),
          amount: null,
          summary: `edited the shift of ${person.first_name as string} ${person.last_name as string}`,
        },
        randomUUID(),
      );
      const shift = toShift({ ...row, end_at: endAt }, []);
      return JSON.stringify({ shift });
    },
  );

  return {
    method: 'PUT',
    path: /^\/v2\/labor\/shifts\/([^/]+)$/,
    scope: 'TIMECARDS_WRITE',
    v1: false,
    run(caller, body, [id]) {
      bare.onlyKeys(body, ['shift']);
      const shift = (body.shift ?? {}) as Row;
      bare.onlyKeys(shift, ['employee_id', 'start_at', 'end_at', 'wage']);
      const input = {
        employee_id: bare.text(shift.employee_id, 'shift.employee_id'),
        start_at: instant(shift.start_at, 'shift.start_at'),
        end_at: instant(shift.end_at, 'shift.end_at'),
      };
      if (input.end_at <= input.start_at || input.end_at > new Date().toISOString()) {
        throw new bare.BareRefusal(400, 'shift.end_at must be after start_at and not ahead');
      }
      const wage = shift.wage as Row | undefined;
      return { status: 200, body: replace.immediate(caller, decodeURIComponent(id!), input, wage) };
    },
  };
}

/** The rows an updateShift answered with `reply` wrote: the shift, its newest event and entry. */
export function updateShiftRows(db: Database, reply: string): Record<string, Row[]> {
  const { shift } = JSON.parse(reply) as { shift: { id: string } };
  return {
    shifts: db.prepare('select * from "shifts" where "id" = ?').all(shift.id) as Row[],
    shift_breaks: db
      .prepare('select * from "shift_breaks" where "shift_id" = ?')
      .all(shift.id) as Row[],
    shift_events: db
      .prepare('select * from "shift_events" where "shift_id" = ? order by "seq" desc limit 1')
      .all(shift.id) as Row[],
    activity_log: db
      .prepare(
        'select * from "activity_log" where "resource_id" = ? order by "occurred_at" desc limit 1',
      )
      .all(shift.id) as Row[],
  };
}
