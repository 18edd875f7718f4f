/**
 * Migration 0023 on the engine under test: a sale's packed taxes and its device are interned in
 * `sale_items` (one entry for the sales of a tax or device) and its lines stored deflated, all read
 * back exactly as they were (a tax or a line in an older form too); undone, the columns are as they
 * were.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeItemizations,
  decodeSaleTaxes,
  deviceOf,
  encodeItemizations,
  encodeSaleTaxes,
  type ItemizationLine,
} from '../itemizations';
import { saleItemsOf } from '../sale-items';
import { newId } from '../../lib/ids';
import { createMerchant } from '../../testing/merchants';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0022 schema is not the typed one
type AnyDb = Kysely<any>;

const BEFORE = '0022-payment-times-as-ms';
/** Checkouts' times are milliseconds from 0022. */
const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const FEE = '7966ae2f-ebfb-4161-83ca-60e8ab04eee1';
const tax = (amount: number, extra: object = { fee_id: FEE }) => ({
  name: 'State sales tax',
  applied_money: { amount, currency_code: 'USD' },
  rate: '0.0825',
  inclusion_type: 'INCLUSIVE',
  ...extra,
});
const line = (name: string, amount: number, taxed: number) =>
  ({
    name,
    quantity: '1',
    itemization_type: 'ITEM',
    item_detail: JSON.stringify({
      category_name: 'Coffee',
      sku: `HV-${name}`,
      item_id: 'e78519b3-5b1b-42ee-b08d-d8b9a253d300',
      item_variation_id: 'dd705b1f-caa3-4057-8ea2-fca7c0ccc327',
    }),
    notes: null,
    item_variation_name: 'Large',
    total_amount: amount,
    single_quantity_amount: amount,
    gross_sales_amount: amount,
    discount_amount: 0,
    net_sales_amount: amount,
    taxes: JSON.stringify([tax(taxed)]),
    discounts: null,
    modifiers: null,
  }) satisfies ItemizationLine;

const REGISTER = {
  device_id: 'b45e4ab0-63d0-435a-9354-cec028c354bb',
  device_name: 'Front counter',
};

/** A sale as 0018 and 0020 store it: its taxes packed, its lines' items in `sale_items`. */
function sale(taxes: object[], lines: ItemizationLine[], items: Map<string, string>) {
  const text = JSON.stringify(taxes);
  return {
    taxes: encodeSaleTaxes(text, 'USD'),
    itemizations: encodeItemizations(lines, { currency: 'USD', taxes: text }, items),
    ...REGISTER,
  };
}

