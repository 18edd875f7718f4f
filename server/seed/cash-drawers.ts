/**
 * The Cash drawers area's demo data, built from the ledger as a point of sale would have
 * recorded it (docs/decisions/2026-11-23-deposits-drawers-orders.md, "Cash drawer shifts"):
 * - for each location and register (the `device_id` / `device_name` of its point-of-sale
 *   checkouts) one or two shifts a day, covering the location's opening hours without gaps, over
 *   the seeded days;
 * - each shift's events: a CASH_TENDER_PAYMENT (+ the tender's total, `payment_id`) for every
 *   completed cash tender taken at that register in the shift, a CASH_TENDER_REFUND (−,
 *   `refund_id`) for every completed cash refund of a sale of that register (in the shift open
 *   when it was made, or else the register's next shift: the cash leaves the drawer when it
 *   opens), and PAID_IN / PAID_OUT / NO_SALE events by the location's staff;
 * - sums from the events and expected = starting + payments − refunds + paid in − paid out;
 *   CLOSED with the expected cash counted, except a few counted over or short; the latest shift
 *   of the first location's first register is still OPEN, the latest of the second location's
 *   first register ENDED and not counted yet, and any other shift running at `now` ENDED at now.
 * The ledger is read in two queries (cash tenders, cash refunds, each with its checkout's
 * register) plus one for the registers; rows are written in multi-row inserts (`bulk.ts`):
 * linear in the number of cash tenders, whatever the volume.
 */
import type { Kysely } from 'kysely';
import { deviceOf } from '../db/itemizations';
import { saleItemsOf } from '../db/sale-items';
import type { CashDrawerEventsTable, CashDrawerShiftsTable, DB } from '../db/schema';
import { TableWriter, columnsOf } from './bulk';
import { DAY, HOUR, MINUTE, Random, weekdayOf, zonedMidnight, type SeedAccount } from './core';
import { HOURS_BY_LOCATION } from './sales/catalog';
import type { SeededStaff } from './staff';

export interface CashDrawersOptions {
  days: number;
  nowMs: number;
}

export interface SeededCashDrawers {
  shiftCount: number;
  eventCount: number;
}

const SHIFT_COLUMNS = columnsOf<CashDrawerShiftsTable>({
  id: true,
  merchant_id: true,
  location_id: true,
  state: true,
  description: true,
  device_id: true,
  device_name: true,
  currency: true,
  opening_employee_id: true,
  ending_employee_id: true,
  closing_employee_id: true,
  starting_cash_amount: true,
  cash_payment_amount: true,
  cash_refunds_amount: true,
  cash_paid_in_amount: true,
  cash_paid_out_amount: true,
  expected_cash_amount: true,
  closed_cash_amount: true,
  opened_at: true,
  ended_at: true,
  closed_at: true,
  updated_at: true,
});

const EVENT_COLUMNS = columnsOf<CashDrawerEventsTable>({
  id: true,
  shift_id: true,
  event_type: true,
  employee_id: true,
  currency: true,
  amount: true,
  description: true,
  payment_id: true,
  refund_id: true,
  created_at: true,
});

const PAID_IN = ['Change float top-up', 'Petty cash returned', 'Coins from the bank'];
const PAID_OUT = [
  'Milk delivery',
  'Supplier paid: bakery',
  'Window cleaning',
  'Ice and cups',
  'Flowers for the counter',
];
const NO_SALE = ['Change for a customer', 'Drawer check', 'Swapped a bill'];

const iso = (ms: number) => new Date(ms).toISOString();

interface Shift {
  row: CashDrawerShiftsTable;
  locationId: string;
  openedMs: number;
  /** Where the register's next shift begins (exclusive); Infinity for an OPEN shift. */
  untilMs: number;
  events: CashDrawerEventsTable[];
}

interface Member {
  id: string;
  from: number;
  until: number;
}

