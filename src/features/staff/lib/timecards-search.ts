import {
  defineListSearch,
  searchDay,
  searchEnum,
  searchText,
  timeRangeParams,
  type SearchOutput,
} from '@/lib/list-search';
import type { TimecardListQuery } from '../api/timecards';

export const TIMECARD_STATUSES = ['valid', 'deleted', 'all'] as const;
export type TimecardStatus = (typeof TIMECARD_STATUSES)[number];

/** The Timecards list's URL: employee, clock-in and clock-out days, status; the order. */
export const timecardsSearch = defineListSearch({
  employee_id: searchText(255),
  clockin_from: searchDay,
  clockin_to: searchDay,
  clockout_from: searchDay,
  clockout_to: searchDay,
  status: searchEnum(TIMECARD_STATUSES, 'valid'),
});

export type TimecardsSearch = SearchOutput<typeof timecardsSearch.schema>;

const DELETED_BY_STATUS: Record<TimecardStatus, boolean | undefined> = {
  valid: false,
  deleted: true,
  all: undefined,
};

/** The API request for the URL; days are whole days in `timeZone` (the selected location's). */
export function toTimecardListQuery(search: TimecardsSearch, timeZone: string): TimecardListQuery {
  return {
    order: search.order,
    ...timeRangeParams(search, { clockin: 'clockin_time', clockout: 'clockout_time' }, timeZone),
    employee_id: search.employee_id,
    deleted: DELETED_BY_STATUS[search.status],
  };
}
