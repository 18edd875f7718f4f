import {
  defineListSearch,
  searchDay,
  searchEnum,
  searchText,
  timeRangeParams,
  type SearchOutput,
} from '@/lib/list-search';
import { dateInZone } from '@/lib/time-zone';

/** The deposits list (as v1 listSettlements) refuses a `begin_time` before this instant. */
export const EARLIEST_DAY = '2013-01-01';
/** …and a range longer than a year. */
const MAX_SPAN_YEARS = 1;
const OVER_A_YEAR = 'Pick at most one year of days.';

const DEPOSIT_STATUSES = ['SENT', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * The Deposits list's URL: initiated days (in the selected location's zone), location (none =
 * every location), status and order.
 */
export const depositsSearch = defineListSearch({
  initiated_from: searchDay,
  initiated_to: searchDay,
  location_id: searchText(64),
  status: searchEnum(DEPOSIT_STATUSES),
});

export type DepositsSearch = SearchOutput<typeof depositsSearch.schema>;

/**
 * Why the day range cannot be asked for, as the deposits list would answer, or undefined: a
 * first day before 2013 or a span over one year (the end is the day after the last one picked).
 */
export function dayRangeProblem(
  from: string | undefined,
  to: string | undefined,
): string | undefined {
  if (!from || !to) return undefined;
  const [first, last] = from > to ? [to, from] : [from, to];
  if (first < EARLIEST_DAY) return 'Deposits start on Jan 1, 2013: pick a later first day.';
  const [year, month, date] = first.split('-').map(Number) as [number, number, number];
  const [lastYear, lastMonth, lastDate] = last.split('-').map(Number) as [number, number, number];
  const sameDayLater = calendarDay(year + MAX_SPAN_YEARS, month, date);
  // Feb 29 has no same day a year later: that February's last day is.
  const limit =
    sameDayLater.slice(5, 7) === first.slice(5, 7)
      ? sameDayLater
      : calendarDay(year + MAX_SPAN_YEARS, month + 1, 0);
  if (calendarDay(lastYear, lastMonth, lastDate + 1) > limit) {
    return OVER_A_YEAR;
  }
  return undefined;
}

/**
 * Why the URL's initiated days cannot be listed, or undefined: `dayRangeProblem`, and for a first
 * day alone (a typed link, or one whose last day was malformed) the service's reading of a
 * missing `end_time`: now, `today` in the location's zone. A last day alone is asked with the
 * year before it (the service's default `begin_time`), which is never refused.
 */
export function initiatedDaysProblem(
  from: string | undefined,
  to: string | undefined,
  today: string,
): string | undefined {
  if (!from || to) return dayRangeProblem(from, to);
  if (from > today) return 'The first day is after today: pick the last day too.';
  const problem = dayRangeProblem(from, today);
  return problem === OVER_A_YEAR
    ? 'Without a last day the list runs to today, over a year: pick the last day too.'
    : problem;
}

/** `initiatedDaysProblem` of a URL, its days in `timeZone` (the page, its filter and the loader). */
export function depositsSearchProblem(
  search: Pick<DepositsSearch, 'initiated_from' | 'initiated_to'>,
  timeZone: string,
  now = new Date(),
): string | undefined {
  return initiatedDaysProblem(
    search.initiated_from,
    search.initiated_to,
    dateInZone(now.toISOString(), timeZone),
  );
}

/** `YYYY-MM-DD` of a date by its numbers, rolled over as `Date` does (day 0: the month before). */
function calendarDay(year: number, month: number, date: number): string {
  const day = new Date(0);
  day.setUTCFullYear(year, month - 1, date);
  return day.toISOString().slice(0, 10);
}

/** The query of GET /app/deposits. */
export interface DepositListQuery {
  /** A location's id; every location when absent. */
  location_id: string | undefined;
  begin_time: string | undefined;
  end_time: string | undefined;
  status: DepositStatus | undefined;
  order: 'ASC' | 'DESC';
}

/**
 * The query of GET /app/deposits for this URL (days in `timeZone`). A URL with a
 * `depositsSearchProblem` is not asked for at all: the page shows the problem instead.
 */
export function toDepositListQuery(search: DepositsSearch, timeZone: string): DepositListQuery {
  const range = timeRangeParams(search, { initiated: 'initiated_at' }, timeZone);
  return {
    location_id: search.location_id,
    begin_time: range.begin_initiated_at,
    end_time: range.end_initiated_at,
    status: search.status,
    order: search.order,
  };
}
