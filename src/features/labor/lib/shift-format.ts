/**
 * How shifts read on screen, in the location's zone: "9:00 AM", "Mon, Mar 2",
 * "Mar 2 – 8, 2026". Days (`YYYY-MM-DD`) are calendar dates, read at noon UTC so no zone moves
 * them.
 */
import { localeHourCycle } from '@/lib/hour-cycle';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(options: Intl.DateTimeFormatOptions, locale: string | undefined) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    // Times on the locale's clock, the one the lists and the time pickers use (lib/hour-cycle).
    const clock = options.timeStyle ? { hourCycle: localeHourCycle(locale) } : {};
    found = new Intl.DateTimeFormat(locale, { ...options, ...clock });
    formats.set(key, found);
  }
  return found;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "9:00 AM" */
export function formatTime(iso: string, timeZone: string, locale?: string): string {
  return format({ timeStyle: 'short', timeZone }, locale).format(new Date(iso));
}

/** "Mon, Mar 2" */
export function formatDay(date: string, locale?: string): string {
  return format(
    { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' },
    locale,
  ).format(noon(date));
}

/** "Monday, March 2, 2026" */
export function formatLongDay(date: string, locale?: string): string {
  return format({ dateStyle: 'full', timeZone: 'UTC' }, locale).format(noon(date));
}

/** "Mar 2 – 8, 2026" */
export function formatDayRange(first: string, last: string, locale?: string): string {
  return format(
    { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
    locale,
  ).formatRange(noon(first), noon(last));
}

/**
 * "Mar 2, 2026, 9:00 AM – 5:00 PM"; the end's date is repeated when it is another day; an open
 * shift reads "… – open".
 */
export function formatShiftTimes(
  shift: { start_at: string; end_at?: string | undefined },
  timeZone: string,
  locale?: string,
): string {
  const dateTime = format({ dateStyle: 'medium', timeStyle: 'short', timeZone }, locale);
  if (shift.end_at === undefined) return `${dateTime.format(new Date(shift.start_at))} – open`;
  return dateTime.formatRange(new Date(shift.start_at), new Date(shift.end_at));
}
