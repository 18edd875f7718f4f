/**
 * API integration tests over real HTTP. Every `startTestServer()` gets its own database — a temp
 * SQLite file, or a fresh `lt_<random>` database on the PostgreSQL cluster at TEST_DATABASE_URL
 * when TEST_ENGINE=postgres — so test files can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { ALL_SCOPES, type Scope } from '../auth/scopes';
import { issueToken } from '../auth/tokens';
import { loadConfig, type AppConfig } from '../config';
import type { Engine } from '../db';
import type { DB } from '../db/schema';
import type { Logger } from '../log';
import { seedDemo, seedUnapprovedMerchant } from '../seed/demo';
import { startServer } from '../server';
import {
  createMerchant,
  createStaffedMerchant,
  type MerchantFixture,
  type StaffedMerchantFixture,
} from './merchants';

/** Request headers in any form `new Headers()` takes (the DOM's HeadersInit, which Node types do not name). */
export type RequestHeaders = ConstructorParameters<typeof Headers>[0];

export interface TestServer {
  url: string;
  /** The configuration it runs with (start a second instance on the same database with it). */
  config: AppConfig;
  engine: Engine;
  db: Kysely<DB>;
  merchantId: string;
  /** Locations of the main merchant (2 unless seeded). */
  locationIds: string[];
  otherMerchantId: string;
  /** Everything the other merchant owns, for cross-merchant isolation tests. */
  other: StaffedMerchantFixture;
  unapprovedMerchantId: string;
  /** A bearer token for the main merchant; all scopes unless given. */
  token(scopes?: readonly Scope[]): Promise<string>;
  tokenFor(merchantId: string, scopes?: readonly Scope[]): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Demo data for the main merchant; by default it is an empty approved merchant. */
  seed?: boolean;
  /** Configuration to use instead of the test defaults. */
  config?: Partial<AppConfig>;
  /** Where the server logs (default: nowhere). */
  logger?: Logger;
}

export interface TestDatabase {
  engine: Engine;
  databaseUrl: string | undefined;
  sqlitePath: string;
  drop(): Promise<void>;
}

export function testEngine(): Engine {
  const engine = process.env.TEST_ENGINE ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') {
    throw new Error(`TEST_ENGINE must be "sqlite" or "postgres", got "${engine}"`);
  }
  return engine;
}

function createSqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-test-'));
  return {
    engine: 'sqlite',
    databaseUrl: undefined,
    sqlitePath: join(dir, 'test.sqlite'),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function withAdminClient(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      'TEST_ENGINE=postgres needs TEST_DATABASE_URL (an admin database on a throwaway cluster); ' +
        'run `npm run test:api`, which starts one',
    );
  }
  const name = `lt_${randomBytes(8).toString('hex')}`;
  await withAdminClient(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    databaseUrl: url.toString(),
    sqlitePath: ':memory:',
    drop: () => withAdminClient(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function createMainMerchant(db: Kysely<DB>, seed: boolean): Promise<MerchantFixture> {
  if (!seed)
    return createMerchant(db, { businessName: 'Test Merchant', approved: true, locations: 2 });
  const { merchantId, locationIds } = await seedDemo(db, {
    employees: 12,
    days: 14,
    seed: 1,
    now: new Date(),
  });
  return { merchantId, locationIds };
}

/**
 * A new empty database of the engine under test (TEST_ENGINE): a temp SQLite file, or a fresh
 * database on the cluster at TEST_DATABASE_URL. `drop()` removes it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  return testEngine() === 'postgres' ? createPostgresDatabase() : createSqliteDatabase();
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  try {
    const config: AppConfig = {
      ...loadConfig({}),
      port: 0,
      host: '127.0.0.1',
      logRequests: false,
      databaseUrl: database.databaseUrl,
      sqlitePath: database.sqlitePath,
      // Every test comes from 127.0.0.1; the throttle has tests of its own.
      authFailureLimit: 1_000_000,
      ...options.config,
    };
    const server = await startServer(config, { logger: options.logger });
    const { db } = server.database;
    const main = await createMainMerchant(db, options.seed ?? false);
    const other = await createStaffedMerchant(db, 'Other Merchant');
    const unapproved = await seedUnapprovedMerchant(db);
    const tokenFor = async (merchantId: string, scopes: readonly Scope[] = ALL_SCOPES) =>
      (await issueToken(db, merchantId, scopes, 'test')).token;
    return {
      url: server.url,
      config,
      engine: database.engine,
      db,
      merchantId: main.merchantId,
      locationIds: main.locationIds,
      otherMerchantId: other.merchantId,
      other,
      unapprovedMerchantId: unapproved.merchantId,
      token: (scopes) => tokenFor(main.merchantId, scopes),
      tokenFor,
      close: async () => {
        await server.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response says it is JSON, otherwise the text. */
  body: T;
}

async function toApiResponse<T>(response: Response): Promise<ApiResponse<T>> {
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const body = (isJson && text.length > 0 ? JSON.parse(text) : text) as T;
  return { status: response.status, headers: response.headers, body };
}

/**
 * A tiny JSON client for one server and (optionally) one bearer token, or a signed-in person's
 * headers (`signInAs(...).headers`: the session cookie and a matching Origin).
 */
export function api(
  server: Pick<TestServer, 'url'>,
  credentials?: string | { headers: Record<string, string> },
) {
  const authorization: Record<string, string> =
    typeof credentials === 'string'
      ? { authorization: `Bearer ${credentials}` }
      : (credentials?.headers ?? {});

  const raw = async <T = unknown>(path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(authorization)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    return toApiResponse<T>(await fetch(`${server.url}${path}`, { ...init, headers }));
  };

  const send = <T>(method: string, path: string, body?: unknown, headers?: RequestHeaders) => {
    const json: Record<string, string> =
      body === undefined ? {} : { 'content-type': 'application/json' };
    return raw<T>(path, {
      method,
      headers: { accept: 'application/json', ...json, ...Object.fromEntries(new Headers(headers)) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };

  return {
    get: <T = unknown>(path: string, headers?: RequestHeaders) =>
      send<T>('GET', path, undefined, headers),
    post: <T = unknown>(path: string, body?: unknown, headers?: RequestHeaders) =>
      send<T>('POST', path, body, headers),
    put: <T = unknown>(path: string, body?: unknown, headers?: RequestHeaders) =>
      send<T>('PUT', path, body, headers),
    del: <T = unknown>(path: string, headers?: RequestHeaders) =>
      send<T>('DELETE', path, undefined, headers),
    /** Sends `init` as given (plus the bearer token), for malformed bodies and odd headers. */
    raw,
  };
}
