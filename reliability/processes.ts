/**
 * Real service processes for the kill -9 and two-instance tests: `node build/server/main.js` (the
 * compiled production entry; reliability/run.ts builds it) with its configuration in the
 * environment, on a database made here — a SQLite file, or a fresh database on the PostgreSQL
 * cluster at TEST_DATABASE_URL — holding one approved merchant and a full-scope token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ALL_SCOPES } from '../server/auth/scopes';
import { issueToken } from '../server/auth/tokens';
import { migrateToLatest, openDatabase, type Database } from '../server/db';
import { createMerchant } from '../server/testing/merchants';
import { ENGINE } from './level';

const MAIN_JS = resolve('build/server/main.js');

export interface ProcessDatabase {
  /** The service's database settings (DB_PATH or DATABASE_URL). */
  env: Record<string, string>;
  /** Opens the database directly (for checks the API cannot make); close it after use. */
  open(): Database;
  drop(): Promise<void>;
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database of the engine under test (no tables yet). */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  if (ENGINE === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'ledgerline-reliability-'));
    const sqlitePath = join(dir, 'service.sqlite');
    return {
      env: { DB_PATH: sqlitePath },
      open: () => openDatabase({ sqlitePath }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin)
    throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (see reliability/run.ts)');
  const name = `lt_rel_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl, sqlitePath: ':memory:', poolSize: 2 }),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
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
  pid: number;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** SIGKILL: no shutdown, no flush, nothing. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (graceful shutdown). */
  stop(): Promise<void>;
  /** The last lines the process printed, for failure messages. */
  output(): string;
}

const START_TIMEOUT_MS = 30_000;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(MAIN_JS)) {
    throw new Error(
      `${MAIN_JS} is missing: run the suite with npm run test:reliability (it builds the service) ` +
        'or build it with node scripts/build-server.mjs',
    );
  }
  const child: ChildProcess = spawn(process.execPath, [MAIN_JS], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_REQUESTS: 'false',
      WEB_DIST: join(tmpdir(), 'ledgerline-reliability-no-web-app'),
      // Every request comes from 127.0.0.1; the throttle has tests of its own.
      AUTH_FAILURE_LIMIT: '1000000',
      SHUTDOWN_TIMEOUT_MS: '5000',
      ...env,
    },
  });
  const lines: string[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the service did not start in ${START_TIMEOUT_MS} ms:\n${lines.join('\n')}`),
      );
    }, START_TIMEOUT_MS);
    let pending = '';
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (lines.length > 200) lines.shift();
        const listening = /"msg":"listening"/.test(line) && /"url":"([^"]+)"/.exec(line);
        if (listening) {
          clearTimeout(timer);
          resolveUrl(listening[1]!);
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`the service exited (${code ?? signal}) before listening:\n${lines.join('\n')}`),
      );
    });
  });
  return {
    url,
    pid: child.pid!,
    exited,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    output: () => lines.join('\n'),
  };
}