describe('migration 0023: sale taxes and devices interned, lines deflated', () => {
  let target: TestDatabase;
  let database: Database;
  let merchant = '';
  const before = new Map<string, string>();
  const SALES = [
    sale([tax(41)], [line('Latte', 500, 41)], before),
    sale([tax(66)], [line('Latte', 500, 41), line('Muffin', 300, 25)], before),
    // A tax whose fee id is no UUID stays as it is; so do lines in 0014's wide form.
    {
      taxes: encodeSaleTaxes(JSON.stringify([tax(3, { fee_id: 'FEE-1' })]), 'USD'),
      itemizations: JSON.stringify([
        ['Tea', '1', 'ITEM', { sku: 'T-1' }, null, null, 0, 0, 0, 0, 0, null, null, null],
      ]),
      device_id: null,
      device_name: 'Kiosk',
    },
    { taxes: null, itemizations: null, device_id: null, device_name: null },
  ];
  const ids = SALES.map(() => newId());
  const columns = async (devices: string[]) => {
    const rows = (await (database.db as AnyDb)
      .selectFrom('checkouts')
      .select(['id', 'taxes', 'itemizations', ...devices])
      .where('id', 'in', ids)
      .execute()) as Array<Record<string, unknown>>;
    return ids.map((id) => {
      const { id: _, ...row } = rows.find((r) => r.id === id)!;
      return row;
    });
  };

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateTo(database.db, BEFORE);
    const { merchantId, locationIds } = await createMerchant(database.db, {
      businessName: 'Compact sales',
      approved: true,
      locations: 1,
    });
    merchant = merchantId;
    await (database.db as AnyDb)
      .insertInto('sale_items')
      .values([...before].map(([key, item]) => ({ merchant_id: merchantId, key, item })))
      .execute();
    await (database.db as AnyDb)
      .insertInto('checkouts')
      .values(
        SALES.map((s, i) => ({
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
          ...s,
          created_at: T0,
          received_at: T0,
          updated_at: T0,
        })),
      )
      .execute();
    await migrateToLatest(database.db);
  });

  /** SQLite: the entries table's definition and its indexes' names. */
  const entriesSchema = async () =>
    (
      await sql<{ name: string; sql: string }>`
        select name, sql from sqlite_master
        where tbl_name = 'settlement_entries' and sql is not null order by name`.execute(
        database.db,
      )
    ).rows;

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('stores each tax and device once, the lines deflated, and reads every sale back as it was', async () => {
    const stored = (await columns(['device'])) as Array<{
      taxes: string | null;
      itemizations: unknown;
      device: string | null;
    }>;
    const entries = await database.db
      .selectFrom('sale_items')
      .select(['merchant_id', 'key', 'item'])
      .execute();
    const added = entries.filter((e) => !before.has(e.key));
    expect(added.map((e) => [e.merchant_id, JSON.parse(e.item) as unknown]).sort()).toEqual([
      [merchant, [null, 'Kiosk']],
      [merchant, ['State sales tax', '0.0825', 'INCLUSIVE', expect.any(String)]],
      [merchant, [REGISTER.device_id, REGISTER.device_name]],
    ]);
    expect(stored[0]!.device).toBe(stored[1]!.device);
    for (const [i, { taxes, itemizations, device }] of stored.entries()) {
      const was = SALES[i]!;
      if (was.taxes === null) {
        expect([taxes, itemizations, device]).toEqual([null, null, null]);
        continue;
      }
      const entry = await saleItemsOf(database.db, merchant, [], [device]);
      expect(deviceOf(device, entry)).toEqual({ id: was.device_id, name: was.device_name });
      expect(itemizations).toBeInstanceOf(Uint8Array);
      const bytes = itemizations as Uint8Array;
      expect(bytes.length).toBeLessThan(was.itemizations!.length);
      const items = await saleItemsOf(database.db, merchant, [bytes, taxes]);
      expect(decodeSaleTaxes(taxes, 'USD', items)).toEqual(decodeSaleTaxes(was.taxes, 'USD'));
      expect(decodeItemizations(bytes, { currency: 'USD', taxes }, items)).toEqual(
        decodeItemizations(was.itemizations, { currency: 'USD', taxes: was.taxes }, before),
      );
    }
    expect(stored[0]!.taxes).not.toContain('State sales tax');
    expect(stored[0]!.taxes!.length).toBeLessThan(SALES[0]!.taxes!.length - 40);
    expect(stored[2]!.taxes).toBe(SALES[2]!.taxes);
  });

  it.runIf(testEngine() === 'sqlite')(
    'keeps the settlement entries without rowid on SQLite, their unique indexes the same',
    async () => {
      const [table, ...indexes] = await entriesSchema();
      expect(table!.sql).toMatch(/\) without rowid$/);
      await migrateTo(database.db, BEFORE);
      const [tableBefore, ...indexesBefore] = await entriesSchema();
      expect(tableBefore!.sql).not.toMatch(/without rowid/);
      expect(indexes).toEqual(indexesBefore);
      expect(indexes.map((i) => i.name)).toEqual([
        'settlement_entries_adjustment_once',
        'settlement_entries_charge_once',
        'settlement_entries_refund_once',
      ]);
      await migrateToLatest(database.db);
    },
  );

  it('can be undone, the columns as they were', async () => {
    await migrateTo(database.db, BEFORE);
    expect(await columns(['device_id', 'device_name'])).toEqual(SALES);
    await migrateToLatest(database.db);
  });
});
