import { z } from 'zod';
import { V1ListCashDrawerShiftsQuery } from '@/api/schemas/cash-drawers';
import { defineListSearch, searchDay, timeRangeParams } from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';
import { drawerSummary, type ShiftMoney } from './drawer-math';

/**
 * The Cash drawers list's URL: the days the shifts opened (`opened_from`/`opened_to`, whole days
 * in the location's zone; none: the service's last 90 days), which of them to show, and the
 * order; the location is the page's (`?location=`, as the header's switcher sets it; v1 lists one
 * location's shifts). The service answers a period's shifts at once: the list has one page.
 */
export const drawerShiftsSearch = defineListSearch({
  opened_from: searchDay,
  opened_to: searchDay,
  /** Which of the period's shifts the table shows (the service has no such filter). */
  show: z.enum(['all', 'differences', 'uncounted']).default('all').catch('all'),
});

export const drawerShiftsSearchSchema = drawerShiftsSearch.schema.extend(locationSearchShape);

export type DrawerShiftsSearch = z.output<typeof drawerShiftsSearchSchema>;

export interface DrawerShiftListQuery {
  order: 'ASC' | 'DESC';
  begin_time?: string | undefined;
  end_time?: string | undefined;
}

/** The request for the URL; days are whole days in `timeZone`. */
export function toDrawerShiftListQuery(
  search: Pick<DrawerShiftsSearch, 'opened_from' | 'opened_to' | 'order'>,
  timeZone: string,
): DrawerShiftListQuery {
  const { begin_time, end_time } = timeRangeParams(search, { opened: 'time' }, timeZone);
  return { order: search.order, begin_time, end_time };
}

/**
 * Why the service would refuse this period, in words for the form; undefined when it is fine.
 * It is the contract's own rule (at most 90 days, end after begin), so the form never sends a
 * request the service would turn down.
 */
export function periodProblem(query: DrawerShiftListQuery): string | undefined {
  const parsed = V1ListCashDrawerShiftsQuery.safeParse(query);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return undefined;
  if (issue.message.includes('days')) {
    const days = periodDays(query);
    if (days !== undefined && days <= 90) {
      // 90 calendar days over a clock change are 90 days and an hour: over the limit.
      return 'A period can be at most 90 days; the clocks change in this one, which makes it a little longer. Pick one day less.';
    }
    return `A period can be at most 90 days${days ? `; this one is ${days} days` : ''}. Pick a shorter one.`;
  }
  return `The period's ${issue.path[0] === 'begin_time' ? 'first' : 'last'} day ${issue.message}.`;
}

/** How many days the period spans (rounded), when both ends are known. */
function periodDays(query: DrawerShiftListQuery): number | undefined {
  if (!query.begin_time || !query.end_time) return undefined;
  return Math.round((Date.parse(query.end_time) - Date.parse(query.begin_time)) / 86_400_000);
}

/**
 * The shifts the table shows: all, those counted with a difference (over or short), or those not
 * counted yet (open or ended).
 */
export function shownShifts<S extends ShiftMoney>(
  shifts: readonly S[],
  show: DrawerShiftsSearch['show'],
): S[] {
  if (show === 'all') return [...shifts];
  return shifts.filter((shift) => {
    const { discrepancy } = drawerSummary(shift);
    return show === 'differences'
      ? discrepancy === 'over' || discrepancy === 'short'
      : discrepancy === undefined;
  });
}
