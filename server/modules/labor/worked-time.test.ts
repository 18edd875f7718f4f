import { describe, expect, it } from 'vitest';
import {
  computeWorkedTime,
  laborCostAmount,
  paidSeconds,
  unpaidBreakSeconds,
  v1SecondsWorked,
  workweekStartOf,
  workweekWindow,
  type ShiftInput,
} from './worked-time';
import { addDays, localDate, zonedInstant } from '../../lib/time';

const H = 3600;
const LA = 'America/Los_Angeles';
const DEN = 'America/Denver';
const MON_MIDNIGHT = { start_of_week: 'MON', start_of_day_local_time: '00:00' };

let n = 0;
function shift(start_at: string, end_at: string | null, more: Partial<ShiftInput> = {}) {
  n += 1;
  return {
    id: `s${String(n).padStart(3, '0')}`,
    employee_id: 'e1',
    location_id: 'l1',
    timezone: LA,
    start_at,
    end_at,
    hourly_rate: { amount: 2000, currency: 'USD' },
    breaks: [],
    ...more,
  } satisfies ShiftInput;
}

describe('workweekStartOf', () => {
  it('starts the week on start_of_week at start_of_day, on the clock of the shift’s zone', () => {
    // Mon 2026-11-23 00:00 in LA is 08:00Z.
    expect(workweekStartOf('2026-11-23T07:59:00.000Z', MON_MIDNIGHT, LA)).toBe('2026-11-16');
    expect(workweekStartOf('2026-11-23T08:00:00.000Z', MON_MIDNIGHT, LA)).toBe('2026-11-23');
    // The same instant is already Monday in Denver (07:00Z is 00:00 MST).
    expect(workweekStartOf('2026-11-23T07:30:00.000Z', MON_MIDNIGHT, DEN)).toBe('2026-11-23');
  });

  it('a workday beginning at 05:00 keeps Monday 04:59 in the week before', () => {
    const rule = { start_of_week: 'MON', start_of_day_local_time: '05:00' };
    expect(workweekStartOf('2026-11-23T12:59:00.000Z', rule, LA)).toBe('2026-11-16');
    expect(workweekStartOf('2026-11-23T13:00:00.000Z', rule, LA)).toBe('2026-11-23');
  });

  it('follows start_of_week', () => {
    const rule = { start_of_week: 'SUN', start_of_day_local_time: '00:00' };
    expect(workweekStartOf('2026-11-24T20:00:00.000Z', rule, LA)).toBe('2026-11-22');
    expect(workweekStartOf('2026-11-22T07:59:00.000Z', rule, LA)).toBe('2026-11-15');
  });

  it('follows daylight saving: spring forward and fall back week starts', () => {
    const rule = { start_of_week: 'SUN', start_of_day_local_time: '00:00' };
    // Sun 2026-03-08 00:00 PST = 08:00Z (clocks jump at 02:00 that day).
    expect(workweekStartOf('2026-03-08T07:59:00.000Z', rule, LA)).toBe('2026-03-01');
    expect(workweekStartOf('2026-03-08T08:00:00.000Z', rule, LA)).toBe('2026-03-08');
    // Sun 2026-11-01 00:00 MDT = 06:00Z in Denver (still daylight time until 02:00).
    expect(workweekStartOf('2026-11-01T05:59:00.000Z', rule, DEN)).toBe('2026-10-25');
    expect(workweekStartOf('2026-11-01T06:00:00.000Z', rule, DEN)).toBe('2026-11-01');
    // A day starting at 02:30, skipped on the spring-forward day, begins at 03:30 PDT (10:30Z).
    const late = { start_of_week: 'SUN', start_of_day_local_time: '02:30' };
    expect(workweekStartOf('2026-03-08T10:29:00.000Z', late, LA)).toBe('2026-03-01');
    expect(workweekStartOf('2026-03-08T10:30:00.000Z', late, LA)).toBe('2026-03-08');
  });
});

