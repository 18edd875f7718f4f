import { describe, expect, it } from 'vitest';
import { fromMs, toMinute, utcOffsetMinutes, withZoneOffset } from './time';

describe('toMinute', () => {
  it('cuts an instant to its minute, in the stored form, whatever form it came in', () => {
    expect(toMinute('2026-11-24T16:21:59.999Z')).toBe('2026-11-24T16:21:00.000Z');
    expect(toMinute('2026-11-24T16:21:00.000Z')).toBe('2026-11-24T16:21:00.000Z');
    expect(toMinute('2026-11-24T09:21:30-07:00')).toBe('2026-11-24T16:21:00.000Z');
    expect(toMinute('2026-11-24T16:21:30Z')).toBe('2026-11-24T16:21:00.000Z');
    expect(toMinute('1969-12-31T23:59:30.500Z')).toBe('1969-12-31T23:59:00.000Z');
  });
});

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

describe('utcOffsetMinutes', () => {
  /** The offset as Intl names it ("GMT-04:00"), a second way of reading it. */
  const named = (timeZone: string, atMs: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(atMs)
      .find((p) => p.type === 'timeZoneName')!.value;
    const match = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(name)!;
    return match[1] ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };

  it('is right at every minute around changes, also half-hour ones, whatever was asked before', () => {
    const around: Array<[string, string]> = [
      ['America/New_York', '2026-03-08T07:00:00Z'],
      ['America/New_York', '2026-11-01T06:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
      // Changes in the middle of a UTC hour: Lord Howe's summer time starts at 02:00 +10:30, and
      // Kathmandu moved from +05:30 to +05:45 at the start of 1986.
      ['Australia/Lord_Howe', '2026-10-03T15:30:00Z'],
      ['Asia/Kathmandu', '1985-12-31T18:30:00Z'],
      ['Europe/London', '2026-03-29T01:00:00Z'],
    ];
    for (const [zone, change] of around) {
      const at = Date.parse(change);
      // Backwards and forwards, so that each hour is first asked at a different minute.
      for (const step of [-60_000, 60_000]) {
        for (let m = -150; m <= 150; m += 1) {
          const ms = at + (step > 0 ? m : -m) * 60_000 + 17_000;
          expect(utcOffsetMinutes(zone, ms), `${zone} ${new Date(ms).toISOString()}`).toBe(
            named(zone, ms),
          );
        }
      }
    }
  });
});

describe('fromMs', () => {
  const iso = (ms: number) => new Date(ms).toISOString();

  it('writes what toISOString writes, across days, years and the range ends', () => {
    const edges = [0, 1, 86_399_999, 86_400_000, 951_782_400_000, 253_402_300_799_999];
    const seen = [...edges];
    // Deterministic spread over 1970–9999, in runs on one day (as a page's times are) and apart.
    let x = 123_456_789;
    for (let i = 0; i < 20_000; i++) {
      x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
      const ms = Math.floor((x / 2_147_483_648) * 253_402_300_800_000);
      seen.push(ms, ms + 1, ms + 59_999, ms - (ms % 86_400_000));
    }
    for (const ms of seen) expect(fromMs(ms)).toBe(iso(ms));
  });

  it('leaves times outside its fast range to toISOString', () => {
    for (const ms of [-1, -86_400_001, 253_402_300_800_000, 1_764_239_807_903.5]) {
      expect(fromMs(ms)).toBe(iso(ms));
    }
    expect(() => fromMs(Number.NaN)).toThrow(RangeError);
  });
});
