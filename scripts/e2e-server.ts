/**
 * The server Playwright tests run against (started by playwright.config.ts): the real service and
 * the built web app (dist/) on port 4310 (or `E2E_PORT`), over a fresh SQLite file holding two
 * empty approved merchants. Their full-scope tokens are written to test-results/ for
 * e2e/fixtures.ts: the main one, and a spare one for tests that add data the Staff walk-through
 * must not see; and a third made by the demo generator (two weeks of sales, settled days, cash
 * drawers and online orders) for the areas whose data only a point of sale or a store creates.
 * Each merchant also has an owner who signs in as a person: `{ token, email, password }` is
 * written as JSON next to each token file (E2E_*_CREDENTIALS_FILE in e2e/env.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  E2E_CREDENTIALS_FILE,
  E2E_DEMO_CREDENTIALS_FILE,
  E2E_DEMO_TOKEN_FILE,
  E2E_PORT,
  E2E_SPARE_CREDENTIALS_FILE,
  E2E_SPARE_TOKEN_FILE,
  E2E_TOKEN_FILE,
} from '../e2e/env';
import { createAuth, createPerson } from '../server/auth/better-auth';
import { addTeamMember } from '../server/auth/team';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { seedDemo } from '../server/seed/demo';
import { startServer } from '../server/server';
import { newId } from '../server/lib/ids';
import { createMerchant } from '../server/testing/merchants';

async function main(): Promise<void> {
  const dataDir = join(tmpdir(), 'ledgerline-e2e');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const config = loadConfig({
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DB_PATH: join(dataDir, 'e2e.sqlite'),
    WEB_DIST: 'dist',
    LOG_REQUESTS: '0',
  });
  const server = await startServer(config);
  const { db } = server.database;
  const auth = await createAuth({ database: server.database, config });
  /** A full-scope token in `file`, and the merchant's owner (a person) with it in `credentials`. */
  const writeToken = async (
    merchantId: string,
    file: string,
    credentials: string,
    slug: string,
  ) => {
    const { token } = await issueToken(db, merchantId, ALL_SCOPES, 'e2e');
    mkdirSync(dirname(resolve(file)), { recursive: true });
    writeFileSync(file, `${token}\n`);
    const email = `owner.${slug}@e2e.example`;
    const password = `e2e-${randomBytes(12).toString('base64url')}`;
    const { userId } = await createPerson(auth, { email, name: `Owner of ${slug}`, password });
    await addTeamMember(db, { merchantId, userId, isOwner: true });
    writeFileSync(credentials, `${JSON.stringify({ token, email, password }, null, 2)}\n`);
    return token;
  };
  const issue = async (businessName: string, file: string, credentials: string, slug: string) => {
    const { merchantId } = await createMerchant(db, { businessName, approved: true, locations: 2 });
    return { merchantId, token: await writeToken(merchantId, file, credentials, slug) };
  };
  await issue('E2E Coffee', E2E_TOKEN_FILE, E2E_CREDENTIALS_FILE, 'coffee');
  const tea = await issue('E2E Tea', E2E_SPARE_TOKEN_FILE, E2E_SPARE_CREDENTIALS_FILE, 'tea');
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
  await writeToken(demo.merchantId, E2E_DEMO_TOKEN_FILE, E2E_DEMO_CREDENTIALS_FILE, 'demo');
  console.log(
    `e2e server at ${server.url}; owners' sign-ins in ${E2E_CREDENTIALS_FILE} and beside it`,
  );

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
