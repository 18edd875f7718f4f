import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A completed deposit normally reaches the bank account within this many business days. */
export const ARRIVAL_BUSINESS_DAYS = 3;

/**
 * The day (`YYYY-MM-DD`) `days` business days after the calendar day of `instant` in `timeZone`:
 * Saturdays and Sundays are not business days (bank holidays are not known to the service, so an
 * arrival estimate may be a day early around one). A deposit initiated on a Friday evening is
 * expected on Wednesday; one initiated on a Saturday, on Wednesday too.
 */
export function addBusinessDays(instant: string, days: number, timeZone: string): string {
  let day = dayjs.utc(dayjs(instant).tz(timeZone).format('YYYY-MM-DD'));
  let left = days;
  while (left > 0) {
    day = day.add(1, 'day');
    const weekday = day.day();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.format('YYYY-MM-DD');
}

/** The settlement cut-off's zone (10 p.m. Pacific): a deposit's business day is a Pacific day. */
export const CUT_OFF_TIME_ZONE = 'America/Los_Angeles';

/**
 * When a deposit initiated at `initiatedAt` is expected in the bank account (a day): 3 business
 * days after its Pacific day, as the service's `expected_arrival_date`.
 */
export function expectedArrival(initiatedAt: string, timeZone = CUT_OFF_TIME_ZONE): string {
  return addBusinessDays(initiatedAt, ARRIVAL_BUSINESS_DAYS, timeZone);
}
