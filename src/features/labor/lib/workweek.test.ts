import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WORKWEEK,
  addDays,
  dayIndexOf,
  shiftWeek,
  weekStartDate,
  weekdayOf,
  workdayOf,
  workdayStart,
  workweekOf,
  workweekOfDate,
  type WorkweekRule,
} from './workweek';

const NY = 'America/New_York';
const HOUR = 3_600_000;
const length = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / HOUR;

describe('calendar dates', () => {
  it('steps over month and year ends and knows the weekday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-03-02')).toBe('MON');
    expect(weekdayOf('2026-03-08')).toBe('SUN');
    expect(() => weekdayOf('not a day')).toThrow(RangeError);
  });
});

describe('workdays', () => {
  const fourAm: WorkweekRule = { start_of_week: 'MON', start_of_day_local_time: '04:00' };

  it('begin at the start of day on the location’s clock', () => {
    expect(workdayStart('2026-01-15', fourAm, NY)).toBe('2026-01-15T09:00:00.000Z');
    expect(workdayStart('2026-07-15', fourAm, NY)).toBe('2026-07-15T08:00:00.000Z');
  });

  it('count the small hours before the start of day to the day before', () => {
    // 02:00 on Jan 16 in New York is before 04:00: still the workday of Jan 15.
    expect(workdayOf('2026-01-16T07:00:00.000Z', fourAm, NY)).toBe('2026-01-15');
    expect(workdayOf('2026-01-16T09:00:00.000Z', fourAm, NY)).toBe('2026-01-16');
    expect(workdayOf('2026-01-16T07:00:00.000Z', DEFAULT_WORKWEEK, NY)).toBe('2026-01-16');
  });

  it('move a start of day that falls in the spring-forward gap forward with the clock', () => {
    const twoThirty: WorkweekRule = { start_of_week: 'MON', start_of_day_local_time: '02:30' };
    // 02:30 does not exist on Mar 8, 2026 in New York; the day begins at 03:30 EDT.
    expect(workdayStart('2026-03-08', twoThirty, NY)).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('workweeks', () => {
  it('run seven workdays from the configured weekday', () => {
    const sunday: WorkweekRule = { start_of_week: 'SUN', start_of_day_local_time: '00:00' };
    expect(weekStartDate('2026-03-04', sunday)).toBe('2026-03-01');
    expect(weekStartDate('2026-03-01', sunday)).toBe('2026-03-01');
    expect(weekStartDate('2026-03-04', DEFAULT_WORKWEEK)).toBe('2026-03-02');
    const week = workweekOfDate('2026-03-04', sunday, 'UTC');
    expect(week).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-07',
      begin: '2026-03-01T00:00:00.000Z',
      end: '2026-03-08T00:00:00.000Z',
    });
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });

  it('lose an hour in the spring-forward week and gain one in the fall-back week', () => {
    const spring = workweekOfDate('2026-03-08', DEFAULT_WORKWEEK, NY);
    expect(spring.startDate).toBe('2026-03-02');
    expect(length(spring.begin, spring.end)).toBe(167);
    expect(spring.days.map((day) => length(day.begin, day.end))).toEqual([
      24, 24, 24, 24, 24, 24, 23,
    ]);
    const fall = workweekOfDate('2026-11-01', DEFAULT_WORKWEEK, NY);
    expect(fall.startDate).toBe('2026-10-26');
    expect(length(fall.begin, fall.end)).toBe(169);
    expect(fall.days.at(-1)).toEqual({
      date: '2026-11-01',
      begin: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
  });

  it('start where the previous week ends, across a DST change', () => {
    const rule: WorkweekRule = { start_of_week: 'WED', start_of_day_local_time: '05:30' };
    const week = workweekOf('2026-03-10T12:00:00.000Z', rule, NY);
    expect(week.startDate).toBe('2026-03-04');
    const before = shiftWeek(week, -1, rule, NY);
    const after = shiftWeek(week, 1, rule, NY);
    expect(before.end).toBe(week.begin);
    expect(after.begin).toBe(week.end);
    expect(after.startDate).toBe('2026-03-11');
    expect(week.begin).toBe('2026-03-04T10:30:00.000Z');
    expect(week.end).toBe('2026-03-11T09:30:00.000Z');
  });

  it('find the workday of an instant, and nothing outside the week', () => {
    const week = workweekOfDate('2026-03-02', DEFAULT_WORKWEEK, NY);
    expect(dayIndexOf(week, '2026-03-02T05:00:00.000Z')).toBe(0);
    expect(dayIndexOf(week, '2026-03-09T03:59:00.000Z')).toBe(6);
    expect(dayIndexOf(week, '2026-03-09T04:00:00.000Z')).toBeUndefined();
    expect(dayIndexOf(week, '2026-03-02T04:59:00.000Z')).toBeUndefined();
  });
});
