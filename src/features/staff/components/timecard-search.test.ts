import { describe, expect, it } from 'vitest';
import {
  dayRangeToInstants,
  hasActiveFilters,
  nextPageSearch,
  previousPageSearch,
  timecardSearchSchema,
  toTimecardListQuery,
  withFilters,
} from './timecard-search';

const defaults = timecardSearchSchema.parse({});

describe('timecard search schema', () => {
  it('defaults to valid timecards, newest first, 25 per page, first page', () => {
    expect(defaults).toEqual({ status: 'valid', order: 'DESC', size: 25, previous: [] });
    expect(hasActiveFilters(defaults)).toBe(false);
  });

  it('replaces invalid values with their defaults instead of failing', () => {
    expect(
      timecardSearchSchema.parse({
        status: 'gone',
        order: 'sideways',
        size: 7,
        clockinFrom: '2026-02-30',
        employee: '',
        previous: 'not a list',
      }),
    ).toEqual(defaults);
  });

  it('keeps valid filters', () => {
    const search = timecardSearchSchema.parse({
      employee: 'emp_1',
      clockinFrom: '2026-03-01',
      clockinTo: '2026-03-07',
      status: 'deleted',
      order: 'ASC',
      size: 100,
      page: 'tok2',
      previous: ['', 'tok1'],
    });
    expect(search).toMatchObject({ employee: 'emp_1', status: 'deleted', size: 100 });
    expect(hasActiveFilters(search)).toBe(true);
  });
});

describe('paging through the URL', () => {
  it('remembers earlier pages so Previous works after a reload', () => {
    const second = nextPageSearch(defaults, 'tok1');
    const third = nextPageSearch(second, 'tok2');
    expect(third).toMatchObject({ page: 'tok2', previous: ['', 'tok1'] });
    expect(previousPageSearch(third)).toMatchObject({ page: 'tok1', previous: [''] });
    expect(previousPageSearch(second)).toMatchObject({ page: undefined, previous: [] });
  });

  it('goes back to the first page when a filter changes', () => {
    const third = nextPageSearch(nextPageSearch(defaults, 'tok1'), 'tok2');
    expect(withFilters(third, { status: 'all' })).toMatchObject({
      status: 'all',
      page: undefined,
      previous: [],
    });
  });
});

describe('toTimecardListQuery', () => {
  it('maps the status to the deleted flag', () => {
    expect(toTimecardListQuery(defaults).deleted).toBe(false);
    expect(toTimecardListQuery({ ...defaults, status: 'deleted' }).deleted).toBe(true);
    expect(toTimecardListQuery({ ...defaults, status: 'all' })).not.toHaveProperty('deleted');
  });

  it('turns whole days into an inclusive begin and an exclusive end in the given zone', () => {
    const query = toTimecardListQuery(
      {
        ...defaults,
        employee: 'emp_1',
        clockinFrom: '2026-03-01',
        clockinTo: '2026-03-07',
        page: 'tok',
      },
      'America/New_York',
    );
    expect(query).toEqual({
      order: 'DESC',
      limit: 25,
      deleted: false,
      employee_id: 'emp_1',
      begin_clockin_time: '2026-03-01T05:00:00.000Z',
      end_clockin_time: '2026-03-08T05:00:00.000Z',
      batch_token: 'tok',
    });
  });

  it('follows daylight saving time and swaps reversed days', () => {
    expect(dayRangeToInstants('2026-03-08', '2026-03-07', 'America/New_York')).toEqual({
      begin: '2026-03-07T05:00:00.000Z',
      end: '2026-03-09T04:00:00.000Z',
    });
    expect(dayRangeToInstants(undefined, '2026-03-01', 'UTC')).toEqual({
      end: '2026-03-02T00:00:00.000Z',
    });
  });
});
