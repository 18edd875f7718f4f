/**
 * Child process of the PostgreSQL benchmark: the bare baseline on `DATABASE_URL`. The same
 * handler, lists, search, write pipelines and JSON as the SQLite baseline (`../handler.ts`), over
 * a `pg` pool the size of the service's, each SQL text a named prepared statement (parsed once per
 * connection). A write runs on one pooled connection between `begin` and `commit`, its rows read
 * `for update` where the service locks them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { serveBaseline } from '../handler';
import { numbered, type Query, type Row } from '../query';
import type { Step, Transact } from '../write-common';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
// As the service does (server/db): int8 as numbers.
pg.types.setTypeParser(20, (v) => Number(v));
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.POOL_SIZE ?? 10) });

/** Each distinct text gets a statement name. */
const statements = new Map<string, { name: string; text: string }>();
const statement = (sql: string) => {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = { name: `b${statements.size}`, text: numbered(sql) };
    statements.set(sql, stmt);
  }
  return stmt;
};
const query: Query = async (sql, values) =>
  (await pool.query<Row>({ ...statement(sql), values })).rows;

const transact: Transact = async (steps) => {
  const client = await pool.connect();
  const run = async ({ sql, params, lock }: Step) =>
    (await client.query<Row>({ ...statement(lock ? `${sql} for update` : sql), values: params }))
      .rows;
  try {
    await client.query('begin');
    let step = steps.next();
    while (!step.done) step = steps.next(await run(step.value));
    await client.query('commit');
    return step.value;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

await query(
  'insert into "settings" ("key", "value") values (?, ?) on conflict ("key") do nothing',
  ['paging_secret', randomBytes(32).toString('base64url')],
);
const [setting] = await query('select "value" from "settings" where "key" = ?', ['paging_secret']);
const secret = setting!.value as string;

serveBaseline({ query, secret, transact }, () => pool.end());
