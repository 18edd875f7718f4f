import { z } from 'zod';
import { dayRangeToInstants } from './time-zone';

/**
 * The URL of every list: its filters and `order`, nothing else. Every list is one keyset infinite
 * list (rows append with "Load more"), so no page token, page size or page stack is kept: a
 * reload or a shared link shows the list from its first rows. Keys are snake_case like the API's;
 * dates are whole days (`YYYY-MM-DD`), which the list turns into instants in the selected
 * location's time zone (`dayRangeToInstants`).
 */

export type SortOrder = 'ASC' | 'DESC';

/** Free text; the router parses `?external_id=123` as a number, so numbers are accepted too. */
export const searchText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().trim().min(1).max(max))
    .optional()
    .catch(undefined);

/** A calendar day, `2026-03-01`. */
export const searchDay = z.iso.date().optional().catch(undefined);

/** What a filter bar or an empty state needs of a list's URL to clear its filters. */
export interface ListFilterControl<S> {
  /** The list's search definition (`defineListSearch`). */
  list: { hasFilters: (search: S) => boolean; withoutFilters: (search: S) => S };
  search: S;
  onChange: (search: S) => void;
}

/** What both list definitions derive from the filters alone. */
function filterHelpers<TShape extends z.ZodRawShape, Search extends object>(filters: TShape) {
  const dayKeys = Object.keys(filters).filter((key) => filters[key] === searchDay);
  // Every filter key, also those whose unset value is undefined (parsing leaves them out).
  const parsedDefaults: Record<string, unknown> = z.object(filters).parse({});
  const unfiltered = Object.fromEntries(
    Object.keys(filters).map((key) => [key, parsedDefaults[key]]),
  ) as Partial<Search>;
  const filterDefaults = Object.fromEntries(
    Object.entries(unfiltered).filter(([, value]) => value !== undefined),
  );
  return {
    filterDefaults,
    unfiltered,
    /** Whether any filter differs from its unset value (the order is not a filter). */
    hasFilters: (search: Search): boolean =>
      Object.keys(filters).some(
        (key) => search[key as keyof Search] !== unfiltered[key as keyof Search],
      ),
    /** Whether the request depends on the time zone: a day filter is set. */
    usesTimeZone: (search: Search): boolean =>
      dayKeys.some((key) => search[key as keyof Search] !== undefined),
  };
}

const orderField = (order: SortOrder) => z.enum(['ASC', 'DESC']).default(order).catch(order);

/**
 * Declares a list's URL from its filters (each parses a missing value to `undefined` or to its
 * default, e.g. `status: 'valid'`): `schema` for the route's `validateSearch` (anything malformed
 * falls back to its default), `defaults` for `stripSearchParams` (defaults stay out of the URL),
 * and the filter helpers. `order` is the sort order when the URL has none.
 */
export function defineListSearch<TShape extends z.ZodRawShape>(
  filters: TShape,
  { order = 'DESC' }: { order?: SortOrder } = {},
) {
  const schema = z.object({ ...filters, order: orderField(order) });
  type Search = z.output<typeof schema>;
  const helpers = filterHelpers<TShape, Search>(filters);
  return {
    schema,
    defaults: { order, ...helpers.filterDefaults } as unknown as Partial<Search>,
    hasFilters: helpers.hasFilters,
    usesTimeZone: helpers.usesTimeZone,
    /** Every filter unset; the order is kept. */
    withoutFilters: (search: Search): Search => ({ ...search, ...helpers.unfiltered }),
  };
}

// ---------------------------------------------------------------------------------------------
// Deprecated: the page stack of the lists not yet on the one list kit (staff and labor). They go
// with `ListPager` once no list uses them; new lists use `defineListSearch` and an infinite list.
// ---------------------------------------------------------------------------------------------

