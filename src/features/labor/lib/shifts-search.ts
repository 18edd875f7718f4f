import type { z } from 'zod';
import type { SearchShiftsRequest } from '@/api/schemas/shifts';
import { SHIFT_SORT_FIELDS, SHIFT_STATUSES, SHIFT_WORKDAY_MATCHERS } from '@/api/schemas/values';
import {
  defineListSearch,
  searchDay,
  searchEnum,
  type SearchOutput,
  type SearchParam,
} from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';
import { dayRangeToInstants } from '@/lib/time-zone';

/** The search request, exactly as the contract takes it. */
export type ShiftSearchRequest = z.input<typeof SearchShiftsRequest>;

/** The Shifts list's request: the search without its pages (the list's). */
export type ShiftListRequest = Omit<ShiftSearchRequest, 'cursor' | 'limit'>;

/** Employee ids in the URL: `?employee_id=["…","…"]`. */
const searchIds: SearchParam<string[] | undefined> = (raw) =>
  Array.isArray(raw) &&
  raw.length >= 1 &&
  raw.length <= 50 &&
  raw.every((id) => typeof id === 'string' && id.length >= 1 && id.length <= 255)
    ? (raw as string[])
    : undefined;

/**
 * The Shifts list's URL: every filter of the search — employees, status, start days, end days,
 * workdays and how shifts match them — then the sort field and order. The location
 * is the page's (`?location=`, as the header's switcher sets it).
 */
export const shiftsSearch = defineListSearch({
  employee_id: searchIds,
  status: searchEnum(SHIFT_STATUSES),
  start_from: searchDay,
  start_to: searchDay,
  end_from: searchDay,
  end_to: searchDay,
  workday_from: searchDay,
  workday_to: searchDay,
  match: searchEnum(SHIFT_WORKDAY_MATCHERS, 'START_AT'),
  sort: searchEnum(SHIFT_SORT_FIELDS, 'START_AT'),
});

export const shiftsSearchSchema = shiftsSearch.schema.extend(locationSearchShape);

export type ShiftsSearch = SearchOutput<typeof shiftsSearchSchema>;

/** Whole days in `timeZone` as the contract's inclusive range; undefined when no day is set. */
function instantRange(from: string | undefined, to: string | undefined, timeZone: string) {
  if (!from && !to) return undefined;
  const { begin, end } = dayRangeToInstants(from, to, timeZone);
  // The contract's ranges include their end; the last day's midnight belongs to the next day.
  return {
    start_at: begin,
    end_at: end === undefined ? undefined : new Date(Date.parse(end) - 1).toISOString(),
  };
}

/** The workday filter: both days, or the one given for both. */
function workdayRange(search: ShiftsSearch, timeZone: string) {
  const first = search.workday_from ?? search.workday_to;
  const last = search.workday_to ?? search.workday_from;
  if (!first || !last) return undefined;
  const [start_date, end_date] = first <= last ? [first, last] : [last, first];
  return {
    date_range: { start_date, end_date },
    match_shifts_by: search.match,
    default_timezone: timeZone,
  };
}

interface Scope {
  /** The location the page shows; undefined while there are no locations (every location). */
  locationId: string | undefined;
  /** Its time zone, which whole days are read in. */
  timeZone: string;
}

/** The list's search request for the URL. */
export function toShiftSearchRequest(
  search: ShiftsSearch,
  { locationId, timeZone }: Scope,
): ShiftListRequest {
  return {
    query: {
      filter: {
        location_id: locationId ? [locationId] : undefined,
        employee_id: search.employee_id,
        status: search.status,
        start: instantRange(search.start_from, search.start_to, timeZone),
        end: instantRange(search.end_from, search.end_to, timeZone),
        workday: workdayRange(search, timeZone),
      },
      sort: { field: search.sort, order: search.order },
    },
  };
}
