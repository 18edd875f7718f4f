/**
 * The server Playwright tests run against (started by playwright.config.ts): the real service and
 * the built web app (dist/) on port 4310 (or `E2E_PORT`), over a fresh SQLite file holding empty
 * approved merchants. For each, its owner (a person with an email and a password) and a full-scope
 * token are written to test-results/ as `{ token, email, password }` for e2e/fixtures.ts, which
 * signs pages in as the owner (session cookie) and sets data up through the API with the token:
 * the main merchant, a spare one for tests that add data the Staff walk-through must not see, and
 * a third made by the demo generator (two weeks of sales, settled days, cash drawers and online
 * orders) for the areas whose data only a point of sale or a store creates. A fourth, "E2E Bistro",
 * is the team-accounts walk's (e2e/team-accounts.spec.ts): its owner has no password yet (the walk
 * gets them a one-time sign-in link with scripts/e2e-sign-in-link.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  E2E_DB_PATH,
  E2E_DEMO_OWNER_FILE,
  E2E_OWNER_FILE,
  E2E_PORT,
  E2E_SPARE_OWNER_FILE,
  E2E_TEAM_FILE,
} from '../e2e/env';
import { createAuth, createPerson } from '../server/auth/better-auth';
import { ALL_SCOPES } from '../server/auth/scopes';
import { addTeamMember } from '../server/auth/team';
import { issueToken } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { seedDemo } from '../server/seed/demo';
import { startServer } from '../server/server';
import { newId } from '../server/lib/ids';
import { createMerchant } from '../server/testing/merchants';

function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function main(): Promise<void> {
  const dataDir = dirname(E2E_DB_PATH);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const config = loadConfig({
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DB_PATH: E2E_DB_PATH,
    WEB_DIST: 'dist',
    LOG_REQUESTS: '0',
  });
  const server = await startServer(config);
  const { db } = server.database;
  const auth = await createAuth({ database: server.database, config });
  /** The merchant's owner, with a password unless `withPassword` is false, and a token. */
  const staff = async (merchantId: string, slug: string, withPassword = true) => {
    const email = `owner@${slug}.e2e.example`;
    const password = withPassword ? `e2e-${randomBytes(12).toString('hex')}` : undefined;
    const { userId } = await createPerson(auth, { email, name: `${slug} owner`, password });
    await addTeamMember(db, { merchantId, userId, isOwner: true });
    const { token } = await issueToken(db, merchantId, ALL_SCOPES, 'e2e');
    return { token, email, password };
  };
  const issue = async (businessName: string, slug: string, file: string) => {
    const { merchantId } = await createMerchant(db, { businessName, approved: true, locations: 2 });
    const owner = await staff(merchantId, slug);
    writeJson(file, owner);
    return { merchantId, ...owner };
  };
  await issue('E2E Coffee', 'coffee', E2E_OWNER_FILE);
  const tea = await issue('E2E Tea', 'tea', E2E_SPARE_OWNER_FILE);
  // A third E2E Tea location, in another zone than its two in New York: its records are shown in
  // Denver time while a New York location is selected (payments-list.spec). Created after the
  // others, so it is listed last and never the default location.
  await db
    .insertInto('locations')
    .values({
      id: newId(),
      merchant_id: tea.merchantId,
      name: 'E2E Tea LoDo',
      timezone: 'America/Denver',
      address_line_1: '1701 Wynkoop Street',
      locality: 'Denver',
      administrative_district_level_1: 'CO',
      postal_code: '80202',
      country: 'US',
      currency: 'USD',
      status: 'ACTIVE',
      created_at: new Date(Date.now() + 1000).toISOString(),
    })
    .execute();
  const demo = await seedDemo(db, { employees: 12, days: 14, payments: 1500, seed: 8 });
  writeJson(E2E_DEMO_OWNER_FILE, await staff(demo.merchantId, 'demo'));

  // The team-accounts walk: the owner signs in by the one-time link and sets a password.
  const bistro = await createMerchant(db, {
    businessName: 'E2E Bistro',
    approved: true,
    locations: 1,
  });
  const bistroOwner = await staff(bistro.merchantId, 'bistro', false);
  writeJson(E2E_TEAM_FILE, { token: bistroOwner.token, email: bistroOwner.email });
  console.log(`e2e server at ${server.url}; owners and tokens in test-results/e2e-${E2E_PORT}/`);

  const shutdown = async (): Promise<void> => {
    try {
      await server.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown());
  }
}

main().catch((error: unknown) => {
  console.error('e2e server failed to start:', error);
  process.exit(1);
});
