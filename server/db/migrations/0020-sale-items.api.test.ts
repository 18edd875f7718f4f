/**
 * Migration 0020 on the engine under test: what names a line's item is stored once per merchant
 * and item in `sale_items`, the lines hold its key and read back exactly as they were (a line in
 * an older form too); undone, the columns are as they were and the table is gone.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeItemizations, encodeItemizations, type ItemizationLine } from '../itemizations';
import { saleItemsOf } from '../sale-items';
import { newId } from '../../lib/ids';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0019 schema is not the typed one
type AnyDb = Kysely<any>;

const BEFORE = '0019-settlement-entries-by-position';
const T0 = '2026-01-01T00:00:00.000Z';
const TAXES = JSON.stringify([
  {
    name: 'Sales tax',
    applied_money: { amount: 80, currency_code: 'USD' },
    rate: '0.08',
    inclusion_type: 'ADDITIVE',
  },
]);
const SALE = { currency: 'USD', taxes: TAXES };
const line = (name: string, quantity: string, amount: number, notes: string | null = null) =>
  ({
    name,
    quantity,
    itemization_type: 'ITEM',
    item_detail: JSON.stringify({
      category_name: 'Coffee',
      sku: `HV-${name}`,
      item_id: '7966ae2f-ebfb-4161-83ca-60e8ab04eee1',
      item_variation_id: 'dd705b1f-caa3-4057-8ea2-fca7c0ccc327',
    }),
    notes,
    item_variation_name: 'Large',
    total_amount: amount + 40,
    single_quantity_amount: amount,
    gross_sales_amount: amount,
    discount_amount: 0,
    net_sales_amount: amount,
    taxes: JSON.stringify([
      {
        name: 'Sales tax',
        applied_money: { amount: 40, currency_code: 'USD' },
        rate: '0.08',
        inclusion_type: 'ADDITIVE',
      },
    ]),
    discounts: null,
    modifiers: JSON.stringify([
      { name: 'Oat milk', applied_money: { amount: 0, currency_code: 'USD' } },
    ]),
  }) satisfies ItemizationLine;

/** Three sales as 0019 stores them: two sell a latte, one line is in 0014's wide form. */
const SALES = [
  encodeItemizations([line('Latte', '1', 500), line('Muffin', '2', 500, 'Warm')], SALE)!,
  encodeItemizations([line('Latte', '0.5', 250)], SALE)!,
  JSON.stringify([
    [
      'Tea',
      '1',
      'ITEM',
      { sku: 'T-1', colour: 'green' },
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
  ]),
];

describe('migration 0020: sale items stored once', () => {
  let target: TestDatabase;
  let database: Database;
  let merchant = '';
  const ids = SALES.map(() => newId());
  const columns = async () => {
    const rows = (await (database.db as AnyDb)
      .selectFrom('checkouts')
      .select(['id', 'itemizations'])
      .where('id', 'in', ids)
      .execute()) as Array<{ id: string; itemizations: string }>;
    return ids.map((id) => rows.find((r) => r.id === id)!.itemizations);
  };

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateTo(database.db, BEFORE);
    const { merchantId, locationIds } = await createMerchant(database.db, {
      businessName: 'Sale items',
      approved: true,
      locations: 1,
    });
    merchant = merchantId;
    await (database.db as AnyDb)
      .insertInto('checkouts')
      .values(
        SALES.map((itemizations, i) => ({
          id: ids[i],
          merchant_id: merchantId,
          location_id: locationIds[0]!,
          origin: 'POS',
          currency: 'USD',
          is_partial: 0,
          completed: 1,
          gross_sales_amount: 0,
          discount_amount: 0,
          net_sales_amount: 0,
          inclusive_tax_amount: 0,
          additive_tax_amount: 0,
          taxes: TAXES,
          itemizations,
          created_at: T0,
          received_at: T0,
          updated_at: T0,
        })),
      )
      .execute();
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('stores each item once and reads every line back as it was', async () => {
    const stored = await columns();
    const entries = await database.db
      .selectFrom('sale_items')
      .select(['merchant_id', 'item'])
      .execute();
    expect(entries.map((e) => e.merchant_id)).toEqual([merchant, merchant, merchant]);
    expect(entries.map((e) => (JSON.parse(e.item) as string[])[0]).sort()).toEqual([
      'Latte',
      'Muffin',
      'Tea',
    ]);
    for (const [i, column] of stored.entries()) {
      expect(column.length).toBeLessThan(SALES[i]!.length);
      expect(column).not.toContain('Coffee');
      expect(column).not.toContain('Latte');
      const items = await saleItemsOf(database.db, merchant, [column]);
      expect(decodeItemizations(column, SALE, items)).toEqual(decodeItemizations(SALES[i]!, SALE));
    }
    expect(stored[1]!.length).toBeLessThan(SALES[1]!.length - 50);
  });

  it('can be undone, the columns as they were and the table gone', async () => {
    await migrateTo(database.db, BEFORE);
    expect(await columns()).toEqual(SALES);
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('sale_items');
    await migrateToLatest(database.db);
  });
});
