import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type pg from 'pg';
import type { DB } from './schema';
import * as initial from './migrations/0001-initial';
import * as labor from './migrations/0002-labor';
import * as payments from './migrations/0003-payments';
import * as authThrottle from './migrations/0004-auth-throttle';
import * as depositsDrawersOrders from './migrations/0005-deposits-drawers-orders';
import * as workedTimeOneStore from './migrations/0006-worked-time-one-store';
import * as teamAccounts from './migrations/0007-team-accounts';
import * as invitations from './migrations/0008-invitations';
import * as activityLog from './migrations/0009-activity-log';
import * as oauthApps from './migrations/0010-oauth-apps';
import * as today from './migrations/0011-today';
import * as search from './migrations/0012-search';
import * as unusedIndexes from './migrations/0013-unused-indexes';
import * as itemizationsInCheckouts from './migrations/0014-itemizations-in-checkouts';
import * as packedItemizations from './migrations/0015-packed-itemizations';
import * as cardIndexesPartial from './migrations/0016-card-indexes-partial';
import * as narrowerLedgerIndexes from './migrations/0017-narrower-ledger-indexes';
import * as packedTaxesAndIds from './migrations/0018-packed-taxes-and-ids';
import * as settlementEntriesByPosition from './migrations/0019-settlement-entries-by-position';
import * as saleItems from './migrations/0020-sale-items';
import * as narrowerShiftIndexes from './migrations/0021-narrower-shift-indexes';
import * as paymentTimesAsMs from './migrations/0022-payment-times-as-ms';
import * as compactSaleTaxesAndLines from './migrations/0023-compact-sale-taxes-and-lines';
import * as childRowsWithoutMerchant from './migrations/0024-child-rows-without-merchant';
import { nameCompiledStatements, runCompiledDirectly } from './compiled';
import { namingClient, StatementNames } from './pg-statements';
import { withStatementCache } from './sqlite-statements';

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** The PostgreSQL connection pool (for shared rate-limit counters and pool metrics). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, SQLite at `sqlitePath` is used. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** Told when an idle PostgreSQL connection is lost (the pool replaces it). */
  onIdleConnectionError?: (error: Error & { code?: string }) => void;
}

let pgModule: typeof pg | undefined;

/**
 * pg, loaded with the first PostgreSQL database: a SQLite instance never needs it, and loaded at
 * start it held about 1 MB of V8 heap and 2 MiB resident.
 */
function loadPg(): typeof pg {
  if (!pgModule) {
    pgModule = createRequire(import.meta.url)('pg') as typeof pg;
    // pg returns int8 as strings; normalise once here so both engines yield numbers.
    pgModule.types.setTypeParser(20, (v) => Number(v));
  }
  return pgModule;
}

/**
 * Kysely's SQLite transactions start with a plain BEGIN, which takes the write lock only at the
 * first write: another process (the CLI, a bench baseline) writing the file meanwhile then makes
 * that write fail with SQLITE_BUSY at once, busy_timeout or not. BEGIN IMMEDIATE takes the lock
 * first, waiting up to busy_timeout for it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pg = loadPg();
    // The compiled queries' statements are named: parsed and planned once per connection.
    const names = new StatementNames();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: namingClient(pg.Client, names),
    });
    // An idle connection can die (server restart, admin termination). pg then emits 'error' on
    // the pool, which would crash the process without a listener; the pool already discards the
    // client, so logging is all that is left to do.
    pool.on('error', (error: Error & { code?: string }) => {
      if (options.onIdleConnectionError) options.onIdleConnectionError(error);
      else {
        console.error(
          JSON.stringify({ level: 'warn', msg: 'idle database connection lost', code: error.code }),
        );
      }
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    nameCompiledStatements(db, names);
    return { db, engine: 'postgres', pool, close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:')
    mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // 4 MiB of page cache (negative = KiB) instead of the 2 MiB default, for the inner pages of
  // the ledger's indexes. Their leaves are far larger than any cache at a million payments, so
  // larger caches missed them too (they come from the OS's file cache) and only added resident
  // memory: the cache fills to its limit under the bench and stays resident (the list bench's
  // peak was about 7 MiB lower at 4 than at 8, at the same requests a second), while an index a
  // list walks has about 3 MiB of inner pages. Pages are allocated on demand. The bench's bare
  // baseline (bench/baseline/server.ts) sets the same value.
  sqlite.pragma('cache_size = -4096');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: statements }) });
  runCompiledDirectly(db, statements);
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-labor': labor,
  '0003-payments': payments,
  '0004-auth-throttle': authThrottle,
  '0005-deposits-drawers-orders': depositsDrawersOrders,
  '0006-worked-time-one-store': workedTimeOneStore,
  '0007-team-accounts': teamAccounts,
  '0008-invitations': invitations,
  '0009-activity-log': activityLog,
  '0010-oauth-apps': oauthApps,
  '0011-today': today,
  '0012-search': search,
  '0013-unused-indexes': unusedIndexes,
  '0014-itemizations-in-checkouts': itemizationsInCheckouts,
  '0015-packed-itemizations': packedItemizations,
  '0016-card-indexes-partial': cardIndexesPartial,
  '0017-narrower-ledger-indexes': narrowerLedgerIndexes,
  '0018-packed-taxes-and-ids': packedTaxesAndIds,
  '0019-settlement-entries-by-position': settlementEntriesByPosition,
  '0020-sale-items': saleItems,
  '0021-narrower-shift-indexes': narrowerShiftIndexes,
  '0022-payment-times-as-ms': paymentTimesAsMs,
  '0023-compact-sale-taxes-and-lines': compactSaleTaxesAndLines,
  '0024-child-rows-without-merchant': childRowsWithoutMerchant,
};

function migrator(db: Kysely<DB>) {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
}

/** Names of the migrations this build knows that the database has not run yet. */
export async function pendingMigrations(db: Kysely<DB>): Promise<string[]> {
  const known = await migrator(db).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** Runs the migrations up to and including `name` (tests of a later migration start there). */
export async function migrateTo(db: Kysely<DB>, name: string): Promise<void> {
  const { error, results } = await migrator(db).migrateTo(name);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** True when `error` is a unique-constraint violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
