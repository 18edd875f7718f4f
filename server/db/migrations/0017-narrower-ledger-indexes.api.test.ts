/**
 * Migration 0017 on the engine under test: the keyset indexes of payments and checkouts end at
 * `created_at`, and the settlement index holds completed payments without their status; undone,
 * each is as it was.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

const PAYMENTS = [
  'payments_merchant_brand_created',
  'payments_merchant_created',
  'payments_merchant_last4_created',
  'payments_merchant_location_created',
  'payments_merchant_status_created',
  'payments_merchant_total_created',
];
const CHECKOUTS = [
  'checkouts_merchant_completed_created',
  'checkouts_merchant_location_completed_created',
];
const SETTLED = 'payments_location_status_completed';

describe('migration 0017: narrower ledger indexes', () => {
  let target: TestDatabase;
  let database: Database;

  /** Each index's definition by name, lower case, without quotes. */
  async function definitions(): Promise<Record<string, string>> {
    const names = [...PAYMENTS, ...CHECKOUTS, SETTLED];
    const { rows } =
      database.engine === 'postgres'
        ? await sql<{ name: string; def: string }>`select indexname as name, indexdef as def
            from pg_indexes where indexname in (${sql.join(names)})`.execute(database.db)
        : await sql<{ name: string; def: string }>`select name, sql as def from sqlite_master
            where name in (${sql.join(names)})`.execute(database.db);
    return Object.fromEntries(rows.map((r) => [r.name, r.def.toLowerCase().replace(/"/g, '')]));
  }

  /** The indexed columns of a definition. */
  const columns = (def: string | undefined) =>
    /\(([^)]*)\)/
      .exec(def?.replace(/ using btree/, '') ?? '')?.[1]
      ?.split(',')
      .map((c) => c.trim()) ?? [];

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('ends the keyset indexes at created_at and leaves out what the lists never read', async () => {
    const defs = await definitions();
    for (const name of [...PAYMENTS, ...CHECKOUTS]) {
      expect(columns(defs[name]).at(-1), name).toBe('created_at');
    }
    for (const name of CHECKOUTS) expect(columns(defs[name]), name).toContain('completed');
    expect(defs.payments_merchant_last4_created).toMatch(/where.*last_4.* is not null/);
    expect(defs.payments_merchant_brand_created).toMatch(/where.*card_brand.* is not null/);
    expect(columns(defs[SETTLED])).toEqual(['location_id', 'completed_at']);
    expect(defs[SETTLED]).toMatch(/where.*completed_at.* is not null/);
  });

  it('can be undone, the indexes as they were', async () => {
    await migrateTo(database.db, '0016-card-indexes-partial');
    const defs = await definitions();
    for (const name of [...PAYMENTS, ...CHECKOUTS]) {
      expect(columns(defs[name]).slice(-2), name).toEqual(['created_at', 'id']);
    }
    expect(defs.payments_merchant_last4_created).toMatch(/where.*last_4.* is not null/);
    expect(columns(defs[SETTLED])).toEqual(['location_id', 'status', 'completed_at']);
    expect(defs[SETTLED]).not.toContain('where');
    await migrateToLatest(database.db);
  });
});
