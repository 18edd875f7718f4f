import { describe, expect, it } from 'vitest';
import { addBusinessDays, expectedArrival } from './business-days';

const LA = 'America/Los_Angeles';

describe('expected arrival of a deposit', () => {
  it('is three weekdays after the day it was initiated, in the cut-off zone unless told', () => {
    // Monday 2026-11-16, 10 p.m. Pacific (06:00Z on Tuesday).
    expect(expectedArrival('2026-11-17T06:00:00.000Z', LA)).toBe('2026-11-19');
    expect(expectedArrival('2026-11-17T06:00:00.000Z')).toBe('2026-11-19');
    // The same instant is already Tuesday in New York.
    expect(expectedArrival('2026-11-17T06:00:00.000Z', 'America/New_York')).toBe('2026-11-20');
  });

  it('skips the weekend', () => {
    // Friday 2026-11-20 → Wednesday; Saturday and Sunday → Wednesday and Wednesday too.
    expect(expectedArrival('2026-11-21T06:00:00.000Z', LA)).toBe('2026-11-25');
    expect(expectedArrival('2026-11-22T06:00:00.000Z', LA)).toBe('2026-11-25');
    expect(expectedArrival('2026-11-23T06:00:00.000Z', LA)).toBe('2026-11-25');
    // Thursday → Tuesday.
    expect(expectedArrival('2026-11-20T06:00:00.000Z', LA)).toBe('2026-11-24');
  });

  it('crosses a DST change and a year end', () => {
    // Friday 2026-10-30 (PDT) → Wednesday 2026-11-04 (PST).
    expect(expectedArrival('2026-10-31T05:00:00.000Z', LA)).toBe('2026-11-04');
    // Wednesday 2026-12-30 → Monday 2027-01-04.
    expect(expectedArrival('2026-12-31T06:00:00.000Z', LA)).toBe('2027-01-04');
    expect(addBusinessDays('2026-12-31T06:00:00.000Z', 0, LA)).toBe('2026-12-30');
  });
});
