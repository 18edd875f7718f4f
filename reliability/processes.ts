/**
 * Real service processes for the kill -9 and two-instance tests: the compiled production entry
 * (`build/server/main.js`, through server/testing/processes.ts) on a database made here — a SQLite
 * file, or a fresh database on the PostgreSQL cluster at TEST_DATABASE_URL — holding one approved
 * merchant with a full-scope token.
 */
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { migrateToLatest, openDatabase, type Database } from '../server/db';
import { createTestDatabase, type TestDatabase } from '../server/testing/harness';
import { createMerchant } from '../server/testing/merchants';
import {
  databaseEnv,
  ensureServerBuild,
  startServiceProcess,
  type ServiceProcess,
} from '../server/testing/processes';

export interface ProcessDatabase {
  /** The service's database settings (DB_PATH or DATABASE_URL). */
  env: Record<string, string>;
  /** Opens the database directly (for checks the API cannot make); close it after use. */
  open(): Database;
  drop(): Promise<void>;
}

/** An empty database of the engine under test (no tables yet). */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const database: TestDatabase = await createTestDatabase();
  return {
    env: databaseEnv(database),
    open: () =>
      openDatabase({
        databaseUrl: database.databaseUrl,
        sqlitePath: database.sqlitePath,
        poolSize: 2,
      }),
    drop: () => database.drop(),
  };
}

export interface Tenant {
  merchantId: string;
  locationId: string;
  token: string;
}

/** Migrates (when no service has yet) and adds an approved merchant with a full-scope token. */
export async function addTenant(database: ProcessDatabase): Promise<Tenant> {
  const opened = database.open();
  const { db } = opened;
  try {
    await migrateToLatest(db);
    const merchant = await createMerchant(db, {
      businessName: 'Reliability Merchant',
      approved: true,
      locations: 1,
    });
    const { token } = await issueToken(db, merchant.merchantId, ALL_SCOPES, 'reliability');
    return { merchantId: merchant.merchantId, locationId: merchant.locationIds[0]!, token };
  } finally {
    await opened.close();
  }
}

export interface ServerProcess {
  url: string;
  /** SIGKILL: no shutdown, no flush, nothing. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (graceful shutdown). */
  stop(): Promise<void>;
  /** What the process printed, for failure messages. */
  output(): string;
}

const START_TIMEOUT_MS = 30_000;

/** `node build/server/main.js` on the database `env` names; resolves once it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  await ensureServerBuild();
  const starting = startServiceProcess('main', {
    LOG_REQUESTS: 'false',
    // Every request comes from 127.0.0.1; the throttle has tests of its own.
    AUTH_FAILURE_LIMIT: '1000000',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...env,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the service did not start in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
  });
  let proc: ServiceProcess;
  try {
    proc = await Promise.race([starting, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return {
    url: proc.url,
    kill9: async () => {
      if (proc.child.exitCode === null && proc.child.signalCode === null) {
        proc.child.kill('SIGKILL');
      }
      await proc.exited;
    },
    stop: async () => {
      await proc.stop();
    },
    output: () => {
      const { stdout, stderr } = proc.output();
      return `${stdout}\n${stderr}`.slice(-4000);
    },
  };
}
