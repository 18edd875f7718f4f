import { describe, expect, it } from 'vitest';
import { withZoneOffset } from './time';

describe('withZoneOffset', () => {
  it("writes the zone's wall clock with its offset, to the minute, as Square writes shift times", () => {
    expect(withZoneOffset('2026-11-24T16:21:00.000Z', 'America/Denver')).toBe(
      '2026-11-24T09:21:00-07:00',
    );
    // Summer time, seconds dropped (labor times keep minute precision).
    expect(withZoneOffset('2026-07-01T13:05:59.999Z', 'America/New_York')).toBe(
      '2026-07-01T09:05:00-04:00',
    );
    expect(withZoneOffset('2026-07-01T13:05:00.000Z', 'Asia/Kolkata')).toBe(
      '2026-07-01T18:35:00+05:30',
    );
    expect(withZoneOffset('2026-07-01T13:05:00.000Z', 'UTC')).toBe('2026-07-01T13:05:00+00:00');
  });

  it('reads back as the same instant (minute precision)', () => {
    const stored = '2026-03-08T07:30:00.000Z'; // the US spring-forward hour
    expect(Date.parse(withZoneOffset(stored, 'America/New_York'))).toBe(Date.parse(stored));
  });
});
