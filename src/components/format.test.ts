import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

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

describe('formatDateTime clock', () => {
  it("follows the locale's clock unless told", () => {
    const instant = '2026-03-01T14:30:00Z';
    expect(formatDateTime(instant, { timeZone: 'UTC', locale: 'en-US', hourCycle: 'h23' })).toBe(
      'Mar 1, 2026, 14:30',
    );
    expect(formatDateTime(instant, { timeZone: 'UTC', locale: 'en-GB', hourCycle: 'h12' })).toBe(
      '1 Mar 2026, 02:30 pm',
    );
  });
});
