import type { Kysely } from 'kysely';
import { reinternItemizations } from '../itemizations';

/**
 * A sale's lines repeat, on every sale of an item, what names it: its name, type, category, SKU,
 * catalog ids and variation name, about 100 of a line's 150 bytes. `sale_items` holds that once
 * per merchant and item, keyed by its digest, and each line its 16-character key instead
 * (`db/itemizations.ts`); entries are only ever inserted, so reading them needs no invalidation.
 * Undone, every line holds its item's values again and the table is dropped. Rewritten in batches
 * through the module's code, the same on both engines.
 */
const BATCH = 500;

interface Row {
  id: string;
  merchant_id: string;
  itemizations: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
type AnyDb = Kysely<any>;

async function rewrite(db: AnyDb, change: (row: Row) => Promise<string>): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('checkouts')
      .select(['id', 'merchant_id', 'itemizations'])
      .where('itemizations', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Row[];
    for (const row of rows) {
      const itemizations = await change(row);
      if (itemizations === row.itemizations) continue;
      await db.updateTable('checkouts').set({ itemizations }).where('id', '=', row.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** A merchant's entries, all of them (one per item it sells). */
async function entries(db: AnyDb, merchantId: string): Promise<Map<string, string>> {
  const rows = (await db
    .selectFrom('sale_items')
    .select(['key', 'item'])
    .where('merchant_id', '=', merchantId)
    .execute()) as Array<{ key: string; item: string }>;
  return new Map(rows.map((r) => [r.key, r.item]));
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sale_items')
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('key', 'varchar(16)', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sale_items_pkey', ['merchant_id', 'key'])
    .execute();
  const known = new Map<string, Map<string, string>>();
  await rewrite(db, async (row) => {
    let stored = known.get(row.merchant_id);
    if (!stored) known.set(row.merchant_id, (stored = await entries(db, row.merchant_id)));
    const added = new Map<string, string>();
    const itemizations = reinternItemizations(row.itemizations, { intern: added });
    const fresh = [...added].filter(([key]) => !stored.has(key));
    if (fresh.length > 0) {
      await db
        .insertInto('sale_items')
        .values(fresh.map(([key, item]) => ({ merchant_id: row.merchant_id, key, item })))
        .execute();
      for (const [key, item] of fresh) stored.set(key, item);
    }
    return itemizations;
  });
}

export async function down(db: AnyDb): Promise<void> {
  const known = new Map<string, Map<string, string>>();
  await rewrite(db, async (row) => {
    let read = known.get(row.merchant_id);
    if (!read) known.set(row.merchant_id, (read = await entries(db, row.merchant_id)));
    return reinternItemizations(row.itemizations, { read });
  });
  await db.schema.dropTable('sale_items').execute();
}
