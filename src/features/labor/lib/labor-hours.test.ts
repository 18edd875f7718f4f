import { describe, expect, it } from 'vitest';
import type { ShiftT } from '../../../api/schemas/shifts';
import {
  decimalHours,
  formatMinutes,
  hourlyRateFor,
  laborLines,
  locationTotals,
  paidMinutes,
  totalsByLocation,
  wagesByEmployee,
} from './labor-hours';

const usd = (amount: number) => ({ amount, currency: 'USD' });

let counter = 0;
/** A closed shift on March `day` 2026 (UTC) from `from` to `to` o'clock. */
function shift(
  employee_id: string,
  day: number,
  from: number,
  to: number,
  extra: Partial<ShiftT> = {},
): ShiftT {
  const at = (hour: number) =>
    new Date(Date.UTC(2026, 2, day, 0, Math.round(hour * 60))).toISOString();
  counter += 1;
  return {
    id: `s${String(counter).padStart(3, '0')}`,
    employee_id,
    location_id: 'loc_a',
    timezone: 'UTC',
    start_at: at(from),
    end_at: at(to),
    breaks: [],
    status: 'CLOSED',
    version: 1,
    created_at: at(to),
    updated_at: at(to),
    ...extra,
  };
}

const lunch = (day: number, fromHour: number, minutes: number, is_paid = false) => {
  const start = new Date(Date.UTC(2026, 2, day, fromHour));
  return {
    id: `b${day}${fromHour}`,
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
    break_type_id: 'bt',
    name: is_paid ? 'Coffee' : 'Lunch',
    expected_duration: `PT${minutes}M`,
    is_paid,
  };
};

const noWages = new Map();

describe('paid time of a shift', () => {
  it('leaves out unpaid breaks and keeps paid ones', () => {
    const s = shift('ana', 2, 8, 17, { breaks: [lunch(2, 12, 30), lunch(2, 15, 15, true)] });
    expect(paidMinutes(s)).toBe(8 * 60 + 30);
  });

  it('counts nothing for an open shift', () => {
    expect(paidMinutes({ ...shift('ana', 2, 8, 17), end_at: undefined })).toBe(0);
  });
});

describe('regular and overtime hours', () => {
  const week = (employee: string, hours: number[], extra: Partial<ShiftT> = {}) =>
    hours.map((h, i) => shift(employee, 2 + i, 8, 8 + h, extra));

  it('has no overtime at exactly 40 hours', () => {
    const [line] = laborLines(week('ana', [8, 8, 8, 8, 8]), noWages);
    expect(line).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 0, shiftCount: 5 });
  });

  it('counts the minute after 40 hours as overtime', () => {
    const shifts = week('ana', [8, 8, 8, 8, 8 + 1 / 60]);
    const [line] = laborLines(shifts, noWages);
    expect(line).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 1 });
  });

  it('takes the overtime from the latest hours, whatever order the shifts come in', () => {
    const shifts = week('ana', [10, 10, 10, 10, 5], { wage: { hourly_rate: usd(2000) } });
    const [line] = laborLines([...shifts].reverse(), noWages);
    expect(line).toMatchObject({ regularMinutes: 2400, overtimeMinutes: 300 });
    // 40 h × $20 + 5 h × $30
    expect(line?.cost).toEqual({ USD: 95_000 });
  });

  it('excludes unpaid breaks before applying the 40-hour limit', () => {
    // Five 8.5-hour shifts with a 30-minute unpaid lunch each: exactly 40 paid hours.
    const shifts = [2, 3, 4, 5, 6].map((day) =>
      shift('ana', day, 8, 16.5, { breaks: [lunch(day, 12, 30)] }),
    );
    const [line] = laborLines(shifts, noWages);
    expect(line).toMatchObject({
      regularMinutes: 2400,
      overtimeMinutes: 0,
      unpaidBreakMinutes: 150,
    });
  });

  it('counts overtime across locations and puts it where it was worked', () => {
    const shifts = [...week('ana', [10, 10, 10]), shift('ana', 5, 8, 20, { location_id: 'loc_b' })];
    const lines = laborLines(shifts, noWages);
    expect(lines.map((l) => [l.location_id, l.regularMinutes, l.overtimeMinutes])).toEqual([
      ['loc_a', 1800, 0],
      ['loc_b', 600, 120],
    ]);
  });

  it('keeps employees apart and leaves open shifts uncounted', () => {
    const open = { ...shift('ben', 3, 9, 10), end_at: undefined, status: 'OPEN' as const };
    const lines = laborLines(
      [...week('ana', [9, 9, 9, 9, 9]), shift('ben', 2, 9, 17), open],
      noWages,
    );
    expect(
      lines.map((l) => [l.employee_id, l.regularMinutes, l.overtimeMinutes, l.openShiftCount]),
    ).toEqual([
      ['ana', 2400, 300, 0],
      ['ben', 480, 0, 1],
    ]);
  });
});

