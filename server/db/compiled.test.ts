import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsOf, compiledQuery, rowsOf, runCompiledDirectly } from './compiled';
import { withStatementCache } from './sqlite-statements';

interface TestDB {
  item: { id: number; kind: string; deleted: number };
}

const open: Kysely<TestDB>[] = [];

function database({ direct = false } = {}): Kysely<TestDB> {
  const sqlite = new SQLite(':memory:');
  sqlite.exec(
    'create table item (id integer primary key, kind text, deleted integer);' +
      "insert into item values (1, 'a', 0), (2, 'a', 1), (3, 'b', 0), (4, 'b', 0)",
  );
  const statements = withStatementCache(sqlite);
  const db = new Kysely<TestDB>({ dialect: new SqliteDialect({ database: statements }) });
  if (direct) runCompiledDirectly(db, statements);
  open.push(db);
  return db;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

interface Filters extends Record<string, unknown> {
  kind: string | undefined;
  deleted: number | undefined;
}

function itemsQuery() {
  const build = vi.fn((db: Kysely<TestDB>, f: Filters) => {
    let q = db.selectFrom('item').select('id').orderBy('id');
    if (f.kind !== undefined) q = q.where('kind', '=', f.kind);
    if (f.deleted !== undefined) q = q.where('deleted', '=', f.deleted);
    return q;
  });
  return { build, run: compiledQuery(build) };
}

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('compiledQuery', () => {
  it('builds a shape once and runs it with each call’s values', async () => {
    const db = database();
    const { build, run } = itemsQuery();
    expect(ids(await run(db, { kind: 'a', deleted: 0 }))).toEqual([1]);
    expect(ids(await run(db, { kind: 'b', deleted: 0 }))).toEqual([3, 4]);
    expect(ids(await run(db, { kind: 'a', deleted: 1 }))).toEqual([2]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('compiles one shape per set of defined values', async () => {
    const db = database();
    const { build, run } = itemsQuery();
    expect(ids(await run(db, { kind: undefined, deleted: undefined }))).toEqual([1, 2, 3, 4]);
    expect(ids(await run(db, { kind: 'b', deleted: undefined }))).toEqual([3, 4]);
    expect(ids(await run(db, { kind: undefined, deleted: 1 }))).toEqual([2]);
    expect(ids(await run(db, { kind: 'a', deleted: undefined }))).toEqual([1, 2]);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('compiles an `in` list once per length', async () => {
    const db = database();
    const build = vi.fn((d: Kysely<TestDB>, v: { ids: number[] }) =>
      d.selectFrom('item').select('id').where('id', 'in', v.ids).orderBy('id'),
    );
    const run = compiledQuery(build);
    expect(ids(await run(db, { ids: [4, 1] }))).toEqual([1, 4]);
    expect(ids(await run(db, { ids: [2, 3] }))).toEqual([2, 3]);
    expect(ids(await run(db, { ids: [3] }))).toEqual([3]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps constants written into the query', async () => {
    const db = database();
    const run = compiledQuery((d: Kysely<TestDB>, v: { kind: string }) =>
      d.selectFrom('item').select('id').where('deleted', '=', 0).where('kind', '=', v.kind),
    );
    expect(ids(await run(db, { kind: 'a' }))).toEqual([1]);
    expect(ids(await run(db, { kind: 'b' }))).toEqual([3, 4]);
  });

  it('compiles separately for each database', async () => {
    const { build, run } = itemsQuery();
    const values = { kind: 'a', deleted: undefined };
    await run(database(), values);
    await run(database(), values);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('compiles once for a database and its transactions', async () => {
    const db = database();
    const { build, run } = itemsQuery();
    const values = { kind: 'b', deleted: 0 };
    expect(ids(await run(db, values))).toEqual([3, 4]);
    for (let i = 0; i < 2; i++) {
      const rows = await db.transaction().execute((trx) => run(trx, values));
      expect(ids(rows)).toEqual([3, 4]);
    }
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('inserts rows given as columns, compiled once per number of rows', async () => {
    const db = database();
    const build = vi.fn((d: Kysely<TestDB>, v: ReturnType<typeof columnsOf<TestDB['item']>>) =>
      d.insertInto('item').values(rowsOf(v)),
    );
    const insert = compiledQuery(build);
    const row = (id: number, kind: string) => ({ id, kind, deleted: 0 });
    await insert(db, columnsOf([row(5, 'c'), row(6, 'd')]));
    await insert(db, columnsOf([row(7, 'e'), row(8, 'f')]));
    await insert(db, columnsOf([row(9, 'g')]));
    const stored = await db.selectFrom('item').select(['id', 'kind']).where('id', '>', 4).execute();
    expect(stored.map((r) => `${r.id}${r.kind}`)).toEqual(['5c', '6d', '7e', '8f', '9g']);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('runs on a registered SQLite connection directly, in its transaction or on its own', async () => {
    const db = database({ direct: true });
    const insert = compiledQuery((d: Kysely<TestDB>, v: { id: number }) =>
      d.insertInto('item').values({ id: v.id, kind: 'c', deleted: 0 }),
    );
    const ofKind = compiledQuery((d: Kysely<TestDB>, v: { kind: string }) =>
      d.selectFrom('item').select('id').where('kind', '=', v.kind),
    );
    let outside: Promise<Array<{ id: number }>> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        const executor = vi.spyOn(trx, 'executeQuery');
        await insert(trx, { id: 5 });
        expect(ids(await ofKind(trx, { kind: 'c' }))).toEqual([5]);
        expect(executor).not.toHaveBeenCalled();
        // Another request's read while this transaction is open waits for it to end.
        outside = ofKind(db, { kind: 'c' });
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ids(await outside!)).toEqual([]);
    const executor = vi.spyOn(db, 'executeQuery');
    expect(ids(await ofKind(db, { kind: 'a' }))).toEqual([1, 2]);
    expect(executor).not.toHaveBeenCalled();
    // A plugin sees every result, so a query on a database with one goes through Kysely.
    let seen = 0;
    const counted = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        seen += 1;
        return Promise.resolve(args.result);
      },
    });
    expect(ids(await ofKind(counted, { kind: 'b' }))).toEqual([3, 4]);
    expect(seen).toBe(1);
  });

  it('compiles `inline` integers per value, and writes a LIMIT into the SQL on SQLite', async () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec(
      'create table item (id integer primary key, kind text, deleted integer);' +
        "insert into item values (1, 'a', 0), (2, 'a', 1), (3, 'b', 0), (4, 'b', 0)",
    );
    const statements = withStatementCache(sqlite);
    const prepared: string[] = [];
    const prepare = statements.prepare.bind(statements);
    statements.prepare = (text) => (prepared.push(text), prepare(text));
    const db = new Kysely<TestDB>({ dialect: new SqliteDialect({ database: statements }) });
    runCompiledDirectly(db, statements);
    open.push(db);
    const build = vi.fn((d: Kysely<TestDB>, v: { kind: string; limit: number }) =>
      d.selectFrom('item').select('id').where('kind', '=', v.kind).orderBy('id').limit(v.limit),
    );
    const run = compiledQuery(build, { inline: ['limit'] });
    expect(ids(await run(db, { kind: 'b', limit: 1 }))).toEqual([3]);
    expect(ids(await run(db, { kind: 'a', limit: 1 }))).toEqual([1]);
    expect(ids(await run(db, { kind: 'b', limit: 2 }))).toEqual([3, 4]);
    expect(ids(await run(db, { kind: 'b', limit: 1 }))).toEqual([3]);
    expect(build).toHaveBeenCalledTimes(2);
    expect(new Set(prepared.filter((t) => t.includes('"item"')))).toEqual(
      new Set([
        'select "id" from "item" where "kind" = ? order by "id" limit 1',
        'select "id" from "item" where "kind" = ? order by "id" limit 2',
      ]),
    );
    // Without a direct SQLite connection (PostgreSQL's path), the LIMIT stays bound.
    const other = database();
    expect(ids(await run(other, { kind: 'b', limit: 1 }))).toEqual([3]);
    await expect(run(db, { kind: 'b', limit: 1.5 })).rejects.toThrow(
      'limit is written into the SQL and must be an integer',
    );
    await expect(
      run(db, { kind: 'b', limit: '1; drop table item' as unknown as number }),
    ).rejects.toThrow('must be an integer');
  });

  it('refuses a builder that does not bind a value it was given', async () => {
    const db = database();
    const run = compiledQuery((d: Kysely<TestDB>, _v: { kind: string }) =>
      d.selectFrom('item').select('id'),
    );
    await expect(run(db, { kind: 'a' })).rejects.toThrow('kind must be passed to the query');
  });
});
