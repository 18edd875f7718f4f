import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatDateTime } from '../components/format';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Managers read and enter times in the selected location's zone; instants stay UTC on the wire.
 * The shell provides the zone; everything that shows, picks or filters by time reads it here.
 */
export interface TimeZoneSetting {
  /** IANA zone, e.g. `America/Los_Angeles`. */
  timeZone: string;
  /** Whose zone it is, e.g. the location's name; absent for the browser's own zone. */
  source?: string | undefined;
}

/** The browser's IANA zone: the fallback before the locations have loaded, and in tests. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const TimeZoneContext = createContext<TimeZoneSetting | null>(null);

export function TimeZoneProvider({
  value,
  children,
}: {
  value: TimeZoneSetting;
  children: ReactNode;
}) {
  return <TimeZoneContext.Provider value={value}>{children}</TimeZoneContext.Provider>;
}

export function useTimeZoneSetting(): TimeZoneSetting {
  return useContext(TimeZoneContext) ?? { timeZone: browserTimeZone() };
}

export function useTimeZone(): string {
  return useTimeZoneSetting().timeZone;
}

/** Formats instants as "Mar 1, 2026, 2:30 PM" in the selected location's zone. */
export function useFormatDateTime(): (iso: string) => string {
  const timeZone = useTimeZone();
  return useCallback((iso: string) => formatDateTime(iso, { timeZone }), [timeZone]);
}

/** "Pacific Time (America/Los_Angeles)": the zone's everyday name and its IANA id. */
export function describeTimeZone(timeZone: string, locale?: string): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}

/**
 * Whole days from `from` to `to` (both included, `YYYY-MM-DD`) in `timeZone`, as the API's
 * instants: begin inclusive at the first midnight, end exclusive at the midnight after `to`.
 * Reversed days are swapped.
 */
export function dayRangeToInstants(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { begin: string | undefined; end: string | undefined } {
  const [first, last] = from && to && from > to ? [to, from] : [from, to];
  const midnight = (day: string) => dayjs.tz(day, timeZone).toISOString();
  return {
    begin: first ? midnight(first) : undefined,
    end: last ? midnight(dayjs.utc(last).add(1, 'day').format('YYYY-MM-DD')) : undefined,
  };
}

/** The wall-clock format Mantine's DateTimePicker reads and writes. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** ISO instant → wall-clock time in `timeZone` (the browser's when omitted), for the picker. */
export function isoToPickerValue(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const instant = dayjs(iso);
  if (!instant.isValid()) return null;
  return (timeZone ? instant.tz(timeZone) : instant).format(PICKER_FORMAT);
}

/** Picker wall-clock time in `timeZone` → ISO instant in UTC (`2026-03-01T14:30:00.000Z`). */
export function pickerValueToIso(value: string | null, timeZone?: string): string | null {
  if (!value) return null;
  const wallClock = timeZone ? dayjs.tz(value, timeZone) : dayjs(value);
  return wallClock.isValid() ? wallClock.toISOString() : null;
}
