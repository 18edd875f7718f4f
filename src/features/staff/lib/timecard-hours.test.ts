import { describe, expect, it } from 'vitest';
import {
  elapsedSeconds,
  formatHoursMinutes,
  isOpen,
  secondsWorked,
  summarizeTimecards,
} from './timecard-hours';

const HOUR = 3600;

const timecard = (overrides: Partial<Parameters<typeof summarizeTimecards>[0][number]> = {}) => ({
  deleted: false,
  clockout_time: '2026-03-01T17:00:00Z',
  regular_seconds_worked: 8 * HOUR,
  overtime_seconds_worked: 0,
  doubletime_seconds_worked: 0,
  ...overrides,
});

describe('timecard hours', () => {
  it('adds regular, overtime and double time', () => {
    expect(
      secondsWorked(
        timecard({
          regular_seconds_worked: 8 * HOUR,
          overtime_seconds_worked: 4 * HOUR,
          doubletime_seconds_worked: 30 * 60,
        }),
      ),
    ).toBe(12.5 * HOUR);
  });

  it('treats a timecard without clock-out as open unless it is deleted', () => {
    expect(isOpen({ deleted: false, clockout_time: undefined })).toBe(true);
    expect(isOpen({ deleted: true, clockout_time: undefined })).toBe(false);
    expect(isOpen({ deleted: false, clockout_time: '2026-03-01T17:00:00Z' })).toBe(false);
  });

  it('measures the time elapsed since clock-in, never negative', () => {
    const now = Date.parse('2026-03-01T11:30:59Z');
    expect(elapsedSeconds('2026-03-01T09:00:00Z', now)).toBe(2.5 * HOUR + 59);
    expect(elapsedSeconds('2026-03-01T12:00:00Z', now)).toBe(0);
  });

  it.each([
    [0, '0:00'],
    [59, '0:00'],
    [60, '0:01'],
    [HOUR + 5 * 60 + 59, '1:05'],
    [27 * HOUR + 30 * 60, '27:30'],
  ])('formats %i seconds as %s', (seconds, expected) => {
    expect(formatHoursMinutes(seconds)).toBe(expected);
  });

  it('rejects negative durations', () => {
    expect(() => formatHoursMinutes(-1)).toThrow(RangeError);
  });
});

describe('summarizeTimecards', () => {
  it('totals finished valid timecards and counts open and deleted ones apart', () => {
    const summary = summarizeTimecards([
      timecard(),
      timecard({ regular_seconds_worked: 8 * HOUR, overtime_seconds_worked: 2 * HOUR }),
      timecard({
        regular_seconds_worked: 8 * HOUR,
        overtime_seconds_worked: 4 * HOUR,
        doubletime_seconds_worked: HOUR,
      }),
      timecard({ clockout_time: undefined, regular_seconds_worked: 0 }),
      timecard({ deleted: true }),
    ]);
    expect(summary).toEqual({
      countedCount: 3,
      workedSeconds: 31 * HOUR,
      overtimeSeconds: 6 * HOUR,
      doubletimeSeconds: HOUR,
      openCount: 1,
      deletedCount: 1,
    });
  });

  it('is all zeros for an empty page', () => {
    expect(summarizeTimecards([])).toEqual({
      countedCount: 0,
      workedSeconds: 0,
      overtimeSeconds: 0,
      doubletimeSeconds: 0,
      openCount: 0,
      deletedCount: 0,
    });
  });
});
