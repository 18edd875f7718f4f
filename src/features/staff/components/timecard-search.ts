import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';
import type { TimecardListQuery } from '../api/timecards';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIMECARD_STATUSES = ['valid', 'deleted', 'all'] as const;
export const TIMECARD_PAGE_SIZES = [25, 50, 100] as const;

/** A calendar day, `2026-03-01`; ranges of days are read in the viewer's time zone. */
const day = z.iso.date();

const pageSize = z.union(TIMECARD_PAGE_SIZES.map((size) => z.literal(size)));

/** The Timecards list's URL: filters, order, page size and the keyset page. */
export const timecardSearchSchema = z.object({
  employee: z.string().min(1).optional().catch(undefined),
  clockinFrom: day.optional().catch(undefined),
  clockinTo: day.optional().catch(undefined),
  clockoutFrom: day.optional().catch(undefined),
  clockoutTo: day.optional().catch(undefined),
  status: z.enum(TIMECARD_STATUSES).default('valid').catch('valid'),
  order: z.enum(['DESC', 'ASC']).default('DESC').catch('DESC'),
  size: pageSize.default(25).catch(25),
  /** Batch token of the page shown; absent on the first page. */
  page: z.string().min(1).max(2048).optional().catch(undefined),
  /** Tokens of the pages before it ('' for the first), so Previous works after a reload. */
  previous: z.array(z.string().max(2048)).max(100).default([]).catch([]),
});

export type TimecardSearch = z.output<typeof timecardSearchSchema>;
export type TimecardStatus = TimecardSearch['status'];

/** Values left out of the URL because they are what an absent parameter means. */
export const timecardSearchDefaults = {
  status: 'valid',
  order: 'DESC',
  size: 25,
  previous: [],
} as const satisfies Partial<TimecardSearch>;

type TimecardFilters = Pick<
  TimecardSearch,
  | 'employee'
  | 'clockinFrom'
  | 'clockinTo'
  | 'clockoutFrom'
  | 'clockoutTo'
  | 'status'
  | 'order'
  | 'size'
>;

/** Applies filter changes and goes back to the first page (tokens belong to the old filters). */
export function withFilters(
  search: TimecardSearch,
  changes: Partial<TimecardFilters>,
): TimecardSearch {
  return { ...search, ...changes, page: undefined, previous: [] };
}

export function clearedFilters(search: TimecardSearch): TimecardSearch {
  return withFilters(search, {
    employee: undefined,
    clockinFrom: undefined,
    clockinTo: undefined,
    clockoutFrom: undefined,
    clockoutTo: undefined,
    status: timecardSearchDefaults.status,
  });
}

export function hasActiveFilters(search: TimecardSearch): boolean {
  return (
    search.employee !== undefined ||
    search.clockinFrom !== undefined ||
    search.clockinTo !== undefined ||
    search.clockoutFrom !== undefined ||
    search.clockoutTo !== undefined ||
    search.status !== timecardSearchDefaults.status
  );
}

export function nextPageSearch(search: TimecardSearch, nextToken: string): TimecardSearch {
  return { ...search, page: nextToken, previous: [...search.previous, search.page ?? ''] };
}

export function previousPageSearch(search: TimecardSearch): TimecardSearch {
  const token = search.previous.at(-1);
  return { ...search, page: token || undefined, previous: search.previous.slice(0, -1) };
}

/** 1-based number of the page shown. */
export function pageNumber(search: TimecardSearch): number {
  return search.previous.length + 1;
}

const DELETED_BY_STATUS: Record<TimecardStatus, boolean | undefined> = {
  valid: false,
  deleted: true,
  all: undefined,
};

/**
 * Whole days from `from` to `to` (both included) in `timeZone` (default: the browser's), as the
 * API's instants: begin inclusive, end exclusive (midnight after `to`). Reversed days are swapped.
 */
export function dayRangeToInstants(
  from: string | undefined,
  to: string | undefined,
  timeZone?: string,
): { begin?: string; end?: string } {
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  const midnight = (date: string) =>
    (timeZone ? dayjs.tz(date, timeZone) : dayjs(date)).toISOString();
  return {
    ...(first ? { begin: midnight(first) } : {}),
    ...(last ? { end: midnight(dayjs.utc(last).add(1, 'day').format('YYYY-MM-DD')) } : {}),
  };
}

export function toTimecardListQuery(search: TimecardSearch, timeZone?: string): TimecardListQuery {
  const clockin = dayRangeToInstants(search.clockinFrom, search.clockinTo, timeZone);
  const clockout = dayRangeToInstants(search.clockoutFrom, search.clockoutTo, timeZone);
  const deleted = DELETED_BY_STATUS[search.status];
  return {
    order: search.order,
    limit: search.size,
    ...(search.employee ? { employee_id: search.employee } : {}),
    ...(clockin.begin ? { begin_clockin_time: clockin.begin } : {}),
    ...(clockin.end ? { end_clockin_time: clockin.end } : {}),
    ...(clockout.begin ? { begin_clockout_time: clockout.begin } : {}),
    ...(clockout.end ? { end_clockout_time: clockout.end } : {}),
    ...(deleted === undefined ? {} : { deleted }),
    ...(search.page ? { batch_token: search.page } : {}),
  };
}
