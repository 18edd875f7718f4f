import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db';
import { deviceOf } from '../db/itemizations';
import type { DB } from '../db/schema';
import { ORDER_ACTIONS } from '@contract/orders';
import { isDatabaseEmpty, seedDemo, seedUnapprovedMerchant } from './demo';

const NOW = new Date('2025-06-15T18:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const openDatabases: Database[] = [];
/** Seeded once for a group of tests that only read it: closed after all tests. */
const sharedDatabases: Database[] = [];

async function freshDb(shared = false): Promise<Kysely<DB>> {
  const database = openDatabase({ sqlitePath: ':memory:' });
  (shared ? sharedDatabases : openDatabases).push(database);
  await migrateToLatest(database.db);
  return database.db;
}

afterEach(async () => {
  await Promise.all(openDatabases.splice(0).map((d) => d.close()));
});

afterAll(async () => {
  await Promise.all(sharedDatabases.splice(0).map((d) => d.close()));
});

/**
 * The shifts as v1 timecards (one timecard is one shift, same id), and their events: worked time
 * has one store, so these are views over `shifts` and `shift_events`.
 */
async function timecardView(db: Kysely<DB>) {
  const shifts = await db.selectFrom('shifts').selectAll().orderBy('id').execute();
  return shifts.map((s) => ({
    id: s.id,
    employee_id: s.employee_id,
    clockin_time: s.start_at,
    clockout_time: s.end_at,
    clockin_location_id: s.location_id,
    deleted: s.deleted,
    created_at: s.created_at,
    updated_at: s.updated_at,
  }));
}

async function snapshot(db: Kysely<DB>) {
  const events = await db.selectFrom('shift_events').selectAll().orderBy('id').execute();
  return {
    employees: await db.selectFrom('employees').selectAll().orderBy('id').execute(),
    timecards: await timecardView(db),
    events: events.map(({ shift_id, ...e }) => ({ ...e, timecard_id: shift_id })),
    wages: await db.selectFrom('employee_wages').selectAll().orderBy('id').execute(),
    breakTypes: await db.selectFrom('break_types').selectAll().orderBy('id').execute(),
    shifts: await db.selectFrom('shifts').selectAll().orderBy('id').execute(),
    breaks: await db.selectFrom('shift_breaks').selectAll().orderBy('id').execute(),
  };
}

describe('seedDemo', () => {
  it('produces identical rows for the same seed and now', { timeout: 120_000 }, async () => {
    const [a, b, c] = await Promise.all([freshDb(), freshDb(), freshDb()]);
    await seedDemo(a, { seed: 7, now: NOW });
    await seedDemo(b, { seed: 7, now: NOW });
    await seedDemo(c, { seed: 8, now: NOW });

    const first = await snapshot(a);
    expect(first.timecards.length).toBeGreaterThan(0);
    expect(await snapshot(b)).toEqual(first);
    expect((await snapshot(c)).employees).not.toEqual(first.employees);
  });

  // The default demo (with its ~13,000 payments) is seeded once per group; the tests only read it.
  describe('with the default options', { timeout: 60_000 }, () => {
    const days = 90;
    let once: ReturnType<typeof seedDefault> | undefined;

    async function seedDefault() {
      const db = await freshDb(true);
      expect(await isDatabaseEmpty(db)).toBe(true);
      const result = await seedDemo(db, { now: NOW });
      return { db, result, ...(await snapshot(db)) };
    }
    const seeded = () => (once ??= seedDefault());

    it('creates one approved merchant with locations, roles and staff', async () => {
      const { db, result, employees, timecards } = await seeded();

      expect(await isDatabaseEmpty(db)).toBe(false);
      const merchants = await db.selectFrom('merchants').selectAll().execute();
      expect(merchants).toEqual([
        expect.objectContaining({
          id: result.merchantId,
          approved: 1,
          business_name: result.businessName,
        }),
      ]);
      const locations = await db.selectFrom('locations').selectAll().execute();
      expect(locations.map((l) => l.id).sort()).toEqual([...result.locationIds].sort());
      expect(locations).toHaveLength(3);
      const roles = await db.selectFrom('roles').selectAll().execute();
      expect(roles.length).toBeGreaterThanOrEqual(5);
      expect(roles.filter((r) => r.is_owner === 1)).toHaveLength(1);
      expect(result.employeeCount).toBe(40);
      expect(employees).toHaveLength(40);
      expect(result.timecardCount).toBe(timecards.length);
    });

    it('varies employees realistically', async () => {
      const { db, employees } = await seeded();

      expect(employees.every((e) => UUID_V4.test(e.id))).toBe(true);
      expect(employees.filter((e) => e.status === 'INACTIVE').length).toBeGreaterThanOrEqual(1);
      expect(
        employees.filter((e) => e.external_id?.startsWith('PAYROLL-')).length,
      ).toBeGreaterThanOrEqual(1);
      expect(employees.filter((e) => e.role_id !== null).length).toBeGreaterThan(
        employees.length / 2,
      );
      expect(employees.every((e) => e.updated_at >= e.created_at)).toBe(true);
      const emails = employees.flatMap((e) => (e.email === null ? [] : [e.email]));
      expect(new Set(emails).size).toBe(emails.length);
      const assignments = await db.selectFrom('employee_locations').selectAll().execute();
      for (const employee of employees) {
        const count = assignments.filter((a) => a.employee_id === employee.id).length;
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(3);
      }
    });

    it('deposits: a bank account per location, settlements from the job, one FAILED and re-sent', async () => {
      const { db, result } = await seeded();
      const accounts = await db.selectFrom('bank_accounts').selectAll().execute();
      expect(accounts.map((a) => a.location_id).sort()).toEqual([...result.locationIds].sort());
      expect(accounts.every((a) => /^\d{4}$/.test(a.account_number_suffix))).toBe(true);
      const settlements = await db.selectFrom('settlements').selectAll().execute();
      expect(settlements.length).toBe(result.settlementCount);
      expect(settlements.length).toBeGreaterThan(days * 2);
      const failed = settlements.filter((s) => s.status === 'FAILED');
      expect(failed.length).toBeGreaterThanOrEqual(1);
      for (const f of failed) {
        expect(f.failure_reason).toBeTruthy();
        expect(settlements.filter((s) => s.resends_settlement_id === f.id)).toHaveLength(1);
      }
      const entries = await db.selectFrom('settlement_entries').selectAll().execute();
      for (const s of settlements) {
        const own = entries.filter((e) => e.settlement_id === s.id);
        expect(s.total_amount).toBe(own.reduce((a, e) => a + e.amount + e.fee_amount, 0));
        // Every day closes at 10 p.m. Pacific: 05:00 or 06:00 UTC.
        expect(s.period_end.slice(11)).toMatch(/^0[56]:00:00\.000Z$/);
      }
      const types = new Set(entries.map((e) => e.type));
      expect([...types].sort()).toEqual(['ADJUSTMENT', 'CHARGE', 'HOLD_ADJUSTMENT', 'REFUND']);
      // Completed card payments before the last cut-off are each charged once, originally.
      const lastEnd = settlements
        .map((s) => s.period_end)
        .sort()
        .at(-1)!;
      const card = await db
        .selectFrom('payments')
        .select('id')
        .where('status', '=', 'COMPLETED')
        .where('source_type', '=', 'CARD')
        .where('completed_at', '<', Date.parse(lastEnd))
        .execute();
      const originals = entries.filter(
        (e) => e.type === 'CHARGE' && e.carried_from_settlement_id === null,
      );
      expect(originals.length).toBe(card.length);
      expect(new Set(originals.map((e) => e.payment_id)).size).toBe(card.length);
    });

    it('clocks a few active employees in, each at most once', async () => {
      const { employees, timecards } = await seeded();

      const open = timecards.filter((t) => t.clockout_time === null && t.deleted === 0);
      expect(open.length).toBeGreaterThanOrEqual(1);
      expect(open.length).toBeLessThanOrEqual(5);
      expect(new Set(open.map((t) => t.employee_id)).size).toBe(open.length);
      const active = new Set(employees.filter((e) => e.status === 'ACTIVE').map((e) => e.id));
      expect(open.every((t) => active.has(t.employee_id))).toBe(true);
    });

    it('keeps timecards consistent, in the window and at authorized locations', async () => {
      const { db, timecards } = await seeded();

      const windowStart = new Date(NOW.getTime() - days * DAY).toISOString();
      const now = NOW.toISOString();
      const assignments = await db.selectFrom('employee_locations').selectAll().execute();
      const authorized = new Set(assignments.map((a) => `${a.employee_id}/${a.location_id}`));
      for (const t of timecards) {
        expect(t.clockin_time >= windowStart).toBe(true);
        expect(t.updated_at <= now).toBe(true);
        expect(authorized.has(`${t.employee_id}/${t.clockin_location_id}`)).toBe(true);
        if (t.clockout_time === null) continue;
        expect(t.clockout_time > t.clockin_time).toBe(true);
        expect(t.clockout_time <= now).toBe(true);
        const hours = (Date.parse(t.clockout_time) - Date.parse(t.clockin_time)) / 3_600_000;
        expect(hours).toBeGreaterThanOrEqual(4);
        expect(hours).toBeLessThanOrEqual(10);
      }
    });

    it("never overlaps an employee's live timecards", async () => {
      const { timecards } = await seeded();

      const live = timecards
        .filter((t) => t.deleted === 0)
        .sort((a, b) => a.clockin_time.localeCompare(b.clockin_time));
      const lastClockout = new Map<string, string | null>();
      for (const t of live) {
        const previous = lastClockout.get(t.employee_id);
        if (previous !== undefined)
          expect(previous !== null && previous <= t.clockin_time).toBe(true);
        lastClockout.set(t.employee_id, t.clockout_time);
      }
    });

    it('records a well-formed event history for every timecard', async () => {
      const { timecards, events } = await seeded();

      const byTimecard = new Map<string, typeof events>();
      for (const e of events)
        byTimecard.set(e.timecard_id, [...(byTimecard.get(e.timecard_id) ?? []), e]);
      for (const t of timecards) {
        const history = (byTimecard.get(t.id) ?? []).sort((a, b) => a.seq - b.seq);
        expect(history.map((e) => e.seq)).toEqual(history.map((_, i) => i + 1));
        const first = history[0];
        const last = history[history.length - 1];
        expect(['REGISTER_CLOCKIN', 'API_CREATE']).toContain(first?.event_type);
        expect(t.created_at).toBe(first?.created_at);
        // Breaks taken after the last clock event (on a shift still open) update it later.
        expect(t.updated_at >= last!.created_at).toBe(true);
        expect(last?.clockin_time).toBe(t.clockin_time);
        expect(last?.clockout_time).toBe(t.clockout_time);
        const times = history.map((e) => e.created_at);
        expect(times).toEqual([...times].sort());
        const deletes = history.filter((e) => e.event_type === 'API_DELETE');
        expect(deletes).toHaveLength(t.deleted);
        if (t.deleted === 1) expect(last?.event_type).toBe('API_DELETE');
      }
      const edited = new Set(
        events.filter((e) => e.event_type === 'API_EDIT').map((e) => e.timecard_id),
      );
      const deleted = timecards.filter((t) => t.deleted === 1).length;
      expect(edited.size / timecards.length).toBeGreaterThan(0.03);
      expect(edited.size / timecards.length).toBeLessThan(0.15);
      expect(deleted / timecards.length).toBeGreaterThan(0.005);
      expect(deleted / timecards.length).toBeLessThan(0.06);
      expect(events.some((e) => e.event_type === 'REGISTER_CLOCKOUT')).toBe(true);
      expect(events.some((e) => e.event_type === 'API_CREATE')).toBe(true);
    });
  });

  describe('labor', { timeout: 60_000 }, () => {
    let once: ReturnType<typeof seedDefault> | undefined;

    async function seedDefault() {
      const db = await freshDb(true);
      const result = await seedDemo(db, { now: NOW });
      const locations = await db.selectFrom('locations').selectAll().execute();
      return { db, result, locations, ...(await snapshot(db)) };
    }
    const seeded = () => (once ??= seedDefault());

    it('gives every employee one or more wages by role, in cents of USD', async () => {
      const { db, employees, wages } = await seeded();
      const roles = new Map(
        (await db.selectFrom('roles').selectAll().execute()).map((r) => [r.id, r.name]),
      );
      for (const e of employees) {
        const own = wages.filter((w) => w.employee_id === e.id);
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(own.length).toBeLessThanOrEqual(2);
        const role = e.role_id ? roles.get(e.role_id) : undefined;
        if (role === 'Owner') expect(own[0]?.title).toBe('Owner');
        for (const w of own) {
          expect(w.title).toMatch(/^(Owner|Store Manager|Shift Lead|Cashier|Barista|Team Member)$/);
          expect(Number.isInteger(w.hourly_rate_amount)).toBe(true);
          expect(w.hourly_rate_amount).toBeGreaterThanOrEqual(1600);
          expect(w.hourly_rate_amount).toBeLessThanOrEqual(4500);
          expect(w.hourly_rate_currency).toBe('USD');
        }
      }
      expect(wages.length).toBeGreaterThan(employees.length);
      expect(new Set(wages.map((w) => w.title)).size).toBeGreaterThanOrEqual(4);
    });

    it('sets one workweek config and at most 3 break types per location', async () => {
      const { db, locations, breakTypes } = await seeded();
      const configs = await db.selectFrom('workweek_configs').selectAll().execute();
      expect(configs).toEqual([
        expect.objectContaining({ start_of_week: 'MON', start_of_day_local_time: '05:00' }),
      ]);
      for (const l of locations) {
        const own = breakTypes.filter((t) => t.location_id === l.id);
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(own.length).toBeLessThanOrEqual(3);
      }
      expect(new Set(breakTypes.map((t) => t.is_paid))).toEqual(new Set([0, 1]));
    });

    it('writes each piece of worked time once: one shift per timecard, same id', async () => {
      const { db, result, shifts, events } = await seeded();
      expect(shifts).toHaveLength(result.timecardCount);
      expect(new Set(shifts.map((s) => s.id)).size).toBe(shifts.length);
      const withEvents = new Set(events.map((e) => e.timecard_id));
      expect(shifts.every((s) => withEvents.has(s.id))).toBe(true);
      // Deleted ones are kept (v1 reads them) but carry no breaks: they are no worked time.
      const deleted = new Set(shifts.filter((s) => s.deleted === 1).map((s) => s.id));
      expect(deleted.size).toBeGreaterThan(0);
      const breaks = await db.selectFrom('shift_breaks').select('shift_id').execute();
      expect(breaks.some((b) => deleted.has(b.shift_id))).toBe(false);
      const open = shifts.filter((s) => s.status === 'OPEN' && s.deleted === 0);
      expect(open.length).toBeGreaterThanOrEqual(1);
    });

    it("never overlaps an employee's shifts, and keeps at most one OPEN", async () => {
      const { shifts, locations } = await seeded();
      const zones = new Map(locations.map((l) => [l.id, l.timezone]));
      const now = NOW.toISOString();
      const byEmployee = new Map<string, typeof shifts>();
      for (const s of shifts)
        byEmployee.set(s.employee_id, [...(byEmployee.get(s.employee_id) ?? []), s]);
      for (const own of byEmployee.values()) {
        own.sort((a, b) => a.start_at.localeCompare(b.start_at));
        expect(own.filter((s) => s.end_at === null).length).toBeLessThanOrEqual(1);
        own.forEach((s, i) => {
          const next = own[i + 1];
          if (next) expect(s.end_at !== null && s.end_at <= next.start_at).toBe(true);
        });
      }
      for (const s of shifts) {
        expect(s.status).toBe(s.end_at === null ? 'OPEN' : 'CLOSED');
        expect(s.end_sort).toBe(s.end_at ?? '9999-12-31T23:59:59.999Z');
        if (s.end_at !== null) expect(s.end_at > s.start_at && s.end_at <= now).toBe(true);
        expect(s.timezone).toBe(zones.get(s.location_id));
        expect(s.created_at <= s.updated_at && s.updated_at <= now).toBe(true);
        expect(s.wage_title).not.toBeNull();
      }
    });

    it('puts breaks inside their shifts, in order, copied from break types', async () => {
      const { shifts, breaks, breakTypes } = await seeded();
      const now = NOW.toISOString();
      const types = new Map(breakTypes.map((t) => [t.id, t]));
      const byShift = new Map<string, typeof breaks>();
      for (const b of breaks) byShift.set(b.shift_id, [...(byShift.get(b.shift_id) ?? []), b]);
      for (const s of shifts) {
        const own = (byShift.get(s.id) ?? []).sort((a, b) => a.start_at.localeCompare(b.start_at));
        own.forEach((b, i) => {
          expect(b.start_at >= s.start_at && b.start_at <= now).toBe(true);
          if (b.end_at === null) {
            // Only the last break of an OPEN shift may still go on.
            expect(s.end_at).toBeNull();
            expect(i).toBe(own.length - 1);
          } else {
            expect(b.end_at > b.start_at && b.end_at <= (s.end_at ?? now)).toBe(true);
          }
          const next = own[i + 1];
          if (next) expect(b.end_at !== null && b.end_at <= next.start_at).toBe(true);
          const type = types.get(b.break_type_id);
          expect(type?.location_id).toBe(s.location_id);
          expect([b.name, b.expected_duration, b.is_paid]).toEqual([
            type?.break_name,
            type?.expected_duration,
            type?.is_paid,
          ]);
        });
        const hours = s.end_at ? (Date.parse(s.end_at) - Date.parse(s.start_at)) / 3_600_000 : 0;
        if (hours >= 6) expect(own.length).toBeLessThanOrEqual(2);
      }
      const long = shifts.filter(
        (s) => s.end_at && Date.parse(s.end_at) - Date.parse(s.start_at) >= 6 * 3_600_000,
      );
      const withLunch = long.filter((s) =>
        (byShift.get(s.id) ?? []).some((b) => b.name === 'Lunch' && b.is_paid === 0),
      );
      expect(withLunch.length / long.length).toBeGreaterThan(0.85);
      expect(breaks.some((b) => b.is_paid === 1)).toBe(true);
      expect(breaks.filter((b) => b.end_at === null)).toHaveLength(1);
    });
  });

  describe('cash drawers', { timeout: 60_000 }, () => {
    let once: ReturnType<typeof seedDrawers> | undefined;

    async function seedDrawers() {
      const db = await freshDb(true);
      const result = await seedDemo(db, { employees: 12, days: 14, now: NOW });
      const shifts = await db
        .selectFrom('cash_drawer_shifts')
        .selectAll()
        .orderBy('opened_at')
        .orderBy('id')
        .execute();
      const events = await db
        .selectFrom('cash_drawer_events')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      // The sales' devices are `sale_items` entries (one merchant: all of them).
      const entries = new Map(
        (await db.selectFrom('sale_items').select(['key', 'item']).execute()).map((e) => [
          e.key,
          e.item,
        ]),
      );
      const withDeviceId = <T extends { device: string | null }>({ device, ...row }: T) => ({
        ...row,
        device_id: deviceOf(device, entries).id,
      });
      const tenders = (
        await db
          .selectFrom('payments as p')
          .innerJoin('checkouts as c', 'c.id', 'p.checkout_id')
          .select(['p.id', 'p.location_id', 'p.total_amount', 'p.created_at', 'c.device'])
          .where('p.source_type', '=', 'CASH')
          .where('p.status', '=', 'COMPLETED')
          .execute()
      ).map(withDeviceId);
      const refunds = (
        await db
          .selectFrom('refunds as r')
          .innerJoin('checkouts as c', 'c.id', 'r.checkout_id')
          .select(['r.id', 'r.amount', 'r.created_at', 'r.status', 'c.device'])
          .where('r.source_type', '=', 'CASH')
          .execute()
      ).map(withDeviceId);
      return { db, result, shifts, events, tenders, refunds };
    }
    const seeded = () => (once ??= seedDrawers());

    it('puts every cash tender in exactly one shift of its register, in its time', async () => {
      const { result, shifts, events, tenders } = await seeded();
      expect(result.cashDrawerShiftCount).toBe(shifts.length);
      expect(result.cashDrawerEventCount).toBe(events.length);
      expect(tenders.length).toBeGreaterThan(100);
      const byId = new Map(shifts.map((s) => [s.id, s]));
      const tenderEvents = events.filter((e) => e.event_type === 'CASH_TENDER_PAYMENT');
      const byPayment = new Map<string, typeof tenderEvents>();
      for (const e of tenderEvents) {
        byPayment.set(e.payment_id!, [...(byPayment.get(e.payment_id!) ?? []), e]);
      }
      expect(byPayment.size).toBe(tenderEvents.length);
      for (const t of tenders) {
        const [e, ...more] = byPayment.get(t.id) ?? [];
        expect(e, `cash tender ${t.id}`).toBeDefined();
        expect(more).toEqual([]);
        const shift = byId.get(e!.shift_id)!;
        expect(e!.amount).toBe(t.total_amount);
        const at = new Date(t.created_at).toISOString();
        expect(e!.created_at).toBe(at);
        expect(shift.location_id).toBe(t.location_id);
        expect(shift.device_id).toBe(t.device_id);
        expect(at >= shift.opened_at).toBe(true);
        if (shift.ended_at) expect(at <= shift.ended_at).toBe(true);
      }
      expect(tenderEvents).toHaveLength(tenders.length);
    });

    it('records each completed cash refund once, negative, in its register’s shift', async () => {
      const { shifts, events, refunds } = await seeded();
      const byId = new Map(shifts.map((s) => [s.id, s]));
      const refundEvents = events.filter((e) => e.event_type === 'CASH_TENDER_REFUND');
      const completed = new Map(
        refunds.filter((r) => r.status === 'COMPLETED').map((r) => [r.id, r]),
      );
      expect(new Set(refundEvents.map((e) => e.refund_id)).size).toBe(refundEvents.length);
      for (const e of refundEvents) {
        const refund = completed.get(e.refund_id!);
        expect(refund).toBeDefined();
        expect(e.amount).toBe(-refund!.amount);
        expect(byId.get(e.shift_id)!.device_id).toBe(refund!.device_id);
      }
      // A refund is missing only when its register has no shift open then or after it.
      const recorded = new Set(refundEvents.map((e) => e.refund_id));
      for (const r of completed.values()) {
        const later = shifts.some(
          (s) => s.device_id === r.device_id && (s.ended_at ?? '9999') > r.created_at,
        );
        expect(recorded.has(r.id)).toBe(later);
      }
    });

    it('sums the events and keeps expected = start + payments − refunds + in − out', async () => {
      const { shifts, events } = await seeded();
      const sums = new Map<string, Record<string, number>>();
      for (const e of events) {
        const s = sums.get(e.shift_id) ?? {};
        s[e.event_type] = (s[e.event_type] ?? 0) + e.amount;
        sums.set(e.shift_id, s);
        expect([
          'NO_SALE',
          'CASH_TENDER_PAYMENT',
          'CASH_TENDER_REFUND',
          'PAID_IN',
          'PAID_OUT',
        ]).toContain(e.event_type);
      }
      for (const s of shifts) {
        const sum = sums.get(s.id) ?? {};
        expect(s.cash_payment_amount).toBe(sum.CASH_TENDER_PAYMENT ?? 0);
        expect(s.cash_refunds_amount).toBe(-(sum.CASH_TENDER_REFUND ?? 0) || 0);
        expect(s.cash_paid_in_amount).toBe(sum.PAID_IN ?? 0);
        expect(s.cash_paid_out_amount).toBe(-(sum.PAID_OUT ?? 0) || 0);
        expect(sum.NO_SALE ?? 0).toBe(0);
        expect(s.expected_cash_amount).toBe(
          s.starting_cash_amount +
            s.cash_payment_amount -
            s.cash_refunds_amount +
            s.cash_paid_in_amount -
            s.cash_paid_out_amount,
        );
      }
      expect(events.some((e) => e.event_type === 'PAID_IN')).toBe(true);
      expect(events.some((e) => e.event_type === 'PAID_OUT')).toBe(true);
      expect(events.some((e) => e.event_type === 'NO_SALE')).toBe(true);
    });

    it('closes most shifts at the expected cash, a few over or short, one still OPEN', async () => {
      const { shifts } = await seeded();
      const closed = shifts.filter((s) => s.state === 'CLOSED');
      const off = closed.filter((s) => s.closed_cash_amount !== s.expected_cash_amount);
      expect(off.some((s) => s.closed_cash_amount! > s.expected_cash_amount)).toBe(true);
      expect(off.some((s) => s.closed_cash_amount! < s.expected_cash_amount)).toBe(true);
      expect(off.length).toBeLessThan(closed.length * 0.15);
      // Only a drawer that took cash is counted off (one with no sales has nothing to miscount).
      for (const s of off) expect(s.cash_payment_amount).toBeGreaterThan(0);
      expect(shifts.filter((s) => s.state === 'OPEN')).toHaveLength(1);
      expect(shifts.some((s) => s.state === 'ENDED')).toBe(true);
      for (const s of shifts) {
        expect(s.opened_at <= NOW.toISOString()).toBe(true);
        if (s.ended_at) expect(s.ended_at <= NOW.toISOString()).toBe(true);
        if (s.closed_at) expect(s.closed_at >= s.ended_at!).toBe(true);
      }
      // A register's shifts follow one another without overlapping.
      const byDevice = new Map<string, typeof shifts>();
      for (const s of shifts)
        byDevice.set(s.device_id!, [...(byDevice.get(s.device_id!) ?? []), s]);
      expect(byDevice.size).toBe(6);
      for (const list of byDevice.values()) {
        for (let i = 1; i < list.length; i++) {
          expect(list[i]!.opened_at >= list[i - 1]!.ended_at!).toBe(true);
        }
        // Every day of the window has a shift on every register.
        expect(list.length).toBeGreaterThanOrEqual(14);
      }
    });

    it('writes the same shifts and events for the same seed and now', async () => {
      const { shifts, events } = await seeded();
      const db = await freshDb();
      await seedDemo(db, { employees: 12, days: 14, now: NOW });
      expect(
        await db
          .selectFrom('cash_drawer_shifts')
          .selectAll()
          .orderBy('opened_at')
          .orderBy('id')
          .execute(),
      ).toEqual(shifts);
      expect(
        await db
          .selectFrom('cash_drawer_events')
          .selectAll()
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ).toEqual(events);
    });
  });

  it('scales to a few hundred employees', { timeout: 120_000 }, async () => {
    const db = await freshDb();

    const result = await seedDemo(db, { employees: 300, days: 30, now: NOW });

    expect(result.employeeCount).toBe(300);
    expect(result.timecardCount).toBeGreaterThan(300 * 4);
    const shifts = await db
      .selectFrom('shifts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(shifts.count).toBe(result.shiftCount);
    // Worked time is written once: every timecard is a shift.
    expect(result.shiftCount).toBe(result.timecardCount);
    expect(result.wageCount).toBeGreaterThanOrEqual(300);
  });

  it('writes the same payments for the same seed and now', { timeout: 60_000 }, async () => {
    const [a, b, c] = await Promise.all([freshDb(), freshDb(), freshDb()]);
    const options = { employees: 10, days: 14, now: NOW };
    await seedDemo(a, { ...options, seed: 3 });
    await seedDemo(b, { ...options, seed: 3 });
    await seedDemo(c, { ...options, seed: 4 });
    const ledger = async (db: Kysely<DB>) => ({
      checkouts: await db.selectFrom('checkouts').selectAll().orderBy('id').execute(),
      payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
      refunds: await db.selectFrom('refunds').selectAll().orderBy('id').execute(),
      orders: await db.selectFrom('online_orders').selectAll().orderBy('id').execute(),
      history: await db.selectFrom('online_order_history').selectAll().orderBy('id').execute(),
    });

    const first = await ledger(a);
    expect(first.payments.length).toBeGreaterThan(1000);
    expect(await ledger(b)).toEqual(first);
    expect((await ledger(c)).payments).not.toEqual(first.payments);
  });

  it('scales payments to the count asked for', { timeout: 60_000 }, async () => {
    const db = await freshDb();
    const paymentIndexes = () =>
      sql<{ name: string }>`select "name" from "sqlite_master"
        where "type" = 'index' and "tbl_name" = 'payments' and "sql" is not null
        order by "name"`.execute(db);
    const migrated = (await paymentIndexes()).rows;

    const result = await seedDemo(db, { employees: 10, days: 20, payments: 20_000, now: NOW });

    const { count } = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(result.paymentCount);
    expect(count).toBeGreaterThanOrEqual(19_500);
    expect(count).toBeLessThan(21_000);
    // The indexes dropped for the bulk write are all back.
    expect(migrated.length).toBeGreaterThan(0);
    expect((await paymentIndexes()).rows).toEqual(migrated);
    await expect(seedDemo(db, { payments: 0 })).rejects.toThrow(RangeError);
  });

  describe('online orders', { timeout: 60_000 }, () => {
    const days = 30;
    let once: Promise<{ db: Kysely<DB>; orderCount: number }> | undefined;
    const seeded = () =>
      (once ??= (async () => {
        const db = await freshDb(true);
        const result = await seedDemo(db, { employees: 10, days, payments: 3_000, now: NOW });
        return { db, orderCount: result.orderCount };
      })());

    /** The moves the history may record: action → [from, to] (from null: placed). */
    const MOVES: Record<string, Array<[string | null, string]>> = {
      ORDER_PLACED: [[null, 'PENDING']],
      PAYMENT_RECEIVED: [['PENDING', 'OPEN']],
      DECLINED: [['PENDING', 'REJECTED']],
      EXPIRED: [['PENDING', 'CANCELED']],
      ...Object.fromEntries(
        (['COMPLETE', 'CANCEL', 'REFUND'] as const).map((a) => [
          ORDER_ACTIONS[a].moves[0]!.history,
          ORDER_ACTIONS[a].moves.map((m): [string, string] => [m.from, m.to]),
        ]),
      ),
    };

    it('writes a few dozen orders per location in every state, with consistent amounts', async () => {
      const { db, orderCount } = await seeded();
      const orders = await db.selectFrom('online_orders').selectAll().execute();
      expect(orders).toHaveLength(orderCount);
      const locations = new Set(orders.map((o) => o.location_id));
      expect(locations.size).toBe(3);
      for (const loc of locations) {
        const here = orders.filter((o) => o.location_id === loc);
        expect(here.length).toBeGreaterThanOrEqual(24);
        expect(new Set(here.map((o) => o.state))).toEqual(
          new Set(['PENDING', 'OPEN', 'COMPLETED', 'CANCELED', 'REFUNDED', 'REJECTED']),
        );
      }
      const since = NOW.getTime() - days * DAY;
      for (const o of orders) {
        expect(Number(o.total_amount)).toBe(
          Number(o.subtotal_amount) +
            Number(o.shipping_amount) +
            Number(o.tax_amount) -
            Number(o.discount_amount),
        );
        expect(Date.parse(o.created_at)).toBeGreaterThanOrEqual(since);
        expect(o.updated_at <= NOW.toISOString()).toBe(true);
        expect(o.updated_at >= o.created_at).toBe(true);
        expect(o.discount_amount > 0).toBe(o.promo_code !== null);
        expect(JSON.parse(o.shipping_address!)).toMatchObject({ country: 'US' });
      }
    });

    it('keeps every history consistent with the moves table and the state', async () => {
      const { db } = await seeded();
      const orders = await db.selectFrom('online_orders').selectAll().execute();
      const history = await db
        .selectFrom('online_order_history')
        .selectAll()
        .orderBy('order_id')
        .orderBy('position')
        .execute();
      const byOrder = new Map<string, typeof history>();
      for (const h of history) byOrder.set(h.order_id, [...(byOrder.get(h.order_id) ?? []), h]);
      let expired = 0;
      for (const o of orders) {
        const entries = byOrder.get(o.id) ?? [];
        expect(entries.map((h) => h.position)).toEqual(entries.map((_, i) => i));
        let state: string | null = null;
        let at = '';
        for (const h of entries) {
          expect(MOVES[h.action]).toContainEqual([h.from_state, h.to_state]);
          expect(h.from_state).toBe(state);
          expect(h.created_at >= at).toBe(true);
          state = h.to_state;
          at = h.created_at;
        }
        expect(entries[0]?.action).toBe('ORDER_PLACED');
        expect(entries[0]?.created_at).toBe(o.created_at);
        expect(state).toBe(o.state);
        expect(at).toBe(o.updated_at);
        if (entries.some((h) => h.action === 'EXPIRED')) expired++;
      }
      expect(expired).toBeGreaterThanOrEqual(3);
    });

    it("pays every order with a real card payment whose status and refunds follow the order's", async () => {
      const { db } = await seeded();
      const rows = await db
        .selectFrom('online_orders')
        .innerJoin('payments', 'payments.id', 'online_orders.payment_id')
        .innerJoin('checkouts', 'checkouts.id', 'payments.checkout_id')
        .select([
          'online_orders.id',
          'online_orders.state',
          'online_orders.location_id',
          'online_orders.total_amount',
          'online_orders.canceled_note',
          'online_orders.refunded_note',
          'payments.id as payment_id',
          'payments.status',
          'payments.source_type',
          'payments.entry_method',
          'payments.location_id as payment_location',
          'payments.total_amount as payment_total',
          'payments.refunded_amount',
          'payments.capture_deadline',
          'checkouts.origin',
        ])
        .execute();
      expect(rows).toHaveLength((await seeded()).orderCount);
      const history = await db.selectFrom('online_order_history').selectAll().execute();
      const paidFirst = new Set(
        history.filter((h) => h.action === 'PAYMENT_RECEIVED').map((h) => h.order_id),
      );
      const refunds = await db.selectFrom('refunds').selectAll().execute();
      for (const r of rows) {
        expect(r).toMatchObject({ source_type: 'CARD', entry_method: 'KEYED', origin: 'API' });
        expect(r.payment_location).toBe(r.location_id);
        expect(Number(r.payment_total)).toBe(Number(r.total_amount));
        const own = refunds.filter((x) => x.payment_id === r.payment_id);
        const refundedInFull =
          r.state === 'REFUNDED' || (r.state === 'CANCELED' && paidFirst.has(r.id));
        const expected: Record<string, string> = {
          PENDING: 'APPROVED',
          OPEN: 'COMPLETED',
          COMPLETED: 'COMPLETED',
          REFUNDED: 'COMPLETED',
          REJECTED: 'FAILED',
          CANCELED: paidFirst.has(r.id) ? 'COMPLETED' : 'CANCELED',
        };
        expect(r.status).toBe(expected[r.state]);
        if (refundedInFull) {
          expect(Number(r.refunded_amount)).toBe(Number(r.total_amount));
          expect(own).toHaveLength(1);
          expect(own[0]).toMatchObject({ status: 'COMPLETED' });
          const note = r.state === 'REFUNDED' ? r.refunded_note : r.canceled_note;
          expect(own[0]!.reason).toBe(
            note ?? (r.state === 'REFUNDED' ? 'Online order refunded' : 'Online order canceled'),
          );
        } else {
          expect(Number(r.refunded_amount)).toBe(0);
          expect(own).toEqual([]);
        }
        if (r.state === 'PENDING') expect(r.capture_deadline! > NOW.getTime()).toBe(true);
      }
    });
  });

  it('rejects a non-positive employee count', async () => {
    const db = await freshDb();

    await expect(seedDemo(db, { employees: 0 })).rejects.toThrow(RangeError);
    expect(await isDatabaseEmpty(db)).toBe(true);
  });
});

describe('seedUnapprovedMerchant', () => {
  it('adds a small unapproved merchant next to the demo one', async () => {
    const db = await freshDb();
    await seedDemo(db, { employees: 5, days: 7, now: NOW });

    const { merchantId } = await seedUnapprovedMerchant(db);

    const merchant = await db
      .selectFrom('merchants')
      .selectAll()
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    expect(merchant.approved).toBe(0);
    const locations = await db
      .selectFrom('locations')
      .where('merchant_id', '=', merchantId)
      .select('id')
      .execute();
    const employees = await db
      .selectFrom('employees')
      .where('merchant_id', '=', merchantId)
      .select('id')
      .execute();
    expect(locations).toHaveLength(1);
    expect(employees).toHaveLength(2);
  });
});
