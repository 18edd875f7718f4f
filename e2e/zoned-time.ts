/**
 * Wall-clock times in a location's time zone, for specs that set data up through the API at a
 * local time (a timecard from 09:00 to 17:00 in New York) while the browser runs in UTC.
 */

/** The wall-clock date (YYYY-MM-DD) in `timeZone`, `daysAgo` days before now. */
export function zonedDate(timeZone: string, daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() - daysAgo * 86_400_000);
}

/** The instant `timeZone`'s clock reads `time` (HH:MM) on `date` (YYYY-MM-DD). */
export function zonedInstant(timeZone: string, date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(at);
    const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - at;
  };
  return new Date(wall - offset(wall - offset(wall)));
}
