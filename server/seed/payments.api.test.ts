/**
 * The payments demo data on the engine under test (TEST_ENGINE): the ledger's rules hold for
 * every row the generator writes, and the data has the variety the Payments area shows.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db';
import type { DB } from '../db/schema';
import { feeRateFor, processingFee } from '../modules/payments/fees';
import { decodeItemizations, decodeSaleTaxes } from '../db/itemizations';
import { createTestDatabase, type TestDatabase } from '../testing/harness';
import { seedDemo, type SeedResult } from './demo';

const NOW = new Date('2025-06-15T18:30:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const DAYS = 90;

let testDb: TestDatabase;
let database: Database;
let db: Kysely<DB>;
let result: SeedResult;
let rows: Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    locations: await db.selectFrom('locations').selectAll().execute(),
    assignments: await db.selectFrom('employee_locations').selectAll().execute(),
    checkouts: await db.selectFrom('checkouts').selectAll().orderBy('id').execute(),
    payments: await db.selectFrom('payments').selectAll().orderBy('id').execute(),
    refunds: await db.selectFrom('refunds').selectAll().orderBy('id').execute(),
    // One merchant: its sales' items and taxes are all the entries.
    items: new Map(
      (await db.selectFrom('sale_items').select(['key', 'item']).execute()).map((r) => [
        r.key,
        r.item,
      ]),
    ),
  };
}

/** bigint columns come back as strings from PostgreSQL. */
const n = (value: unknown) => Number(value);

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function localHour(at: number, timeZone: string): { hour: number; weekday: string } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      hour: 'numeric',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  return {
    hour: Number(parts.find((p) => p.type === 'hour')?.value),
    weekday: parts.find((p) => p.type === 'weekday')?.value ?? '',
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase({ databaseUrl: testDb.databaseUrl, sqlitePath: testDb.sqlitePath });
  db = database.db;
  await migrateToLatest(db);
  result = await seedDemo(db, { now: NOW, days: DAYS });
  rows = await load();
}, 120_000);

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

