import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { fromMs, toMs } from '../lib/time';
import { compiledQuery } from './compiled';

export type Order = 'ASC' | 'DESC';

/** A keyset position: the sort column's value (`created_at` unless told) and the `id` of the last row of a page. */
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

/** The same page with its items mapped, e.g. rows to wire objects. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { items: page.items.map(map), next: page.next };
}

/**
 * A page whose rows come with related rows (an employee's locations, a timecard's events):
 * `related` loads them for the whole page in one query, never one query per row, and `toItem`
 * shapes each row with its own.
 */
export async function withRelated<O extends { id: string }, R, T>(
  page: Page<O>,
  related: (ids: string[]) => Promise<Map<string, R[]>>,
  toItem: (row: O, related: R[]) => T,
): Promise<Page<T>> {
  const byId = await related(page.items.map((row) => row.id));
  return mapPage(page, (row) => toItem(row, byId.get(row.id) ?? []));
}

/**
 * The values a list's page query binds: the contract's parsed query without the paging fields
 * (the page loader adds its own) and with the merchant it is for.
 */
export function listValues<Q extends object>(query: Q, merchantId: string) {
  const {
    order: _o,
    limit: _l,
    batch_token: _b,
    cursor: _c,
    ...filters
  } = query as Q & {
    order?: unknown;
    limit?: unknown;
    batch_token?: unknown;
    cursor?: unknown;
  };
  return { ...filters, merchant_id: merchantId } as Omit<
    Q,
    'order' | 'limit' | 'batch_token' | 'cursor'
  > & {
    merchant_id: string;
  };
}

/** Rows strictly after `keyset` in (column, id) order, as one row-value comparison. */
function afterKeyset(
  table: string,
  column: string,
  order: Order,
  keyset: readonly [string | number, string],
): Expression<SqlBool> {
  const op = sql.raw(order === 'ASC' ? '>' : '<');
  return sql<SqlBool>`(${sql.ref(`${table}.${column}`)}, ${sql.ref(`${table}.id`)}) ${op} (${keyset[0]}, ${keyset[1]})`;
}

/** Filters written into the SQL rather than bound (see `compiledQuery`'s `inline`). */
interface InlineOptions<V> {
  inline?: ReadonlyArray<keyof V & string>;
}

/** What a page query binds besides the list's own filters. */
interface KeysetValues {
  limit: number;
  after_key: string | number | undefined;
  after_id: string | undefined;
}

function ordered<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: string,
  column: string,
  order: Order,
  v: KeysetValues,
): SelectQueryBuilder<DB, TB, O> {
  const direction = order === 'ASC' ? 'asc' : 'desc';
  let q = query
    .orderBy(sql.ref(`${table}.${column}`), direction)
    .orderBy(sql.ref(`${table}.id`), direction)
    .limit(v.limit);
  if (v.after_key !== undefined && v.after_id !== undefined) {
    q = q.where(afterKeyset(table, column, order, [v.after_key, v.after_id]));
  }
  return q;
}

/**
 * The page loader of a list: `build` selects and filters the rows (a {@link compiledQuery}
 * builder: it adds a condition by whether a value is defined or by the page's order, and binds
 * every value; on a page after a cursor it also gets `after_key`), and the
 * loader orders them by `(table.created_at, table.id)` and asks for `limit + 1` rows after the
 * keyset, so the extra row tells whether a next page exists without a count. Every list in the
 * service pages this way; none uses OFFSET.
 */
export function keysetQuery<
  DB,
  TB extends keyof DB,
  O extends { created_at: string; id: string },
  V extends Record<string, unknown>,
>(
  table: string,
  build: (db: Kysely<DB>, values: V, order: Order) => SelectQueryBuilder<DB, TB, O>,
  options: InlineOptions<V> = {},
) {
  return keysetQueryOn(table, 'created_at', build, options);
}

/**
 * {@link keysetQuery} for a table whose `created_at` is stored as milliseconds (`payments`,
 * `checkouts`: migration 0022). The keyset stays the instant's stored form, so page tokens read
 * the same as before; it is converted at the query.
 */
