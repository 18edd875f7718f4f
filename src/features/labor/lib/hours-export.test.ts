import { describe, expect, it } from 'vitest';
import { hoursCsv, hoursCsvFileName } from './hours-export';
import type { LaborLine } from './labor-hours';

const line = (overrides: Partial<LaborLine>): LaborLine => ({
  employee_id: 'ana',
  location_id: 'loc_a',
  shiftCount: 0,
  openShiftCount: 0,
  regularMinutes: 0,
  overtimeMinutes: 0,
  unpaidBreakMinutes: 0,
  cost: {},
  unpricedMinutes: 0,
  ...overrides,
});

const names = {
  employee: (id: string) => ({ ana: 'Ana Diaz', ben: 'Ben, Jr.', cy: '=Cy' })[id] ?? id,
  location: (id: string) => ({ loc_a: 'Main St', loc_b: 'Harbor' })[id] ?? id,
};

describe('the week’s hours as CSV', () => {
  const week = { startDate: '2026-03-02', endDate: '2026-03-08' };
  const lines = [
    line({
      employee_id: 'ben',
      shiftCount: 1,
      regularMinutes: 480,
      cost: { USD: 12_000 },
    }),
    line({
      shiftCount: 5,
      regularMinutes: 2400,
      overtimeMinutes: 150,
      unpaidBreakMinutes: 150,
      cost: { USD: 87_500 },
      openShiftCount: 1,
    }),
    line({
      employee_id: 'cy',
      location_id: 'loc_b',
      shiftCount: 1,
      regularMinutes: 20,
      unpricedMinutes: 20,
    }),
  ];

  it('lists each location’s employees by name, then the location’s total', () => {
    const csv = hoursCsv(week, lines, ['loc_a', 'loc_b'], names);
    expect(csv.split('\r\n')).toEqual([
      'Week start,Week end,Location,Employee,Employee ID,Shifts,Regular hours,Overtime hours,Total hours,Unpaid breaks (hours),Labor cost,Currency,Overtime,Open shifts (not counted),Hours without a wage',
      '2026-03-02,2026-03-08,Main St,Ana Diaz,ana,5,40.00,2.50,42.50,2.50,875.00,USD,yes,1,0.00',
      '2026-03-02,2026-03-08,Main St,"Ben, Jr.",ben,1,8.00,0.00,8.00,0.00,120.00,USD,no,0,0.00',
      '2026-03-02,2026-03-08,Main St,Total,,6,48.00,2.50,50.50,2.50,995.00,USD,yes,1,0.00',
      "2026-03-02,2026-03-08,Harbor,'=Cy,cy,1,0.33,0.00,0.33,0.00,,,no,0,0.33",
      '2026-03-02,2026-03-08,Harbor,Total,,1,0.33,0.00,0.33,0.00,,,no,0,0.33',
      '',
    ]);
    expect(hoursCsvFileName(week)).toBe('labor-hours-2026-03-02.csv');
  });

  it('leaves out locations without lines and lists several currencies in one cell', () => {
    const csv = hoursCsv(
      week,
      [line({ regularMinutes: 60, shiftCount: 1, cost: { USD: 1000, EUR: 900 } })],
      ['loc_b', 'loc_a'],
      names,
    );
    expect(csv.split('\r\n')[1]).toBe(
      '2026-03-02,2026-03-08,Main St,Ana Diaz,ana,1,1.00,0.00,1.00,0.00,10.00 USD + 9.00 EUR,several,no,0,0.00',
    );
    expect(csv.split('\r\n')).toHaveLength(4);
  });
});
