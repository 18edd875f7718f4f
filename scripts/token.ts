/**
 * `npm run token -- …`: issue, list and revoke access tokens for API clients (printed once; only a
 * hash is stored). Tokens do not sign in to the web app: people do, with their own sign-in. Configuration (DB_PATH or DATABASE_URL) comes from the environment. Exit codes: 0 done,
 * 1 no such merchant or token, 2 bad usage or configuration.
 */
import { ALL_SCOPES, isScope, type Scope } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { loadConfigOrExit } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import { parseOptions, usageError } from './cli';

const USAGE = `usage: npm run token -- <command>

  --list                                 merchants and their ids
  --tokens <merchant id>                 a merchant's tokens (id, label, scopes, revoked)
  --merchant <id> --scopes A,B [--label text]
                                         issue a token with those scopes
  --merchant <id> --all-scopes [--label text]
                                         issue a token with every scope
  --revoke <token id>                    revoke a token
  --help                                 this text

Tokens are for API clients (Authorization: Bearer); they do not sign in to the web app. People
sign in there with their own email and password: npm run merchant -- … --owner-email creates a
merchant's owner, and npm run reset-link -- --email <address> gives someone a new link.
Scopes: ${ALL_SCOPES.join(', ')}`;

if (process.argv.slice(2).includes('--sign-in')) {
  usageError(
    '--sign-in is gone: tokens no longer sign in to the web app. People sign in with their own ' +
      'email; npm run reset-link -- --email <address> prints a one-time link for someone.',
    USAGE,
  );
}

const values = parseOptions(
  {
    list: { type: 'boolean', default: false },
    tokens: { type: 'string' },
    merchant: { type: 'string' },
    scopes: { type: 'string' },
    'all-scopes': { type: 'boolean', default: false },
    label: { type: 'string', default: 'cli' },
    revoke: { type: 'string' },
  },
  USAGE,
);

const commands = [values.list, values.tokens, values.merchant, values.revoke].filter(
  (v) => v !== undefined && v !== false,
);
if (commands.length !== 1) {
  usageError('Give exactly one of --list, --tokens, --merchant or --revoke.', USAGE);
}

function requestedScopes(): Scope[] {
  if (values['all-scopes']) {
    if (values.scopes !== undefined) usageError('Give --scopes or --all-scopes, not both.', USAGE);
    return [...ALL_SCOPES];
  }
  const requested = (values.scopes ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (requested.length === 0)
    usageError('--scopes (comma-separated) or --all-scopes is required.', USAGE);
  const unknown = requested.filter((s) => !isScope(s));
  if (unknown.length > 0) usageError(`Unknown scope(s): ${unknown.join(', ')}.`, USAGE);
  return requested as Scope[];
}

const config = loadConfigOrExit();
const scopes = values.merchant !== undefined ? requestedScopes() : [];
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  await migrateToLatest(database.db);
  const { db } = database;
  const merchants = await db
    .selectFrom('merchants')
    .select(['id', 'business_name', 'approved'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const merchantList =
    merchants
      .map((m) => `  ${m.id}  ${m.business_name}${m.approved ? '' : ' (not approved)'}`)
      .join('\n') || '  (none: npm run merchant -- --help)';

  if (values.list) {
    console.log(merchantList);
  } else if (values.tokens !== undefined) {
    if (!merchants.some((m) => m.id === values.tokens)) {
      console.error(`No merchant ${values.tokens}. Merchants:\n${merchantList}`);
      process.exitCode = 1;
    } else {
      const tokens = await db
        .selectFrom('access_tokens')
        .select(['id', 'label', 'scopes', 'created_at', 'revoked_at'])
        .where('merchant_id', '=', values.tokens)
        .orderBy('created_at')
        .execute();
      for (const t of tokens) {
        const state = t.revoked_at ? `revoked ${t.revoked_at}` : 'valid';
        console.log(`  ${t.id}  ${t.created_at}  ${state}  "${t.label}"  ${t.scopes}`);
      }
      if (tokens.length === 0) console.log('  (no tokens)');
    }
  } else if (values.revoke !== undefined) {
    const result = await revokeToken(db, values.revoke);
    if (result === 'unknown') {
      console.error(
        `No token ${values.revoke}: nothing revoked. List tokens with --tokens <merchant id>.`,
      );
      process.exitCode = 1;
    } else if (result === 'already revoked') {
      console.log(`Token ${values.revoke} was already revoked.`);
    } else {
      console.log(`Revoked token ${values.revoke}.`);
    }
  } else if (values.merchant !== undefined) {
    const merchantId = values.merchant;
    if (!merchants.some((m) => m.id === merchantId)) {
      console.error(`No merchant ${merchantId}. Merchants:\n${merchantList}`);
      process.exitCode = 1;
    } else {
      const issued = await issueToken(db, merchantId, scopes, values.label);
      console.log(`Token id: ${issued.id}`);
      console.log(`Scopes:   ${scopes.join(' ')}`);
      console.log(`Access token (shown once): ${issued.token}`);
    }
  }
} finally {
  await database.close();
}
