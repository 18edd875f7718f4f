import { z } from 'zod';
import { dayRangeToInstants } from './time-zone';

/**
 * The URL of every list: its filters, then `order`, `size` (rows per page) and the keyset page
 * stack — `page` is the token of the page shown (a v1 `batch_token` or a v2 `cursor`), `previous`
 * the tokens of the pages before it ('' for the first), so Previous works after a reload or from a
 * shared link. Keys are snake_case like the API's; dates are whole days (`YYYY-MM-DD`), which the
 * list turns into instants in the selected location's time zone (`dayRangeToInstants`).
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 25;

export type SortOrder = 'ASC' | 'DESC';

/** What every list's URL holds besides its filters. */
export interface ListPosition {
  order: SortOrder;
  size: number;
  page?: string | undefined;
  previous: string[];
}

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
  const schema = z.object({
    ...filters,
    order: z.enum(['ASC', 'DESC']).default(order).catch(order),
    size: z
      .union(PAGE_SIZES.map((size) => z.literal(size)))
      .default(DEFAULT_PAGE_SIZE)
      .catch(DEFAULT_PAGE_SIZE),
    page: z.string().min(1).max(2048).optional().catch(undefined),
    previous: z.array(z.string().max(2048)).max(100).default([]).catch([]),
  });
  type Search = z.output<typeof schema>;
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
    schema,
    defaults: {
      order,
      size: DEFAULT_PAGE_SIZE,
      previous: [],
      ...filterDefaults,
    } as unknown as Partial<Search>,
    /** Whether any filter differs from its unset value (order and page size are not filters). */
    hasFilters: (search: Search): boolean =>
      Object.keys(filters).some(
        (key) => search[key as keyof Search] !== unfiltered[key as keyof Search],
      ),
    /** Whether the request depends on the time zone: a day filter is set. */
    usesTimeZone: (search: Search): boolean =>
      dayKeys.some((key) => search[key as keyof Search] !== undefined),
    /** Every filter unset, on the first page; order and page size are kept. */
    withoutFilters: (search: Search): Search => ({
      ...search,
      ...unfiltered,
      page: undefined,
      previous: [],
    }),
  };
}

/**
 * Applies filter (or order, or size) changes and goes back to the first page: page tokens are
 * bound to the filters they were issued for.
 */
export function withFilters<S extends ListPosition>(
  search: S,
  changes: Partial<Omit<S, 'page' | 'previous'>>,
): S {
  return { ...search, ...changes, page: undefined, previous: [] };
}

export function nextPageSearch<S extends ListPosition>(search: S, nextToken: string): S {
  return { ...search, page: nextToken, previous: [...search.previous, search.page ?? ''] };
}

export function previousPageSearch<S extends ListPosition>(search: S): S {
  return {
    ...search,
    page: search.previous.at(-1) || undefined,
    previous: search.previous.slice(0, -1),
  };
}

/** 1-based number of the page shown. */
export function pageNumber(search: ListPosition): number {
  return search.previous.length + 1;
}

/** The paging part of a generation 1 list request: order, page size and the page's batch token. */
export function v1PageParams(search: ListPosition) {
  return { order: search.order, limit: String(search.size), batch_token: search.page };
}

/** The generation 2 twin: page size and cursor (v2 lists sort by their own fields). */
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
