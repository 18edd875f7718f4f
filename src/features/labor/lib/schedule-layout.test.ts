import { describe, expect, it } from 'vitest';
import type { ShiftT } from '@/api/schemas/shifts';
import { scheduleRows, shiftBar } from './schedule-layout';
import { DEFAULT_WORKWEEK, workweekOfDate } from './workweek';

const NY = 'America/New_York';
/** Fractions of a day, compared to 9 decimals. */
const near = (value: number) => expect.closeTo(value, 9) as unknown as number;
const week = workweekOfDate('2026-03-04', DEFAULT_WORKWEEK, NY);

const shift = (overrides: Partial<ShiftT>): ShiftT => ({
  id: 's1',
  employee_id: 'ana',
  location_id: 'loc',
  timezone: NY,
  start_at: '2026-03-02T14:00:00.000Z', // Monday 09:00 EST
  end_at: '2026-03-02T20:00:00.000Z', // 15:00
  breaks: [],
  status: 'CLOSED',
  version: 1,
  created_at: '2026-03-02T20:00:00.000Z',
  updated_at: '2026-03-02T20:00:00.000Z',
  ...overrides,
});

describe('a shift’s bar', () => {
  it('sits on its workday as fractions of the day, with its breaks', () => {
    const bar = shiftBar(
      week,
      shift({
        breaks: [
          {
            id: 'b1',
            start_at: '2026-03-02T17:00:00.000Z',
            end_at: '2026-03-02T17:30:00.000Z',
            break_type_id: 'bt',
            name: 'Lunch',
            expected_duration: 'PT30M',
            is_paid: false,
          },
        ],
      }),
      Date.parse('2026-03-10T00:00:00Z'),
    );
    expect(bar).toMatchObject({
      day: 0,
      left: near(9 / 24),
      width: near(6 / 24),
      open: false,
      continues: false,
    });
    expect(bar?.breaks).toEqual([
      { left: near(12 / 24), width: near(0.5 / 24), paid: false, open: false },
    ]);
  });

  it('runs an open shift and its open break until now', () => {
    const now = Date.parse('2026-03-03T18:00:00.000Z'); // Tuesday 13:00
    const bar = shiftBar(
      week,
      shift({
        start_at: '2026-03-03T13:00:00.000Z',
        end_at: undefined,
        status: 'OPEN',
        breaks: [
          {
            id: 'b1',
            start_at: '2026-03-03T17:00:00.000Z',
            break_type_id: 'bt',
            name: 'Lunch',
            expected_duration: 'PT30M',
            is_paid: true,
          },
        ],
      }),
      now,
    );
    expect(bar).toMatchObject({ day: 1, left: near(8 / 24), width: near(5 / 24), open: true });
    expect(bar?.breaks).toEqual([
      { left: near(12 / 24), width: near(1 / 24), paid: true, open: true },
    ]);
  });

  it('is cut at the end of its workday, and measured on a 23-hour day', () => {
    // Sunday Mar 8 lasts 23 hours in New York; 18:00 EDT to 02:00 the next day.
    const bar = shiftBar(
      week,
      shift({ start_at: '2026-03-08T22:00:00.000Z', end_at: '2026-03-09T06:00:00.000Z' }),
      Date.parse('2026-03-10T00:00:00Z'),
    );
    expect(bar).toMatchObject({
      day: 6,
      left: near(17 / 23),
      width: near(6 / 23),
      continues: true,
    });
  });

  it('is absent for a shift that started outside the week', () => {
    expect(shiftBar(week, shift({ start_at: '2026-03-09T14:00:00.000Z' }), 0)).toBeUndefined();
  });
});

describe('schedule rows', () => {
  it('puts each employee’s shifts under their days, in the order asked', () => {
    const rows = scheduleRows(
      week,
      [
        shift({
          id: 'a2',
          start_at: '2026-03-03T20:00:00.000Z',
          end_at: '2026-03-03T22:00:00.000Z',
        }),
        shift({
          id: 'a1',
          start_at: '2026-03-03T14:00:00.000Z',
          end_at: '2026-03-03T18:00:00.000Z',
        }),
        shift({ id: 'b1', employee_id: 'ben', end_at: undefined, status: 'OPEN' }),
        shift({
          id: 'x',
          start_at: '2026-02-20T14:00:00.000Z',
          end_at: '2026-02-20T18:00:00.000Z',
        }),
      ],
      Date.parse('2026-03-02T18:00:00.000Z'),
      (a, b) => b.localeCompare(a),
    );
    expect(rows.map((r) => [r.employee_id, r.shiftCount, r.openCount])).toEqual([
      ['ben', 1, 1],
      ['ana', 2, 0],
    ]);
    expect(rows[1]?.days.map((bars) => bars.map((bar) => bar.shift.id))).toEqual([
      [],
      ['a1', 'a2'],
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
