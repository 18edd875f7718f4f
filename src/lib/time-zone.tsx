import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { locationsQueryOptions, type Location } from '@/api/account';
import { formatDateTime } from '@/components/format';

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

/**
 * Formats an instant as "Mar 1, 2026, 2:30 PM". A record that happened at a location (a timecard,
 * shift, payment, refund, deposit) passes its `locationId`: its time is then shown in that
 * location's zone, marked with the zone's short name ("9:21 AM MST") when that differs from the
 * selected location's zone. Without a location (or one not known) it is the selected zone, unmarked.
 */
export type FormatDateTime = (iso: string, locationId?: string | null) => string;

/** The time zone of each of the merchant's locations, by id, from the one locations query. */
export function useLocationTimeZone(): (locationId?: string | null) => string | undefined {
  const locations = useQuery(locationsQueryOptions());
  const zones = useMemo(
    () => new Map((locations.data ?? []).map((l) => [l.id, l.timezone])),
    [locations.data],
  );
  return useCallback((id) => (id ? zones.get(id) || undefined : undefined), [zones]);
}

export function useFormatDateTime(): FormatDateTime {
  const timeZone = useTimeZone();
  const zoneOf = useLocationTimeZone();
  return useCallback(
    (iso, locationId) =>
      formatRecordTime(iso, { recordZone: zoneOf(locationId), selectedZone: timeZone }),
    [timeZone, zoneOf],
  );
}

const RecordZoneContext = createContext<string | undefined>(undefined);

/**
 * Wraps a form that edits one location's record (a shift, a timecard): its time pickers take and
 * show wall-clock time in that location's zone, marked with it when it is not the selected one.
 */
export function RecordLocation({
  locationId,
  children,
}: {
  locationId: string | null | undefined;
  children: ReactNode;
}) {
  const zone = useLocationTimeZone()(locationId);
  return <RecordZoneContext.Provider value={zone}>{children}</RecordZoneContext.Provider>;
}

/** The zone of the record the enclosing form edits (`RecordLocation`), if any. */
export function useRecordTimeZone(): string | undefined {
  return useContext(RecordZoneContext);
}

/**
 * The pure part of `useFormatDateTime`: `iso` in `recordZone` (else `selectedZone`), followed by the
 * zone's short name at that instant when the two zones differ.
 */
export function formatRecordTime(
  iso: string,
  {
    recordZone,
    selectedZone,
    locale,
  }: { recordZone?: string | undefined; selectedZone: string; locale?: string },
): string {
  const timeZone = recordZone ?? selectedZone;
  const text = formatDateTime(iso, { timeZone, locale });
  return timeZone === selectedZone ? text : `${text} ${shortTimeZoneName(timeZone, iso, locale)}`;
}

/** One formatter per locale and zone: a list names the zone on every row. */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** "MST" or "MDT" (whichever is in force at `iso`), or the locale's "GMT-7" where it has no name. */
export function shortTimeZoneName(timeZone: string, iso: string, locale?: string): string {
  const key = `${locale ?? ''}|${timeZone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(key, format);
  }
  return (
    format.formatToParts(new Date(iso)).find((part) => part.type === 'timeZoneName')?.value ??
    timeZone
  );
}

/**
 * The merchant's locations whose zone is not the selected one, grouped by zone: what a page's time
 * zone note names, so that a marked time ("9:21 AM MST") is explained in full.
 */
export function otherTimeZones(
  locations: readonly Pick<Location, 'name' | 'timezone'>[],
  selectedZone: string,
): { timeZone: string; locationNames: string[] }[] {
  const byZone = new Map<string, string[]>();
  for (const location of locations) {
    if (!location.timezone || location.timezone === selectedZone) continue;
    byZone.set(location.timezone, [...(byZone.get(location.timezone) ?? []), location.name]);
  }
  return [...byZone].map(([timeZone, locationNames]) => ({ timeZone, locationNames }));
}

/** One formatter per locale and zone: every page's header names its zone on each render. */
const genericZoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** "Pacific Time (America/Los_Angeles)": the zone's everyday name and its IANA id. */
export function describeTimeZone(timeZone: string, locale?: string): string {
  const key = `${locale ?? ''}|${timeZone}`;
  let format = genericZoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' });
    genericZoneNameFormats.set(key, format);
  }
  const name = format.formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
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

/**
 * The picker's wall-clock value shown exactly as the lists show an instant ("Mar 1, 2026, 2:30
 * PM"): same date style, same clock (`localeHourCycle`), and, when the picker's `timeZone` is not
 * the `selectedZone`, the same zone mark ("… MST").
 */
export function formatPickerValue(
  value: string,
  {
    timeZone,
    selectedZone,
    locale,
  }: { timeZone?: string; selectedZone?: string; locale?: string } = {},
): string {
  const wallClock = dayjs.utc(value);
  if (!wallClock.isValid()) return value;
  const text = formatDateTime(wallClock.toISOString(), { timeZone: 'UTC', locale });
  if (!timeZone || timeZone === selectedZone) return text;
  const instant = dayjs.tz(value, timeZone).toISOString();
  return `${text} ${shortTimeZoneName(timeZone, instant, locale)}`;
}
