import { describe, expect, it } from 'vitest';
import {
  elapsedText,
  hourLabel,
  hourlyPoints,
  hoursText,
  salesChangePercent,
  shortDate,
  weekdayOf,
} from './today-figures';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('salesChangePercent', () => {
  it('compares today with last week so far, rounded', () => {
    expect(
      salesChangePercent({ sales_money: usd(12_000), last_week_so_far_money: usd(10_000) }),
    ).toBe(20);
    expect(
      salesChangePercent({ sales_money: usd(2_500), last_week_so_far_money: usd(10_000) }),
    ).toBe(-75);
  });

  it('has nothing to compare with when last week sold nothing', () => {
    expect(
      salesChangePercent({ sales_money: usd(500), last_week_so_far_money: usd(0) }),
    ).toBeNull();
  });
});

describe('elapsedText and hoursText', () => {
  const start = '2026-11-26T08:00:00.000Z';
  it('says how long since a clock-in', () => {
    expect(elapsedText(start, Date.parse(start) + 30_000)).toBe('under a minute');
    expect(elapsedText(start, Date.parse(start) + 45 * 60_000)).toBe('45 min');
    expect(elapsedText(start, Date.parse(start) + 125 * 60_000)).toBe('2 h 05 min');
  });

  it('writes worked time in hours and minutes', () => {
    expect(hoursText(37 * 3600)).toBe('37 h');
    expect(hoursText(37 * 3600 + 30 * 60)).toBe('37 h 30 min');
  });
});

describe('dates and hours', () => {
  it('names the weekday and the day of a calendar date whatever the browser zone', () => {
    expect(weekdayOf('2026-11-26', 'en-US')).toBe('Thursday');
    expect(shortDate('2026-11-19', 'en-US')).toBe('Nov 19');
  });

  it('labels hours on a 12-hour clock and scales amounts to major units', () => {
    expect([0, 9, 12, 15].map(hourLabel)).toEqual(['12 AM', '9 AM', '12 PM', '3 PM']);
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      hour,
      today_amount: hour === 9 ? 1_250 : 0,
      last_week_amount: hour === 9 ? 500 : 0,
    }));
    expect(hourlyPoints({ hours }, 2)[9]).toEqual({ hour: '9 AM', today: 12.5, lastWeek: 5 });
    expect(hourlyPoints({ hours }, 0)[9]).toEqual({ hour: '9 AM', today: 1_250, lastWeek: 500 });
  });
});
