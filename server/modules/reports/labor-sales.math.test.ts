import { describe, expect, it } from 'vitest';
import { localDate } from '../../lib/time';
import { dayIndex, laborPercent, localDays, totalsOf } from './labor-sales.math';

describe('localDays', () => {
  it('follows daylight saving: the fall-back day is 25 hours, the spring-forward day 23', () => {
    const fall = localDays('2026-10-31', '2026-11-02', 'America/New_York');
    expect(fall).toEqual([
      { date: '2026-10-31', start: '2026-10-31T04:00:00.000Z', end: '2026-11-01T04:00:00.000Z' },
      { date: '2026-11-01', start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' },
      { date: '2026-11-02', start: '2026-11-02T05:00:00.000Z', end: '2026-11-03T05:00:00.000Z' },
    ]);
    const [spring] = localDays('2026-03-08', '2026-03-08', 'America/New_York');
    expect(Date.parse(spring!.end) - Date.parse(spring!.start)).toBe(23 * 3_600_000);
  });

  it('handles zones a fraction of an hour from UTC and month ends', () => {
    const days = localDays('2026-01-31', '2026-02-01', 'Asia/Kathmandu');
    expect(days.map((d) => [d.date, d.start])).toEqual([
      ['2026-01-31', '2026-01-30T18:15:00.000Z'],
      ['2026-02-01', '2026-01-31T18:15:00.000Z'],
    ]);
  });
});

describe('dayIndex', () => {
  const days = localDays('2026-10-31', '2026-11-02', 'America/New_York');
  it.each([
    ['2026-10-31T03:59:59.999Z', -1],
    ['2026-10-31T04:00:00.000Z', 0],
    ['2026-11-01T03:30:00.000Z', 0],
    ['2026-11-02T04:30:00.000Z', 1],
    ['2026-11-02T05:00:00.000Z', 2],
    ['2026-11-03T05:00:00.000Z', -1],
  ])('%s is day %i', (instant, index) => {
    expect(dayIndex(days, instant)).toBe(index);
  });
});

describe('localDate', () => {
  it('is the wall-clock date in the zone', () => {
    expect(localDate(Date.parse('2026-11-02T04:30:00.000Z'), 'America/New_York')).toBe(
      '2026-11-01',
    );
    expect(localDate(Date.parse('2026-11-02T04:30:00.000Z'), 'UTC')).toBe('2026-11-02');
  });
});

describe('rounding and the percent', () => {
  it('is null without positive net sales, else one decimal', () => {
    expect(laborPercent(100, 0)).toBeNull();
    expect(laborPercent(100, -5)).toBeNull();
    expect(laborPercent(0, 4000)).toBe(0);
    expect(laborPercent(22_254, 24_300)).toBe(91.6);
    expect(laborPercent(1, 3)).toBe(33.3);
  });
  it('totals the days and takes the percent of the sums', () => {
    const day = (cost: number, net: number) => ({
      date: '2026-11-01',
      labor_cost_amount: cost,
      labor_minutes: 60,
      shift_count: 1,
      open_shift_count: 0,
      unpriced_minutes: 0,
      payment_count: 2,
      sales_amount: net,
      refunded_amount: 0,
      net_sales_amount: net,
      labor_percent: laborPercent(cost, net),
    });
    expect(totalsOf([day(100, 1000), day(300, 0)])).toEqual({
      labor_cost_amount: 400,
      labor_minutes: 120,
      shift_count: 2,
      open_shift_count: 0,
      unpriced_minutes: 0,
      payment_count: 4,
      sales_amount: 1000,
      refunded_amount: 0,
      net_sales_amount: 1000,
      labor_percent: 40,
    });
  });
});
