import type { TodaySalesT } from '@/api/schemas/today';

/**
 * Sales today against the same weekday last week up to the same time: the change in percent,
 * rounded (null when last week had no sales, so there is nothing to compare with).
 */
export function salesChangePercent(
  sales: Pick<TodaySalesT, 'sales_money' | 'last_week_so_far_money'>,
) {
  const before = sales.last_week_so_far_money.amount;
  if (before === 0) return null;
  return Math.round(((sales.sales_money.amount - before) / before) * 100);
}

/** "2 h 05 min", "45 min", "under a minute": how long since `fromIso` at `nowMs`. */
export function elapsedText(fromIso: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(fromIso)) / 60_000));
  if (minutes < 1) return 'under a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** "37 h 30 min" for a number of seconds of worked time. */
export function hoursText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** The weekday of a YYYY-MM-DD date, e.g. "Thursday" (the date itself names no zone). */
export function weekdayOf(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "Nov 26" for a YYYY-MM-DD date. */
export function shortDate(date: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The chart's rows: one per hour, amounts in major units (the chart's axis), labelled "9 AM". */
export function hourlyPoints(sales: Pick<TodaySalesT, 'hours'>, currencyDigits: number) {
  const scale = 10 ** currencyDigits;
  return sales.hours.map((h) => ({
    hour: hourLabel(h.hour),
    today: h.today_amount / scale,
    lastWeek: h.last_week_amount / scale,
  }));
}

/** "12 AM", "9 AM", "3 PM" for an hour of the day. */
export function hourLabel(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${hour < 12 ? 'AM' : 'PM'}`;
}
