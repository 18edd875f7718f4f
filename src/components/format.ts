import { localeHourCycle, type HourCycle } from '@/lib/hour-cycle';

interface FormatDateTimeOptions {
  /** IANA zone to show the time in, e.g. a location's; default: the browser's. */
  timeZone?: string;
  /** BCP 47 locale; default: the browser's. */
  locale?: string;
  /** 12- or 24-hour clock; default: the locale's (the one the time pickers use too). */
  hourCycle?: HourCycle;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 1, 2026, 2:30 PM" for an ISO instant. Throws RangeError for an invalid date. */
export function formatDateTime(
  iso: string,
  { timeZone, locale, hourCycle = localeHourCycle(locale) }: FormatDateTimeOptions = {},
) {
  const key = `${locale ?? ''}|${timeZone ?? ''}|${hourCycle}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
      hourCycle,
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
