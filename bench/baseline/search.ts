/**
 * The one search the baseline mirrors: `POST /v2/labor/shifts/search` with location ids and a
 * workday date range (a week's schedule at one location), sorted by START_AT. It does the work
 * the service's search needs: the merchant's location zones and the workweek's start of day, the
 * range's bounds in the location's zone, one keyset page and one `IN` query for the page's breaks,
 * the same JSON and the same cursor. Anything else in the body is answered 400 ("not mirrored").
 */
import type { Keyset } from './paging';
import { placeholders, type Query, type Row } from './query';
import { utcOffsetMinutes } from '../../server/lib/time';
type Order = 'ASC' | 'DESC';

export interface SearchRequest {
  merchantId: string;
  /** The request body, parsed. */
  body: unknown;
}

export interface SearchPage {
  /** What the page token is bound to: the filter (in the contract's key order), sort and order. */
  filters: Record<string, unknown>;
  /** The keyset of the token sent, or undefined for the first page. */
  cursor: string | undefined;
  limit: number;
  run(
    after: Keyset | null,
  ): Promise<{ body: (cursor: string | undefined) => string; next: Keyset | null }>;
}

const MINUTE_MS = 60_000;
/** The instant `timeZone`'s clock shows `date` + `days` at `time` (HH:MM). */
export function zoned(date: string, days: number, time: string, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d + days, hh, mm);
  const first = wall - utcOffsetMinutes(timeZone, wall) * MINUTE_MS;
  const second = wall - utcOffsetMinutes(timeZone, first) * MINUTE_MS;
  return new Date(Math.max(first, second)).toISOString();
}

/** A stored instant on `timeZone`'s wall clock, to the minute, with its offset (the v2 Shift's). */
function withZoneOffset(stored: string, timeZone: string): string {
  const ms = Math.floor(Date.parse(stored) / MINUTE_MS) * MINUTE_MS;
  const offset = utcOffsetMinutes(timeZone, ms);
  const wall = new Date(ms + offset * MINUTE_MS).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall}${offset < 0 ? '-' : '+'}${hh}:${mm}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isIdList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= 200 && v.every((id) => typeof id === 'string' && id.length > 0);

function toBreak(b: Row, timeZone: string) {
  return {
    id: b.id,
    start_at: withZoneOffset(b.start_at as string, timeZone),
    ...(b.end_at !== null ? { end_at: withZoneOffset(b.end_at as string, timeZone) } : {}),
    break_type_id: b.break_type_id,
    name: b.name,
    expected_duration: b.expected_duration,
    is_paid: b.is_paid === 1,
  };
}

