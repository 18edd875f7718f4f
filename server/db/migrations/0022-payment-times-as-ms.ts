import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The times of the two largest tables, `payments` and `checkouts`, are stored as milliseconds
 * since the Unix epoch (`bigint`) instead of 24-character ISO text: 8 bytes instead of 24 in each
 * row and in each of the ten indexes that hold them (about 0.37 kB of the bench seed's 2.98 kB
 * per sale). The wire is unchanged: the service converts at the query (`lib/time.ts` toMs/fromMs).
 * PostgreSQL converts the columns in place. SQLite cannot change a column's type, so each table
 * is rebuilt from its own stored definition with only those columns' types changed (every
 * constraint, check and index as it was), with foreign keys off for the swap (refunds,
 * settlement entries and others refer to both tables) and checked before it commits. Undone, the
 * times are the ISO text again, exactly.
 */
const TIMES: Readonly<Record<'payments' | 'checkouts', readonly string[]>> = {
  payments: ['capture_deadline', 'completed_at', 'created_at', 'updated_at'],
  checkouts: ['created_at', 'received_at', 'updated_at'],
};

const TEXT_TYPE = 'varchar(24)';
const MS_TYPE = 'bigint';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
type AnyDb = Kysely<any>;

/** ISO text to milliseconds and back, exact to the millisecond on either engine. */
function converted(postgres: boolean, column: string, toMs: boolean) {
  const c = sql.ref(column);
  if (postgres) {
    return toMs
      ? sql`(extract(epoch from ${c}::timestamptz) * 1000)::bigint`
      : sql`to_char(timestamp '1970-01-01' + ${c} * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return toMs
    ? sql`cast(round((julianday(${c}) - 2440587.5) * 86400000.0) as integer)`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${c} / 1000.0, 'unixepoch')`;
}

async function convertPostgres(db: AnyDb, toMs: boolean): Promise<void> {
  for (const [table, columns] of Object.entries(TIMES)) {
    const changes = columns.map(
      (column) =>
        sql`alter column ${sql.ref(column)} type ${sql.raw(toMs ? MS_TYPE : TEXT_TYPE)} using ${converted(true, column, toMs)}`,
    );
    await sql`alter table ${sql.table(table)} ${sql.join(changes)}`.execute(db);
  }
}

/** `definition` (a `create table` as SQLite stores it) with the time columns' types changed. */
function retyped(definition: string, table: string, next: string, toMs: boolean): string {
  let out = definition.replace(
    new RegExp(`^CREATE TABLE (?:IF NOT EXISTS )?"?${table}"? `, 'i'),
    `CREATE TABLE "${next}" `,
  );
  const [from, to] = toMs ? [TEXT_TYPE, MS_TYPE] : [MS_TYPE, TEXT_TYPE];
  for (const column of TIMES[table as keyof typeof TIMES]) {
    const pattern = `"${column}" ${from}`;
    if (out.split(pattern).length !== 2) {
      throw new Error(`0022: ${table}.${column} is not ${from} in ${definition}`);
    }
    out = out.replace(pattern, `"${column}" ${to}`);
  }
  if (!out.startsWith(`CREATE TABLE "${next}" `)) throw new Error(`0022: ${definition}`);
  return out;
}

async function rebuildSqliteTable(db: AnyDb, table: string, toMs: boolean): Promise<void> {
  const next = `${table}_next`;
  const { rows: objects } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} order by type desc, name`.execute(
    db,
  );
  const definition = objects.find((o) => o.type === 'table')?.sql;
  if (!definition) throw new Error(`0022: no table ${table}`);
  // Indexes the table declares itself (a primary key's) have no sql and come back with it.
  const indexes = objects.flatMap((o) => (o.type === 'index' && o.sql ? [o.sql] : []));
  const { rows: info } = await sql<{ name: string }>`
    select name from pragma_table_info(${table}) order by cid`.execute(db);
  const times = new Set(TIMES[table as keyof typeof TIMES]);
  const columns = sql.join(info.map((c) => sql.ref(c.name)));
  const values = sql.join(
    info.map((c) => (times.has(c.name) ? converted(false, c.name, toMs) : sql.ref(c.name))),
  );
  await sql.raw(retyped(definition, table, next, toMs)).execute(db);
  await sql`insert into ${sql.table(next)} (${columns}) select ${values} from ${sql.table(table)}`.execute(
    db,
  );
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

async function convertSqlite(db: AnyDb, toMs: boolean): Promise<void> {
  // Off for the swap: dropping a table other tables refer to would otherwise fail (or cascade).
  // It cannot change inside a transaction, so the rebuild runs in its own, after it.
  const { rows: was } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      for (const table of Object.keys(TIMES)) await rebuildSqliteTable(db, table, toMs);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length > 0) throw new Error(`0022: ${broken.length} foreign keys broken`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    if (was[0]?.foreign_keys === 1) await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function convert(db: AnyDb, toMs: boolean): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await convertPostgres(db, toMs);
  else await convertSqlite(db, toMs);
}

export async function up(db: AnyDb): Promise<void> {
  await convert(db, true);
}

export async function down(db: AnyDb): Promise<void> {
  await convert(db, false);
}
