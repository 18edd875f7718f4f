/**
 * Test fixtures: a cash drawer shift written straight into its tables (the API is read-only, and
 * a point of sale is what would record one), with its sums taken from its events.
 */
import type { Kysely } from 'kysely';
import type { CashDrawerEventsTable, DB } from '../db/schema';
import { newId } from '../lib/ids';

interface FixtureEvent {
  type: CashDrawerEventsTable['event_type'];
  /** Signed: + into the drawer, − out. */
  amount: number;
  at: string;
  employee_id?: string;
  payment_id?: string;
  refund_id?: string;
  description?: string;
}

export interface FixtureShift {
  merchantId: string;
  locationId: string;
  openedAt: string;
  state?: 'OPEN' | 'ENDED' | 'CLOSED';
  endedAt?: string;
  closedAt?: string;
  starting?: number;
  /** Counted minus expected, for a CLOSED shift. */
  difference?: number;
  openingEmployeeId?: string;
  device?: { id: string; name: string };
  description?: string;
  events?: FixtureEvent[];
}

/** Inserts the shift and its events; returns the shift's id and its expected cash. */
export async function insertShift(
  db: Kysely<DB>,
  s: FixtureShift,
): Promise<{ id: string; expected: number }> {
  const id = newId();
  const events = s.events ?? [];
  const total = (type: string) =>
    events.filter((e) => e.type === type).reduce((a, e) => a + Math.abs(e.amount), 0);
  const payments = total('CASH_TENDER_PAYMENT');
  const refunds = total('CASH_TENDER_REFUND');
  const paidIn = total('PAID_IN');
  const paidOut = total('PAID_OUT');
  const starting = s.starting ?? 10_000;
  const expected = starting + payments - refunds + paidIn - paidOut;
  const state = s.state ?? 'CLOSED';
  const endedAt = state === 'OPEN' ? null : (s.endedAt ?? addHours(s.openedAt, 8));
  const closedAt = state === 'CLOSED' ? (s.closedAt ?? endedAt) : null;
  await db
    .insertInto('cash_drawer_shifts')
    .values({
      id,
      merchant_id: s.merchantId,
      location_id: s.locationId,
      state,
      description: s.description ?? null,
      device_id: s.device?.id ?? null,
      device_name: s.device?.name ?? null,
      currency: 'USD',
      opening_employee_id: s.openingEmployeeId ?? null,
      ending_employee_id: state === 'OPEN' ? null : (s.openingEmployeeId ?? null),
      closing_employee_id: state === 'CLOSED' ? (s.openingEmployeeId ?? null) : null,
      starting_cash_amount: starting,
      cash_payment_amount: payments,
      cash_refunds_amount: refunds,
      cash_paid_in_amount: paidIn,
      cash_paid_out_amount: paidOut,
      expected_cash_amount: expected,
      closed_cash_amount: state === 'CLOSED' ? expected + (s.difference ?? 0) : null,
      opened_at: s.openedAt,
      ended_at: endedAt,
      closed_at: closedAt,
      updated_at: closedAt ?? endedAt ?? s.openedAt,
    })
    .execute();
  if (events.length > 0) {
    await db
      .insertInto('cash_drawer_events')
      .values(
        events.map((e) => ({
          id: newId(),
          shift_id: id,
          event_type: e.type,
          employee_id: e.employee_id ?? null,
          currency: 'USD',
          amount: e.amount,
          description: e.description ?? null,
          payment_id: e.payment_id ?? null,
          refund_id: e.refund_id ?? null,
          created_at: e.at,
        })),
      )
      .execute();
  }
  return { id, expected };
}

export function addHours(isoTime: string, hours: number): string {
  return new Date(Date.parse(isoTime) + hours * 3_600_000).toISOString();
}
