import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e server (scripts/e2e-server.ts) listens and leaves its merchants' owners. */
/** `E2E_PORT` moves it, so two checkouts on one machine can run their e2e tests at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The e2e server's SQLite file, one per port (a checkout's server never removes another's). */
export const E2E_DB_PATH = join(tmpdir(), `ledgerline-e2e-${E2E_PORT}`, 'e2e.sqlite');
/** The "E2E Coffee" merchant's owner: `{ token, email, password }` (see e2e/fixtures.ts). */
export const E2E_OWNER_FILE = `test-results/e2e-${E2E_PORT}/owner.json`;
/** A second merchant's owner, for tests that add data the Staff walk-through must not see. */
export const E2E_SPARE_OWNER_FILE = `test-results/e2e-${E2E_PORT}/spare-owner.json`;
/** A third merchant seeded by the demo generator (deposits, cash drawers, online orders, sales). */
export const E2E_DEMO_OWNER_FILE = `test-results/e2e-${E2E_PORT}/demo-owner.json`;
/**
 * A fourth merchant for the team-accounts walk (e2e/team-accounts.spec.ts), whose owner has no
 * password yet: `{ token, email }`.
 */
export const E2E_TEAM_FILE = `test-results/e2e-${E2E_PORT}/team.json`;
/**
 * The one-time sign-in link (15 minutes) `npm start` would print for that owner, written when the
 * walk asks for it by running scripts/e2e-sign-in-link.ts.
 */
export const E2E_TEAM_LINK_FILE = `test-results/e2e-${E2E_PORT}/team-link.txt`;
