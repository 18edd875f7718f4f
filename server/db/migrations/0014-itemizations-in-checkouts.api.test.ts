/**
 * Migration 0014 on the engine under test: a sale's itemization rows become its checkout's JSON
 * column, in position order, nested lists parsed, nothing lost; a sale without lines keeps null.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeItemizations } from '../itemizations';
import { saleItemsOf } from '../sale-items';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0013 schema is not the typed one
type AnyDb = Kysely<any>;

const T0 = '2026-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [SOLD, PARTIAL] = [id(1), id(2)];
const TAX = [{ name: 'Tax', applied_money: { amount: 8, currency_code: 'USD' }, rate: '0.08' }];

describe('migration 0014: itemizations in their checkout', () => {
  let target: TestDatabase;
  let database: Database;
  let merchant = '';

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateTo(database.db, '0013-unused-indexes');
    const { merchantId, locationIds } = await createMerchant(database.db, {
      businessName: 'Lines',
      approved: true,
      locations: 1,
    });
    merchant = merchantId;
    const db = database.db as AnyDb;
    const checkout = (checkoutId: string, partial: number) => ({
      id: checkoutId,
      merchant_id: merchantId,
      location_id: locationIds[0]!,
      origin: 'POS',
      currency: 'USD',
      is_partial: partial,
      completed: 1,
      gross_sales_amount: 300,
      discount_amount: 0,
      net_sales_amount: 300,
      inclusive_tax_amount: 0,
      additive_tax_amount: 8,
      taxes: JSON.stringify(TAX),
      created_at: T0,
      received_at: T0,
      updated_at: T0,
    });
    await db
      .insertInto('checkouts')
      .values([checkout(SOLD, 0), checkout(PARTIAL, 1)])
      .execute();
    const line = (n: number, position: number, name: string) => ({
      id: id(n),
      merchant_id: merchantId,
      checkout_id: SOLD,
      position,
      name,
      quantity: position === 0 ? '1' : '0.5',
      itemization_type: 'ITEM',
      item_detail: position === 0 ? JSON.stringify({ sku: 'A-1' }) : null,
      notes: position === 0 ? null : 'No foam',
      item_variation_name: position === 0 ? 'Small' : null,
      total_amount: 100 * (position + 1),
      single_quantity_amount: 100,
      gross_sales_amount: 100 * (position + 1),
      discount_amount: 0,
      net_sales_amount: 100 * (position + 1),
      taxes: JSON.stringify(TAX),
      discounts: null,
      modifiers: position === 0 ? null : JSON.stringify([{ name: 'Oat milk' }]),
    });
    // Written out of order: the column holds them by position.
    await db
      .insertInto('checkout_itemizations')
      .values([line(11, 1, 'Latte'), line(12, 0, 'Muffin')])
      .execute();
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('moves each sale its lines, in order, and drops the table', async () => {
    const rows = await database.db
      .selectFrom('checkouts')
      .select(['id', 'itemizations'])
      .orderBy('id')
      .execute();
    expect(rows.find((r) => r.id === PARTIAL)?.itemizations).toBeNull();
    const sold = rows.find((r) => r.id === SOLD)!.itemizations;
    const lines = decodeItemizations(
      sold,
      { currency: 'USD', taxes: JSON.stringify(TAX) },
      await saleItemsOf(database.db, merchant, [sold]),
    );
    expect(lines.map((l) => ({ ...l, total_amount: Number(l.total_amount) }))).toEqual([
      {
        name: 'Muffin',
        quantity: '1',
        itemization_type: 'ITEM',
        item_detail: { sku: 'A-1' },
        notes: null,
        item_variation_name: 'Small',
        total_amount: 100,
        single_quantity_amount: 100,
        gross_sales_amount: 100,
        discount_amount: 0,
        net_sales_amount: 100,
        taxes: TAX,
        discounts: [],
        modifiers: [],
      },
      {
        name: 'Latte',
        quantity: '0.5',
        itemization_type: 'ITEM',
        item_detail: null,
        notes: 'No foam',
        item_variation_name: null,
        total_amount: 200,
        single_quantity_amount: 100,
        gross_sales_amount: 200,
        discount_amount: 0,
        net_sales_amount: 200,
        taxes: TAX,
        discounts: [],
        modifiers: [{ name: 'Oat milk' }],
      },
    ]);
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('checkout_itemizations');
  });

  it('can be undone, the lines back in rows', async () => {
    await migrateTo(database.db, '0013-unused-indexes');
    const lines = await (database.db as AnyDb)
      .selectFrom('checkout_itemizations')
      .select(['checkout_id', 'position', 'name', 'item_detail', 'modifiers', 'total_amount'])
      .orderBy('position')
      .execute();
    expect(lines.map((l) => ({ ...l, total_amount: Number(l.total_amount) }))).toEqual([
      {
        checkout_id: SOLD,
        position: 0,
        name: 'Muffin',
        item_detail: JSON.stringify({ sku: 'A-1' }),
        modifiers: null,
        total_amount: 100,
      },
      {
        checkout_id: SOLD,
        position: 1,
        name: 'Latte',
        item_detail: null,
        modifiers: JSON.stringify([{ name: 'Oat milk' }]),
        total_amount: 200,
      },
    ]);
    await migrateToLatest(database.db);
  });
});
