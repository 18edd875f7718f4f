import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatDayRange,
  formatLongDay,
  formatShiftTimes,
  formatTime,
} from './shift-format';

const NY = 'America/New_York';
/** Intl puts narrow and thin spaces in ranges and times; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

describe('shift texts', () => {
  it('show times in the location’s zone and days as calendar dates', () => {
    expect(plain(formatTime('2026-03-02T14:00:00.000Z', NY, 'en-US'))).toBe('9:00 AM');
    expect(formatDay('2026-03-02', 'en-US')).toBe('Mon, Mar 2');
    expect(formatLongDay('2026-03-02', 'en-US')).toBe('Monday, March 2, 2026');
    expect(plain(formatDayRange('2026-03-02', '2026-03-08', 'en-US'))).toBe('Mar 2 – 8, 2026');
  });

  it('show a shift’s times, open or across midnight', () => {
    expect(
      plain(
        formatShiftTimes(
          { start_at: '2026-03-02T14:00:00.000Z', end_at: '2026-03-02T22:00:00.000Z' },
          NY,
          'en-US',
        ),
      ),
    ).toBe('Mar 2, 2026, 9:00 AM – 5:00 PM');
    expect(
      plain(
        formatShiftTimes(
          { start_at: '2026-03-02T23:00:00.000Z', end_at: '2026-03-03T07:00:00.000Z' },
          NY,
          'en-US',
        ),
      ),
    ).toBe('Mar 2, 2026, 6:00 PM – Mar 3, 2026, 2:00 AM');
    expect(plain(formatShiftTimes({ start_at: '2026-03-02T14:00:00.000Z' }, NY, 'en-US'))).toBe(
      'Mar 2, 2026, 9:00 AM – open',
    );
  });
});
