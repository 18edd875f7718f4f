/**
 * `npm run token -- --merchant <id> --scopes EMPLOYEES_READ,TIMECARDS_WRITE [--label text]`
 * issues an access token (printed once; only its hash is stored).
 * `--all-scopes` grants every scope; `--revoke <token id>` revokes one; `--list` lists merchants.
 */
import { parseArgs } from 'node:util';
import { ALL_SCOPES, isScope, type Scope } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    merchant: { type: 'string' },
    scopes: { type: 'string' },
    'all-scopes': { type: 'boolean', default: false },
    label: { type: 'string', default: 'cli' },
    revoke: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

const config = loadConfig();
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  await migrateToLatest(database.db);
  const merchants = await database.db
    .selectFrom('merchants')
    .select(['id', 'business_name', 'approved'])
    .orderBy('created_at')
    .execute();
  const merchantList = merchants
    .map((m) => `  ${m.id}  ${m.business_name}${m.approved ? '' : ' (not approved)'}`)
    .join('\n');

  if (values.list) {
    console.log(
      merchantList || 'No merchants yet: run npm start once to create the demo merchant.',
    );
  } else if (values.revoke) {
    await revokeToken(database.db, values.revoke);
    console.log(`Revoked token ${values.revoke}.`);
  } else {
    if (!values.merchant) fail(`--merchant is required. Merchants:\n${merchantList}`);
    if (!merchants.some((m) => m.id === values.merchant)) {
      fail(`No merchant ${values.merchant}. Merchants:\n${merchantList}`);
    }
    let scopes: Scope[];
    if (values['all-scopes']) {
      scopes = [...ALL_SCOPES];
    } else {
      const requested = (values.scopes ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (requested.length === 0) fail('--scopes is required (comma-separated), or --all-scopes.');
      const unknown = requested.filter((s) => !isScope(s));
      if (unknown.length > 0) {
        fail(`Unknown scope(s): ${unknown.join(', ')}. Known scopes: ${ALL_SCOPES.join(', ')}`);
      }
      scopes = requested as Scope[];
    }
    const issued = await issueToken(database.db, values.merchant, scopes, values.label);
    console.log(`Token id: ${issued.id}`);
    console.log(`Scopes:   ${scopes.join(' ')}`);
    console.log(`Access token (shown once): ${issued.token}`);
  }
} finally {
  await database.close();
}