/** A v2 Shift from its stored row (UTC times) and its breaks' rows. */
export function toShift(s: Row, breaks: Row[]) {
  const zone = s.timezone as string;
  const hasWage = s.wage_title !== null || s.wage_amount !== null;
  const wage = hasWage
    ? {
        ...(s.wage_title !== null ? { title: s.wage_title } : {}),
        ...(s.wage_amount !== null && s.wage_currency !== null
          ? { hourly_rate: { amount: s.wage_amount, currency: s.wage_currency } }
          : {}),
      }
    : undefined;
  return {
    id: s.id,
    employee_id: s.employee_id,
    location_id: s.location_id,
    timezone: s.timezone,
    start_at: withZoneOffset(s.start_at as string, zone),
    ...(s.end_at !== null ? { end_at: withZoneOffset(s.end_at as string, zone) } : {}),
    ...(wage ? { wage } : {}),
    breaks: breaks.map((b) => toBreak(b, zone)),
    status: s.status,
    version: s.version,
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

/** Parses the mirrored search; returns an error message for anything it does not mirror. */
export function shiftSearch(select: Query) {
  return (request: SearchRequest): SearchPage | string => {
    const { body } = request;
    if (!isRecord(body)) return 'the body must be a JSON object';
    const { query, limit = 200, cursor, ...rest } = body;
    if (Object.keys(rest).length > 0) return 'only query, limit and cursor are mirrored';
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 200) {
      return 'limit must be a whole number from 1 to 200';
    }
    if (cursor !== undefined && (typeof cursor !== 'string' || cursor.length > 2048)) {
      return 'cursor must be a string';
    }
    if (!isRecord(query) || !isRecord(query.filter)) return 'query.filter is required';
    const { location_ids: locationIds, workday, ...otherFilters } = query.filter;
    if (Object.keys(otherFilters).length > 0 || query.sort !== undefined) {
      return 'only location_ids and workday.date_range are mirrored, with the default sort';
    }
    if (!isIdList(locationIds) || locationIds.length === 0) return 'location_ids must be ids';
    if (!isRecord(workday) || Object.keys(workday).length !== 1) return 'workday.date_range only';
    const range = workday.date_range;
    if (!isRecord(range) || Object.keys(range).length !== 2) return 'date_range is required';
    const { start_date: from, end_date: to } = range;
    if (typeof from !== 'string' || typeof to !== 'string' || !DATE.test(from) || !DATE.test(to)) {
      return 'date_range needs start_date and end_date as YYYY-MM-DD';
    }
    if (to < from) return 'end_date must not be before start_date';

    const order: Order = 'DESC';
    // The contract's parse output: location_ids, then workday.date_range (start, end).
    const filter = {
      location_ids: locationIds,
      workday: { date_range: { start_date: from, end_date: to } },
    };
    return {
      filters: { filter, sort_field: 'START_AT', order },
      cursor,
      limit,
      async run(after) {
        const ids = [...new Set(locationIds)].sort();
        const known = (await select(
          'select "id", "timezone" from "locations" where "merchant_id" = ?',
          [request.merchantId],
        )) as Array<{ id: string; timezone: string }>;
        const wanted = known.filter((l) => ids.includes(l.id));
        const [workweek] = await select(
          'select "start_of_day_local_time" from "workweek_configs" where "merchant_id" = ?',
          [request.merchantId],
        );
        const startOfDay = (workweek?.start_of_day_local_time as string | undefined) ?? '00:00';
        const zoneList = [...new Set(wanted.map((l) => l.timezone || 'UTC'))].sort();
        if (zoneList.length !== 1) throw new Error('the baseline mirrors one zone only');
        const zone = zoneList[0]!;
        const lo = zoned(from, 0, startOfDay, zone);
        const hi = zoned(to, 1, startOfDay, zone);
        const params: unknown[] = [request.merchantId, ...ids, lo, hi];
        let keyset = '';
        if (after) {
          keyset = ' and ("shifts"."start_at", "shifts"."id") < (?, ?)';
          params.push(...after);
        }
        const rows = await select(
          'select * from "shifts" where "merchant_id" = ? and "deleted" = 0 and ' +
            `"location_id" in (${placeholders(ids.length)}) ` +
            `and ("start_at" >= ? and "start_at" < ?)${keyset} ` +
            'order by "shifts"."start_at" desc, "shifts"."id" desc limit ?',
          [...params, limit + 1],
        );
        let next: Keyset | null = null;
        if (rows.length > limit) {
          rows.length = limit;
          const last = rows[limit - 1]!;
          next = [last.start_at as string, last.id as string];
        }
        const byShift = new Map<string, Row[]>(rows.map((r) => [r.id as string, []]));
        if (rows.length > 0) {
          const breaks = await select(
            `select * from "shift_breaks" where "shift_id" in (${placeholders(rows.length)}) ` +
              'order by "shift_id", "start_at"',
            rows.map((r) => r.id),
          );
          for (const b of breaks) byShift.get(b.shift_id as string)?.push(b);
        }
        const shifts = rows.map((s) => toShift(s, byShift.get(s.id as string) ?? []));
        return {
          next,
          body: (token) => JSON.stringify({ shifts, ...(token ? { cursor: token } : {}) }),
        };
      },
    };
  };
}
