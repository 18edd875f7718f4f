/**
 * The bare updateShift (`PUT /v2/labor/shifts/{id}`): in one transaction, the shift read with its
 * breaks, the employee checked, the wage's currency checked, no overlap with the employee's other
 * shifts, the row replaced (version + 1), its breaks deleted, an API_EDIT event appended, the
 * activity entry with the fields that changed, and the Shift answered with its zone's offsets.
 * Mirrors `employee_id`, `start_at`, `end_at` (UTC) and `wage`; no breaks, no version.
 */
import { randomUUID } from 'node:crypto';
import { fieldChanges } from '../../server/modules/activity';
import { touchedAt } from '../../server/modules/preconditions';
import type { Query } from './query';
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

const SHIFT = 'select * from "shifts" where "merchant_id" = ? and "id" = ?';
const BREAKS = 'select * from "shift_breaks" where "shift_id" = ? order by "start_at"';
const EMPLOYEE =
  'select "first_name", "last_name" from "employees" where "merchant_id" = ? and "id" = ?';
const CURRENCY = 'select "currency" from "merchants" where "id" = ?';
/** The live shift starting last before a moment: the only one that can reach past it (the service's). */
const LAST_BEFORE =
  'select "end_sort" from "shifts" where "merchant_id" = ? and "employee_id" = ? and ' +
  '"deleted" = 0 and "id" <> ? and "start_at" < ? order by "start_at" desc limit ?';
/** What an edit rewrites: every column but the shift's identity and creation. */
const UPDATED = bare.SHIFT_COLUMNS.filter(
  (c) => c !== 'id' && c !== 'merchant_id' && c !== 'created_at',
);
const UPDATE = `update "shifts" set ${UPDATED.map((c) => `"${c}" = ?`).join(', ')} where "merchant_id" = ? and "id" = ?`;
const DELETE_BREAKS = 'delete from "shift_breaks" where "shift_id" = ?';
const LAST_SEQ = 'select coalesce(max("seq"), 0) as "seq" from "shift_events" where "shift_id" = ?';

function* replace(
  caller: bare.WriteCaller,
  id: string,
  input: Row,
  wage: Row | undefined,
): bare.Steps<string> {
  const [current] = yield* bare.rows(SHIFT, [caller.merchantId, id], true);
  if (!current || current.deleted === 1) throw new bare.BareRefusal(404, `Shift ${id}`);
  const breaksBefore = yield* bare.rows(BREAKS, [id]);
  if (input.employee_id !== current.employee_id) {
    throw new bare.BareRefusal(400, 'shift.employee_id cannot be changed');
  }
  const [person] = yield* bare.rows(EMPLOYEE, [caller.merchantId, current.employee_id], true);
  if (!person) throw new bare.BareRefusal(400, 'unknown employee');
  const rate = wage?.hourly_rate as Row | undefined;
  if (rate !== undefined) {
    const [merchant] = yield* bare.rows(CURRENCY, [caller.merchantId]);
    if (rate.currency !== merchant?.currency) {
      throw new bare.BareRefusal(400, "shift.wage.hourly_rate.currency must be the merchant's");
    }
  }
  const endAt = input.end_at as string;
  const [before] = yield* bare.rows(LAST_BEFORE, [
    caller.merchantId,
    current.employee_id,
    id,
    endAt,
    1,
  ]);
  if (before && (before.end_sort as string) > (input.start_at as string)) {
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
  yield* bare.rows(UPDATE, [...UPDATED.map((c) => row[c]), caller.merchantId, id]);
  yield* bare.rows(DELETE_BREAKS, [id]);
  const [last] = yield* bare.rows(LAST_SEQ, [id]);
  yield* bare.insertShiftEvent({
    id: randomUUID(),
    shift_id: id,
    event_type: 'API_EDIT',
    clockin_time: row.start_at,
    clockout_time: row.end_at,
    created_at: now,
    seq: (last!.seq as number) + 1,
  });
  yield* bare.recordActivity(
    caller,
    {
      operation: 'UpdateShift',
      area: 'labor',
      resourceType: 'shift',
      resourceId: id,
      changes: fieldChanges(shiftFields(current, breaksBefore), shiftFields(row, []), SHIFT_FIELDS),
      amount: null,
      summary: `edited the shift of ${person.first_name as string} ${person.last_name as string}`,
    },
    randomUUID(),
  );
  const shift = toShift({ ...row, end_at: endAt }, []);
  return JSON.stringify({ shift });
}

export const updateShiftWrite: bare.BareWrite = {
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
    return replace(caller, decodeURIComponent(id!), input, wage);
  },
};

/** The rows an updateShift answered with `reply` wrote: the shift, its newest event and entry. */
export async function updateShiftRows(query: Query, reply: string): Promise<Record<string, Row[]>> {
  const { shift } = JSON.parse(reply) as { shift: { id: string } };
  return {
    shifts: await query('select * from "shifts" where "id" = ?', [shift.id]),
    shift_breaks: await query('select * from "shift_breaks" where "shift_id" = ?', [shift.id]),
    shift_events: await query(
      'select * from "shift_events" where "shift_id" = ? order by "seq" desc limit 1',
      [shift.id],
    ),
    activity_log: await query(
      'select * from "activity_log" where "resource_id" = ? order by "occurred_at" desc limit 1',
      [shift.id],
    ),
  };
}
