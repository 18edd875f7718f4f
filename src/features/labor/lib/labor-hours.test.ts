import { describe, expect, it } from 'vitest';
import type { EmployeeWorkweekT, WorkweekFiguresT } from '@/api/schemas/worked-time';
import {
  decimalHours,
  formatMinutes,
  formatSeconds,
  laborLines,
  locationTotals,
  totalsByLocation,
} from './labor-hours';

const H = 3600;
const figures = (over: Partial<WorkweekFiguresT> = {}): WorkweekFiguresT => ({
  shift_count: 0,
  open_shift_count: 0,
  paid_seconds: 0,
  unpaid_break_seconds: 0,
  regular_seconds: 0,
  overtime_seconds: 0,
  unpriced_seconds: 0,
  labor_cost: [],
  ...over,
});

const weeks: EmployeeWorkweekT[] = [
  {
    employee_id: 'ben',
    workweek_start: '2026-03-02',
    ...figures(),
    locations: [
      {
        location_id: 'loc_b',
        ...figures({
          shift_count: 2,
          open_shift_count: 1,
          regular_seconds: 8 * H,
          labor_cost: [{ amount: 16_000, currency: 'USD' }],
        }),
      },
    ],
  },
  {
    employee_id: 'ana',
    workweek_start: '2026-03-02',
    ...figures(),
    locations: [
      {
        location_id: 'loc_a',
        ...figures({
          shift_count: 5,
          regular_seconds: 40 * H,
          overtime_seconds: 2.5 * H,
          unpaid_break_seconds: H,
          unpriced_seconds: H,
          labor_cost: [{ amount: 87_500, currency: 'USD' }],
        }),
      },
      {
        location_id: 'loc_b',
        ...figures({ shift_count: 1, regular_seconds: 0, overtime_seconds: 4 * H }),
      },
    ],
  },
];

describe('the service’s workweeks as Hours page lines (no rule applied here)', () => {
  it('takes each figure as the service sent it, one line per employee and location', () => {
    expect(laborLines(weeks)).toEqual([
      {
        employee_id: 'ana',
        location_id: 'loc_a',
        shiftCount: 5,
        openShiftCount: 0,
        regularMinutes: 2400,
        overtimeMinutes: 150,
        unpaidBreakMinutes: 60,
        cost: { USD: 87_500 },
        unpricedMinutes: 60,
      },
      expect.objectContaining({ employee_id: 'ana', location_id: 'loc_b', overtimeMinutes: 240 }),
      expect.objectContaining({ employee_id: 'ben', shiftCount: 1, openShiftCount: 1 }),
    ]);
  });

  it('adds a location’s lines', () => {
    const lines = laborLines(weeks);
    expect(locationTotals('loc_b', lines)).toMatchObject({
      employeeCount: 2,
      regularMinutes: 480,
      overtimeMinutes: 240,
      cost: { USD: 16_000 },
    });
    expect(totalsByLocation(lines).map((t) => t.location_id)).toEqual(['loc_a', 'loc_b']);
  });

  it('formats h:mm and decimal hours', () => {
    expect(formatMinutes(2550)).toBe('42:30');
    expect(formatSeconds(9 * H + 11 * 60 + 59)).toBe('9:11');
    expect(decimalHours(2550)).toBe('42.50');
  });
});
