import type { Database as SQLiteDatabase } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * Kysely's SQLite driver calls `prepare` for every query it runs. For this service's small keyset
 * queries, preparing (and finalising) a statement costs as much as running it, so statements are
 * kept by SQL text. All SQL is parameterised, so there is one text per query shape (an `IN` list
 * has one per length); the least recently used are dropped beyond `capacity`.
 *
 * better-sqlite3 finishes and resets a statement inside `all`/`run`, so a cached statement holds
 * no read transaction or lock between queries. An iterator keeps its statement busy until it is
 * exhausted, so `iterate` (Kysely's `stream()`) gets a statement of its own.
 */
export function withStatementCache(
  sqlite: SQLiteDatabase,
  capacity = 500,
): SqliteDatabase & { readonly inTransaction: boolean } {
  const cache = new Map<string, SqliteStatement>();
  const prepare = (sql: string): SqliteStatement => {
    const stmt = sqlite.prepare(sql);
    return {
      reader: stmt.reader,
      all: (parameters) => stmt.all(parameters),
      run: (parameters) => stmt.run(parameters),
      iterate: (parameters) => sqlite.prepare(sql).iterate(parameters),
    };
  };
  return {
    get inTransaction() {
      return sqlite.inTransaction;
    },
    close: () => sqlite.close(),
    prepare(sql) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = prepare(sql);
        if (cache.size >= capacity) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
