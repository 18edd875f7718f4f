import type { LaborVsSalesDayT } from '@/api/schemas/labor-sales';
import { LABOR_SALES_MAX_DAYS } from '@/api/schemas/values';
import { minorUnitDigits } from '@/lib/money';

/** What the page's URL may name: both days or neither (the service's last 7 days). */
export interface LaborSalesRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/** Why the range cannot be asked for, or undefined when it can. */
export function rangeProblem({ from, to }: LaborSalesRange): string | undefined {
  if (!from || !to) return undefined;
  if (to < from) return 'The last day is before the first.';
  if (daysInRange(from, to) > LABOR_SALES_MAX_DAYS) {
    return `Pick at most ${LABOR_SALES_MAX_DAYS} days; this range has ${daysInRange(from, to)}.`;
  }
  return undefined;
}

/** "Nov 1" for a `YYYY-MM-DD` day (a calendar date, not an instant: read as UTC). */
export function shortDay(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T12:00:00Z`));
}

/** "Sun, Nov 1, 2026" for the table's row headers. */
export function longDay(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T12:00:00Z`));
}

/** "24.5 %", or a dash when there were no net sales to compare with. */
export function formatPercent(percent: number | null): string {
  return percent === null
    ? '—'
    : `${percent.toLocaleString(undefined, { maximumFractionDigits: 1 })} %`;
}

export interface ChartPoint {
  day: string;
  /** Major units, for the axis. */
  labor: number;
  sales: number;
  /** Null when undefined (no net sales): the line has a gap there. */
  percent: number | null;
}

/** The chart's points: money in major units of `currency`. */
export function chartPoints(days: readonly LaborVsSalesDayT[], currency: string): ChartPoint[] {
  const scale = 10 ** minorUnitDigits(currency);
  return days.map((d) => ({
    day: shortDay(d.date),
    labor: d.labor_cost_amount / scale,
    sales: d.net_sales_amount / scale,
    percent: d.labor_percent,
  }));
}
