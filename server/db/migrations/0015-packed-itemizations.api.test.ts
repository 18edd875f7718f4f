/**
 * Migration 0015 on the engine under test: a sale's lines are packed against the sale (taxes by
 * index, money without its currency, item details without key names), read back exactly as they
 * were; what does not fit the packed forms stays as it was; undone, the column is 0014's again.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeItemizations } from '../itemizations';
import { saleItemsOf } from '../sale-items';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0014 schema is not the typed one
type AnyDb = Kysely<any>;

const T0 = '2026-01-01T00:00:00.000Z';
const SALE = '00000000-0000-4000-8000-000000000001';
const FEE = '00000000-0000-4000-8000-0000000000fe';
const usd = (amount: number) => ({ amount, currency_code: 'USD' });
const tax = (amount: number) => ({
  name: 'Sales tax',
  applied_money: usd(amount),
  rate: '0.08',
  inclusion_type: 'ADDITIVE',
  fee_id: FEE,
});
const TAXES = [tax(40)];
const DETAIL = {
  category_name: 'Coffee',
  sku: 'HV-1',
  item_id: '00000000-0000-4000-8000-00000000000a',
  item_variation_id: '00000000-0000-4000-8000-00000000000b',
};
/** Two lines as migration 0014 stores them: one in the packed forms' shapes, one not. */
const LINES = [
  [
    'Latte',
    '1',
    'ITEM',
    DETAIL,
    null,
    'Large',
    432,
    450,
    450,
    50,
    400,
    [tax(32)],
    [{ name: '10% off', applied_money: usd(-50), discount_id: 'DISC-10' }],
    [{ name: 'Oat milk', applied_money: usd(50), modifier_option_id: 'MOD-OAT' }],
  ],
  [
    'Muffin',
    '0.5',
    'ITEM',
    { sku: 'A-1', colour: 'blue' },
    'Warm',
    null,
    108,
    200,
    100,
    0,
    100,
    [{ name: 'Sales tax', applied_money: usd(8), rate: '0.09', inclusion_type: 'ADDITIVE' }],
    [{ name: 'Staff', applied_money: { amount: -1, currency_code: 'EUR' } }],
    null,
  ],
];
const STORED = JSON.stringify(LINES);

describe('migration 0015: itemizations packed against their sale', () => {
  let target: TestDatabase;
  let database: Database;
  let merchant = '';
  const column = async () =>
    (
      await (database.db as AnyDb)
        .selectFrom('checkouts')
        .select('itemizations')
        .where('id', '=', SALE)
        .executeTakeFirstOrThrow()
    ).itemizations as string;

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateTo(database.db, '0014-itemizations-in-checkouts');
    const { merchantId, locationIds } = await createMerchant(database.db, {
      businessName: 'Packed',
      approved: true,
      locations: 1,
    });
    merchant = merchantId;
    await (database.db as AnyDb)
      .insertInto('checkouts')
      .values({
        id: SALE,
        merchant_id: merchantId,
        location_id: locationIds[0]!,
        origin: 'POS',
        currency: 'USD',
        is_partial: 0,
        completed: 1,
        gross_sales_amount: 550,
        discount_amount: 50,
        net_sales_amount: 500,
        inclusive_tax_amount: 0,
        additive_tax_amount: 40,
        taxes: JSON.stringify(TAXES),
        itemizations: STORED,
        created_at: T0,
        received_at: T0,
        updated_at: T0,
      })
      .execute();
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('packs what repeats the sale and reads every line back as it was', async () => {
    const packed = await column();
    expect(packed.length).toBeLessThan(STORED.length * 0.7);
    expect(packed).not.toContain(FEE);
    const lines = decodeItemizations(
      packed,
      { currency: 'USD', taxes: JSON.stringify(TAXES) },
      await saleItemsOf(database.db, merchant, [packed]),
    );
    expect(
      lines.map((l) => [
        l.name,
        l.quantity,
        l.itemization_type,
        l.item_detail,
        l.notes,
        l.item_variation_name,
        Number(l.total_amount),
        Number(l.single_quantity_amount),
        Number(l.gross_sales_amount),
        Number(l.discount_amount),
        Number(l.net_sales_amount),
        l.taxes,
        l.discounts,
        l.modifiers,
      ]),
    ).toEqual(LINES.map((l) => [...l.slice(0, 13), l[13] ?? []]));
  });

  it('can be undone, the column as 0014 wrote it', async () => {
    await migrateTo(database.db, '0014-itemizations-in-checkouts');
    expect(await column()).toBe(STORED);
    await migrateToLatest(database.db);
  });
});
