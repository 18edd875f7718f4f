import { sql, type Kysely } from 'kysely';
import {
  compressItemizations,
  itemizationsText,
  reinternSaleTaxes,
  type StoredItemizations,
} from '../itemizations';

/**
 * What a sale stores of what it was sold with, smaller (`db/itemizations.ts`):
 * - a sale's tax repeats on every sale its name, rate, inclusion type and fee id (about 55 of
 *   `checkouts.taxes`' 71 bytes in the demo seed); that is interned in `sale_items` like 0020's
 *   items, and the sale holds its key and amount, `[[key], amount]`;
 * - `checkouts.itemizations` is stored deflated (raw, with a preset dictionary of JSON scaffolding
 *   only) behind a format byte, about 160 → 90 bytes; on PostgreSQL the column becomes bytea.
 * Undone, the taxes hold their values again and the lines are JSON text. Rewritten in batches
 * through the module's code, the same on both engines.
 */
const BATCH = 500;

interface Row {
  id: string;
  merchant_id: string;
  taxes: string | null;
  itemizations: StoredItemizations | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) =>
  db.selectFrom('checkouts').select('id').where('id', '=', '').compile().sql.includes('$1');

async function rewrite(
  db: AnyDb,
  change: (row: Row) => Promise<Pick<Row, 'taxes' | 'itemizations'>>,
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('checkouts')
      .select(['id', 'merchant_id', 'taxes', 'itemizations'])
      .where((eb) => eb.or([eb('taxes', 'is not', null), eb('itemizations', 'is not', null)]))
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Row[];
    for (const row of rows) {
      await db
        .updateTable('checkouts')
        .set(await change(row))
        .where('id', '=', row.id)
        .execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** A merchant's entries, all of them (one per item and tax it sells). */
async function entries(db: AnyDb, merchantId: string): Promise<Map<string, string>> {
  const rows = (await db
    .selectFrom('sale_items')
    .select(['key', 'item'])
    .where('merchant_id', '=', merchantId)
    .execute()) as Array<{ key: string; item: string }>;
  return new Map(rows.map((r) => [r.key, r.item]));
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table checkouts alter column itemizations type bytea using convert_to(itemizations, 'UTF8')`.execute(
      db,
    );
  }
  const known = new Map<string, Map<string, string>>();
  await rewrite(db, async (row) => {
    let stored = known.get(row.merchant_id);
    if (!stored) known.set(row.merchant_id, (stored = await entries(db, row.merchant_id)));
    const added = new Map<string, string>();
    const taxes = row.taxes === null ? null : reinternSaleTaxes(row.taxes, { intern: added });
    const fresh = [...added].filter(([key]) => !stored.has(key));
    if (fresh.length > 0) {
      await db
        .insertInto('sale_items')
        .values(fresh.map(([key, item]) => ({ merchant_id: row.merchant_id, key, item })))
        .execute();
      for (const [key, item] of fresh) stored.set(key, item);
    }
    return { taxes, itemizations: compressItemizations(itemizationsText(row.itemizations)) };
  });
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  const known = new Map<string, Map<string, string>>();
  await rewrite(db, async (row) => {
    let read = known.get(row.merchant_id);
    if (!read) known.set(row.merchant_id, (read = await entries(db, row.merchant_id)));
    const text = itemizationsText(row.itemizations);
    return {
      taxes: row.taxes === null ? null : reinternSaleTaxes(row.taxes, { read }),
      // Still bytea on PostgreSQL until the column is turned back into text below.
      itemizations: text !== null && postgres ? Buffer.from(text, 'utf8') : text,
    };
  });
  if (postgres) {
    await sql`alter table checkouts alter column itemizations type text using convert_from(itemizations, 'UTF8')`.execute(
      db,
    );
  }
}