// Each test reads every row of the demo: generous time on a busy machine.
describe('the payments demo data', { timeout: 120_000 }, () => {
  it('reports what it wrote: about 45 sales a day per location', () => {
    expect(result.paymentCount).toBe(rows.payments.length);
    expect(result.checkoutCount).toBe(rows.checkouts.length);
    expect(result.refundCount).toBe(rows.refunds.length);
    const perDay = rows.checkouts.length / DAYS / 3;
    expect(perDay).toBeGreaterThan(35);
    expect(perDay).toBeLessThan(55);
  });

  it('keeps every amount, fee and refund sum consistent', () => {
    const refundsOf = groupBy(rows.refunds, (r) => r.payment_id);
    for (const p of rows.payments) {
      const total = n(p.total_amount);
      expect(total).toBe(n(p.amount) + n(p.tip_amount));
      expect(n(p.amount)).toBeGreaterThan(0);
      const fee =
        p.status === 'COMPLETED'
          ? processingFee(total, feeRateFor(p.source_type, p.entry_method))
          : 0;
      expect(n(p.processing_fee_amount)).toBe(fee);
      const own = refundsOf.get(p.id) ?? [];
      const sum = (status: string) =>
        own.filter((r) => r.status === status).reduce((s, r) => s + n(r.amount), 0);
      expect(n(p.refunded_amount)).toBe(sum('COMPLETED'));
      expect(n(p.refund_pending_amount)).toBe(sum('PENDING'));
      expect(n(p.refunded_amount) + n(p.refund_pending_amount)).toBeLessThanOrEqual(total);
      if (own.length > 0) expect(p.status).toBe('COMPLETED');
      for (const r of own) {
        expect(Date.parse(r.created_at) > p.created_at).toBe(true);
        expect(r.checkout_id).toBe(p.checkout_id);
        expect(r.location_id).toBe(p.location_id);
        expect(r.source_type).toBe(p.source_type);
        expect(n(r.amount)).toBeGreaterThan(0);
        expect(n(r.processing_fee_amount)).toBeLessThanOrEqual(n(p.processing_fee_amount));
      }
      expect(p.updated_at >= p.created_at).toBe(true);
    }
  });

  it('gives tenders their card or cash details', () => {
    const cards = rows.payments.filter((p) => p.source_type === 'CARD');
    const cash = rows.payments.filter((p) => p.source_type === 'CASH');
    expect(cash.length).toBeGreaterThan(rows.payments.length * 0.1);
    for (const p of cards) {
      expect(p.tender_type).toBe('CREDIT_CARD');
      expect(p.last_4).toMatch(/^\d{4}$/);
      expect(p.card_brand).toMatch(/^[A-Z_]+$/);
      expect(p.tendered_amount).toBeNull();
    }
    for (const p of cash) {
      expect(p.tender_type).toBe('CASH');
      expect(p.card_brand).toBeNull();
      expect(n(p.tendered_amount)).toBeGreaterThanOrEqual(n(p.total_amount));
      expect(n(p.change_back_amount)).toBe(n(p.tendered_amount) - n(p.total_amount));
    }
    expect(new Set(cards.map((p) => p.card_brand))).toEqual(
      new Set([
        'VISA',
        'MASTERCARD',
        'AMERICAN_EXPRESS',
        'DISCOVER',
        'JCB',
        'CHINA_UNIONPAY',
        'DISCOVER_DINERS',
      ]),
    );
    expect(new Set(cards.map((p) => p.entry_method))).toEqual(
      new Set(['EMV', 'CONTACTLESS', 'SWIPED', 'KEYED', 'ON_FILE']),
    );
    expect(cards.filter((p) => n(p.tip_amount) > 0).length).toBeGreaterThan(cards.length * 0.2);
    expect(cash.some((p) => n(p.change_back_amount) > 0)).toBe(true);
  });

  it('marks checkouts completed, partial and split as their tenders are', () => {
    const tenders = groupBy(rows.payments, (p) => p.checkout_id);
    const split = { cardCash: 0, twoCards: 0 };
    for (const c of rows.checkouts) {
      const own = (tenders.get(c.id) ?? []).sort((a, b) => a.tender_position - b.tender_position);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.map((p) => p.tender_position)).toEqual(own.map((_, i) => i));
      expect(c.completed).toBe(own.some((p) => p.status === 'COMPLETED') ? 1 : 0);
      expect(own.every((p) => p.created_at === c.created_at)).toBe(true);
      expect(own.every((p) => p.location_id === c.location_id)).toBe(true);
      const lines = decodeItemizations(c.itemizations, c, rows.items);
      if (c.origin === 'API') {
        expect(own).toHaveLength(1);
        expect(own[0]!.source_type).toBe('CARD');
        expect(own[0]!.reference_id).toMatch(/^WEB-/);
        expect(own[0]!.idempotency_key).not.toBeNull();
        expect(own[0]!.note).not.toBeNull();
        // An online order's sale lists what was bought (and its shipping, if any); the store's
        // other API payments have no lines.
        if (own[0]!.reference_id!.startsWith('WEB-ORDER-')) {
          expect(lines.filter((l) => l.name !== 'Shipping').length).toBeGreaterThan(0);
        } else {
          expect(lines).toHaveLength(0);
        }
        continue;
      }
      expect(own.every((p) => p.idempotency_key === null)).toBe(true);
      if (c.is_partial === 1 || c.completed === 0) {
        expect(lines).toHaveLength(0);
        continue;
      }
      expect(lines.length).toBeGreaterThanOrEqual(1);
      const due = n(c.net_sales_amount) + n(c.additive_tax_amount);
      expect(own.reduce((s, p) => s + n(p.amount), 0)).toBe(due);
      if (own.length === 2) {
        if (own[1]!.source_type === 'CASH') split.cardCash++;
        else split.twoCards++;
      }
    }
    expect(split.cardCash).toBeGreaterThan(10);
    expect(split.twoCards).toBeGreaterThan(10);
    expect(rows.checkouts.filter((c) => c.is_partial === 1).length).toBeGreaterThan(5);
    expect(rows.checkouts.filter((c) => c.origin === 'API').length).toBeGreaterThan(100);
  });

  it('adds itemizations up to their checkout, with tax, discounts and modifiers', () => {
    for (const c of rows.checkouts) {
      const lines = decodeItemizations(c.itemizations, c, rows.items);
      if (lines.length === 0) continue;
      const sum = (key: 'gross_sales_amount' | 'discount_amount' | 'net_sales_amount') =>
        lines.reduce((s, l) => s + n(l[key]), 0);
      expect(sum('gross_sales_amount')).toBe(n(c.gross_sales_amount));
      expect(sum('discount_amount')).toBe(n(c.discount_amount));
      expect(sum('net_sales_amount')).toBe(n(c.net_sales_amount));
      type Tax = { name: string; rate: string; applied_money: { amount: number } };
      const taxes = decodeSaleTaxes(c.taxes, c.currency, rows.items) as Tax[];
      expect(taxes[0]!.applied_money.amount).toBe(
        n(c.inclusive_tax_amount) + n(c.additive_tax_amount),
      );
      // Each line's tax is the sale's, with its share of the amount.
      const lineTaxes = lines.flatMap((l) => l.taxes as Tax[]);
      for (const t of lineTaxes) expect([t.name, t.rate]).toEqual([taxes[0]!.name, taxes[0]!.rate]);
      expect(lineTaxes.reduce((s, t) => s + t.applied_money.amount, 0)).toBe(
        taxes[0]!.applied_money.amount,
      );
      for (const l of lines) {
        expect(n(l.net_sales_amount)).toBe(n(l.gross_sales_amount) - n(l.discount_amount));
        expect(n(l.gross_sales_amount)).toBe(
          Math.round(n(l.single_quantity_amount) * Number(l.quantity)),
        );
      }
    }
    expect(rows.checkouts.some((c) => n(c.inclusive_tax_amount) > 0)).toBe(true);
    expect(rows.checkouts.some((c) => n(c.additive_tax_amount) > 0)).toBe(true);
    const all = rows.checkouts.flatMap((c) => decodeItemizations(c.itemizations, c, rows.items));
    expect(all.some((l) => n(l.discount_amount) > 0)).toBe(true);
    expect(all.some((l) => l.modifiers.length > 0)).toBe(true);
    expect(all.some((l) => l.discounts.length > 0)).toBe(true);
    expect(all.some((l) => !/^\d+$/.test(l.quantity))).toBe(true);
    expect(all.some((l) => l.quantity !== '1')).toBe(true);
  });

  it('has declined, awaiting-capture and voided card payments', () => {
    const failed = rows.payments.filter((p) => p.status === 'FAILED');
    expect(failed.length).toBeGreaterThan(20);
    for (const p of failed) {
      expect(p.error_code).toMatch(/^[A-Z_]+$/);
      expect(n(p.processing_fee_amount)).toBe(0);
    }
    const approved = rows.payments.filter((p) => p.status === 'APPROVED');
    expect(approved.length).toBeGreaterThanOrEqual(3);
    for (const p of approved) {
      expect(p.capture_deadline! > NOW.getTime()).toBe(true);
      expect(p.idempotency_key).not.toBeNull();
    }
    expect(
      rows.payments.filter((p) => p.status !== 'APPROVED').every((p) => !p.capture_deadline),
    ).toBe(true);
    expect(rows.payments.some((p) => p.status === 'CANCELED')).toBe(true);
  });

  it('refunds some payments fully or partly, mostly COMPLETED, some PENDING or REJECTED', () => {
    const byStatus = groupBy(rows.refunds, (r) => r.status);
    expect(byStatus.get('COMPLETED')!.length).toBeGreaterThan(100);
    expect(byStatus.get('PENDING')?.length ?? 0).toBeGreaterThanOrEqual(1);
    expect(byStatus.get('REJECTED')?.length ?? 0).toBeGreaterThanOrEqual(1);
    const recent = new Date(NOW.getTime() - 2 * DAY).toISOString();
    for (const r of byStatus.get('PENDING') ?? []) expect(r.created_at >= recent).toBe(true);
    const payments = new Map(rows.payments.map((p) => [p.id, p]));
    const full = rows.refunds.filter(
      (r) => n(r.amount) === n(payments.get(r.payment_id)!.total_amount),
    );
    expect(full.length).toBeGreaterThan(10);
    expect(rows.refunds.length - full.length).toBeGreaterThan(10);
  });

  it('sells in opening hours, busier at lunch and on weekends, by the location staff', () => {
    const zones = new Map(rows.locations.map((l) => [l.id, l.timezone]));
    const authorized = new Set(rows.assignments.map((a) => `${a.employee_id}/${a.location_id}`));
    const byHour = new Map<number, number>();
    const byWeekday = new Map<string, number>();
    const now = NOW.getTime();
    const windowStart = NOW.getTime() - DAYS * DAY;
    for (const c of rows.checkouts) {
      expect(c.created_at >= windowStart && c.created_at <= now).toBe(true);
      expect(c.received_at >= c.created_at && c.received_at <= now).toBe(true);
      expect(c.received_at - c.created_at).toBeLessThanOrEqual(72 * 3_600_000);
      const { hour, weekday } = localHour(c.created_at, zones.get(c.location_id)!);
      expect(hour).toBeGreaterThanOrEqual(6);
      expect(hour).toBeLessThan(22);
      byHour.set(hour, (byHour.get(hour) ?? 0) + 1);
      byWeekday.set(weekday, (byWeekday.get(weekday) ?? 0) + 1);
      if (c.origin === 'POS') {
        expect(c.creator_id).not.toBeNull();
        expect(authorized.has(`${c.creator_id}/${c.location_id}`)).toBe(true);
      } else {
        expect(c.creator_id).toBeNull();
      }
    }
    expect(byHour.get(12)!).toBeGreaterThan(byHour.get(15)! * 1.5);
    expect(byHour.get(8)!).toBeGreaterThan(byHour.get(15)! * 1.5);
    expect(byWeekday.get('Sat')!).toBeGreaterThan(byWeekday.get('Tue')! * 1.2);
    const late = rows.checkouts.filter((c) => c.received_at - c.created_at > 60 * 60_000);
    expect(late.length).toBeGreaterThan(10);
  });
});
