/**
 * `npm run backup -- <new file>`: an online backup of the SQLite database (DB_PATH) while the
 * service runs. Restore: stop the service, put the file in place of DB_PATH (and delete
 * DB_PATH-wal and DB_PATH-shm), start it. PostgreSQL is backed up with pg_dump (docs/deploy.md).
 * Exit codes: 0 done, 1 failed, 2 bad usage or configuration.
 */
import { resolve } from 'node:path';
import { loadConfigOrExit } from '../server/config';
import { backupSqlite } from '../server/db/backup';
import { parseOptions, usageError } from './cli';

const USAGE = `usage: npm run backup -- --to <new file>

Copies the SQLite database (DB_PATH) into a new file while the service keeps running, as one
consistent snapshot, and checks the copy. For PostgreSQL (DATABASE_URL) use pg_dump instead;
docs/deploy.md has the commands.`;

const values = parseOptions({ to: { type: 'string' } }, USAGE);
if (values.to === undefined) usageError('Missing --to <new file>.', USAGE);
const config = loadConfigOrExit();
if (config.databaseUrl !== undefined) {
  usageError(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom (docs/deploy.md).',
    USAGE,
  );
}
const destination = resolve(values.to);
const started = performance.now();
try {
  const result = backupSqlite(config.sqlitePath, destination);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counts = Object.entries(result.rows)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  console.log(
    `Backed up ${config.sqlitePath} to ${destination} in ${seconds}s: ${result.bytes} bytes, integrity ok.`,
  );
  console.log(`Rows: ${counts}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
