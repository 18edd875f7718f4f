import { describe, expect, it } from 'vitest';
import { secondsWorked } from './hours';

const at = (h: number, m = 0) => new Date(Date.UTC(2026, 0, 5, h, m)).toISOString();

describe('secondsWorked', () => {
  it('counts an open timecard as zero', () => {
    expect(secondsWorked(at(9), null)).toEqual({
      regular_seconds_worked: 0,
      overtime_seconds_worked: 0,
      doubletime_seconds_worked: 0,
    });
  });

  it('keeps a short shift regular', () => {
    expect(secondsWorked(at(9), at(13, 30)).regular_seconds_worked).toBe(4.5 * 3600);
  });

  it('splits a long shift into regular, overtime and double time', () => {
    expect(secondsWorked(at(6), at(20))).toEqual({
      regular_seconds_worked: 8 * 3600,
      overtime_seconds_worked: 4 * 3600,
      doubletime_seconds_worked: 2 * 3600,
    });
  });

  it('puts exactly eight hours in regular time', () => {
    expect(secondsWorked(at(8), at(16)).overtime_seconds_worked).toBe(0);
  });
});
