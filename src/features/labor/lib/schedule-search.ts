import { SHIFT_STATUSES } from '@/api/schemas/values';
import {
  searchDay,
  searchEnum,
  searchSchema,
  searchText,
  type SearchOutput,
} from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';
import type { ShiftSearchRequest } from './shifts-search';
import { workdayOf, workweekOfDate, type Workweek, type WorkweekRule } from './workweek';

/**
 * The schedule's URL: the location (`?location=`), the week (`?week=` any day of it; absent: the
 * current week) and the filters of the week view, one employee and a status.
 */
export const scheduleSearchSchema = searchSchema({
  ...locationSearchShape,
  week: searchDay,
  employee_id: searchText(255),
  status: searchEnum(SHIFT_STATUSES),
});

export type ScheduleSearch = SearchOutput<typeof scheduleSearchSchema>;

/** The workweek the URL names: the one holding `week`, or the one holding `nowMs`. */
export function scheduleWeek(
  week: string | undefined,
  rule: WorkweekRule,
  timeZone: string,
  nowMs: number,
): Workweek {
  const day = week ?? workdayOf(new Date(nowMs).toISOString(), rule, timeZone);
  return workweekOfDate(day, rule, timeZone);
}

/** The most shifts one search page holds; a week is read page by page. */
const WEEK_PAGE_SIZE = 200;

/**
 * The search for the shifts that started in `week`, earliest first: at `locationId` (every
 * location when undefined), optionally of one employee or status.
 */
export function weekShiftsRequest(
  week: Pick<Workweek, 'begin' | 'end'>,
  filters: {
    locationId?: string | undefined;
    employeeId?: string | undefined;
    status?: 'OPEN' | 'CLOSED' | undefined;
  },
): ShiftSearchRequest {
  return {
    query: {
      filter: {
        location_id: filters.locationId ? [filters.locationId] : undefined,
        employee_id: filters.employeeId ? [filters.employeeId] : undefined,
        status: filters.status,
        // Both ends are inclusive; the next week's first instant is not this week's.
        start: { start_at: week.begin, end_at: new Date(Date.parse(week.end) - 1).toISOString() },
      },
      sort: { field: 'START_AT', order: 'ASC' },
    },
    limit: WEEK_PAGE_SIZE,
  };
}

/**
 * The search for shifts still OPEN that started before `week`: people working now whose shift
 * began in an earlier workweek (before the workday start, or days ago and never closed).
 */
export function openBeforeWeekRequest(
  week: Pick<Workweek, 'begin'>,
  filters: { locationId?: string | undefined; employeeId?: string | undefined },
): ShiftSearchRequest {
  return {
    query: {
      filter: {
        location_id: filters.locationId ? [filters.locationId] : undefined,
        employee_id: filters.employeeId ? [filters.employeeId] : undefined,
        status: 'OPEN',
        start: { end_at: new Date(Date.parse(week.begin) - 1).toISOString() },
      },
      sort: { field: 'START_AT', order: 'ASC' },
    },
    limit: WEEK_PAGE_SIZE,
  };
}
