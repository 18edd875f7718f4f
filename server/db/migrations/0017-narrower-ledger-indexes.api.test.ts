/**
 * Migration 0017 on the engine under test: the keyset indexes of payments and checkouts end at
 * `created_at`, and the settlement index holds completed payments without their status; undone,
 * each is as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { indexDefinitions, indexedColumns } from '../../testing/indexes';
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
const NAMES = [...PAYMENTS, ...CHECKOUTS, SETTLED];

describe('migration 0017: narrower ledger indexes', () => {
  let target: TestDatabase;
  let database: Database;

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
    const defs = await indexDefinitions(database, NAMES);
    for (const name of [...PAYMENTS, ...CHECKOUTS]) {
      expect(indexedColumns(defs[name]).at(-1), name).toBe('created_at');
    }
    for (const name of CHECKOUTS) expect(indexedColumns(defs[name]), name).toContain('completed');
    expect(defs.payments_merchant_last4_created).toMatch(/where.*last_4.* is not null/);
    expect(defs.payments_merchant_brand_created).toMatch(/where.*card_brand.* is not null/);
    expect(indexedColumns(defs[SETTLED])).toEqual(['location_id', 'completed_at']);
    expect(defs[SETTLED]).toMatch(/where.*completed_at.* is not null/);
  });

  it('can be undone, the indexes as they were', async () => {
    await migrateTo(database.db, '0016-card-indexes-partial');
    const defs = await indexDefinitions(database, NAMES);
    for (const name of [...PAYMENTS, ...CHECKOUTS]) {
      expect(indexedColumns(defs[name]).slice(-2), name).toEqual(['created_at', 'id']);
    }
    expect(defs.payments_merchant_last4_created).toMatch(/where.*last_4.* is not null/);
    expect(indexedColumns(defs[SETTLED])).toEqual(['location_id', 'status', 'completed_at']);
    expect(defs[SETTLED]).not.toContain('where');
    await migrateToLatest(database.db);
  });
});
