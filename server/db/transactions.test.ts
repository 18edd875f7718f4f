import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { openDatabase, type Database } from './index';

let dir: string | undefined;
let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a SQLite transaction holds the write lock from its start (BEGIN IMMEDIATE)', async () => {
  dir = mkdtempSync(join(tmpdir(), 'ledgerline-tx-'));
  const path = join(dir, 'x.sqlite');
  database = openDatabase({ sqlitePath: path });
  const other = new SQLite(path);
  other.pragma('busy_timeout = 0');
  try {
    await database.db.transaction().execute(() => {
      // Nothing read or written yet: a deferred BEGIN would not hold the lock here.
      expect(() => other.exec('begin immediate')).toThrow(/locked|busy/i);
      return Promise.resolve();
    });
    other.exec('begin immediate');
    other.exec('rollback');
  } finally {
    other.close();
  }
});
