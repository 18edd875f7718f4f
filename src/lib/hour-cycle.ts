/** The two clocks the app shows: 12-hour with AM/PM, or 24-hour. */
export type HourCycle = 'h12' | 'h23';

const cycles = new Map<string, HourCycle>();

/**
 * The clock the locale (the browser's when omitted) writes times with. The lists (formatDateTime)
 * and the time pickers (DateTimeField) both ask here, so they never show one clock each. A locale
 * whose hours carry a day period ("3 PM") is 12-hour; any other (h23, or the rare h24/h11) is shown
 * as 24-hour, the only other clock the pickers offer.
 */
export function localeHourCycle(locale?: string): HourCycle {
  const key = locale ?? '';
  let cycle = cycles.get(key);
  if (!cycle) {
    const afternoon = new Date(Date.UTC(2020, 0, 1, 15));
    const parts = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(afternoon);
    cycle = parts.some((part) => part.type === 'dayPeriod') ? 'h12' : 'h23';
    cycles.set(key, cycle);
  }
  return cycle;
}
