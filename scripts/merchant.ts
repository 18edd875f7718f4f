/**
 * `npm run merchant -- --name … --country US --currency USD --location … --timezone …`:
 * onboards a merchant (its first location and first access token, in one transaction) and
 * prints the token once; with `--owner-email` and `--owner-name` it also creates the owner (no
 * password) and prints a one-time sign-in link (15 minutes, one use) that asks them to choose one.
 * `--approve <id>` approves one later. Exit codes: 0 done, 1 no such merchant, 2 bad usage or
 * configuration.
 */
import { createAuth, createPerson, oneTimeSignInLink } from '../server/auth/better-auth';
import { createMailer } from '../server/auth/mailer';
import { ALL_SCOPES, isScope, type Scope } from '../server/auth/scopes';
import { addTeamMember } from '../server/auth/team';
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
  --owner-email <email>  create the owner, who signs in to the web app with this address, and
  --owner-name <name>    print a one-time link (15 minutes, one use) that signs them in and asks
                         them to choose a password (PUBLIC_URL, or HOST and PORT, is its address;
                         with SMTP_URL it is also mailed to them)
  --sign-in              print the owner's sign-in link (needs --owner-email; printed anyway
                         when there is an owner)
  --help                 this text

       npm run merchant -- --approve <merchant id>     (or --unapprove <merchant id>)

Creates the merchant, its first location and a first access token (for API clients), and prints
the token once. The web app signs people in: give --owner-email and --owner-name to create the
owner. Link lost or expired? npm run reset-link -- --email <owner email> prints a new one.
--approve / --unapprove change whether an existing merchant is approved.
Example: npm run merchant -- --name "Harbor Tea" --country US --currency USD \\
           --location "Harbor Tea Pier 3" --timezone America/Los_Angeles --approved \\
           --owner-email owner@harbortea.example --owner-name "Alex Rivera"`;

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
    'owner-email': { type: 'string' },
    'owner-name': { type: 'string' },
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

/** Loose on purpose (the address is the owner's to give); catches typos like a missing @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_OWNER_NAME = 100;

let owner: { email: string; name: string } | undefined;
if (values['owner-email'] !== undefined || values['owner-name'] !== undefined) {
  const email = values['owner-email']?.trim().toLowerCase();
  const name = values['owner-name']?.trim();
  if (email === undefined)
    usageError("--owner-name needs --owner-email (the owner's sign-in).", USAGE);
  if (!EMAIL_PATTERN.test(email)) {
    usageError(
      `--owner-email must be an email address like owner@example.com; got "${email}".`,
      USAGE,
    );
  }
  if (name === undefined || name === '') {
    usageError(
      "--owner-name is required with --owner-email (the owner's name, as the team sees it).",
      USAGE,
    );
  }
  if (name.length > MAX_OWNER_NAME) {
    usageError(`--owner-name must be at most ${MAX_OWNER_NAME} characters.`, USAGE);
  }
  owner = { email, name };
}
if (values['sign-in'] && owner === undefined) {
  usageError(
    "--sign-in prints the owner's sign-in link: give --owner-email and --owner-name too. " +
      '(Access tokens no longer sign in to the web app.)',
    USAGE,
  );
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
  if (owner !== undefined) {
    const taken = await database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', owner.email)
      .executeTakeFirst();
    if (taken) {
      usageError(
        `--owner-email: someone already signs in with ${owner.email} (a person belongs to one ` +
          'merchant); nothing was created.',
        USAGE,
      );
    }
  }
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
  if (owner !== undefined) {
    const auth = await createAuth({ database, config, mailer: createMailer(config) });
    const person = await createPerson(auth, owner);
    await addTeamMember(database.db, {
      merchantId: created.merchantId,
      userId: person.userId,
      isOwner: true,
    });
    const link = await oneTimeSignInLink(auth, {
      email: owner.email,
      baseUrl: serviceUrl(config),
      callbackPath: '/welcome',
    });
    console.log(`Owner:     ${person.userId}  ${owner.name} <${owner.email}>`);
    console.log('Sign in as the owner with this one-time link (15 minutes, one use):');
    console.log(`  ${link}`);
    console.log('It asks them to choose a password or a passkey.');
    if (config.smtpUrl) console.log('It was also mailed to them.');
    console.log(`Link lost or expired? npm run reset-link -- --email ${owner.email}`);
  }
} finally {
  await database.close();
}
