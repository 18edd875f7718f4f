import { describe, expect, it } from 'vitest';
import {
  dayRangeToInstants,
  formatRecordTime,
  otherTimeZones,
  shortTimeZoneName,
} from './time-zone';

describe('a record shown in its own place', () => {
  const ny = 'America/New_York';
  const denver = 'America/Denver';
  // The demo's LoDo clock-in: 16:21 UTC is 9:21 in Denver (MST), 11:21 in New York.
  const clockIn = '2026-11-24T16:21:00Z';

  it("shows a record in its location's zone, marked with it, while another zone is selected", () => {
    expect(
      formatRecordTime(clockIn, { recordZone: denver, selectedZone: ny, locale: 'en-US' }),
    ).toBe('Nov 24, 2026, 9:21 AM MST');
    // …while the day filters keep the selected location's days (midnight in New York).
    expect(dayRangeToInstants('2026-11-24', '2026-11-24', ny)).toEqual({
      begin: '2026-11-24T05:00:00.000Z',
      end: '2026-11-25T05:00:00.000Z',
    });
  });

  it('leaves a record in the selected zone unmarked, and one without a place in the selected zone', () => {
    expect(formatRecordTime(clockIn, { recordZone: ny, selectedZone: ny, locale: 'en-US' })).toBe(
      'Nov 24, 2026, 11:21 AM',
    );
    expect(formatRecordTime(clockIn, { selectedZone: ny, locale: 'en-US' })).toBe(
      'Nov 24, 2026, 11:21 AM',
    );
  });

  it('marks the zone in force at the instant, across daylight-saving changes', () => {
    const summer = '2026-07-01T15:21:00Z';
    expect(
      formatRecordTime(summer, { recordZone: denver, selectedZone: ny, locale: 'en-US' }),
    ).toBe('Jul 1, 2026, 9:21 AM MDT');
    // Denver springs forward at 2:00 MST on Mar 8, 2026 (09:00 UTC): one minute either side.
    expect(
      formatRecordTime('2026-03-08T08:59:00Z', {
        recordZone: denver,
        selectedZone: ny,
        locale: 'en-US',
      }),
    ).toBe('Mar 8, 2026, 1:59 AM MST');
    expect(
      formatRecordTime('2026-03-08T09:00:00Z', {
        recordZone: denver,
        selectedZone: ny,
        locale: 'en-US',
      }),
    ).toBe('Mar 8, 2026, 3:00 AM MDT');
    // Falling back, 1:30 happens twice; the mark tells them apart.
    expect(
      formatRecordTime('2026-11-01T07:30:00Z', {
        recordZone: denver,
        selectedZone: ny,
        locale: 'en-US',
      }),
    ).toBe('Nov 1, 2026, 1:30 AM MDT');
    expect(
      formatRecordTime('2026-11-01T08:30:00Z', {
        recordZone: denver,
        selectedZone: ny,
        locale: 'en-US',
      }),
    ).toBe('Nov 1, 2026, 1:30 AM MST');
  });

  it('names the short zone in the locale, falling back to its offset', () => {
    expect(shortTimeZoneName('America/Los_Angeles', '2026-01-15T12:00:00Z', 'en-US')).toBe('PST');
    expect(shortTimeZoneName(denver, '2026-01-15T12:00:00Z', 'en-GB')).toBe('GMT-7');
  });

  it('groups the locations in other zones than the selected one, for the note', () => {
    const locations = [
      { name: 'Midtown', timezone: ny },
      { name: 'LoDo', timezone: denver },
      { name: 'Cherry Creek', timezone: denver },
      { name: 'Venice', timezone: 'America/Los_Angeles' },
    ];
    expect(otherTimeZones(locations, ny)).toEqual([
      { timeZone: denver, locationNames: ['LoDo', 'Cherry Creek'] },
      { timeZone: 'America/Los_Angeles', locationNames: ['Venice'] },
    ]);
    expect(otherTimeZones(locations.slice(0, 1), ny)).toEqual([]);
  });
});

describe('dayRangeToInstants', () => {
  it("takes each day from the zone's midnight, across daylight-saving changes", () => {
    // New York springs forward on Mar 8, 2026 and falls back on Nov 1: 23- and 25-hour days.
    expect(dayRangeToInstants('2026-03-08', '2026-03-08', 'America/New_York')).toEqual({
      begin: '2026-03-08T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
    expect(dayRangeToInstants('2026-11-01', '2026-11-01', 'America/New_York')).toEqual({
      begin: '2026-11-01T04:00:00.000Z',
      end: '2026-11-02T05:00:00.000Z',
    });
    expect(dayRangeToInstants('2026-07-01', '2026-07-31', 'Asia/Kolkata')).toEqual({
      begin: '2026-06-30T18:30:00.000Z',
      end: '2026-07-31T18:30:00.000Z',
    });
    expect(dayRangeToInstants('2026-12-31', '2026-12-31', 'UTC')).toEqual({
      begin: '2026-12-31T00:00:00.000Z',
      end: '2027-01-01T00:00:00.000Z',
    });
  });

  it('begins a day whose midnight the clocks skip at the hour they skip to', () => {
    // Chile springs forward at midnight: Sep 6, 2026 begins at 1:00 (-03), 04:00 UTC.
    expect(dayRangeToInstants('2026-09-06', undefined, 'America/Santiago')).toEqual({
      begin: '2026-09-06T04:00:00.000Z',
      end: undefined,
    });
  });

  it('begins a day whose midnight happens twice at the first one', () => {
    // Havana falls back from 1:00 to 0:00 on Nov 1, 2026: the day starts at 0:00 CDT (-04).
    expect(dayRangeToInstants('2026-11-01', undefined, 'America/Havana')).toEqual({
      begin: '2026-11-01T04:00:00.000Z',
      end: undefined,
    });
  });
});
