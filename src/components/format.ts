interface FormatDateTimeOptions {
  /** IANA zone to show the time in, e.g. a location's; default: the browser's. */
  timeZone?: string;
  /** BCP 47 locale; default: the browser's. */
  locale?: string;
}

/** "Mar 1, 2026, 2:30 PM" for an ISO instant. Throws RangeError for an invalid date. */
export function formatDateTime(iso: string, { timeZone, locale }: FormatDateTimeOptions = {}) {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/**
 * Worked time as "7h 05m" (hours never roll over into days, as on a payroll sheet). Partial
 * minutes are dropped so time worked is never overstated.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`A duration must be a non-negative number of seconds, got ${seconds}`);
  }
  const totalMinutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  if (hours === 0) return `${minutes}m`;
  return `${hours}h ${String(minutes).padStart(2, '0')}m`;
}