/** Writes the demo merchant's cash drawer shifts from its ledger; see the module comment. */
export async function seedCashDrawers(
  db: Kysely<DB>,
  parentRng: Random,
  account: SeedAccount,
  staff: SeededStaff,
  options: CashDrawersOptions,
): Promise<SeededCashDrawers> {
  const rng = new Random(parentRng.uint32());
  const { nowMs, days } = options;
  const merchantId = account.merchant.id;
  const currency = account.merchant.currency;
  const windowStart = nowMs - days * DAY;

  // Each location's registers: the devices its sales name (`checkouts.device`, a key of the
  // merchant's `sale_items`), by location, name and id.
  const sold = await db
    .selectFrom('checkouts')
    .select(['location_id', 'device'])
    .where('merchant_id', '=', merchantId)
    .where('origin', '=', 'POS')
    .where('device', 'is not', null)
    .groupBy(['location_id', 'device'])
    .execute();
  const entries = await saleItemsOf(
    db,
    merchantId,
    [],
    sold.map((d) => d.device),
  );
  /** A sale's device id, from its key. */
  const idOf = (key: string | null) => deviceOf(key, entries).id;
  const compare = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;
  const devices = sold
    .map((d) => {
      const { id, name } = deviceOf(d.device, entries);
      return { location_id: d.location_id, device_id: id, device_name: name };
    })
    .filter((d) => d.device_id !== null)
    .sort(
      (a, b) =>
        compare(a.location_id, b.location_id) ||
        compare(a.device_name, b.device_name) ||
        compare(a.device_id, b.device_id),
    );

  const staffAt = new Map<string, Member[]>();
  for (const loc of account.locations) {
    staffAt.set(
      loc.row.id,
      staff.members
        .filter((m) => m.locations.some((l) => l.row.id === loc.row.id))
        .map((m) => ({ id: m.row.id, from: Date.parse(m.row.created_at), until: m.activeUntil })),
    );
  }
  const employeeAt = (locationId: string, at: number): string | null => {
    const members = (staffAt.get(locationId) ?? []).filter((m) => m.from <= at && m.until > at);
    return members.length > 0 ? rng.pick(members).id : null;
  };

  // Shifts, by register and in time order; every register starts its own list.
  const byDevice = new Map<string, Shift[]>();
  const today = Math.floor(nowMs / DAY);
  for (const device of devices) {
    const index = account.locations.findIndex((l) => l.row.id === device.location_id);
    if (index < 0 || device.device_id === null) continue;
    const location = account.locations[index]!;
    const hours = HOURS_BY_LOCATION[index % HOURS_BY_LOCATION.length]!;
    const list: Shift[] = [];
    for (let day = today - days - 1; day <= today + 1; day++) {
      const midnight = zonedMidnight(day, location.row.timezone);
      const weekday = weekdayOf(day);
      const [open, close] = weekday === 0 || weekday === 6 ? hours.weekend : hours.weekday;
      const start = midnight + open * HOUR - rng.int(5, 20) * MINUTE;
      const end = midnight + close * HOUR + rng.int(5, 25) * MINUTE;
      const split = close - open >= 12 || rng.chance(0.5);
      const mid = midnight + Math.round((open + close) / 2) * HOUR + rng.int(-30, 30) * MINUTE;
      const spans: Array<[number, number, string]> = split
        ? [
            [start, mid, 'morning'],
            [mid, end, 'evening'],
          ]
        : [[start, end, 'all day']];
      for (const [from, to, part] of spans) {
        if (from > nowMs || to <= windowStart) continue;
        list.push({
          locationId: location.row.id,
          openedMs: from,
          untilMs: to,
          events: [],
          row: {
            id: rng.uuid(),
            merchant_id: merchantId,
            location_id: location.row.id,
            state: 'CLOSED',
            description: `${device.device_name ?? 'Register'}, ${part}`,
            device_id: device.device_id,
            device_name: device.device_name,
            currency,
            opening_employee_id: employeeAt(location.row.id, from),
            ending_employee_id: null,
            closing_employee_id: null,
            starting_cash_amount: rng.pick([15_000, 20_000, 25_000]),
            cash_payment_amount: 0,
            cash_refunds_amount: 0,
            cash_paid_in_amount: 0,
            cash_paid_out_amount: 0,
            expected_cash_amount: 0,
            closed_cash_amount: null,
            opened_at: iso(from),
            ended_at: iso(to),
            closed_at: null,
            updated_at: iso(to),
          },
        });
      }
    }
    byDevice.set(device.device_id, list);
  }

  // The latest shift of the first location's first register stays OPEN; the second location's
  // first register's latest is ENDED, not counted; a shift running at `now` ENDED just now.
  const firstOf = (locationIndex: number) => {
    const locationId = account.locations[locationIndex]?.row.id;
    const device = devices.find((d) => d.location_id === locationId);
    return device?.device_id ? byDevice.get(device.device_id)?.at(-1) : undefined;
  };
  const open = firstOf(0);
  const ended = new Set<Shift>();
  const uncounted = firstOf(1);
  if (uncounted) ended.add(uncounted);
  for (const list of byDevice.values()) {
    const last = list.at(-1);
    if (last && last.untilMs > nowMs) {
      last.untilMs = nowMs - rng.int(0, 50) * 1000;
      ended.add(last);
    }
  }
  if (open) {
    open.untilMs = Infinity;
    ended.delete(open);
  }

  /** The register's shift open at `at`, or else its next one. */
  const cursor = new Map<string, number>();
  const shiftFor = (deviceId: string | null, at: number, following: boolean) => {
    const list = deviceId === null ? undefined : byDevice.get(deviceId);
    if (!list) return undefined;
    let i = cursor.get(deviceId!) ?? 0;
    while (i < list.length && list[i]!.untilMs <= at) i++;
    cursor.set(deviceId!, i);
    const shift = list[i];
    if (!shift) return undefined;
    if (shift.openedMs <= at) return shift;
    return following ? shift : undefined;
  };
  const event = (
    shift: Shift,
    e: Pick<
      CashDrawerEventsTable,
      'event_type' | 'employee_id' | 'amount' | 'description' | 'payment_id' | 'refund_id'
    > & { at: number },
  ) => {
    shift.events.push({
      id: rng.uuid(),
      shift_id: shift.row.id,
      event_type: e.event_type,
      employee_id: e.employee_id,
      currency,
      amount: e.amount,
      description: e.description,
      payment_id: e.payment_id,
      refund_id: e.refund_id,
      created_at: iso(e.at),
    });
  };

  // Cash tenders, in time order: each into its register's shift open at the time.
  const tenders = await db
    .selectFrom('payments as p')
    .innerJoin('checkouts as c', 'c.id', 'p.checkout_id')
    .select(['p.id', 'p.total_amount', 'p.employee_id', 'p.created_at', 'c.device'])
    .where('p.merchant_id', '=', merchantId)
    .where('p.source_type', '=', 'CASH')
    .where('p.status', '=', 'COMPLETED')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  for (const t of tenders) {
    const at = t.created_at;
    const shift = shiftFor(idOf(t.device), at, false);
    if (!shift) continue;
    shift.row.cash_payment_amount += t.total_amount;
    event(shift, {
      event_type: 'CASH_TENDER_PAYMENT',
      employee_id: t.employee_id,
      amount: t.total_amount,
      description: null,
      payment_id: t.id,
      refund_id: null,
      at,
    });
  }

  cursor.clear();
  const refunds = await db
    .selectFrom('refunds as r')
    .innerJoin('checkouts as c', 'c.id', 'r.checkout_id')
    .select(['r.id', 'r.amount', 'r.created_at', 'r.reason', 'c.device'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.source_type', '=', 'CASH')
    .where('r.status', '=', 'COMPLETED')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  for (const r of refunds) {
    const made = Date.parse(r.created_at);
    const shift = shiftFor(idOf(r.device), made, true);
    if (!shift) continue;
    const at = Math.max(made, shift.openedMs);
    shift.row.cash_refunds_amount += r.amount;
    event(shift, {
      event_type: 'CASH_TENDER_REFUND',
      employee_id: employeeAt(shift.locationId, at),
      amount: -r.amount,
      description: r.reason,
      payment_id: null,
      refund_id: r.id,
      at,
    });
  }

  // Paid in, paid out and no-sale events, the close, and the rows.
  const shifts = new TableWriter(db, 'cash_drawer_shifts', SHIFT_COLUMNS);
  const events = new TableWriter(db, 'cash_drawer_events', EVENT_COLUMNS);
  let discrepancies = 0;
  for (const list of byDevice.values()) {
    for (const shift of list) {
      const { row } = shift;
      const endMs = shift.untilMs === Infinity ? nowMs : shift.untilMs;
      const during = () =>
        rng.int(shift.openedMs + MINUTE, Math.max(shift.openedMs + MINUTE, endMs - MINUTE));
      const staffEvent = (
        type: 'PAID_IN' | 'PAID_OUT' | 'NO_SALE',
        amount: number,
        descriptions: readonly string[],
      ) => {
        const at = during();
        event(shift, {
          event_type: type,
          employee_id: employeeAt(shift.locationId, at),
          amount,
          description: rng.pick(descriptions),
          payment_id: null,
          refund_id: null,
          at,
        });
      };
      if (rng.chance(0.15)) {
        const amount = rng.int(4, 20) * 500;
        row.cash_paid_in_amount += amount;
        staffEvent('PAID_IN', amount, PAID_IN);
      }
      if (rng.chance(0.35)) {
        const amount = rng.int(800, 6000);
        row.cash_paid_out_amount += amount;
        staffEvent('PAID_OUT', -amount, PAID_OUT);
      }
      for (let n = rng.int(0, 2); n > 0; n--) staffEvent('NO_SALE', 0, NO_SALE);
      shift.events.sort((a, b) =>
        a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
      );
      row.expected_cash_amount =
        row.starting_cash_amount +
        row.cash_payment_amount -
        row.cash_refunds_amount +
        row.cash_paid_in_amount -
        row.cash_paid_out_amount;
      if (shift === open) {
        row.state = 'OPEN';
        row.ended_at = null;
        row.updated_at = shift.events.at(-1)?.created_at ?? row.opened_at;
      } else {
        row.ended_at = iso(endMs);
        row.ending_employee_id = employeeAt(shift.locationId, endMs);
        if (ended.has(shift)) {
          row.state = 'ENDED';
          row.updated_at = row.ended_at;
        } else {
          const closedMs = Math.min(nowMs, endMs + rng.int(2, 15) * MINUTE);
          row.closed_at = iso(closedMs);
          row.closing_employee_id = row.ending_employee_id;
          // A few drawers that took cash count over or short, alternately.
          const tookCash = row.cash_payment_amount > 0;
          const off =
            tookCash && rng.chance(0.05)
              ? (discrepancies++ % 2 === 0 ? -1 : 1) * rng.int(25, 2500)
              : 0;
          row.closed_cash_amount = row.expected_cash_amount + off;
          row.updated_at = row.closed_at;
        }
      }
      const position = shifts.written + shifts.pending;
      shifts.add(row);
      for (const e of shift.events) events.add(e, position);
      if (shifts.pending >= shifts.chunk) await shifts.flush();
      if (events.pending >= events.chunk) await events.flush({ parentsWritten: shifts.written });
    }
  }
  await shifts.flush({ all: true });
  await events.flush({ all: true });
  return { shiftCount: shifts.written, eventCount: events.written };
}
