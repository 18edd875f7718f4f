import { dayRangeToInstants } from './time-zone';

/**
 * The URL of every list: its filters and `order`, nothing else. Every list is one keyset infinite
 * list (rows append with "Load more"), so no page token, page size or page stack is kept: a
 * reload or a shared link shows the list from its first rows. Keys are snake_case like the API's;
 * dates are whole days (`YYYY-MM-DD`), which the list turns into instants in the selected
 * location's time zone (`dayRangeToInstants`).
 *
 * Route search validators are plain functions, not zod: every route's validator is part of the
 * app's first download, and zod's schemas are not needed before a page shows its rows.
 */

export type SortOrder = 'ASC' | 'DESC';

/**
 * One search parameter: what the router read from the URL (it parses values as JSON, so
 * `?external_id=123` arrives as a number), parsed; anything missing or malformed becomes its
 * fallback (undefined, or its default). It never throws.
 */
export type SearchParam<T> = (raw: unknown) => T;

type SearchParams = Record<string, SearchParam<unknown>>;

type Parsed<P> = P extends SearchParam<infer T> ? T : never;

/** What parameters parse to: one that may be undefined is an optional key. */
type SearchOf<P> = {
  [K in keyof P as undefined extends Parsed<P[K]> ? K : never]?: Parsed<P[K]>;
} & {
  [K in keyof P as undefined extends Parsed<P[K]> ? never : K]: Parsed<P[K]>;
} extends infer S
  ? { [K in keyof S]: S[K] }
  : never;

/** A route's `validateSearch`: unknown keys are dropped, malformed values fall back. */
interface SearchSchema<P> {
  parse(raw: unknown): SearchOf<P>;
  /** These parameters and `more`. */
  extend<Q extends SearchParams>(more: Q): SearchSchema<P & Q>;
  /** Standard Schema, as the router reads it; links may leave any parameter out. */
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'ledgerline';
    validate(value: unknown): { value: SearchOf<P> };
    readonly types?: { input: Partial<SearchOf<P>>; output: SearchOf<P> };
  };
}

/** The search an object of parameters parses to (`SearchOutput<typeof schema>`). */
export type SearchOutput<S extends { parse(raw: unknown): object }> = ReturnType<S['parse']>;

export function searchSchema<P extends SearchParams>(params: P): SearchSchema<P> {
  const parse = (raw: unknown): SearchOf<P> => {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const search: Record<string, unknown> = {};
    for (const [key, param] of Object.entries(params)) {
      const value = param(input[key]);
      // A malformed value is set to undefined, not left out: the router spreads what a route
      // validates over the search it was given, so a key left out would keep the raw value.
      if (value !== undefined || key in input) search[key] = value;
    }
    return search as SearchOf<P>;
  };
  return {
    parse,
    extend: (more) => searchSchema({ ...params, ...more }),
    '~standard': {
      version: 1,
      vendor: 'ledgerline',
      validate: (value) => ({ value: parse(value) }),
    },
  };
}

/** Any text, as it is (`?redirect=`); `min` the fewest characters. */
export const searchString =
  (min = 0): SearchParam<string | undefined> =>
  (raw) =>
    typeof raw === 'string' && raw.length >= min ? raw : undefined;

/** Free text, trimmed, 1 to `max` characters; a number (`?external_id=123`) is read as text. */
export const searchText =
  (max: number): SearchParam<string | undefined> =>
  (raw) => {
    if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
    const text = String(raw).trim();
    return text.length >= 1 && text.length <= max ? text : undefined;
  };

/** A calendar day that exists, `2026-03-01`. */
export const searchDay: SearchParam<string | undefined> = (raw) => {
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
  const [year, month, day] = raw.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? raw
    : undefined;
};

/** One of `values`; otherwise undefined, or `fallback` when given. */
export function searchEnum<const T extends string>(
  values: readonly T[],
): SearchParam<T | undefined>;
export function searchEnum<const T extends string>(
  values: readonly T[],
  fallback: T,
): SearchParam<T>;
export function searchEnum<const T extends string>(
  values: readonly T[],
  fallback?: T,
): SearchParam<T | undefined> {
  return (raw) => (values.includes(raw as T) ? (raw as T) : fallback);
}

/** `true` or `false` (`?expiredLink=true`). */
export const searchBoolean: SearchParam<boolean | undefined> = (raw) =>
  typeof raw === 'boolean' ? raw : undefined;

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
function filterHelpers<P extends SearchParams, Search extends object>(filters: P) {
  const dayKeys = Object.keys(filters).filter((key) => filters[key] === searchDay);
  // Every filter key, also those whose unset value is undefined.
  const unfiltered = Object.fromEntries(
    Object.entries(filters).map(([key, param]) => [key, param(undefined)]),
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

/**
 * Declares a list's URL from its filters (each parses a missing value to `undefined` or to its
 * default, e.g. `status: 'valid'`): `schema` for the route's `validateSearch` (anything malformed
 * falls back to its default), `defaults` for `stripSearchParams` (defaults stay out of the URL),
 * and the filter helpers. `order` is the sort order when the URL has none.
 */
export function defineListSearch<P extends SearchParams>(
  filters: P,
  { order = 'DESC' }: { order?: SortOrder } = {},
) {
  const schema = searchSchema({ ...filters, order: searchEnum(['ASC', 'DESC'], order) });
  type Search = SearchOutput<typeof schema>;
  const helpers = filterHelpers<P, Search>(filters);
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
