/**
 * The server Playwright tests run against (started by playwright.config.ts): the real service and
 * the built web app (dist/) on port 4310, over a fresh SQLite file holding one empty approved
 * merchant. Its full-scope token is written to test-results/e2e-token.txt for e2e/fixtures.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { E2E_PORT, E2E_TOKEN_FILE } from '../e2e/env';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';
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
  const { merchantId } = await createMerchant(db, {
    businessName: 'E2E Coffee',
    approved: true,
    locations: 2,
  });
  const { token } = await issueToken(db, merchantId, ALL_SCOPES, 'e2e');
  mkdirSync(dirname(resolve(E2E_TOKEN_FILE)), { recursive: true });
  writeFileSync(E2E_TOKEN_FILE, `${token}\n`);
  console.log(`e2e server at ${server.url}; sign in: ${server.url}/#token=${token}`);

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
