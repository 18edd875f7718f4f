/**
 * `npm start`: builds the web app when needed, opens the database (SQLite by default), seeds the
 * demo merchant on an empty database, and serves the app and the API on one port.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import type { DB } from '../server/db/schema';
import { DEMO_MERCHANT_SETTING, isDatabaseEmpty, seedDemo } from '../server/seed/demo';
import { startServer } from '../server/server';

const START_TOKEN_LABEL = 'npm start sign-in';

function buildWebAppIfMissing(webDistDir: string) {
  if (existsSync(join(webDistDir, 'index.html'))) return;
  console.log('Building the web app (first start)…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

async function demoMerchantId(db: Kysely<DB>): Promise<string | undefined> {
  if (await isDatabaseEmpty(db)) {
    console.log('Empty database: creating the demo merchant…');
    const seeded = await seedDemo(db);
    await db
      .insertInto('settings')
      .values({ key: DEMO_MERCHANT_SETTING, value: seeded.merchantId })
      .execute();
    console.log(
      `Demo merchant "${seeded.businessName}": ${seeded.employeeCount} employees, ` +
        `${seeded.timecardCount} timecards, ${seeded.locationIds.length} locations.`,
    );
    return seeded.merchantId;
  }
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', DEMO_MERCHANT_SETTING)
    .executeTakeFirst();
  return row?.value;
}

/** A fresh full-scope token per start, so the printed link always works; older ones are revoked. */
async function signInToken(db: Kysely<DB>, merchantId: string): Promise<string> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('merchant_id', '=', merchantId)
    .where('label', '=', START_TOKEN_LABEL)
    .where('revoked_at', 'is', null)
    .execute();
  return (await issueToken(db, merchantId, ALL_SCOPES, START_TOKEN_LABEL)).token;
}

const config = loadConfig();
buildWebAppIfMissing(config.webDistDir);
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
await migrateToLatest(database.db);
const merchantId = await demoMerchantId(database.db);
const server = await startServer(config, database);
const appUrl = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${server.port}`;

console.log(`\nLedgerline is running at ${appUrl}`);
console.log(
  `Database: ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.sqlitePath}`,
);
if (merchantId) {
  const token = await signInToken(database.db, merchantId);
  console.log(`Sign in:  ${appUrl}/#token=${token}`);
  console.log(`Access token (all scopes): ${token}`);
} else {
  console.log('Issue an access token with: npm run token -- --merchant <merchant id> --scopes …');
}
console.log(`API description: ${appUrl}/openapi.json\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
