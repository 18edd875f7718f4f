/**
 * A one-time sign-in link for the owner of the e2e server's "E2E Bistro" (the team-accounts walk,
 * e2e/team-accounts.spec.ts), made the way `npm start` makes the demo owner's: better-auth's magic
 * link on the running e2e server's database, landing on /welcome. Written to test-results (never
 * printed: it signs someone in). Run by the walk when it starts, since a link works 15 minutes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { E2E_DB_PATH, E2E_ORIGIN, E2E_TEAM_FILE, E2E_TEAM_LINK_FILE } from '../e2e/env';
import { createAuth, oneTimeSignInLink } from '../server/auth/better-auth';
import { openDatabase } from '../server/db';

const { email } = JSON.parse(readFileSync(E2E_TEAM_FILE, 'utf8')) as { email: string };
const database = openDatabase({ sqlitePath: E2E_DB_PATH });
try {
  const auth = await createAuth({
    database,
    config: { publicUrl: undefined, authSecret: undefined, sessionDays: 7 },
  });
  const link = await oneTimeSignInLink(auth, {
    email,
    baseUrl: E2E_ORIGIN,
    callbackPath: '/welcome',
  });
  writeFileSync(E2E_TEAM_LINK_FILE, `${link}\n`);
} finally {
  await database.close();
}
