/**
 * searchShifts as queries: the contract's filter turned into the values of one compiled keyset
 * query per sort field. Conditions depend only on which values are set (and array lengths),
 * never on the values, as `compiledQuery` requires.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { SearchShiftsRequest, ShiftSortField } from '@contract/shifts';
import { keysetQueryOn } from '../../db/keyset';
import type { DB } from '../../db/schema';
import { addDays, isTimeZone, zonedInstant } from '../../lib/time';
import { invalidField } from '../errors';

type SearchRequest = z.output<typeof SearchShiftsRequest>;
export type SearchFilter = NonNullable<NonNullable<SearchRequest['query']>['filter']>;
export type SortField = z.output<typeof ShiftSortField>;

/** What the sort falls back to: newest shifts first. */
export const DEFAULT_SORT = { field: 'START_AT', order: 'DESC' } as const;

/**
 * The page query's values. Workday bounds come per time zone: `wd_*_lo[i]`/`wd_*_hi[i]` are the
 * instants the date range begins and ends in zone `wd_zones[i]` (no `wd_zones` when every shift
 * searched is in one zone). Which `wd_*` pair is set says how shifts are matched to workdays.
 */
export interface SearchValues extends Record<string, unknown> {
  merchant_id: string;
  location_ids?: string[] | undefined;
  employee_ids?: string[] | undefined;
  status?: string | undefined;
  start_from?: string | undefined;
  start_to?: string | undefined;
  end_from?: string | undefined;
  end_to?: string | undefined;
  wd_zones?: string[] | undefined;
  /** START_AT: start_at in [lo, hi). */
  wd_start_lo?: string[] | undefined;
  wd_start_hi?: string[] | undefined;
  /** END_AT: end_at in (lo, hi] (the end minute is not worked). */
  wd_end_lo?: string[] | undefined;
  wd_end_hi?: string[] | undefined;
  /** INTERSECTION: the shift (open ones run on) and [lo, hi) share a minute. */
  wd_int_lo?: string[] | undefined;
  wd_int_hi?: string[] | undefined;
}

type Where = Expression<SqlBool>;

/** The workday condition; only called when one `wd_*` pair is set. */
function workdayCondition(eb: ExpressionBuilder<DB, 'shifts'>, v: SearchValues): Where {
  let lows: string[];
  let highs: string[];
  let between: (lo: string, hi: string) => Where;
  if (v.wd_start_lo !== undefined && v.wd_start_hi !== undefined) {
    [lows, highs] = [v.wd_start_lo, v.wd_start_hi];
    between = (lo, hi) => eb.and([eb('start_at', '>=', lo), eb('start_at', '<', hi)]);
  } else if (v.wd_end_lo !== undefined && v.wd_end_hi !== undefined) {
    [lows, highs] = [v.wd_end_lo, v.wd_end_hi];
    between = (lo, hi) => eb.and([eb('end_at', '>', lo), eb('end_at', '<=', hi)]);
  } else {
    [lows, highs] = [v.wd_int_lo ?? [], v.wd_int_hi ?? []];
    between = (lo, hi) => eb.and([eb('end_sort', '>', lo), eb('start_at', '<', hi)]);
  }
  const zones = v.wd_zones;
  if (zones === undefined) return between(lows[0]!, highs[0]!);
  return eb.or(
    zones.map((zone, i) => eb.and([eb('timezone', '=', zone), between(lows[i]!, highs[i]!)])),
  );
}

function searchBuilder(db: Kysely<DB>, v: SearchValues) {
  let q = db
    .selectFrom('shifts')
    .selectAll()
    .where('merchant_id', '=', v.merchant_id)
    .where('deleted', '=', sql.lit(0));
  if (v.location_ids !== undefined) q = q.where('location_id', 'in', v.location_ids);
  if (v.employee_ids !== undefined) q = q.where('employee_id', 'in', v.employee_ids);
  if (v.status !== undefined) q = q.where('status', '=', v.status);
  if (v.start_from !== undefined) q = q.where('start_at', '>=', v.start_from);
  if (v.start_to !== undefined) q = q.where('start_at', '<=', v.start_to);
  if (v.end_from !== undefined) q = q.where('end_at', '>=', v.end_from);
  if (v.end_to !== undefined) q = q.where('end_at', '<=', v.end_to);
  if (v.wd_start_lo !== undefined || v.wd_end_lo !== undefined || v.wd_int_lo !== undefined) {
    q = q.where((eb) => workdayCondition(eb, v));
  }
  return q;
}

