/**
 * Migration 0016 on the engine under test: the last-4 and brand indexes of payments leave out
 * payments without a card; undone, they hold every payment again.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

const NAMES = ['payments_merchant_last4_created', 'payments_merchant_brand_created'];

describe('migration 0016: card indexes without cardless payments', () => {
  let target: TestDatabase;
  let database: Database;

  /** Each index's definition, lower case. */
  async function definitions(): Promise<string[]> {
    const { rows } =
      database.engine === 'postgres'
        ? await sql<{ def: string }>`select indexdef as def from pg_indexes
            where indexname in (${sql.join(NAMES)}) order by indexname`.execute(database.db)
        : await sql<{ def: string }>`select sql as def from sqlite_master
            where name in (${sql.join(NAMES)}) order by name`.execute(database.db);
    return rows.map((r) => r.def.toLowerCase());
  }

  beforeAll(async () => {
    target = await createTestDatabase();
    database = openDatabase({ databaseUrl: target.databaseUrl, sqlitePath: target.sqlitePath });
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  it('indexes only payments with a card', async () => {
    const defs = await definitions();
    expect(defs).toHaveLength(2);
    expect(defs[0]).toMatch(/where.*card_brand.* is not null/);
    expect(defs[1]).toMatch(/where.*last_4.* is not null/);
  });

  it('can be undone, every payment indexed', async () => {
    await migrateTo(database.db, '0015-packed-itemizations');
    const defs = await definitions();
    expect(defs).toHaveLength(2);
    for (const def of defs) expect(def).not.toContain('where');
    await migrateToLatest(database.db);
  });
});
