import { describe, expect, it } from 'vitest';
import { dayRangeToInstants } from '@/lib/time-zone';
import { timecardsSearch, toTimecardListQuery } from './timecards-search';

const defaults = timecardsSearch.schema.parse({});

describe('timecards search', () => {
  it('defaults to valid timecards, newest first', () => {
    expect(defaults).toEqual({ status: 'valid', order: 'DESC' });
    expect(timecardsSearch.hasFilters(defaults)).toBe(false);
    expect(timecardsSearch.hasFilters({ ...defaults, status: 'all' })).toBe(true);
  });
});

describe('toTimecardListQuery', () => {
  it('maps the status to the deleted flag', () => {
    expect(toTimecardListQuery(defaults, 'UTC').deleted).toBe(false);
    expect(toTimecardListQuery({ ...defaults, status: 'deleted' }, 'UTC').deleted).toBe(true);
    expect(toTimecardListQuery({ ...defaults, status: 'all' }, 'UTC').deleted).toBeUndefined();
  });

  it('turns whole days into an inclusive begin and an exclusive end in the given zone', () => {
    const query = toTimecardListQuery(
      {
        ...defaults,
        employee_id: 'emp_1',
        clockin_from: '2026-03-01',
        clockin_to: '2026-03-07',
      },
      'America/New_York',
    );
    expect(JSON.parse(JSON.stringify(query))).toEqual({
      order: 'DESC',
      deleted: false,
      employee_id: 'emp_1',
      begin_clockin_time: '2026-03-01T05:00:00.000Z',
      end_clockin_time: '2026-03-08T05:00:00.000Z',
    });
  });

  it('follows daylight saving time and swaps reversed days', () => {
    expect(dayRangeToInstants('2026-03-08', '2026-03-07', 'America/New_York')).toEqual({
      begin: '2026-03-07T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
    expect(dayRangeToInstants(undefined, '2026-03-01', 'UTC')).toEqual({
      begin: undefined,
      end: '2026-03-02T00:00:00.000Z',
    });
  });
});
