import { sql, type Expression, type SqlBool } from 'kysely';
import type { Keyset } from '../http/paging';

export type Order = 'ASC' | 'DESC';

/** Rows strictly after `keyset` in (created_at, id) order, as one row-value comparison. */
export function afterKeyset(table: string, order: Order, keyset: Keyset): Expression<SqlBool> {
  const op = sql.raw(order === 'ASC' ? '>' : '<');
  return sql<SqlBool>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) ${op} (${keyset[0]}, ${keyset[1]})`;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts, or null on the last page. */
  next: Keyset | null;
}

/** Splits a query result fetched with `limit + 1` rows into a page and its continuation. */
export function takePage<T extends { created_at: string; id: string }>(
  rows: T[],
  limit: number,
): Page<T> {
  if (rows.length <= limit) return { items: rows, next: null };
  const items = rows.slice(0, limit);
  const last = items[items.length - 1]!;
  return { items, next: [last.created_at, last.id] };
}
