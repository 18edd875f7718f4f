import { existsSync, statSync } from 'node:fs';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  bytes: number;
  /** Rows per table in the copy. */
  rows: Record<string, number>;
}

/**
 * An online backup of the SQLite database at `source` into the new file `destination`, while the
 * service keeps writing: `VACUUM INTO` reads one consistent snapshot (a WAL read transaction,
 * which does not block writers) and writes it compacted. The copy is checked with
 * `PRAGMA integrity_check` before this returns.
 */
export function backupSqlite(source: string, destination: string): BackupResult {
  if (!existsSync(source)) throw new Error(`no SQLite database at ${source}`);
  if (existsSync(destination)) throw new Error(`${destination} exists; choose a new file`);
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(destination);
  } finally {
    db.close();
  }
  const copy = new SQLite(destination, { readonly: true, fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${String(check)}`);
    const tables = copy
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    const rows: Record<string, number> = {};
    for (const table of tables) {
      rows[table] = copy
        .prepare(`select count(*) from "${table.replace(/"/g, '""')}"`)
        .pluck()
        .get() as number;
    }
    return { bytes: statSync(destination).size, rows };
  } finally {
    copy.close();
  }
}
