import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { normaliseTime } from '../lib/time';

export type Order = 'ASC' | 'DESC';

/** The same page with its items mapped, e.g. rows to wire objects. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { items: page.items.map(map), next: page.next };
}

/** A keyset position: the `created_at` and the `id` of the last row of a page. */
export type Keyset = readonly [string, string];

/** One page to load: its order and size, and where it starts (null for the first page). */
export interface PageRequest {
  order: Order;
  limit: number;
  after: Keyset | null;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts, or null on the last page. */
  next: Keyset | null;
}

/** Rows strictly after `keyset` in (created_at, id) order, as one row-value comparison. */
function afterKeyset(table: string, order: Order, keyset: Keyset): Expression<SqlBool> {
  const op = sql.raw(order === 'ASC' ? '>' : '<');
  return sql<SqlBool>`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) ${op} (${keyset[0]}, ${keyset[1]})`;
}

/**
 * Loads one page of `query` (already filtered) in `(table.created_at, table.id)` order: it asks
 * for `limit + 1` rows after the keyset, so the extra row tells whether a next page exists without
 * a count. Every list in the service pages this way; none uses OFFSET.
 */
export async function keysetPage<
  DB,
  TB extends keyof DB,
  O extends { created_at: string; id: string },
>(query: SelectQueryBuilder<DB, TB, O>, table: string, page: PageRequest): Promise<Page<O>> {
  const direction = page.order === 'ASC' ? 'asc' : 'desc';
  let q = query
    .orderBy(sql.ref(`${table}.created_at`), direction)
    .orderBy(sql.ref(`${table}.id`), direction)
    .limit(page.limit + 1);
  if (page.after) q = q.where(afterKeyset(table, page.order, page.after));
  const rows = await q.execute();
  if (rows.length <= page.limit) return { items: rows, next: null };
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1]!;
  return { items, next: [last.created_at, last.id] };
}

/**
 * `keysetPage` for rows that come with related rows (an employee's locations, a timecard's events):
 * `related` loads them for the whole page in one query, never one query per row, and `toItem`
 * shapes each row with its own.
 */
export async function keysetPageWith<
  DB,
  TB extends keyof DB,
  O extends { created_at: string; id: string },
  R,
  T,
>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: string,
  page: PageRequest,
  related: (ids: string[]) => Promise<Map<string, R[]>>,
  toItem: (row: O, related: R[]) => T,
): Promise<Page<T>> {
  const rows = await keysetPage(query, table, page);
  const byId = await related(rows.items.map((row) => row.id));
  return mapPage(rows, (row) => toItem(row, byId.get(row.id) ?? []));
}

/** A column and the begin (inclusive) and end (exclusive) instants it must fall between. */
export type TimeRange = readonly [
  column: string,
  begin: string | undefined,
  end: string | undefined,
];

/**
 * Adds the condition for every bound that is set. Instants arrive with any offset and are compared
 * in their stored form (fixed-width UTC text), the same way on both engines.
 */
export function whereInTimeRanges<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ranges: readonly TimeRange[],
): SelectQueryBuilder<DB, TB, O> {
  const conditions = ranges.flatMap(([column, begin, end]) => [
    ...(begin ? [sql<SqlBool>`${sql.ref(column)} >= ${normaliseTime(begin)}`] : []),
    ...(end ? [sql<SqlBool>`${sql.ref(column)} < ${normaliseTime(end)}`] : []),
  ]);
  return conditions.length > 0
    ? query.where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
    : query;
}
