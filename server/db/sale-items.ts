/**
 * A merchant's `sale_items` (migration 0020): what names an item on its sales' lines, stored once
 * and referred to by key from `checkouts.itemizations`, and since migration 0023 what names a tax
 * on its sales and a sale's device, referred to from `checkouts.taxes` and `checkouts.device`
 * (`db/itemizations.ts`). Entries are only
 * ever inserted (a key is its entry's digest), so no reader can see one change.
 */
import type { Kysely } from 'kysely';
import { itemKeys, type SaleItems, type StoredItemizations } from './itemizations';
import type { DB } from './schema';

/**
 * The entries `columns` refer to and those of `devices` (`checkouts.device`), in one query (none if
 * they refer to none).
 */
export async function saleItemsOf(
  db: Kysely<DB>,
  merchantId: string,
  columns: ReadonlyArray<StoredItemizations | null>,
  devices: ReadonlyArray<string | null> = [],
): Promise<SaleItems> {
  const keys = [...new Set([...columns.flatMap(itemKeys), ...devices.filter((d) => d !== null)])];
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('sale_items')
    .select(['key', 'item'])
    .where('merchant_id', '=', merchantId)
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, r.item]));
}

/** Stores `items` for `merchantId`; one already there is the same entry and stays. */
export async function storeSaleItems(
  db: Kysely<DB>,
  merchantId: string,
  items: ReadonlyMap<string, string>,
): Promise<void> {
  if (items.size === 0) return;
  await db
    .insertInto('sale_items')
    .values([...items].map(([key, item]) => ({ merchant_id: merchantId, key, item })))
    .onConflict((oc) => oc.columns(['merchant_id', 'key']).doNothing())
    .execute();
}
