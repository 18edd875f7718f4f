import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The rows of a shift's or a drawer shift's history (`shift_events`, `shift_breaks`,
 * `cash_drawer_events`) stop carrying `merchant_id`: their parent (`shifts`, `cash_drawer_shifts`)
 * holds the merchant, every read reaches them through parents already scoped to it or joins the
 * parent and scopes that, and they are looked up by their `shift_id` indexes. That is a UUID, about
 * 37 bytes, in each of about a million rows at the bench seed (some 37 bytes per sale).
 * PostgreSQL drops the column. SQLite cannot drop a column in a foreign key, so each table is
 * rebuilt from its own stored definition without it (every other column, constraint and index as
 * it was), with foreign keys off for the swap and the tables' foreign keys checked before it
 * commits, as 0022 does. Undone, the column is back where it was, filled from the parent.
 */
const CHILDREN: ReadonlyArray<readonly [child: string, parent: string]> = [
  ['shift_events', 'shifts'],
  ['shift_breaks', 'shifts'],
  ['cash_drawer_events', 'cash_drawer_shifts'],
];

/** The column as 0002, 0005 and 0006 declared it, after the `id` that comes first. */
const ID = '"id" varchar(36) primary key, ';
const MERCHANT = '"merchant_id" varchar(36) not null references "merchants" ("id"), ';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
type AnyDb = Kysely<any>;

async function dropPostgres(db: AnyDb): Promise<void> {
  for (const [child] of CHILDREN) {
    await db.schema.alterTable(child).dropColumn('merchant_id').execute();
  }
}

async function restorePostgres(db: AnyDb): Promise<void> {
  for (const [child, parent] of CHILDREN) {
    await db.schema
      .alterTable(child)
      .addColumn('merchant_id', 'varchar(36)', (c) => c.references('merchants.id'))
      .execute();
    await sql`update ${sql.table(child)} as c set merchant_id = p.merchant_id
      from ${sql.table(parent)} as p where p.id = c.shift_id`.execute(db);
    await db.schema
      .alterTable(child)
      .alterColumn('merchant_id', (c) => c.setNotNull())
      .execute();
  }
}

/** `definition` (a `create table` as SQLite stores it) renamed, with or without the column. */
function redefined(definition: string, table: string, next: string, withMerchant: boolean): string {
  const head = new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?"?${table}"? \\(`, 'i');
  if (!head.test(definition)) throw new Error(`0024: ${definition}`);
  const out = definition.replace(head, `CREATE TABLE "${next}" (`);
  const [from, to] = withMerchant ? [ID, ID + MERCHANT] : [ID + MERCHANT, ID];
  if (out.split(from).length !== 2 || (withMerchant && out.includes(MERCHANT))) {
    throw new Error(`0024: ${table} is not as expected: ${definition}`);
  }
  return out.replace(from, to);
}

async function rebuildSqliteTable(
  db: AnyDb,
  table: string,
  parent: string,
  withMerchant: boolean,
): Promise<void> {
  const next = `${table}_next`;
  const { rows: objects } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} order by type desc, name`.execute(
    db,
  );
  const definition = objects.find((o) => o.type === 'table')?.sql;
  if (!definition) throw new Error(`0024: no table ${table}`);
  // Indexes the table declares itself (its primary key's, a unique constraint's) have no sql and
  // come back with it.
  const indexes = objects.flatMap((o) => (o.type === 'index' && o.sql ? [o.sql] : []));
  const { rows: info } = await sql<{ name: string }>`
    select name from pragma_table_info(${table}) order by cid`.execute(db);
  const kept = info.map((c) => c.name).filter((name) => name !== 'merchant_id');
  const columns = withMerchant ? ['id', 'merchant_id', ...kept.slice(1)] : kept;
  if (kept[0] !== 'id') throw new Error(`0024: ${table} does not start with id`);
  const values = columns.map((name) =>
    name === 'merchant_id'
      ? sql`(select p.merchant_id from ${sql.table(parent)} as p where p.id = c.shift_id)`
      : sql.ref(`c.${name}`),
  );
  await sql.raw(redefined(definition, table, next, withMerchant)).execute(db);
  await sql`insert into ${sql.table(next)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(values)} from ${sql.table(table)} as c`.execute(db);
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

async function rebuildSqlite(db: AnyDb, withMerchant: boolean): Promise<void> {
  // Off for the swap, as in 0022; it cannot change inside a transaction, so the rebuild runs in
  // its own, after it.
  const { rows: was } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      for (const [child, parent] of CHILDREN) {
        await rebuildSqliteTable(db, child, parent, withMerchant);
        const { rows: broken } =
          await sql`select * from pragma_foreign_key_check(${child})`.execute(db);
        if (broken.length > 0)
          throw new Error(`0024: ${broken.length} foreign keys of ${child} broken`);
      }
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    if (was[0]?.foreign_keys === 1) await sql`pragma foreign_keys = on`.execute(db);
  }
}

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await dropPostgres(db);
  else await rebuildSqlite(db, false);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await restorePostgres(db);
  else await rebuildSqlite(db, true);
}
