/**
 * Migration 0018 on the engine under test: a sale's taxes are packed positionally in its currency
 * and the UUIDs of its item details and tax fees stored compactly, all read back exactly as they
 * were (the lines' taxes still resolving against the sale's); a tax that does not fit the packed
 * form stays as it was; undone, the taxes are as written and the lines as 0015 packed them.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeItemizations, decodeSaleTaxes, repackItemizations } from '../itemizations';
import { saleItemsOf } from '../sale-items';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0017 schema is not the typed one
type AnyDb = Kysely<any>;

const T0 = '2026-01-01T00:00:00.000Z';
const SALE = '00000000-0000-4000-8000-000000000001';
const FEE = '7966ae2f-ebfb-4161-83ca-60e8ab04eee1';
const usd = (amount: number) => ({ amount, currency_code: 'USD' });
const salesTax = (amount: number) => ({
  name: 'Sales tax',
  applied_money: usd(amount),
  rate: '0.08',
  inclusion_type: 'ADDITIVE',
  fee_id: FEE,
});
const cityTax = (amount: number) => ({
  name: 'City tax',
  applied_money: usd(amount),
  rate: '0.01',
  inclusion_type: 'INCLUSIVE',
});
const TAXES = [
  salesTax(40),
  cityTax(5),
  // Not the sale's currency, and a fee id that is no UUID: both kept as they are.
  {
    name: 'Odd',
    applied_money: { amount: 1, currency_code: 'EUR' },
    rate: '0',
    inclusion_type: 'ADDITIVE',
  },
  { ...cityTax(0), fee_id: 'FEE-1' },
];
const STORED_TAXES = JSON.stringify(TAXES);
const DETAIL = {
  category_name: 'Coffee',
  sku: 'HV-3005-1',
  item_id: 'e78519b3-5b1b-42ee-b08d-d8b9a253d300',
  item_variation_id: 'dd705b1f-caa3-4057-8ea2-fca7c0ccc327',
};
/** Two lines as migration 0014 stored them: one with UUID ids, one with others. */
const LINES = [
  [
    'Latte',
    '1',
    'ITEM',
    DETAIL,
    null,
    'Large',
    540,
    500,
    500,
    0,
    500,
    [salesTax(40), cityTax(5)],
    null,
    null,
  ],
  [
    'Muffin',
    '1',
    'ITEM',
    { ...DETAIL, item_id: 'ITEM-7' },
    null,
    null,
    0,
    0,
    0,
    0,
    0,
    null,
    null,
    null,
  ],
];
const SALE_OF_LINES = { currency: 'USD', taxes: STORED_TAXES };
/** The lines as 0015 packed them. */
const PACKED_0015 = repackItemizations(JSON.stringify(LINES), SALE_OF_LINES, true, false);

describe('migration 0018: sale taxes and item ids packed', () => {
  let target: TestDatabase;
  let database: Database;
  let merchant = '';
  const row = async () =>
    (await database.db
      .selectFrom('checkouts')
      .select(['taxes', 'itemizations'])
      .where('id', '=', SALE)
      .executeTakeFirstOrThrow()) as { taxes: string; itemizations: string };

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateTo(database.db, '0017-narrower-ledger-indexes');
    const { merchantId, locationIds } = await createMerchant(database.db, {
      businessName: 'Packed taxes',
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
        gross_sales_amount: 500,
        discount_amount: 0,
        net_sales_amount: 500,
        inclusive_tax_amount: 5,
        additive_tax_amount: 40,
        taxes: STORED_TAXES,
        itemizations: PACKED_0015,
        created_at: T0,
        received_at: T0,
        updated_at: T0,
      })
      .execute();
    // Up to this migration: 0023 stores both columns in another form again.
    await migrateTo(database.db, '0018-packed-taxes-and-ids');
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('packs the taxes and ids and reads them and the lines back as they were', async () => {
    const { taxes, itemizations } = await row();
    expect(taxes.length).toBeLessThan(STORED_TAXES.length * 0.8);
    expect(taxes).not.toContain(FEE);
    expect(taxes).toContain('FEE-1');
    expect(decodeSaleTaxes(taxes, 'USD')).toEqual(TAXES);
    expect(itemizations.length).toBeLessThan(PACKED_0015.length - 25);
    expect(itemizations).not.toContain(DETAIL.item_id);
    const lines = decodeItemizations(
      itemizations,
      { currency: 'USD', taxes },
      await saleItemsOf(database.db, merchant, [itemizations]),
    );
    expect(lines.map((l) => [l.item_detail, l.taxes])).toEqual([
      [DETAIL, [salesTax(40), cityTax(5)]],
      [{ ...DETAIL, item_id: 'ITEM-7' }, []],
    ]);
  });

  it('can be undone, the taxes as written and the lines as 0015 packed them', async () => {
    await migrateTo(database.db, '0017-narrower-ledger-indexes');
    expect(await row()).toEqual({ taxes: STORED_TAXES, itemizations: PACKED_0015 });
    await migrateToLatest(database.db);
  });
});
