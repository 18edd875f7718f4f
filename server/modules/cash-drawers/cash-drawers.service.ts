/**
 * Generation 1 cash drawer shifts (read-only): what a point of sale records about its drawer,
 * kept in `cash_drawer_shifts` / `cash_drawer_events` (migration 0005; the demo generator builds
 * them from the ledger's cash tenders, server/seed/cash-drawers.ts).
 *
 * - A list holds the location's shifts **opened** in [begin_time, end_time), by (opened_at, id)
 *   in `order`: no paging (the reference takes no limit and no batch_token), the 90-day bound
 *   keeps it small. Two queries whatever its length: the shifts, then every employee of their
 *   events in one grouped query.
 * - A retrieve is one query for the shift and one for its events, by (created_at, id).
 * - The location must be one of the merchant's; `me` is not a location here (only payments,
 *   refunds and settlements take it), so it is answered 404 like any unknown location.
 */
import type { Selectable } from 'kysely';
import type {
  V1CashDrawerEventT,
  V1CashDrawerEventTypeT,
  V1CashDrawerShiftT,
  V1ListCashDrawerShiftsQueryT,
} from '@contract/cash-drawers';
import { CASH_DRAWER_MAX_RANGE_DAYS } from '@contract/cash-drawers';
import type { CashDrawerEventsTable, CashDrawerShiftsTable } from '../../db/schema';
import { nowStored } from '../../lib/time';
import type { MerchantContext } from '../context';
import { notFound } from '../errors';
import { v1Money } from '../v1-wire';

type ShiftRow = Selectable<CashDrawerShiftsTable>;
type EventRow = Selectable<CashDrawerEventsTable>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** end_time defaults to now, begin_time to 90 days before end_time (the contract checked both). */
function cashDrawerRange(q: { begin_time?: string | undefined; end_time?: string | undefined }) {
  const end = q.end_time ?? nowStored();
  const begin =
    q.begin_time ?? new Date(Date.parse(end) - CASH_DRAWER_MAX_RANGE_DAYS * DAY_MS).toISOString();
  return { begin, end };
}

function toV1CashDrawerEvent(e: EventRow): V1CashDrawerEventT {
  return {
    id: e.id,
    ...(e.employee_id ? { employee_id: e.employee_id } : {}),
    event_type: e.event_type as V1CashDrawerEventTypeT,
    event_money: v1Money(Number(e.amount), e.currency),
    created_at: e.created_at,
    ...(e.description ? { description: e.description } : {}),
  };
}

/**
 * A shift row as a V1CashDrawerShift. `employee_ids`: the opening, ending and closing employees
 * and everyone who recorded an event, each once, in that order of first appearance.
 */
function toV1CashDrawerShift(
  s: ShiftRow,
  eventEmployees: readonly string[],
  events?: readonly EventRow[],
): V1CashDrawerShiftT {
  const m = (amount: number | string) => v1Money(Number(amount), s.currency);
  const employees = new Set<string>();
  for (const id of [s.opening_employee_id, s.ending_employee_id, s.closing_employee_id]) {
    if (id) employees.add(id);
  }
  for (const id of eventEmployees) employees.add(id);
  return {
    id: s.id,
    event_type: s.state,
    opened_at: s.opened_at,
    ...(s.ended_at ? { ended_at: s.ended_at } : {}),
    ...(s.closed_at ? { closed_at: s.closed_at } : {}),
    employee_ids: [...employees],
    ...(s.opening_employee_id ? { opening_employee_id: s.opening_employee_id } : {}),
    ...(s.ending_employee_id ? { ending_employee_id: s.ending_employee_id } : {}),
    ...(s.closing_employee_id ? { closing_employee_id: s.closing_employee_id } : {}),
    ...(s.description ? { description: s.description } : {}),
    starting_cash_money: m(s.starting_cash_amount),
    cash_payment_money: m(s.cash_payment_amount),
    cash_refunds_money: m(-Number(s.cash_refunds_amount)),
    cash_paid_in_money: m(s.cash_paid_in_amount),
    cash_paid_out_money: m(s.cash_paid_out_amount),
    expected_cash_money: m(s.expected_cash_amount),
    ...(s.closed_cash_amount !== null ? { closed_cash_money: m(s.closed_cash_amount) } : {}),
    ...(s.device_id || s.device_name
      ? {
          device: {
            ...(s.device_id ? { id: s.device_id } : {}),
            ...(s.device_name ? { name: s.device_name } : {}),
          },
        }
      : {}),
    ...(events ? { events: events.map(toV1CashDrawerEvent) } : {}),
  };
}

/** The location's shifts opened in [begin_time, end_time), by (opened_at, id) in `order`. */
export async function listCashDrawerShifts(
  ctx: MerchantContext,
  locationId: string,
  query: V1ListCashDrawerShiftsQueryT,
): Promise<V1CashDrawerShiftT[]> {
  const { begin, end } = cashDrawerRange(query);
  const direction = query.order === 'DESC' ? 'desc' : 'asc';
  const inRange = ctx.db
    .selectFrom('cash_drawer_shifts')
    .where('merchant_id', '=', ctx.merchantId)
    .where('location_id', '=', locationId)
    .where('opened_at', '>=', begin)
    .where('opened_at', '<', end);
  const shifts = await inRange
    .selectAll()
    .orderBy('opened_at', direction)
    .orderBy('id', direction)
    .execute();
  if (shifts.length === 0) return [];
  // Everyone who recorded an event in these shifts: one grouped query for the whole list.
  const pairs = await ctx.db
    .selectFrom('cash_drawer_events')
    .select(['shift_id', 'employee_id'])
    .where('employee_id', 'is not', null)
    .where('shift_id', 'in', inRange.select('id'))
    .groupBy(['shift_id', 'employee_id'])
    .orderBy('shift_id')
    .orderBy('employee_id')
    .execute();
  const byShift = new Map<string, string[]>();
  for (const { shift_id, employee_id } of pairs) {
    const list = byShift.get(shift_id) ?? [];
    list.push(employee_id!);
    byShift.set(shift_id, list);
  }
  return shifts.map((s) => toV1CashDrawerShift(s, byShift.get(s.id) ?? []));
}

/** The shift with its events; 404 unless it is the merchant's and at `locationId`. */
export async function retrieveCashDrawerShift(
  ctx: MerchantContext,
  locationId: string,
  shiftId: string,
): Promise<V1CashDrawerShiftT> {
  const shift = await ctx.db
    .selectFrom('cash_drawer_shifts')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('location_id', '=', locationId)
    .where('id', '=', shiftId)
    .executeTakeFirst();
  if (!shift) throw notFound(`Cash drawer shift ${shiftId}`);
  const events = await ctx.db
    .selectFrom('cash_drawer_events')
    .selectAll()
    .where('shift_id', '=', shift.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const employees = events.flatMap((e) => (e.employee_id ? [e.employee_id] : []));
  return toV1CashDrawerShift(shift, employees, events);
}
