import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/components/format';
import { localeHourCycle } from './hour-cycle';
import { formatPickerValue } from './picker-time';

describe('localeHourCycle', () => {
  it('reads the clock from the locale: 12-hour where hours carry AM/PM, else 24-hour', () => {
    expect(localeHourCycle('en-US')).toBe('h12');
    expect(localeHourCycle('en-AU')).toBe('h12');
    expect(localeHourCycle('en-GB')).toBe('h23');
    expect(localeHourCycle('de-DE')).toBe('h23');
    expect(localeHourCycle('fr-CA')).toBe('h23');
  });

  it("defaults to the browser's locale", () => {
    const browser = new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions();
    expect(localeHourCycle()).toBe(
      browser.hourCycle === 'h12' || browser.hourCycle === 'h11' ? 'h12' : 'h23',
    );
  });

  it('makes the lists and the time picker write a time on the same clock', () => {
    const instant = '2026-03-01T14:30:00Z';
    for (const locale of ['en-US', 'en-GB', 'de-DE']) {
      const listed = formatDateTime(instant, { timeZone: 'UTC', locale });
      expect(formatPickerValue('2026-03-01 14:30:00', { locale })).toBe(listed);
    }
    expect(formatPickerValue('2026-03-01 14:30:00', { locale: 'en-US' })).toBe(
      'Mar 1, 2026, 2:30 PM',
    );
    expect(formatPickerValue('2026-03-01 14:30:00', { locale: 'en-GB' })).toBe('1 Mar 2026, 14:30');
  });
});
