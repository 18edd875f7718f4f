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
  list: {
    hasFilters: (search: S) => boolean;
    /** How many filters are set (the phone's "Filters" button shows it). */
    activeFilters: (search: S) => number;
    withoutFilters: (search: S) => S;
  };
  search: S;
  onChange: (search: S) => void;
}

/** What a list definition derives from the filters alone. */
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
    /** How many filters differ from their unset value. */
    activeFilters: (search: Search): number =>
      Object.keys(filters).filter(
        (key) => search[key as keyof Search] !== unfiltered[key as keyof Search],
      ).length,
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
    activeFilters: helpers.activeFilters,
    usesTimeZone: helpers.usesTimeZone,
    /** Every filter unset; the order is kept. */
    withoutFilters: (search: Search): Search => ({ ...search, ...helpers.unfiltered }),
  };
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
