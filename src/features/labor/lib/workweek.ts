import type { WeekdayT, WorkweekConfigT } from '@/api/schemas/workweek-configs';
import { dateInZone, wallClockToIso } from '@/lib/time-zone';

/**
 * Weeks and days as the workweek config defines them: a workday begins at
 * `start_of_day_local_time` on the location's clock (so around a DST change a workday lasts 23 or
 * 25 hours), and a workweek is seven workdays from `start_of_week`. Days are calendar dates
 * (`YYYY-MM-DD`) naming the workday that begins on them; instants are UTC ISO strings.
 */

export type WorkweekRule = Pick<WorkweekConfigT, 'start_of_week' | 'start_of_day_local_time'>;

/** What Square assumes until a merchant sets its own: weeks from Monday, days from midnight. */
export const DEFAULT_WORKWEEK: WorkweekRule = {
  start_of_week: 'MON',
  start_of_day_local_time: '00:00',
};

export const WEEKDAYS: readonly WeekdayT[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

export const WEEKDAY_NAMES: Readonly<Record<WeekdayT, string>> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): WeekdayT {
  // Date counts from Sunday (0); WEEKDAYS from Monday.
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
  if (!weekday || !DATE.test(date)) throw new RangeError(`Not a date: ${date}`);
  return weekday;
}

/** The instant the workday of `date` begins in `timeZone`. */
export function workdayStart(date: string, rule: WorkweekRule, timeZone: string): string {
  const time = rule.start_of_day_local_time.slice(0, 5);
  // A start that falls in a spring-forward gap moves forward with the clock (02:30 → 03:30).
  return wallClockToIso(date, time, timeZone);
}

/** The workday (its calendar date) that `instant` falls in, on the clock of `timeZone`. */
export function workdayOf(instant: string, rule: WorkweekRule, timeZone: string): string {
  const date = dateInZone(instant, timeZone);
  return Date.parse(instant) < Date.parse(workdayStart(date, rule, timeZone))
    ? addDays(date, -1)
    : date;
}

/** The first workday of the week that the workday `date` belongs to. */
export function weekStartDate(date: string, rule: WorkweekRule): string {
  const offset = (WEEKDAYS.indexOf(weekdayOf(date)) - WEEKDAYS.indexOf(rule.start_of_week) + 7) % 7;
  return addDays(date, -offset);
}

interface Workday {
  /** The calendar date the workday begins on. */
  date: string;
  /** Inclusive. */
  begin: string;
  /** Exclusive: the next workday's begin. */
  end: string;
}

export interface Workweek {
  /** The first workday's date: the week's name in URLs and exports. */
  startDate: string;
  /** The last workday's date. */
  endDate: string;
  /** Inclusive. */
  begin: string;
  /** Exclusive: the next week's begin. */
  end: string;
  days: Workday[];
}

/** The workweek that the workday `date` (any of its seven) belongs to. */
export function workweekOfDate(date: string, rule: WorkweekRule, timeZone: string): Workweek {
  const startDate = weekStartDate(date, rule);
  const begins = Array.from({ length: 8 }, (_, i) =>
    workdayStart(addDays(startDate, i), rule, timeZone),
  );
  const days = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(startDate, i),
    begin: begins[i] ?? '',
    end: begins[i + 1] ?? '',
  }));
  return {
    startDate,
    endDate: addDays(startDate, 6),
    begin: begins[0] ?? '',
    end: begins[7] ?? '',
    days,
  };
}

/** The workweek `instant` falls in. */
export function workweekOf(instant: string, rule: WorkweekRule, timeZone: string): Workweek {
  return workweekOfDate(workdayOf(instant, rule, timeZone), rule, timeZone);
}

/** The workweek before or after `week` (`step` weeks away). */
export function shiftWeek(
  week: Workweek,
  step: number,
  rule: WorkweekRule,
  timeZone: string,
): Workweek {
  return workweekOfDate(addDays(week.startDate, 7 * step), rule, timeZone);
}

/** The workday among `week.days` that `instant` falls in, or undefined outside the week. */
export function dayIndexOf(week: Workweek, instant: string): number | undefined {
  const at = Date.parse(instant);
  const index = week.days.findIndex(
    (day) => at >= Date.parse(day.begin) && at < Date.parse(day.end),
  );
  return index === -1 ? undefined : index;
}
