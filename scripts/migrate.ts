/**
 * `npm run migrate`: applies the migrations the database has not run (every instance also does
 * this at start; run it once before starting several). Exit codes: 0 done, 1 failed, 2 bad
 * configuration.
 */
import { loadConfigOrExit } from '../server/config';
import { migrateToLatest, openDatabase, pendingMigrations } from '../server/db';
import { parseOptions } from './cli';

parseOptions(
  {},
  'usage: npm run migrate\n\nApplies pending migrations to DB_PATH or DATABASE_URL.',
);
const config = loadConfigOrExit();
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  const pending = await pendingMigrations(database.db);
  await migrateToLatest(database.db);
  console.log(
    pending.length > 0 ? `Applied: ${pending.join(', ')}` : 'Up to date: nothing to apply.',
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
