/**
 * `npm start` (compiled to build/server/start.js; scripts/run.mjs builds what is missing first):
 * the service, plus the embedded demo. On SQLite (no DATABASE_URL) an empty database gets the
 * demo merchant, and every start prints a sign-in link with a new token for it. On PostgreSQL,
 * a database other instances may share, it only serves: it seeds nothing, issues no token and
 * revokes nothing (`npm run merchant` / `npm run token` do that on request).
 */
import type { Kysely } from 'kysely';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { loadConfigOrExit } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import type { DB } from '../server/db/schema';
import { createLogger } from '../server/log';
import { runService } from '../server/run';
import { serviceUrl } from './cli';
import { DEMO_MERCHANT_SETTING, isDatabaseEmpty, seedDemo } from '../server/seed/demo';

const SIGN_IN_TOKEN_LABEL = 'npm start sign-in (embedded demo)';

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

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
const embedded = config.databaseUrl === undefined;
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  sqlitePath: config.sqlitePath,
  poolSize: config.databasePoolSize,
});
await migrateToLatest(database.db);
const merchantId = embedded ? await demoMerchantId(database.db) : undefined;
// Issued before the service accepts requests, so the link works as soon as it is printed.
const signIn = merchantId
  ? await issueToken(database.db, merchantId, ALL_SCOPES, SIGN_IN_TOKEN_LABEL)
  : undefined;
const server = await runService(config, { logger, database });
const url = serviceUrl(config, server.port);

console.log(`\nLedgerline is running at ${url}`);
console.log(`Database: ${embedded ? config.sqlitePath : 'PostgreSQL (DATABASE_URL)'}`);
if (signIn) {
  console.log(`Sign in:  ${url}/#token=${signIn.token}`);
} else if (embedded) {
  console.log('No demo merchant here. Issue a token: npm run token -- --merchant <id> --sign-in');
} else {
  console.log(
    'Onboard a merchant with `npm run merchant -- …`, or issue a token with ' +
      '`npm run token -- --merchant <id> --scopes … --sign-in`.',
  );
}
console.log(`API description: ${url}/openapi.json\n`);
