/**
 * On PostgreSQL the compiled queries run as named prepared statements (parsed once per
 * connection), other statements as before, and a migration that changes a named statement's
 * result columns under a running instance costs no request.
 */
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../modules/context';
import { createTestDatabase, testEngine, type TestDatabase } from '../testing/harness';
import { compiledQuery } from './compiled';
import { openDatabase, type Database } from '.';

interface ProbeDB {
  probe: { id: number; label: string };
}

const byId = compiledQuery((db: Kysely<ProbeDB>, v: { id: number }) =>
  db.selectFrom('probe').select(['id', 'label']).where('id', '=', v.id),
);
const allById = compiledQuery((db: Kysely<ProbeDB>, v: { id: number }) =>
  db.selectFrom('probe').selectAll().where('id', '=', v.id),
);

describe.runIf(testEngine() === 'postgres')('named statements (PostgreSQL)', () => {
  let target: TestDatabase;
  let database: Database;
  let db: Kysely<ProbeDB>;
  /** A second connection, as another instance running a migration. */
  let other: pg.Client;

  beforeAll(async () => {
    target = await createTestDatabase();
    // One connection: what one statement prepared, the next statement sees.
    database = openDatabase({
      databaseUrl: target.databaseUrl,
      sqlitePath: ':memory:',
      poolSize: 1,
    });
    db = database.db as unknown as Kysely<ProbeDB>;
    other = new pg.Client({ connectionString: target.databaseUrl });
    await other.connect();
    await other.query('create table probe (id integer primary key, label text not null)');
    await other.query("insert into probe values (1, 'one'), (2, 'two')");
  });

  afterAll(async () => {
    await other?.end();
    await database?.close();
    await target?.drop();
  });

  const prepared = async () =>
    (
      await sql<{ name: string; statement: string; executions: number }>`
        select name, statement, generic_plans + custom_plans as executions
        from pg_prepared_statements order by name`.execute(db)
    ).rows;

  it('runs a compiled query as one named statement, parsed once, and other SQL unnamed', async () => {
    expect(await byId(db, { id: 1 })).toEqual([{ id: 1, label: 'one' }]);
    expect(await byId(db, { id: 2 })).toEqual([{ id: 2, label: 'two' }]);
    const { rows } = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(db);
    expect(rows).toEqual([{ n: 42 }]);

    const text = db.selectFrom('probe').select(['id', 'label']).where('id', '=', 0).compile().sql;
    expect(await prepared()).toEqual([{ name: 'q0', statement: text, executions: 2 }]);
  });

  it('runs a select * again after a migration added a column, outside and inside a transaction', async () => {
    expect(await allById(db, { id: 1 })).toEqual([{ id: 1, label: 'one' }]);
    await other.query("alter table probe add column note text not null default 'n'");
    // Outside a transaction the refused statement runs again at once.
    expect(await allById(db, { id: 1 })).toEqual([{ id: 1, label: 'one', note: 'n' }]);

    await other.query('alter table probe add column extra integer not null default 7');
    let attempts = 0;
    const ctx = { db: database.db, engine: database.engine, merchantId: 'm' };
    const rows = await inTransaction(ctx, async (t) => {
      attempts++;
      return allById(t.db as unknown as Kysely<ProbeDB>, { id: 2 });
    });
    expect(rows).toEqual([{ id: 2, label: 'two', note: 'n', extra: 7 }]);
    // The first transaction failed on the stale statement; the second ran it prepared afresh.
    expect(attempts).toBe(2);
  });
});
