/** Canonical stored form of an instant: UTC, millisecond precision, fixed width (24 chars). */
export function toStoredTime(date: Date): string {
  return date.toISOString();
}

export function nowStored(): string {
  return new Date().toISOString();
}

/**
 * An instant in its stored form as milliseconds since the Unix epoch: how `payments` and
 * `checkouts` store their times (migration 0022), 8 bytes instead of 24 in each row and index.
 */
export function toMs(stored: string): number {
  return Date.parse(stored);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: from there on an ISO year has more than four digits. */
const YEAR_10000_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
let lastDay = NaN;
let lastDayPrefix = '';

/**
 * A time stored as milliseconds ({@link toMs}) in its stored (and wire) form, as
 * `new Date(ms).toISOString()` writes it. A list page formats a few hundred of these, and
 * toISOString costs about 0.7 µs each (about a seventh of a v2 payments page's CPU); a page's
 * times mostly fall on one day, so the date part is kept for the last day and the time of day
 * written from digits (about 0.2 µs). Anything else (before 1970, past 9999, not a whole
 * millisecond, not a number) goes to toISOString, which also throws as before.
 */
export function fromMs(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay || !Number.isInteger(ms)) {
    if (!(Number.isInteger(ms) && ms >= 0 && ms < YEAR_10000_MS)) {
      return new Date(ms).toISOString();
    }
    lastDay = day;
    lastDayPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
  }
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / HOUR_MS);
  rest -= hours * HOUR_MS;
  const minutes = Math.floor(rest / MINUTE_MS);
  rest -= minutes * MINUTE_MS;
  const seconds = Math.floor(rest / 1000);
  return (
    `${lastDayPrefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.` +
    `${THREE_DIGITS[rest - seconds * 1000]}Z`
  );
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** True when `timeZone` is an IANA zone this runtime knows (e.g. `America/New_York`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

const offsetsByHour = new Map<string, number>();
const OFFSETS_KEPT = 20_000;

/**
 * Minutes the wall clock of `timeZone` is ahead of UTC at `atMs`. Asking Intl costs about 5 µs, and
 * a page of shifts asks twice a row, so an hour whose offset does not change is kept: a zone
 * changes its offset at most once in an hour, so the same offset at its first and last minute
 * holds for all of it.
 */
export function utcOffsetMinutes(timeZone: string, atMs: number): number {
  const hour = Math.floor(atMs / HOUR_MS);
  const key = `${hour} ${timeZone}`;
  const kept = offsetsByHour.get(key);
  if (kept !== undefined) return kept;
  const offset = offsetAt(timeZone, atMs);
  const start = hour * HOUR_MS;
  if (
    offsetAt(timeZone, start) === offset &&
    offsetAt(timeZone, start + HOUR_MS - MINUTE_MS) === offset
  ) {
    if (offsetsByHour.size >= OFFSETS_KEPT) offsetsByHour.clear();
    offsetsByHour.set(key, offset);
  }
  return offset;
}

function offsetAt(timeZone: string, atMs: number): number {
  const parts = zoneFormat(timeZone).formatToParts(atMs);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((wallClock - Math.floor(atMs / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant (stored form) at which the wall clock of `timeZone` shows `date` (`YYYY-MM-DD`) at
 * `time` (`HH:MM`), daylight saving included. A time skipped by a spring-forward jump resolves to
 * the instant the clock jumps past it.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(zonedMs(Date.UTC(y, m - 1, d, hh, mm), timeZone)).toISOString();
}

/**
 * {@link zonedInstant} in milliseconds, the wall clock given as the milliseconds at which UTC's
 * clock shows the same date and time.
 */
export function zonedMs(wallMs: number, timeZone: string): number {
  const first = wallMs - utcOffsetMinutes(timeZone, wallMs) * MINUTE_MS;
  const second = wallMs - utcOffsetMinutes(timeZone, first) * MINUTE_MS;
  return Math.max(first, second);
}

/** `date` (`YYYY-MM-DD`) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A stored instant cut to its minute, as labor times count (Square: minute precision). */
export function toMinute(stored: string): string {
  // The stored form (`toStoredTime`) is cut as text: a page of shifts cuts hundreds of times.
  if (stored.length === 24 && stored.charCodeAt(10) === 84 && stored.charCodeAt(23) === 90) {
    return `${stored.slice(0, 17)}00.000Z`;
  }
  return new Date(Math.floor(Date.parse(stored) / MINUTE_MS) * MINUTE_MS).toISOString();
}

/**
 * A stored instant as Square writes a shift's times: the wall clock of `timeZone` to the minute
 * (labor times keep minute precision) with that zone's UTC offset, e.g. `2026-11-24T09:21:00-07:00`.
 */
export function withZoneOffset(stored: string, timeZone: string): string {
  const ms = Math.floor(Date.parse(stored) / MINUTE_MS) * MINUTE_MS;
  const offset = utcOffsetMinutes(timeZone, ms);
  const wall = new Date(ms + offset * MINUTE_MS).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** One `Intl.DateTimeFormat` a locale, zone and set of fields, made once and kept. */
function localFormat(
  locale: string,
  timeZone: string,
  fields: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone} ${JSON.stringify(fields)}`;
  let format = localFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...fields });
    localFormats.set(key, format);
  }
  return format;
}

const DATE_FIELDS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** The calendar date (YYYY-MM-DD) on the wall clock of `timeZone` at an instant. */
export function localDate(at: string | number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return localFormat('en-CA', timeZone, DATE_FIELDS).format(
    typeof at === 'string' ? Date.parse(at) : at,
  );
}

/**
 * "2026-11-25 14:03:12": the wall clock of `timeZone` at an instant, as spreadsheets read a date
 * and time.
 */
export function localDateTime(at: string | number, timeZone: string): string {
  // sv-SE formats as YYYY-MM-DD HH:MM:SS.
  return localFormat('sv-SE', timeZone, {
    ...DATE_FIELDS,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(typeof at === 'string' ? Date.parse(at) : at);
}
