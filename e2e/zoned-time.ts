import { localDate, zonedInstant as storedZonedInstant } from '../server/lib/time';

/**
 * Wall-clock times in a location's time zone, for specs that set data up through the API at a
 * local time (a timecard from 09:00 to 17:00 in New York) while the browser runs in UTC: the
 * service's own rules (server/lib/time.ts).
 */

/** The wall-clock date (YYYY-MM-DD) in `timeZone`, `daysAgo` days before now. */
export function zonedDate(timeZone: string, daysAgo: number): string {
  return localDate(Date.now() - daysAgo * 86_400_000, timeZone);
}

/** The instant `timeZone`'s clock reads `time` (HH:MM) on `date` (YYYY-MM-DD). */
export function zonedInstant(timeZone: string, date: string, time: string): Date {
  return new Date(storedZonedInstant(date, time, timeZone));
}
