/**
 * The baseline's v1 timecard seconds, computed as the service's worked-time rule states it
 * (docs/decisions/2026-11-25-worked-time-rule.md), written here on its own: times cut to the
 * minute, unpaid breaks (clipped to the shift) not paid, an OPEN shift 0; a shift belongs to the
 * workweek it starts in on its own zone's clock (the merchant's workweek config); overtime is paid
 * time over 40 h in an employee's workweek, shifts taken by start then id. No double time.
 * Queries: the workweek config, the shifts of the page's (employee, workweek) windows (one range
 * per employee and run of weeks, in any zone), their breaks.
 */
import type { Query, Row } from './query';
import { utcOffsetMinutes } from '../../server/lib/time';
import { zoned } from './search';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_SECONDS = 40 * 3600;
/** A workweek's shifts start from its first workday on UTC+14's clock to its end on UTC−12's. */
const AHEAD_MS = 14 * 3_600_000;
const BEHIND_MS = 12 * 3_600_000;
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

export interface Worked {
  regular_seconds_worked: number;
  overtime_seconds_worked: number;
  doubletime_seconds_worked: number;
}

const minuteMs = (stored: string) => Math.floor(Date.parse(stored) / MINUTE_MS) * MINUTE_MS;
const secondsBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 1000));
const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first date of the workweek `ms` falls in, on `timeZone`'s clock. */
function weekOf(ms: number, weekStart: string, dayStart: string, timeZone: string): string {
  let date = new Date(ms + utcOffsetMinutes(timeZone, ms) * MINUTE_MS).toISOString().slice(0, 10);
  if (ms < Date.parse(zoned(date, 0, dayStart, timeZone))) date = shiftDays(date, -1);
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const first = Math.max(0, WEEKDAYS.indexOf(weekStart));
  return shiftDays(date, -((weekday - first + 7) % 7));
}

interface Shift {
  id: string;
  employee: string;
  timezone: string;
  start: number;
  end: number | null;
  unpaid: Array<[number, number | null]>;
}

function paidSeconds(s: Shift): number {
  if (s.end === null) return 0;
  const end = s.end;
  const length = secondsBetween(s.start, end);
  let unpaid = 0;
  for (const [from, to] of s.unpaid) {
    unpaid += secondsBetween(Math.max(from, s.start), to === null || to > end ? end : to);
  }
  return length - Math.min(unpaid, length);
}

/** The worked seconds of the page's timecards (`rows`: shifts rows), by id; deleted ones absent. */
export async function workedSeconds(
  query: Query,
  merchantId: string,
  rows: Row[],
): Promise<Map<string, Worked>> {
  const counted = rows.filter((r) => r.deleted === 0);
  const worked = new Map<string, Worked>();
  if (counted.length === 0) return worked;
  const [config] = await query(
    'select "start_of_week", "start_of_day_local_time" from "workweek_configs" where "merchant_id" = ?',
    [merchantId],
  );
  const weekStart = (config?.start_of_week as string | undefined) ?? 'MON';
  const dayStart = ((config?.start_of_day_local_time as string | undefined) ?? '00:00').slice(0, 5);
  const windows = counted
    .map((r) => {
      const start = minuteMs(r.start_at as string);
      const week = weekOf(start, weekStart, dayStart, r.timezone as string);
      const begin = Date.parse(`${week}T${dayStart}:00.000Z`);
      return {
        employee: r.employee_id as string,
        from: new Date(begin - AHEAD_MS).toISOString(),
        to: new Date(begin + 7 * DAY_MS + BEHIND_MS).toISOString(),
      };
    })
    .sort((a, b) => a.employee.localeCompare(b.employee) || a.from.localeCompare(b.from));
  const ranges: typeof windows = [];
  for (const w of windows) {
    const last = ranges.at(-1);
    if (last?.employee === w.employee && w.from <= last.to) {
      if (w.to > last.to) last.to = w.to;
    } else {
      ranges.push({ ...w });
    }
  }
  // The merchant in each range (not once outside), so SQLite reads one index range per window.
  const where =
    '"shifts"."deleted" = 0 and (' +
    ranges
      .map(
        () =>
          '("shifts"."merchant_id" = ? and "shifts"."employee_id" = ? and ' +
          '"shifts"."start_at" >= ? and "shifts"."start_at" < ?)',
      )
      .join(' or ') +
    ')';
  const params = ranges.flatMap((r) => [merchantId, r.employee, r.from, r.to]);
  const shiftRows = await query(
    'select "id", "employee_id", "timezone", "start_at", "end_at" from "shifts" where ' + where,
    params,
  );
  const breakRows = await query(
    'select "shift_breaks"."shift_id", "shift_breaks"."start_at", "shift_breaks"."end_at" ' +
      'from "shifts" inner join "shift_breaks" on "shift_breaks"."shift_id" = "shifts"."id" ' +
      `where ${where} and "shift_breaks"."is_paid" = ?`,
    [...params, 0],
  );
  const shifts = new Map<string, Shift>();
  for (const r of shiftRows) {
    shifts.set(r.id as string, {
      id: r.id as string,
      employee: r.employee_id as string,
      timezone: r.timezone as string,
      start: minuteMs(r.start_at as string),
      end: r.end_at === null ? null : minuteMs(r.end_at as string),
      unpaid: [],
    });
  }
  for (const b of breakRows) {
    shifts
      .get(b.shift_id as string)
      ?.unpaid.push([
        minuteMs(b.start_at as string),
        b.end_at === null ? null : minuteMs(b.end_at as string),
      ]);
  }
  const sofar = new Map<string, number>();
  const ordered = [...shifts.values()].sort(
    (a, b) => a.start - b.start || a.id.localeCompare(b.id),
  );
  for (const s of ordered) {
    const key = `${s.employee} ${weekOf(s.start, weekStart, dayStart, s.timezone)}`;
    const paid = paidSeconds(s);
    const before = sofar.get(key) ?? 0;
    const regular = Math.max(0, Math.min(paid, WEEK_SECONDS - before));
    sofar.set(key, before + paid);
    worked.set(s.id, {
      regular_seconds_worked: regular,
      overtime_seconds_worked: paid - regular,
      doubletime_seconds_worked: 0,
    });
  }
  return worked;
}
