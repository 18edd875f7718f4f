import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0m'],
    [59, '0m'],
    [60, '1m'],
    [45 * 60, '45m'],
    [3600, '1h 00m'],
    [3600 + 5 * 60 + 59, '1h 05m'],
    [27 * 3600 + 30 * 60, '27h 30m'],
  ])('%i seconds → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (seconds) => {
    expect(() => formatDuration(seconds)).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  const instant = '2026-03-01T14:30:00Z';

  it('formats in the given time zone and locale', () => {
    expect(formatDateTime(instant, { timeZone: 'UTC', locale: 'en-US' })).toBe(
      'Mar 1, 2026, 2:30 PM',
    );
    expect(formatDateTime(instant, { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      'Mar 1, 2026, 9:30 AM',
    );
    expect(formatDateTime(instant, { timeZone: 'Europe/Berlin', locale: 'en-GB' })).toBe(
      '1 Mar 2026, 15:30',
    );
  });

  it('rejects an invalid date', () => {
    expect(() => formatDateTime('not a date', { timeZone: 'UTC' })).toThrow(RangeError);
  });
});
