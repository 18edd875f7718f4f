import { describe, expect, it } from 'vitest';
import { chartPoints, daysInRange, formatPercent, rangeProblem, shortDay } from './labor-sales';

describe('labor cost vs sales helpers', () => {
  it('counts days with both ends included', () => {
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInRange('2026-10-31', '2026-11-02')).toBe(3);
  });

  it('refuses a reversed range or one over 92 days, and allows none or one of 92', () => {
    expect(rangeProblem({})).toBeUndefined();
    expect(rangeProblem({ from: '2026-08-03', to: '2026-11-02' })).toBeUndefined();
    expect(rangeProblem({ from: '2026-08-02', to: '2026-11-02' })).toMatch(/at most 92 days/);
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toMatch(/before/);
  });

  it('formats calendar days and percents', () => {
    expect(shortDay('2026-11-01', 'en-US')).toBe('Nov 1');
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(91.6)).toMatch(/^91[.,]6 %$/);
  });

  it('scales money to major units for the chart', () => {
    const day = {
      date: '2026-11-01',
      labor_cost_amount: 5672,
      labor_minutes: 460,
      shift_count: 2,
      open_shift_count: 0,
      unpriced_minutes: 120,
      payment_count: 1,
      sales_amount: 7000,
      refunded_amount: 0,
      net_sales_amount: 7000,
      labor_percent: 81,
    };
    expect(chartPoints([day], 'USD')).toEqual([
      { day: shortDay('2026-11-01'), labor: 56.72, sales: 70, percent: 81 },
    ]);
    expect(chartPoints([day], 'JPY')[0]?.sales).toBe(7000);
  });
});
