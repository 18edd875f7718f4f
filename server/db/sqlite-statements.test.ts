import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './sqlite-statements';

interface TestDB {
  item: { id: number; name: string };
}

const open: SQLite.Database[] = [];

function database() {
  const sqlite = new SQLite(':memory:');
  open.push(sqlite);
  sqlite.exec(
    "create table item (id integer primary key, name text); insert into item values (1, 'a'), (2, 'b'), (3, 'c')",
  );
  const prepare = vi.spyOn(sqlite, 'prepare');
  return { sqlite, prepare };
}

afterEach(() => {
  for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
});

describe('withStatementCache', () => {
  it('prepares each SQL text once and runs it with each call’s parameters', async () => {
    const { sqlite, prepare } = database();
    const db = new Kysely<TestDB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    const names = [];
    for (const id of [1, 2, 3]) {
      const row = await db
        .selectFrom('item')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirst();
      names.push(row?.name);
    }
    expect(names).toEqual(['a', 'b', 'c']);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('runs writes and transactions through cached statements', async () => {
    const { sqlite } = database();
    const db = new Kysely<TestDB>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    });
    for (const id of [4, 5]) {
      await db.transaction().execute((trx) =>
        trx
          .insertInto('item')
          .values({ id, name: `n${id}` })
          .execute(),
      );
    }
    const { count } = await db
      .selectFrom('item')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(5);
  });

  it('keeps at most `capacity` statements, dropping the least recently used', () => {
    const { sqlite, prepare } = database();
    const cached = withStatementCache(sqlite, 2);
    const sql = (id: number) => `select name from item where id = ${id}`;
    cached.prepare(sql(1));
    cached.prepare(sql(2));
    cached.prepare(sql(1)); // 1 is now the most recently used
    cached.prepare(sql(3)); // drops 2
    cached.prepare(sql(1));
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare(sql(2));
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('gives an iterator its own statement, so the cached one stays usable meanwhile', () => {
    const { sqlite } = database();
    const cached = withStatementCache(sqlite);
    const sql = 'select name from item order by id';
    const iterator = cached.prepare(sql).iterate([]);
    expect(iterator.next().value).toEqual({ name: 'a' });
    expect(cached.prepare(sql).all([])).toHaveLength(3);
    expect([...iterator]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });
});
