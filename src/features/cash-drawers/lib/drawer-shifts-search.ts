import {
  defineListSearch,
  searchDay,
  searchEnum,
  timeRangeParams,
  type SearchOutput,
} from '@/lib/list-search';
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
  show: searchEnum(['all', 'differences', 'uncounted'], 'all'),
});

export const drawerShiftsSearchSchema = drawerShiftsSearch.schema.extend(locationSearchShape);

export type DrawerShiftsSearch = SearchOutput<typeof drawerShiftsSearchSchema>;

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