/**
 * Bounds on the sort column that the filters imply (a shift ends after it starts, and an OPEN
 * one sorts last by end), so the sort column's index can start where matching rows begin instead
 * of walking past every earlier one: a start range lower bound and the end range for END_AT, an
 * end range upper bound for START_AT. They never change which rows match.
 */
function byEnd(db: Kysely<DB>, v: SearchValues) {
  let q = searchBuilder(db, v);
  if (v.start_from !== undefined) q = q.where('end_sort', '>', v.start_from);
  // The end range itself, on the sort column (end_sort is end_at wherever end_at is set).
  if (v.end_from !== undefined) q = q.where('end_sort', '>=', v.end_from);
  if (v.end_to !== undefined) q = q.where('end_sort', '<=', v.end_to);
  return q;
}

function byStart(db: Kysely<DB>, v: SearchValues) {
  const q = searchBuilder(db, v);
  return v.end_to === undefined ? q : q.where('start_at', '<', v.end_to);
}

/** One keyset page query per sort field; END_AT pages by `end_sort` (OPEN shifts sort last). */
export const searchPages = {
  START_AT: keysetQueryOn('shifts', 'start_at', byStart),
  END_AT: keysetQueryOn('shifts', 'end_sort', byEnd),
  CREATED_AT: keysetQueryOn('shifts', 'created_at', searchBuilder),
  UPDATED_AT: keysetQueryOn('shifts', 'updated_at', searchBuilder),
} satisfies Record<SortField, unknown>;

/** Ids both spellings allow (all filters apply together); an empty list filters nothing. */
function ids(singular: string[] | undefined, plural: string[] | undefined) {
  const given = [singular, plural].filter((l): l is string[] => l !== undefined && l.length > 0);
  if (given.length === 0) return undefined;
  const [first, ...rest] = given as [string[], ...string[][]];
  return [...new Set(first.filter((id) => rest.every((other) => other.includes(id))))].sort();
}

export interface LocationZone {
  id: string;
  timezone: string;
}

/**
 * The page query's values for `filter`, or null when nothing can match (disjoint id lists, or a
 * workday range over no location). `locations` are the merchant's, with their zones; the
 * workday begins at `startOfDay` local time.
 */
export function searchValues(
  merchantId: string,
  filter: SearchFilter | undefined,
  locations: readonly LocationZone[],
  startOfDay: string,
): SearchValues | null {
  const locationIds = ids(filter?.location_id, filter?.location_ids);
  const employeeIds = ids(filter?.employee_id, filter?.employee_ids);
  if (locationIds?.length === 0 || employeeIds?.length === 0) return null;
  const values: SearchValues = {
    merchant_id: merchantId,
    location_ids: locationIds,
    employee_ids: employeeIds,
    status: filter?.status,
    start_from: filter?.start?.start_at,
    start_to: filter?.start?.end_at,
    end_from: filter?.end?.start_at,
    end_to: filter?.end?.end_at,
  };
  const workday = filter?.workday;
  const fallbackZone = workday?.default_timezone;
  if (fallbackZone !== undefined && !isTimeZone(fallbackZone)) {
    throw invalidField(
      'query.filter.workday.default_timezone',
      'must be an IANA time zone such as America/New_York',
    );
  }
  const range = workday?.date_range;
  if (range === undefined) return values;
  const searched = locationIds ? locations.filter((l) => locationIds.includes(l.id)) : locations;
  const zones = [...new Set(searched.map((l) => l.timezone || fallbackZone || 'UTC'))].sort();
  if (zones.length === 0) return null;
  const lo = zones.map((zone) => zonedInstant(range.start_date, startOfDay, zone));
  const hi = zones.map((zone) => zonedInstant(addDays(range.end_date, 1), startOfDay, zone));
  const key = { START_AT: 'start', END_AT: 'end', INTERSECTION: 'int' }[
    workday?.match_shifts_by ?? 'START_AT'
  ];
  return {
    ...values,
    wd_zones: zones.length > 1 ? zones : undefined,
    [`wd_${key}_lo`]: lo,
    [`wd_${key}_hi`]: hi,
  };
}
