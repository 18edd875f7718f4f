/**
 * Migration 0021 on the engine under test: the shifts' keyset indexes (and a drawer shift's
 * events') end at their sort column; undone, each ends with `id` again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { indexDefinitions, indexedColumns } from '../../testing/indexes';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

const NARROW: Record<string, string[]> = {
  shifts_merchant_start: ['merchant_id', 'start_at'],
  shifts_merchant_end: ['merchant_id', 'end_sort'],
  shifts_merchant_created: ['merchant_id', 'created_at'],
  shifts_merchant_updated: ['merchant_id', 'updated_at'],
  shifts_merchant_location_start: ['merchant_id', 'location_id', 'start_at'],
  shifts_merchant_employee_start: ['merchant_id', 'employee_id', 'start_at'],
  shifts_merchant_status_start: ['merchant_id', 'status', 'start_at'],
  shifts_merchant_employee_created: ['merchant_id', 'employee_id', 'created_at'],
  shifts_merchant_deleted_created: ['merchant_id', 'deleted', 'created_at'],
  cash_drawer_events_shift_created: ['shift_id', 'created_at'],
};

describe('migration 0021: narrower shift indexes', () => {
  let target: TestDatabase;
  let database: Database;

  /** The indexed columns of each index of NARROW, by name. */
  async function indexed(): Promise<Record<string, string[]>> {
    const defs = await indexDefinitions(database, Object.keys(NARROW));
    return Object.fromEntries(
      Object.entries(defs).map(([name, def]) => [name, indexedColumns(def)]),
    );
  }

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateTo(database.db, '0021-narrower-shift-indexes');
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('ends the keyset indexes at their sort column', async () => {
    expect(await indexed()).toEqual(NARROW);
  });

  it('can be undone, each index ending with id again', async () => {
    await migrateTo(database.db, '0020-sale-items');
    const was = Object.fromEntries(
      Object.entries(NARROW).map(([name, columns]) => [name, [...columns, 'id']]),
    );
    expect(await indexed()).toEqual(was);
    await migrateToLatest(database.db);
  });
});
