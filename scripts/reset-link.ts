/**
 * `npm run reset-link -- --email <address>`: prints a one-time password-reset link (an hour, one
 * use) for a person, for a server with no mail (the embedded demo); with SMTP_URL it is mailed to
 * them as well. Configuration (DB_PATH or DATABASE_URL, PUBLIC_URL or HOST and PORT) comes from the
 * environment. Exit codes: 0 printed, 1 no such person, 2 bad usage or configuration.
 */
import { createAuth, passwordResetLink } from '../server/auth/better-auth';
import { createMailer } from '../server/auth/mailer';
import { loadConfigOrExit } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db';
import { parseOptions, serviceUrl, usageError } from './cli';

const USAGE = `usage: npm run reset-link -- --email <address>

  --email <address>   the person who needs a new password
  --help              this text

Prints a link that lets them choose a new password once, within an hour (PUBLIC_URL, or HOST and
PORT, is the address in it). With SMTP_URL set it is also mailed to them. Anyone holding the link
can set the password: hand it over in person or over a channel you trust.`;

const values = parseOptions({ email: { type: 'string' } }, USAGE);
const email = values.email?.trim().toLowerCase();
if (!email) usageError('--email is required.', USAGE);

const config = loadConfigOrExit();
const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
try {
  await migrateToLatest(database.db);
  const person = await database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!person) {
    console.error(`No one signs in with ${email}.`);
    process.exitCode = 1;
  } else {
    const auth = await createAuth({ database, config, mailer: createMailer(config) });
    const link = await passwordResetLink(auth, { email, baseUrl: serviceUrl(config) });
    if (link === null) {
      console.error(`${email} could not be given a reset link.`);
      process.exitCode = 1;
    } else {
      console.log(`One-time password-reset link for ${email} (works once, for an hour):`);
      console.log(link);
      if (config.smtpUrl) console.log('It was also mailed to them.');
    }
  }
} finally {
  await database.close();
}