describe('labor cost', () => {
  const wages = wagesByEmployee([
    { employee_id: 'ana', title: 'Barista', hourly_rate: usd(1800) },
    { employee_id: 'ana', title: 'Shift lead', hourly_rate: usd(2400) },
    { employee_id: 'ben', title: 'Cook' },
  ]);

  it('prefers the shift’s wage, then the employee’s wage of the same title, then the first', () => {
    expect(hourlyRateFor({ employee_id: 'ana', wage: { hourly_rate: usd(2500) } }, wages)).toEqual(
      usd(2500),
    );
    expect(hourlyRateFor({ employee_id: 'ana', wage: { title: 'Shift lead' } }, wages)).toEqual(
      usd(2400),
    );
    expect(hourlyRateFor({ employee_id: 'ana' }, wages)).toEqual(usd(1800));
    expect(hourlyRateFor({ employee_id: 'ben' }, wages)).toBeUndefined();
  });

  it('rounds each line once, and a location’s total adds the rounded lines', () => {
    // 7 minutes at $10.01/h is 116.78… cents; twice that rounded once per line.
    const shifts = [
      shift('ana', 2, 8, 8 + 7 / 60, { wage: { hourly_rate: usd(1001) } }),
      shift('ana', 3, 8, 8 + 7 / 60, { wage: { hourly_rate: usd(1001) } }),
      shift('cy', 2, 8, 8 + 7 / 60, { wage: { hourly_rate: usd(1001) } }),
    ];
    const lines = laborLines(shifts, noWages);
    expect(lines.map((l) => l.cost)).toEqual([{ USD: 234 }, { USD: 117 }]);
    expect(locationTotals('loc_a', lines).cost).toEqual({ USD: 351 });
  });

  it('counts hours without a rate apart instead of guessing a cost', () => {
    const [line] = laborLines([shift('ben', 2, 9, 17)], wages);
    expect(line).toMatchObject({ cost: {}, unpricedMinutes: 480, regularMinutes: 480 });
  });

  it('totals every location that worked', () => {
    const lines = laborLines(
      [
        shift('ana', 2, 8, 16, { wage: { hourly_rate: usd(2000) } }),
        shift('ben', 2, 8, 12, { wage: { hourly_rate: usd(1500) } }),
        shift('ben', 3, 8, 12, { location_id: 'loc_b', wage: { hourly_rate: usd(1500) } }),
      ],
      noWages,
    );
    expect(totalsByLocation(lines)).toEqual([
      expect.objectContaining({
        location_id: 'loc_a',
        employeeCount: 2,
        regularMinutes: 720,
        cost: { USD: 22_000 },
      }),
      expect.objectContaining({
        location_id: 'loc_b',
        employeeCount: 1,
        regularMinutes: 240,
        cost: { USD: 6_000 },
      }),
    ]);
  });
});

describe('hours as text', () => {
  it('shows h:mm and decimal hours', () => {
    expect(formatMinutes(2550)).toBe('42:30');
    expect(formatMinutes(5)).toBe('0:05');
    expect(decimalHours(2550)).toBe('42.50');
    expect(decimalHours(20)).toBe('0.33');
    expect(decimalHours(0)).toBe('0.00');
  });
});

describe('paidMinutes with times written in the location offset (as the service sends them)', () => {
  it('clips breaks by instant, not by string', () => {
    // 09:00–17:00 at UTC-7; a lunch 12:00–12:30 local, written once with its offset and once in UTC.
    const base = {
      start_at: '2026-11-24T09:00:00-07:00',
      end_at: '2026-11-24T17:00:00-07:00',
    };
    const lunch = {
      id: 'b',
      break_type_id: 'bt',
      name: 'Lunch',
      expected_duration: 'PT30M',
      is_paid: false,
    };
    const local = paidMinutes({
      ...base,
      breaks: [
        { ...lunch, start_at: '2026-11-24T12:00:00-07:00', end_at: '2026-11-24T12:30:00-07:00' },
      ],
    });
    const utc = paidMinutes({
      ...base,
      breaks: [{ ...lunch, start_at: '2026-11-24T19:00:00Z', end_at: '2026-11-24T19:30:00Z' }],
    });
    expect(local).toBe(450);
    expect(utc).toBe(450);
  });
});
