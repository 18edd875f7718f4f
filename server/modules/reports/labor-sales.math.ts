import type { LaborVsSalesDayT, LaborVsSalesTotalsT } from '@contract/labor-sales';
import { addDays, zonedInstant } from '../../lib/time';

/**
 * The pure parts of the labor cost vs sales report: local days and their instants, the labor
 * percent and the totals. Paid time and labor cost come from labor/worked-time.ts. The queries are in labor-sales.service.ts.
 */

export interface LocalDay {
  date: string;
  /** First instant of the day in the zone (stored form), inclusive. */
  start: string;
  /** First instant of the next day, exclusive. */
  end: string;
}

/** Every local day from `begin` to `end` (both included) with its instants in `timeZone`. */
export function localDays(begin: string, end: string, timeZone: string): LocalDay[] {
  const days: LocalDay[] = [];
  let start = zonedInstant(begin, '00:00', timeZone);
  for (let date = begin; date <= end; date = addDays(date, 1)) {
    const next = zonedInstant(addDays(date, 1), '00:00', timeZone);
    days.push({ date, start, end: next });
    start = next;
  }
  return days;
}

/** The day of `days` (sorted, contiguous) an instant falls in, by binary search; -1 outside. */
export function dayIndex(days: readonly LocalDay[], instant: string): number {
  let lo = 0;
  let hi = days.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const day = days[mid]!;
    if (instant < day.start) hi = mid - 1;
    else if (instant >= day.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** Labor cost as a percent of net sales, one decimal; null when net sales are not positive. */
export function laborPercent(cost: number, netSales: number): number | null {
  if (netSales <= 0) return null;
  return Math.round((cost * 1000) / netSales) / 10;
}

type Figures = Omit<LaborVsSalesTotalsT, 'labor_percent'>;

export const emptyFigures = (): Figures => ({
  labor_cost_amount: 0,
  labor_minutes: 0,
  shift_count: 0,
  open_shift_count: 0,
  unpriced_minutes: 0,
  payment_count: 0,
  sales_amount: 0,
  refunded_amount: 0,
  net_sales_amount: 0,
});

/** The sums of the days; the percent is that of the sums (not an average of percents). */
export function totalsOf(days: readonly LaborVsSalesDayT[]): LaborVsSalesTotalsT {
  const sum = emptyFigures();
  for (const day of days) {
    for (const key of Object.keys(sum) as (keyof Figures)[]) sum[key] += day[key];
  }
  return { ...sum, labor_percent: laborPercent(sum.labor_cost_amount, sum.net_sales_amount) };
}
