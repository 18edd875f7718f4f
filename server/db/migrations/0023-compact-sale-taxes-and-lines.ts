import { sql, type Kysely } from 'kysely';
import {
  compressItemizations,
  deviceOf,
  internDevice,
  itemizationsText,
  reinternSaleTaxes,
  type StoredItemizations,
} from '../itemizations';

/**
 * What a sale stores of what it was sold with, smaller (`db/itemizations.ts`):
 * - a sale's tax repeats on every sale its name, rate, inclusion type and fee id (about 55 of
 *   `checkouts.taxes`' 71 bytes in the demo seed); that is interned in `sale_items` like 0020's
 *   items, and the sale holds its key and amount, `[[key], amount]`;
 * - a sale's device (`device_id`, `device_name`: about 50 bytes, a few registers per location) is
 *   interned the same way, `checkouts.device` holding its key;
 * - `checkouts.itemizations` is stored deflated (raw, with a preset dictionary of JSON scaffolding
 *   only) behind a format byte, about 160 → 90 bytes; on PostgreSQL the column becomes bytea.
 * - on SQLite, `settlement_entries` is a WITHOUT ROWID table: its primary key (settlement, position)
 *   is then the table's own b-tree instead of a second index beside it (about 40 bytes a sale);
 *   its partial unique indexes carry that key instead of a rowid, about 25 bytes more.
 * Undone, the taxes and devices hold their values again (the entries stay, unreferenced) and the
 * lines are JSON text. Rewritten in batches through the module's code, the same on both engines.
 */
const BATCH = 500;

interface Row {
  id: string;
  merchant_id: string;
  taxes: string | null;
  itemizations: StoredItemizations | null;
}

/** The device columns before (`device_id`, `device_name`) or after (`device`) the migration. */
type Devices = { device_id: string | null; device_name: string | null } | { device: string | null };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) =>
  db.selectFrom('checkouts').select('id').where('id', '=', '').compile().sql.includes('$1');

async function rewrite<R extends Row>(
  db: AnyDb,
  devices: string[],
  change: (row: R) => Promise<Partial<Row> & Devices>,
): Promise<void> {
  const columns = ['taxes', 'itemizations', ...devices];
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('checkouts')
      .select(['id', 'merchant_id', ...columns])
      .where((eb) => eb.or(columns.map((c) => eb(c, 'is not', null))))
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as R[];
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

/**
 * SQLite: `settlement_entries` rebuilt with or without its rowid, from its own schema text, and its
 * indexes made again as they were.
 */
async function rebuildEntries(db: AnyDb, withoutRowid: boolean): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master
    where tbl_name = 'settlement_entries' and sql is not null`.execute(db);
  const table = rows.find((r) => r.type === 'table')!.sql;
  const definition = table.slice(table.indexOf('('), table.lastIndexOf(')') + 1);
  const options = withoutRowid ? ' without rowid' : '';
  await sql.raw(`create table "settlement_entries_next" ${definition}${options}`).execute(db);
  await sql`insert into settlement_entries_next select * from settlement_entries`.execute(db);
  await sql`drop table settlement_entries`.execute(db);
  await sql`alter table settlement_entries_next rename to settlement_entries`.execute(db);
  for (const index of rows.filter((r) => r.type === 'index')) await sql.raw(index.sql).execute(db);
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

type Before = Row & { device_id: string | null; device_name: string | null };
type After = Row & { device: string | null };

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table checkouts alter column itemizations type bytea using convert_to(itemizations, 'UTF8')`.execute(
      db,
    );
  }
  await db.schema.alterTable('checkouts').addColumn('device', 'varchar(16)').execute();
  const known = new Map<string, Map<string, string>>();
  await rewrite<Before>(db, ['device_id', 'device_name'], async (row) => {
    let stored = known.get(row.merchant_id);
    if (!stored) known.set(row.merchant_id, (stored = await entries(db, row.merchant_id)));
    const added = new Map<string, string>();
    const taxes = row.taxes === null ? null : reinternSaleTaxes(row.taxes, { intern: added });
    const device = internDevice({ id: row.device_id, name: row.device_name }, added);
    const fresh = [...added].filter(([key]) => !stored.has(key));
    if (fresh.length > 0) {
      await db
        .insertInto('sale_items')
        .values(fresh.map(([key, item]) => ({ merchant_id: row.merchant_id, key, item })))
        .execute();
      for (const [key, item] of fresh) stored.set(key, item);
    }
    return {
      taxes,
      itemizations: compressItemizations(itemizationsText(row.itemizations)),
      device,
    };
  });
  await db.schema.alterTable('checkouts').dropColumn('device_id').execute();
  await db.schema.alterTable('checkouts').dropColumn('device_name').execute();
  if (!isPostgres(db)) await rebuildEntries(db, true);
}

export async function down(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  if (!postgres) await rebuildEntries(db, false);
  await db.schema.alterTable('checkouts').addColumn('device_id', 'varchar(64)').execute();
  await db.schema.alterTable('checkouts').addColumn('device_name', 'varchar(255)').execute();
  const known = new Map<string, Map<string, string>>();
  await rewrite<After>(db, ['device'], async (row) => {
    let read = known.get(row.merchant_id);
    if (!read) known.set(row.merchant_id, (read = await entries(db, row.merchant_id)));
    const text = itemizationsText(row.itemizations);
    const device = deviceOf(row.device, read);
    return {
      taxes: row.taxes === null ? null : reinternSaleTaxes(row.taxes, { read }),
      // Still bytea on PostgreSQL until the column is turned back into text below.
      itemizations: text !== null && postgres ? Buffer.from(text, 'utf8') : text,
      device_id: device.id,
      device_name: device.name,
    };
  });
  await db.schema.alterTable('checkouts').dropColumn('device').execute();
  if (postgres) {
    await sql`alter table checkouts alter column itemizations type text using convert_from(itemizations, 'UTF8')`.execute(
      db,
    );
  }
}
