/**
 * Child process of the benchmark: the bare baseline the service is measured against. `node:http`
 * and better-sqlite3 prepared statements on the same SQLite file (`DB_PATH`), doing the work a
 * request needs and nothing else, with the engine-neutral handler, lists, search and writes of
 * `./handler.ts`. A write's statements run in one `BEGIN IMMEDIATE` transaction.
 */
import { randomBytes } from 'node:crypto';
import SQLite, { type Statement } from 'better-sqlite3';
import { serveBaseline } from './handler';
import type { Query, Row } from './query';
import type { Steps } from './write-common';

const path = process.env.DB_PATH;
if (!path) throw new Error('DB_PATH is required');
const db = new SQLite(path, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
// The service's durability, so the writes are compared like for like.
db.pragma('synchronous = NORMAL');
// and the service's page cache (server/db: 4 MiB), so reads and writes miss pages alike.
db.pragma('cache_size = -4096');

db.prepare(
  'insert into "settings" ("key", "value") values (?, ?) on conflict ("key") do nothing',
).run('paging_secret', randomBytes(32).toString('base64url'));
const secret = (
  db.prepare('select "value" from "settings" where "key" = ?').get('paging_secret') as {
    value: string;
  }
).value;

/**
 * As the service on SQLite (`server/db/compiled.ts`): a trailing LIMIT is written into the SQL.
 * Bound, SQLite's planner reads its value, which makes SQLite prepare the statement again on
 * every run. The SQL the handlers write stays engine-neutral (PostgreSQL's baseline binds it).
 */
function limitWritten(sql: string, params: unknown[]): [string, unknown[]] {
  const last = params.at(-1);
  if (!sql.endsWith(' limit ?') || !Number.isSafeInteger(last)) return [sql, params];
  return [`${sql.slice(0, -1)}${String(last)}`, params.slice(0, -1)];
}

/** better-sqlite3 statements, prepared once per distinct SQL text. */
const statements = new Map<string, Statement>();
const prepared = (sql: string) => {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    statements.set(sql, stmt);
  }
  return stmt;
};
const query: Query = (sql, params) => {
  const [text, values] = limitWritten(sql, params);
  return prepared(text).all(...values) as Row[];
};

const transaction = db.transaction((steps: Steps<string>) => {
  let step = steps.next();
  while (!step.done) {
    const [text, params] = limitWritten(step.value.sql, step.value.params);
    const stmt = prepared(text);
    step = steps.next(stmt.reader ? (stmt.all(...params) as Row[]) : (stmt.run(...params), []));
  }
  return step.value;
});

serveBaseline({ query, secret, transact: (steps) => transaction.immediate(steps) }, () => {
  db.close();
});
