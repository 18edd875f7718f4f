/**
 * Migration 0022 on the engine under test: the times of payments and checkouts become integer
 * milliseconds, each row's exactly (a payment's refund still refers to it), with every index,
 * its columns and its partial condition as before; undone, the times are the same text again.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { indexDefinitions } from '../../testing/indexes';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0021 schema is not the typed one
type AnyDb = Kysely<any>;

const BEFORE = '0021-narrower-shift-indexes';
const CHECKOUT = newId();
const [COMPLETED, APPROVED] = [newId(), newId()];
const REFUND = newId();
/** Times with their milliseconds set (and a whole second), one on a leap day. */
const T = {
  created: '2026-08-29T12:07:40.197Z',
  received: '2026-08-29T12:09:01.999Z',
  updated: '2028-02-29T23:59:59.001Z',
  completed: '2026-08-29T12:07:41.000Z',
  deadline: '2026-09-04T12:07:40.197Z',
};

const PAYMENT_TIMES = ['capture_deadline', 'completed_at', 'created_at', 'updated_at'] as const;
const CHECKOUT_TIMES = ['created_at', 'received_at', 'updated_at'] as const;
const INDEXES = [
  'payments_merchant_idempotency_key',
  'payments_checkout',
  'payments_merchant_created',
  'payments_merchant_location_created',
  'payments_merchant_status_created',
  'payments_merchant_total_created',
  'payments_merchant_last4_created',
  'payments_merchant_brand_created',
  'payments_location_status_completed',
  'checkouts_merchant_completed_created',
  'checkouts_merchant_location_completed_created',
];

describe('migration 0022: payment times as milliseconds', () => {
  let target: TestDatabase;
  let database: Database;
  let db: AnyDb;
  let indexesBefore: Record<string, string>;

  const payments = async () =>
    (await db
      .selectFrom('payments')
      .select(['id', ...PAYMENT_TIMES])
      .orderBy('id')
      .execute()) as Array<Record<string, unknown>>;
  const checkout = async () =>
    (await db
      .selectFrom('checkouts')
      .select(['id', ...CHECKOUT_TIMES])
      .executeTakeFirstOrThrow()) as Record<string, unknown>;

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    db = database.db as AnyDb;
    await migrateTo(database.db, BEFORE);
    indexesBefore = await indexDefinitions(database, INDEXES);
    const m = await createMerchant(database.db, {
      businessName: 'Times in ms',
      approved: true,
      locations: 1,
    });
    const location = m.locationIds[0]!;
    await db
      .insertInto('checkouts')
      .values({
        id: CHECKOUT,
        merchant_id: m.merchantId,
        location_id: location,
        origin: 'POS',
        currency: 'USD',
        is_partial: 0,
        completed: 1,
        gross_sales_amount: 1500,
        discount_amount: 0,
        net_sales_amount: 1500,
        inclusive_tax_amount: 0,
        additive_tax_amount: 0,
        created_at: T.created,
        received_at: T.received,
        updated_at: T.updated,
      })
      .execute();
    const payment = (id: string, position: number, approved: boolean) => ({
      id,
      merchant_id: m.merchantId,
      location_id: location,
      checkout_id: CHECKOUT,
      tender_position: position,
      status: approved ? 'APPROVED' : 'COMPLETED',
      source_type: 'CARD',
      tender_type: 'CREDIT_CARD',
      currency: 'USD',
      amount: 750,
      tip_amount: 0,
      total_amount: 750,
      processing_fee_amount: approved ? 0 : 25,
      refunded_amount: approved ? 0 : 100,
      refund_pending_amount: 0,
      card_brand: 'VISA',
      last_4: '1111',
      capture_deadline: approved ? T.deadline : null,
      completed_at: approved ? null : T.completed,
      created_at: T.created,
      updated_at: T.updated,
    });
    await db
      .insertInto('payments')
      .values([payment(COMPLETED, 0, false), payment(APPROVED, 1, true)])
      .execute();
    await db
      .insertInto('refunds')
      .values({
        id: REFUND,
        merchant_id: m.merchantId,
        location_id: location,
        payment_id: COMPLETED,
        checkout_id: CHECKOUT,
        source_type: 'CARD',
        status: 'COMPLETED',
        currency: 'USD',
        amount: 100,
        processing_fee_amount: 3,
        created_at: T.updated,
        updated_at: T.updated,
      })
      .execute();
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('converts every time of payments and checkouts to its exact millisecond', async () => {
    const ms = (iso: string) => Date.parse(iso);
    expect(await checkout()).toEqual({
      id: CHECKOUT,
      created_at: ms(T.created),
      received_at: ms(T.received),
      updated_at: ms(T.updated),
    });
    expect(await payments()).toEqual(
      [
        {
          id: COMPLETED,
          capture_deadline: null,
          completed_at: ms(T.completed),
          created_at: ms(T.created),
          updated_at: ms(T.updated),
        },
        {
          id: APPROVED,
          capture_deadline: ms(T.deadline),
          completed_at: null,
          created_at: ms(T.created),
          updated_at: ms(T.updated),
        },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  });

  it('keeps every index as it was, and the refund referring to its payment', async () => {
    expect(Object.keys(indexesBefore).sort()).toEqual([...INDEXES].sort());
    expect(await indexDefinitions(database, INDEXES)).toEqual(indexesBefore);
    const refund = await db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .select(['refunds.id', 'payments.created_at'])
      .executeTakeFirstOrThrow();
    expect(refund).toEqual({ id: REFUND, created_at: Date.parse(T.created) });
  });

  it('still refuses a payment of a checkout that does not exist', async () => {
    const [row] = await payments();
    await expect(
      db
        .insertInto('payments')
        .values({
          ...(await db
            .selectFrom('payments')
            .selectAll()
            .where('id', '=', row!.id as string)
            .executeTakeFirstOrThrow()),
          id: newId(),
          checkout_id: newId(),
          idempotency_key: null,
        })
        .execute(),
    ).rejects.toThrow();
  });

  it('can be undone, the times the same text again', async () => {
    await migrateTo(database.db, BEFORE);
    expect(await checkout()).toEqual({
      id: CHECKOUT,
      created_at: T.created,
      received_at: T.received,
      updated_at: T.updated,
    });
    const rows = await payments();
    expect(rows.find((r) => r.id === APPROVED)).toMatchObject({
      capture_deadline: T.deadline,
      completed_at: null,
      created_at: T.created,
      updated_at: T.updated,
    });
    expect(rows.find((r) => r.id === COMPLETED)).toMatchObject({
      capture_deadline: null,
      completed_at: T.completed,
    });
    expect(await indexDefinitions(database, INDEXES)).toEqual(indexesBefore);
    await migrateToLatest(database.db);
  });
});
