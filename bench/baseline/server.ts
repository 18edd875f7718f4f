/**
 * Child process of the benchmark: the bare baseline the service is measured against. `node:http`
 * and better-sqlite3 prepared statements on the same SQLite file (`DB_PATH`), doing the work a
 * list request needs and nothing else: bearer token by SHA-256 in one query (scope and approval
 * checked), query parameters checked, the page token verified, the keyset page and its children
 * in one `IN` query, `JSON.stringify`, the next page token signed. Same bodies, same `Link`.
 * One search (`POST /v2/labor/shifts/search`, `./search.ts`) the same way, its body read and parsed.
 */
import { randomBytes } from 'node:crypto';
import SQLite, { type Statement } from 'better-sqlite3';
import { serveBaseline } from './handler';
import { bareInsert, removeBareInserts } from './payments';
import type { Query, Row } from './query';

const path = process.env.DB_PATH;
if (!path) throw new Error('DB_PATH is required');
const db = new SQLite(path, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
// The service's durability, so the bare INSERT is compared like for like.
db.pragma('synchronous = NORMAL');
// and the service's page cache (server/db: 64 MiB), so reads and writes miss pages alike.
db.pragma('cache_size = -65536');

db.prepare(
  'insert into "settings" ("key", "value") values (?, ?) on conflict ("key") do nothing',
).run('paging_secret', randomBytes(32).toString('base64url'));
const secret = (
  db.prepare('select "value" from "settings" where "key" = ?').get('paging_secret') as {
    value: string;
  }
).value;

/** better-sqlite3 statements, prepared once per distinct SQL text. */
const statements = new Map<string, Statement>();
const query: Query = (sql, params) => {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    statements.set(sql, stmt);
  }
  return stmt.all(...params) as Row[];
};

serveBaseline({ query, secret, insertOne: bareInsert(db) }, () => removeBareInserts(db));