/** @deprecated Page sizes of the page stack; infinite lists use the API's page size. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

/**
 * @deprecated What a page-stack list's URL holds besides its filters: `size` (rows per page),
 * `page` (the token of the page shown, a v1 `batch_token` or a v2 `cursor`) and `previous` (the
 * tokens of the pages before it, '' for the first).
 */
export interface ListPosition {
  order: SortOrder;
  size: number;
  page?: string | undefined;
  previous: string[];
}

/**
 * @deprecated `defineListSearch` plus the page stack (`size`, `page`, `previous`), for the lists
 * still paged with `ListPager`.
 */
export function definePagedListSearch<TShape extends z.ZodRawShape>(
  filters: TShape,
  { order = 'DESC' }: { order?: SortOrder } = {},
) {
  const schema = z.object({
    ...filters,
    order: orderField(order),
    size: z
      .union(PAGE_SIZES.map((size) => z.literal(size)))
      .default(DEFAULT_PAGE_SIZE)
      .catch(DEFAULT_PAGE_SIZE),
    page: z.string().min(1).max(2048).optional().catch(undefined),
    previous: z.array(z.string().max(2048)).max(100).default([]).catch([]),
  });
  type Search = z.output<typeof schema>;
  const helpers = filterHelpers<TShape, Search>(filters);
  return {
    schema,
    defaults: {
      order,
      size: DEFAULT_PAGE_SIZE,
      previous: [],
      ...helpers.filterDefaults,
    } as unknown as Partial<Search>,
    hasFilters: helpers.hasFilters,
    usesTimeZone: helpers.usesTimeZone,
    /** Every filter unset, on the first page; order and page size are kept. */
    withoutFilters: (search: Search): Search => ({
      ...search,
      ...helpers.unfiltered,
      page: undefined,
      previous: [],
    }),
  };
}

/**
 * @deprecated (page stack) Applies filter (or order, or size) changes and goes back to the first
 * page: page tokens are bound to the filters they were issued for.
 */
export function withFilters<S extends ListPosition>(
  search: S,
  changes: Partial<Omit<S, 'page' | 'previous'>>,
): S {
  return { ...search, ...changes, page: undefined, previous: [] };
}

/** @deprecated (page stack) */
export function nextPageSearch<S extends ListPosition>(search: S, nextToken: string): S {
  return { ...search, page: nextToken, previous: [...search.previous, search.page ?? ''] };
}

/** @deprecated (page stack) */
export function previousPageSearch<S extends ListPosition>(search: S): S {
  return {
    ...search,
    page: search.previous.at(-1) || undefined,
    previous: search.previous.slice(0, -1),
  };
}

/** @deprecated (page stack) 1-based number of the page shown. */
export function pageNumber(search: ListPosition): number {
  return search.previous.length + 1;
}

/** @deprecated (page stack) A generation 1 list request's order, page size and batch token. */
export function v1PageParams(search: ListPosition) {
  return { order: search.order, limit: String(search.size), batch_token: search.page };
}

/** @deprecated (page stack) The generation 2 twin: page size and cursor. */
export function v2PageParams(search: ListPosition) {
  return { limit: String(search.size), cursor: search.page };
}

type TimeRangeParams<F extends string> = {
  [K in `begin_${F}` | `end_${F}`]: string | undefined;
};

/**
 * The day filters `<name>_from` / `<name>_to` of a list URL as the API's `begin_<field>` /
 * `end_<field>` instants, whole days in `timeZone` (`{ created: 'created_at' }`).
 */
export function timeRangeParams<F extends string>(
  search: object,
  fields: Readonly<Record<string, F>>,
  timeZone: string,
): TimeRangeParams<F> {
  const days = search as Record<string, string | undefined>;
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      const { begin, end } = dayRangeToInstants(days[`${name}_from`], days[`${name}_to`], timeZone);
      return [
        [`begin_${field}`, begin],
        [`end_${field}`, end],
      ];
    }),
  ) as TimeRangeParams<F>;
}
