/**
 * Child process of the PostgreSQL benchmark: the bare baseline on `DATABASE_URL`. The same
 * handler, lists, search and JSON as the SQLite baseline (`../handler.ts`), over a `pg` pool the
 * size of the service's, each SQL text a named prepared statement (parsed once per connection).
 * The bare write is one single-row INSERT (one transaction, one round trip).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { serveBaseline } from '../handler';
import type { Query, Row } from '../query';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
// As the service does (server/db): int8 as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.POOL_SIZE ?? 10) });

/** `?` placeholders become `$1…$n`; each distinct text gets a statement name. */
const statements = new Map<string, { name: string; text: string }>();
const query: Query = async (sql, values) => {
  let stmt = statements.get(sql);
  if (!stmt) {
    let n = 0;
    stmt = { name: `b${statements.size}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    statements.set(sql, stmt);
  }
  return (await pool.query<Row>({ ...stmt, values })).rows;
};

await query(
  'insert into "settings" ("key", "value") values (?, ?) on conflict ("key") do nothing',
  ['paging_secret', randomBytes(32).toString('base64url')],
);
const [setting] = await query('select "value" from "settings" where "key" = ?', ['paging_secret']);
const secret = setting!.value as string;

async function insertOne() {
  const key = `bench-insert:${randomUUID()}`;
  await query('insert into "settings" ("key", "value") values (?, ?)', [
    key,
    new Date().toISOString(),
  ]);
  return JSON.stringify({ key });
}

serveBaseline({ query, secret, insertOne }, async () => {
  await pool.query(`delete from "settings" where "key" like 'bench-insert:%'`);
  await pool.end();
});
