import { describe, expect, it } from 'vitest';
import { periodProblem } from './drawer-period';
import { toDrawerShiftListQuery } from './drawer-shifts-search';

describe('periodProblem (the contract’s 90-day rule)', () => {
  const period = (from: string, to: string) =>
    periodProblem(
      toDrawerShiftListQuery({ opened_from: from, opened_to: to, order: 'DESC' }, 'UTC'),
    );

  it('takes 90 whole days', () => {
    expect(period('2026-08-01', '2026-10-29')).toBeUndefined();
  });

  it('refuses 91 days, saying how long the period is', () => {
    expect(period('2026-08-01', '2026-10-30')).toBe(
      'A period can be at most 90 days; this one is 91 days. Pick a shorter one.',
    );
  });

  it('90 calendar days over a clock change are an hour too long: it says so', () => {
    const query = toDrawerShiftListQuery(
      { opened_from: '2026-08-04', opened_to: '2026-11-01', order: 'DESC' },
      'America/Los_Angeles',
    );
    expect(periodProblem(query)).toMatch(/the clocks change in this one/);
  });

  it('takes no period at all, and a single day', () => {
    expect(periodProblem({ order: 'DESC' })).toBeUndefined();
    expect(period('2026-11-01', '2026-11-01')).toBeUndefined();
  });
});