export function keysetQueryMs<
  DB,
  TB extends keyof DB,
  O extends { created_at: number; id: string },
  V extends Record<string, unknown>,
>(
  table: string,
  build: (db: Kysely<DB>, values: V, order: Order) => SelectQueryBuilder<DB, TB, O>,
  options: InlineOptions<V> = {},
) {
  const queries = keysetQueries(table, 'created_at', build, options);
  return async (db: Kysely<DB>, values: V, page: PageRequest): Promise<Page<O>> => {
    const rows = await queries[page.order](db, {
      ...values,
      limit: page.limit + 1,
      after_key: page.after ? toMs(page.after[0]) : undefined,
      after_id: page.after?.[1],
    });
    if (rows.length <= page.limit) return { items: rows, next: null };
    const items = rows.slice(0, page.limit);
    const last = items[items.length - 1]!;
    return { items, next: [fromMs(last.created_at), last.id] };
  };
}

/** One compiled page query per order, so `build` may depend on the order (it is never a value). */
function keysetQueries<DB, TB extends keyof DB, O, V extends Record<string, unknown>>(
  table: string,
  column: string,
  build: (db: Kysely<DB>, values: V, order: Order) => SelectQueryBuilder<DB, TB, O>,
  { inline = [] }: InlineOptions<V>,
) {
  const options = { inline: ['limit' as const, ...inline] };
  return {
    ASC: compiledQuery(
      (db: Kysely<DB>, v: V & KeysetValues) =>
        ordered(build(db, v, 'ASC'), table, column, 'ASC', v),
      options,
    ),
    DESC: compiledQuery(
      (db: Kysely<DB>, v: V & KeysetValues) =>
        ordered(build(db, v, 'DESC'), table, column, 'DESC', v),
      options,
    ),
  };
}

/**
 * {@link keysetQuery} ordered by `(table.column, table.id)` instead: for lists the client may sort
 * by another column (a non-null text column, so the keyset is two strings).
 */
export function keysetQueryOn<
  DB,
  TB extends keyof DB,
  C extends string,
  O extends { [K in C]: string } & { id: string },
  V extends Record<string, unknown>,
>(
  table: string,
  column: C,
  build: (db: Kysely<DB>, values: V, order: Order) => SelectQueryBuilder<DB, TB, O>,
  options: InlineOptions<V> = {},
) {
  const queries = keysetQueries(table, column, build, options);
  return async (db: Kysely<DB>, values: V, page: PageRequest): Promise<Page<O>> => {
    const rows = await queries[page.order](db, {
      ...values,
      limit: page.limit + 1,
      after_key: page.after?.[0],
      after_id: page.after?.[1],
    });
    if (rows.length <= page.limit) return { items: rows, next: null };
    const items = rows.slice(0, page.limit);
    const last = items[items.length - 1]!;
    return { items, next: [last[column], last.id] };
  };
}

/**
 * A column and the begin (inclusive) and end (exclusive) instants it must fall between, in their
 * stored form (the contract's `Instant` normalises them), or as milliseconds for a column stored
 * so ({@link toMs}).
 */
export type TimeRange = readonly [
  column: string,
  begin: string | number | undefined,
  end: string | number | undefined,
];

/**
 * Adds the condition for every bound that is set. Instants are compared in their stored form
 * (fixed-width UTC text), the same way on both engines.
 */
export function whereInTimeRanges<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  ranges: readonly TimeRange[],
): SelectQueryBuilder<DB, TB, O> {
  const conditions = ranges.flatMap(([column, begin, end]) => [
    ...(begin !== undefined ? [sql<SqlBool>`${sql.ref(column)} >= ${begin}`] : []),
    ...(end !== undefined ? [sql<SqlBool>`${sql.ref(column)} < ${end}`] : []),
  ]);
  return conditions.length > 0
    ? query.where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`)
    : query;
}