describe('workweekStartOf, as the rule reads on a wall clock', () => {
  /** The rule in words: the local date, a day earlier before its workday begins, back to the week's first day. */
  function byTheClock(instant: string, rule: typeof MON_MIDNIGHT, zone: string): string {
    let date = localDate(instant, zone);
    if (instant < zonedInstant(date, rule.start_of_day_local_time, zone)) date = addDays(date, -1);
    while (WEEKDAY_OF[new Date(`${date}T00:00:00Z`).getUTCDay()] !== rule.start_of_week) {
      date = addDays(date, -1);
    }
    return date;
  }
  const WEEKDAY_OF = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

  it('agrees every 15 minutes around daylight-saving changes, midnight and half-hour ones too', () => {
    const around = [
      ['America/Los_Angeles', '2026-03-08T10:00:00.000Z'],
      ['America/Los_Angeles', '2026-11-01T09:00:00.000Z'],
      // Clocks went from 00:00 to 01:00 here: the day's midnight did not exist.
      ['America/Sao_Paulo', '2018-11-04T03:00:00.000Z'],
      ['Australia/Lord_Howe', '2026-10-03T15:30:00.000Z'],
      ['Pacific/Chatham', '2026-09-26T14:00:00.000Z'],
      ['Asia/Kathmandu', '1986-01-01T00:00:00.000Z'],
      ['Pacific/Kiritimati', '2026-11-23T10:00:00.000Z'],
    ] as const;
    const rules = [
      MON_MIDNIGHT,
      { start_of_week: 'SUN', start_of_day_local_time: '02:30' },
      { start_of_week: 'SAT', start_of_day_local_time: '23:45:00' },
    ];
    const differ: string[] = [];
    for (const [zone, change] of around) {
      for (let m = -3 * 24 * 60; m <= 3 * 24 * 60; m += 15) {
        const instant = new Date(Date.parse(change) + m * 60_000).toISOString();
        for (const rule of rules) {
          const expected = byTheClock(instant, rule, zone);
          const got = workweekStartOf(instant, rule, zone);
          if (got !== expected) differ.push(`${zone} ${instant} ${JSON.stringify(rule)}: ${got}`);
        }
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('workweekWindow', () => {
  it('holds every shift of the workweek on every zone’s clock, across daylight-saving changes', () => {
    const outside: string[] = [];
    // Weeks holding the American, European and Australian changes.
    for (const week of ['2026-03-08', '2026-03-29', '2026-04-05']) {
      for (const time of ['00:00', '23:30']) {
        const weekday = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][
          new Date(`${week}T00:00:00Z`).getUTCDay()
        ]!;
        const rule = { start_of_week: weekday, start_of_day_local_time: time };
        const { from, to } = workweekWindow(week, rule);
        for (const zone of Intl.supportedValuesOf('timeZone')) {
          // The week's first instant and the next week's, on this zone's clock.
          const first = zonedInstant(week, time, zone);
          const next = zonedInstant(addDays(week, 7), time, zone);
          if (workweekStartOf(first, rule, zone) !== week || first < from || next > to) {
            outside.push(`${zone} ${week} ${time}`);
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });
});

describe('paid time and breaks', () => {
  it('subtracts unpaid breaks, not paid ones, clipped to the shift', () => {
    const s = shift('2026-11-24T16:00:00.000Z', '2026-11-25T01:00:00.000Z', {
      breaks: [
        {
          start_at: '2026-11-24T20:00:00.000Z',
          end_at: '2026-11-24T20:30:00.000Z',
          is_paid: false,
        },
        { start_at: '2026-11-24T22:00:00.000Z', end_at: '2026-11-24T22:15:00.000Z', is_paid: true },
        // Unfinished when the shift closed: ends with the shift.
        { start_at: '2026-11-25T00:45:00.000Z', end_at: null, is_paid: false },
      ],
    });
    expect(unpaidBreakSeconds(s)).toBe(45 * 60);
    expect(paidSeconds(s)).toBe(9 * H - 45 * 60);
  });

  it('counts real elapsed time across a daylight-saving night (fall back: 9 h, spring: 7 h)', () => {
    // Denver 22:00 MDT Oct 31 to 06:00 MST Nov 1: 9 hours.
    expect(paidSeconds(shift('2026-11-01T04:00:00.000Z', '2026-11-01T13:00:00.000Z'))).toBe(9 * H);
    // LA 22:00 PST Mar 7 to 06:00 PDT Mar 8: 7 hours.
    expect(paidSeconds(shift('2026-03-08T06:00:00.000Z', '2026-03-08T13:00:00.000Z'))).toBe(7 * H);
  });

  it('an OPEN shift counts 0 paid time, is flagged open and takes no overtime', () => {
    const open = shift('2026-11-24T16:00:00.000Z', null, {
      breaks: [{ start_at: '2026-11-24T18:00:00.000Z', end_at: null, is_paid: false }],
    });
    const { shifts, weeks } = computeWorkedTime([open]);
    expect(shifts[0]).toMatchObject({
      open: true,
      paid_seconds: 0,
      unpaid_break_seconds: 0,
      regular_seconds: 0,
      overtime_seconds: 0,
      labor_cost: { amount: 0, currency: 'USD' },
    });
    expect(weeks[0]).toMatchObject({ shift_count: 1, open_shift_count: 1, paid_seconds: 0 });
  });
});

describe('computeWorkedTime: overtime over 40 h in a workweek, at 1.5×', () => {
  // Five 9-hour days Mon..Fri 2026-11-23..27 in LA (08:00–17:00 PST = 16:00Z–01:00Z).
  const days = ['23', '24', '25', '26', '27'];
  const week = () =>
    days.map((d) =>
      shift(`2026-11-${d}T16:00:00.000Z`, `2026-11-${String(Number(d) + 1)}T01:00:00.000Z`),
    );

  it('allocates chronologically: the shift crossing 40 h is split, later ones are overtime', () => {
    const { shifts, weeks } = computeWorkedTime(week().reverse());
    expect(shifts.map((s) => [s.regular_seconds / H, s.overtime_seconds / H])).toEqual([
      [9, 0],
      [9, 0],
      [9, 0],
      [9, 0],
      [4, 5],
    ]);
    // 9 h at $20 = $180; the last: 4 h × $20 + 5 h × $30 = $230.
    expect(shifts.map((s) => s.labor_cost?.amount)).toEqual([18000, 18000, 18000, 18000, 23000]);
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({
      workweek_start: '2026-11-23',
      paid_seconds: 45 * H,
      regular_seconds: 40 * H,
      overtime_seconds: 5 * H,
      labor_cost: [{ amount: 95000, currency: 'USD' }],
    });
  });

  it('counts every location towards the 40 h and breaks totals down by location', () => {
    const shifts = week().map((s, i) => (i % 2 ? { ...s, location_id: 'l2', timezone: DEN } : s));
    const { weeks } = computeWorkedTime(shifts);
    expect(weeks[0]?.overtime_seconds).toBe(5 * H);
    expect(weeks[0]?.locations.map((l) => [l.location_id, l.paid_seconds / H])).toEqual([
      ['l1', 27],
      ['l2', 18],
    ]);
  });

  it('buckets each shift by its own zone: a Sunday-night LA shift is already Monday in Denver', () => {
    // Sun 2026-11-22 23:30 PST = Mon 00:30 MST.
    const la = shift('2026-11-23T07:30:00.000Z', '2026-11-23T09:00:00.000Z');
    const den = { ...la, id: 'zden', location_id: 'l2', timezone: DEN };
    const { shifts } = computeWorkedTime([la, den]);
    expect(shifts.map((s) => [s.shift_id, s.workweek_start])).toEqual([
      [la.id, '2026-11-16'],
      ['zden', '2026-11-23'],
    ]);
  });

  it('starts counting again in the next workweek, and keeps employees apart', () => {
    const next = shift('2026-11-30T16:00:00.000Z', '2026-12-01T01:00:00.000Z');
    const other = shift('2026-11-28T16:00:00.000Z', '2026-11-29T01:00:00.000Z', {
      employee_id: 'e2',
    });
    const { weeks } = computeWorkedTime([...week(), next, other]);
    expect(weeks.map((w) => [w.employee_id, w.workweek_start, w.overtime_seconds / H])).toEqual([
      ['e1', '2026-11-23', 5],
      ['e1', '2026-11-30', 0],
      ['e2', '2026-11-23', 0],
    ]);
  });

  it('leaves out unpaid breaks before counting towards 40 h', () => {
    const withBreaks = week().map((s) => ({
      ...s,
      breaks: [
        {
          start_at: s.start_at.replace('16:00', '20:00'),
          end_at: s.start_at.replace('16:00', '21:00'),
          is_paid: false,
        },
      ],
    }));
    const { weeks } = computeWorkedTime(withBreaks);
    expect(weeks[0]).toMatchObject({
      paid_seconds: 40 * H,
      unpaid_break_seconds: 5 * H,
      overtime_seconds: 0,
    });
  });

  it('a shift without a wage counts in the hours and unpriced, not in the cost', () => {
    const { shifts, weeks } = computeWorkedTime([
      shift('2026-11-23T16:00:00.000Z', '2026-11-23T20:00:00.000Z', { hourly_rate: null }),
    ]);
    expect(shifts[0]?.labor_cost).toBeNull();
    expect(weeks[0]).toMatchObject({
      paid_seconds: 4 * H,
      unpriced_seconds: 4 * H,
      labor_cost: [],
    });
  });

  it('the week across a fall-back Sunday in Denver is 169 hours long and counts once', () => {
    const rule = { start_of_week: 'SUN', start_of_day_local_time: '00:00' };
    const sat = shift('2026-10-31T15:00:00.000Z', '2026-11-01T05:00:00.000Z', {
      timezone: DEN,
    }); // Sat 09:00–23:00 MDT: last week
    const sun = shift('2026-11-01T06:00:00.000Z', '2026-11-01T13:00:00.000Z', {
      timezone: DEN,
    }); // Sun 00:00 MDT – 06:00 MST: 7 h in the new week
    const { shifts } = computeWorkedTime([sat, sun], rule);
    expect(shifts.map((s) => [s.workweek_start, s.paid_seconds / H])).toEqual([
      ['2026-10-25', 14],
      ['2026-11-01', 7],
    ]);
  });
});

describe('laborCostAmount and v1 fields', () => {
  it('rounds half up once per shift', () => {
    // 1 minute at 1550/h = 25.833… → 26; 90 s overtime at 1000/h = 1.5 × 25 = 37.5 → 38.
    expect(laborCostAmount(1550, 60, 0)).toBe(26);
    expect(laborCostAmount(1000, 0, 90)).toBe(38);
  });

  it('gives v1 regular and overtime, never double time; zeros for an unknown id', () => {
    const { shifts } = computeWorkedTime([
      shift('2026-11-23T16:00:00.000Z', '2026-11-23T20:00:00.000Z'),
    ]);
    expect(v1SecondsWorked(shifts[0])).toEqual({
      regular_seconds_worked: 4 * H,
      overtime_seconds_worked: 0,
      doubletime_seconds_worked: 0,
    });
    expect(v1SecondsWorked(undefined).regular_seconds_worked).toBe(0);
  });
});
