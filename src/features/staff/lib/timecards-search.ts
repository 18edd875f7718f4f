import { z } from 'zod';
import { defineListSearch, searchDay, searchText } from '../../../lib/list-search';
import { dayRangeToInstants } from '../../../lib/time-zone';
import type { TimecardListQuery } from '../api/timecards';

export const TIMECARD_STATUSES = ['valid', 'deleted', 'all'] as const;
export type TimecardStatus = (typeof TIMECARD_STATUSES)[number];

/** The Timecards list's URL: employee, clock-in and clock-out days, status; then the page. */
export const timecardsSearch = defineListSearch({
  employee_id: searchText(255),
  clockin_from: searchDay,
  clockin_to: searchDay,
  clockout_from: searchDay,
  clockout_to: searchDay,
  status: z.enum(TIMECARD_STATUSES).default('valid').catch('valid'),
});

export type TimecardsSearch = z.output<typeof timecardsSearch.schema>;

const DELETED_BY_STATUS: Record<TimecardStatus, 'true' | 'false' | undefined> = {
  valid: 'false',
  deleted: 'true',
  all: undefined,
};

/** The API request for the URL; days are whole days in `timeZone` (the selected location's). */
export function toTimecardListQuery(search: TimecardsSearch, timeZone: string): TimecardListQuery {
  const clockin = dayRangeToInstants(search.clockin_from, search.clockin_to, timeZone);
  const clockout = dayRangeToInstants(search.clockout_from, search.clockout_to, timeZone);
  return {
    order: search.order,
    limit: String(search.size),
    employee_id: search.employee_id,
    begin_clockin_time: clockin.begin,
    end_clockin_time: clockin.end,
    begin_clockout_time: clockout.begin,
    end_clockout_time: clockout.end,
    deleted: DELETED_BY_STATUS[search.status],
    batch_token: search.page,
  };
}
