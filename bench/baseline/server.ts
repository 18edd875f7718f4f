/**
 * Child process of the benchmark: the bare baseline the service is measured against. `node:http`
 * and better-sqlite3 prepared statements on the same SQLite file (`DB_PATH`), doing the work a
 * request needs and nothing else, with the engine-neutral handler, lists and search of
 * `./handler.ts`. The writes (`./write-*.ts`) at the service's own paths: the same rows in one
 * transaction.
 */
import { randomBytes } from 'node:crypto';
import SQLite, { type Statement } from 'better-sqlite3';
import { serveBaseline } from './handler';
import type { Query, Row } from './query';
import { writeCallers } from './write-common';
import { clockInWrite } from './write-clock-in';
import { createPaymentWrite } from './write-payment';
import { refundPaymentWrite } from './write-refund';
import { updateShiftWrite } from './write-shift';

const path = process.env.DB_PATH;
if (!path) throw new Error('DB_PATH is required');
const db = new SQLite(path, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
// The service's durability, so the writes are compared like for like.
db.pragma('synchronous = NORMAL');
// and the service's page cache (server/db: 16 MiB), so reads and writes miss pages alike.
db.pragma('cache_size = -16384');

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

serveBaseline(
  {
    query,
    secret,
    writes: {
      pipelines: [
        createPaymentWrite(db),
        refundPaymentWrite(db),
        updateShiftWrite(db),
        clockInWrite(db),
      ],
      caller: writeCallers(db),
    },
  },
  () => {
    db.close();
  },
);
