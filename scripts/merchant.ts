/**
 * `npm run merchant -- --name … --country US --currency USD --location … --timezone …`:
 * onboards a merchant (its first location and first access token, in one transaction) and
 * prints the token once; `--approve <id>` approves one later. Exit codes: 0 done, 1 no such
 * merchant, 2 bad usage or configuration.
 */
import { ALL_SCOPES, isScope, type Scope } from '../server/auth/scopes';
import { merchantProblems, onboardMerchant, type NewMerchant } from '../server/auth/onboarding';
import { loadConfigOrExit } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import { parseOptions, serviceUrl, usageError } from './cli';

const USAGE = `usage: npm run merchant -- --name <business name> --country <XX> --currency <XXX>
         --location <location name> --timezone <IANA zone> [options]

  --approved             may use employee management at once (default: not approved)
  --language <tag>       default en-US
  --address <line>, --city <city>, --region <state>, --postal-code <code>
                         the first location's address
  --scopes A,B           scopes of the first token (default: every scope)
  --sign-in              also print a sign-in link (PUBLIC_URL, or HOST and PORT)
  --help                 this text

       npm run merchant -- --approve <merchant id>     (or --unapprove <merchant id>)

Creates the merchant, its first location and a first access token, and prints the token once.
--approve / --unapprove change whether an existing merchant is approved.
Example: npm run merchant -- --name "Harbor Tea" --country US --currency USD \\
           --location "Harbor Tea Pier 3" --timezone America/Los_Angeles --approved`;

const values = parseOptions(
  {
    name: { type: 'string' },
    country: { type: 'string' },
    currency: { type: 'string' },
    language: { type: 'string', default: 'en-US' },
    approved: { type: 'boolean', default: false },
    location: { type: 'string' },
    timezone: { type: 'string' },
    address: { type: 'string' },
    city: { type: 'string' },
    region: { type: 'string' },
    'postal-code': { type: 'string' },
    scopes: { type: 'string' },
    'sign-in': { type: 'boolean', default: false },
    approve: { type: 'string' },
    unapprove: { type: 'string' },
  },
  USAGE,
);

if (values.approve !== undefined || values.unapprove !== undefined) {
  if (values.approve !== undefined && values.unapprove !== undefined) {
    usageError('Give --approve or --unapprove, not both.', USAGE);
  }
  const id = values.approve ?? values.unapprove ?? '';
  const config = loadConfigOrExit();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(database.db);
    const result = await database.db
      .updateTable('merchants')
      .set({ approved: values.approve !== undefined ? 1 : 0 })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) {
      console.error(`No merchant ${id}. List merchants with: npm run token -- --list`);
      process.exitCode = 1;
    } else {
      console.log(
        `Merchant ${id} is ${values.approve !== undefined ? 'approved' : 'not approved'}.`,
      );
    }
  } finally {
    await database.close();
  }
  process.exit();
}

const missing = (['name', 'country', 'currency', 'location', 'timezone'] as const).filter(
  (option) => values[option] === undefined,
);
if (missing.length > 0) {
  usageError(`Missing ${missing.map((m) => `--${m}`).join(', ')}.`, USAGE);
}

let scopes: Scope[] = [...ALL_SCOPES];
if (values.scopes !== undefined) {
  const requested = values.scopes
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = requested.filter((s) => !isScope(s));
  if (requested.length === 0 || unknown.length > 0) {
    usageError(
      `--scopes must list known scopes; unknown: ${unknown.join(', ') || '(none given)'}.`,
      USAGE,
    );
  }
  scopes = requested as Scope[];
}

const input: NewMerchant = {
  businessName: values.name ?? '',
  country: values.country ?? '',
  currency: values.currency ?? '',
  languageCode: values.language,
  approved: values.approved,
  location: {
    name: values.location ?? '',
    timezone: values.timezone ?? '',
    addressLine1: values.address,
    locality: values.city,
    region: values.region,
    postalCode: values['postal-code'],
  },
  scopes,
};
const problems = merchantProblems(input);
if (problems.length > 0) usageError(problems.join('\n'), USAGE);

const config = loadConfigOrExit();
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  await migrateToLatest(database.db);
  const created = await onboardMerchant(database.db, input);
  console.log(
    `Merchant:  ${created.merchantId}  ${input.businessName}${input.approved ? '' : ' (not approved)'}`,
  );
  console.log(
    `Location:  ${created.locationId}  ${input.location.name} (${input.location.timezone})`,
  );
  console.log(`Token id:  ${created.token.id}`);
  console.log(`Scopes:    ${scopes.join(' ')}`);
  console.log(`Access token (shown once): ${created.token.token}`);
  if (values['sign-in'])
    console.log(`Sign in:   ${serviceUrl(config)}/#token=${created.token.token}`);
} finally {
  await database.close();
}
