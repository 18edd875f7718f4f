/**
 * `npm start` (compiled to build/server/start.js; scripts/run.mjs builds what is missing first):
 * the service, plus the embedded demo. On SQLite (no DATABASE_URL) an empty database gets the
 * demo merchant with its owner and demo managers, and while the owner has neither a password nor
 * a passkey every start prints a one-time link (15 minutes, one use) that signs them in and asks
 * them to choose one. It never prints a bearer token. On PostgreSQL, a database other instances
 * may share, it only serves: it seeds nothing and issues nothing (`npm run merchant`, `npm run
 * token` and `npm run reset-link` do that on request).
 */
import type { Kysely } from 'kysely';
import { createAuth, oneTimeSignInLink } from '../server/auth/better-auth';
import { createMailer } from '../server/auth/mailer';
import { loadConfigOrExit } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import type { DB } from '../server/db/schema';
import { createLogger } from '../server/log';
import { runService } from '../server/run';
import { serviceUrl } from './cli';
import { DEMO_MERCHANT_SETTING, isDatabaseEmpty, seedDemo } from '../server/seed/demo';
import { DEMO_MANAGERS, demoOwner, seedDemoPeople } from '../server/seed/people';

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
const auth = await createAuth({ database, config, mailer: createMailer(config) });
if (merchantId) await seedDemoPeople(auth, database.db, merchantId);
const owner = merchantId ? await demoOwner(database.db, merchantId) : undefined;
const server = await runService(config, { logger, database });
const url = serviceUrl(config, server.port);
// Made once the service listens (the link carries its address); valid as soon as printed.
const signInLink =
  owner && !owner.hasSignIn
    ? await oneTimeSignInLink(auth, { email: owner.email, baseUrl: url, callbackPath: '/welcome' })
    : undefined;

console.log(`\nLedgerline is running at ${url}`);
console.log(`Database: ${embedded ? config.sqlitePath : 'PostgreSQL (DATABASE_URL)'}`);
if (signInLink && owner) {
  console.log(`Sign in as the owner (${owner.email}) with this one-time link (15 minutes):`);
  console.log(`  ${signInLink}`);
  console.log('It asks you to choose a password or a passkey.');
} else if (owner) {
  console.log(`Sign in at ${url} as the owner (${owner.email}).`);
  console.log(`Forgot the password? npm run reset-link -- --email ${owner.email}`);
}
if (owner) {
  console.log('Demo managers (demo passwords; see the README):');
  for (const m of DEMO_MANAGERS) console.log(`  ${m.email}  ${m.password}`);
} else if (embedded) {
  console.log('No demo merchant here. Onboard one with `npm run merchant -- …`.');
} else {
  console.log(
    'Onboard a merchant with `npm run merchant -- …`, or issue a token with ' +
      '`npm run token -- --merchant <id> --scopes …`.',
  );
}
console.log(`API description: ${url}/openapi.json\n`);
