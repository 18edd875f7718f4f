import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { locationsQueryOptions, type Location } from '@/api/account';
import { formatDateTime } from '@/components/format';

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
 * Creates the browser's first date formatter ahead of any page. The first `Intl.DateTimeFormat` a
 * page creates loads the locale's date and zone data, some 20 ms (every later one well under 1):
 * a list paid it in the render that shows its first rows. Called while the app waits for its
 * first answers.
 */
export function warmUpTimeFormats(): void {
  describeTimeZone(browserTimeZone());
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
  return {
    begin: first ? wallClockToIso(first, '00:00', timeZone) : undefined,
    end: last ? wallClockToIso(last, '24:00', timeZone) : undefined,
  };
}

/**
 * The instant (UTC ISO) at which `timeZone`'s clocks read `time` (`HH:mm`, up to `24:00`) on
 * `date` (`YYYY-MM-DD`). A time the clocks skip reads as on the offset before the change (2:30 on
 * the morning New York springs forward is 3:30 EDT); a time they show twice is the first one.
 */
export function wallClockToIso(date: string, time: string, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, month - 1, day);
  wallClock.setUTCHours(hours, minutes);
  const target = wallClock.getTime();
  const offsetBefore = zoneOffset(target - DAY_MS, timeZone);
  const offsetAfter = zoneOffset(target + DAY_MS, timeZone);
  const readings = [target - offsetBefore, target - offsetAfter].filter(
    (instant) => instant + zoneOffset(instant, timeZone) === target,
  );
  return new Date(
    readings.length > 0 ? Math.min(...readings) : target - offsetBefore,
  ).toISOString();
}

/** The calendar date (`YYYY-MM-DD`) on `timeZone`'s clocks at `instant` (an ISO string). */
export function dateInZone(instant: string, timeZone: string): string {
  const at = Date.parse(instant);
  return new Date(at + zoneOffset(at, timeZone)).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** One formatter per zone for `zoneOffset`. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clocks are ahead of UTC at `instant` (ms since the epoch), in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const bc = parts.some((part) => part.type === 'era' && part.value === 'BC');
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(
    bc ? 1 - field('year') : field('year'),
    field('month') - 1,
    field('day'),
  );
  wallClock.setUTCHours(field('hour'), field('minute'), field('second'));
  return wallClock.getTime() - (instant - (((instant % 1000) + 1000) % 1000));
}
