/**
 * Migration 0019 on the engine under test: a settlement's entries keep everything but their id,
 * merchant and currency, are keyed by settlement and position, and a ledger row is still settled
 * once; undone, each entry has an id again and its settlement's merchant and currency.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0018 schema is not the typed one
type AnyDb = Kysely<any>;

const BEFORE = '0018-packed-taxes-and-ids';
const T0 = '2026-01-01T06:00:00.000Z';
const T1 = '2026-01-02T06:00:00.000Z';
const FAILED = newId();
const SENT = newId();
const [A, B] = [newId(), newId()];

/** The entries as 0019 keeps them, in settlement and position order. */
const KEPT = [
  [FAILED, 1, 'ADJUSTMENT', null, null, A, 700, 0, null],
  [SENT, 1, 'ADJUSTMENT', null, null, A, 700, 0, FAILED],
  [SENT, 2, 'HOLD_ADJUSTMENT', null, null, B, -200, 0, null],
].sort((x, y) => (x[0]! < y[0]! ? -1 : x[0]! > y[0]! ? 1 : Number(x[1]) - Number(y[1])));
const COLUMNS = [
  'settlement_id',
  'position',
  'type',
  'payment_id',
  'refund_id',
  'adjustment_id',
  'amount',
  'fee_amount',
  'carried_from_settlement_id',
] as const;
const asRow = (e: readonly unknown[]) => Object.fromEntries(COLUMNS.map((c, i) => [c, e[i]]));

describe('migration 0019: settlement entries keyed by position', () => {
  let target: TestDatabase;
  let database: Database;
  let db: AnyDb;
  let merchantId: string;
  const entries = async () =>
    (await db
      .selectFrom('settlement_entries')
      .selectAll()
      .orderBy('settlement_id')
      .orderBy('position')
      .execute()) as Array<Record<string, unknown>>;

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    db = database.db as AnyDb;
    await migrateTo(database.db, BEFORE);
    const m = await createMerchant(database.db, {
      businessName: 'Keyed entries',
      approved: true,
      locations: 1,
    });
    merchantId = m.merchantId;
    const location = m.locationIds[0]!;
    const bank = newId();
    await db
      .insertInto('bank_accounts')
      .values({
        id: bank,
        merchant_id: merchantId,
        location_id: location,
        name: 'Operating',
        bank_name: 'Bank',
        routing_number: '011000015',
        account_number_suffix: '1234',
        account_number_digest: 'd'.repeat(64),
        type: 'CHECKING',
        currency: 'USD',
        created_at: T0,
      })
      .execute();
    await db
      .insertInto('ledger_adjustments')
      .values(
        [
          [A, 'ADJUSTMENT', 700],
          [B, 'HOLD_ADJUSTMENT', -200],
        ].map(([id, type, amount]) => ({
          id,
          merchant_id: merchantId,
          location_id: location,
          type,
          currency: 'USD',
          amount,
          effective_at: T0,
          created_at: T0,
        })),
      )
      .execute();
    const settlement = (id: string, end: string, failed: boolean, total: number) => ({
      id,
      merchant_id: merchantId,
      location_id: location,
      bank_account_id: bank,
      status: failed ? 'FAILED' : 'SENT',
      currency: 'USD',
      total_amount: total,
      period_start: '2025-12-31T06:00:00.000Z',
      period_end: end,
      business_date: end.slice(0, 10),
      initiated_at: end,
      resends_settlement_id: failed ? null : FAILED,
      failed_at: failed ? T1 : null,
      failure_reason: failed ? 'account closed (R02)' : null,
      created_at: end,
      updated_at: end,
    });
    await db
      .insertInto('settlements')
      .values([settlement(FAILED, T0, true, 700), settlement(SENT, T1, false, 500)])
      .execute();
    await db
      .insertInto('settlement_entries')
      .values(
        KEPT.map((e) => ({ id: newId(), merchant_id: merchantId, currency: 'USD', ...asRow(e) })),
      )
      .execute();
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('keeps every entry without its id, merchant and currency', async () => {
    const rows = await entries();
    expect(rows.map((r) => Object.keys(r).sort())).toEqual(KEPT.map(() => [...COLUMNS].sort()));
    expect(
      rows.map((r) => ({ ...r, amount: Number(r.amount), fee_amount: Number(r.fee_amount) })),
    ).toEqual(KEPT.map(asRow));
  });

  it('holds one entry per position of a settlement, and settles a ledger row once', async () => {
    const entry = (position: number, carried: string | null) =>
      db
        .insertInto('settlement_entries')
        .values(asRow([SENT, position, 'ADJUSTMENT', null, null, A, 700, 0, carried]))
        .execute();
    await expect(entry(2, FAILED)).rejects.toThrow();
    await expect(entry(3, null)).rejects.toThrow();
    await entry(3, FAILED);
    await db
      .deleteFrom('settlement_entries')
      .where('settlement_id', '=', SENT)
      .where('position', '=', 3)
      .execute();
  });

  it('can be undone, each entry with an id and its settlement merchant and currency', async () => {
    await migrateTo(database.db, BEFORE);
    const rows = await entries();
    expect(rows.map((r) => r.merchant_id)).toEqual(KEPT.map(() => merchantId));
    expect(rows.map((r) => r.currency)).toEqual(KEPT.map(() => 'USD'));
    expect(new Set(rows.map((r) => r.id)).size).toBe(KEPT.length);
    expect(
      rows.map((r) =>
        Object.fromEntries(COLUMNS.map((c) => [c, c.endsWith('amount') ? Number(r[c]) : r[c]])),
      ),
    ).toEqual(KEPT.map(asRow));
    await migrateToLatest(database.db);
    expect(await entries()).toHaveLength(KEPT.length);
  });
});
