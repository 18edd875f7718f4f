import { describe, expect, it } from 'vitest';
import { SearchShiftsRequest } from '@/api/schemas/shifts';
import { scheduleSearchSchema, scheduleWeek, weekShiftsRequest } from './schedule-search';
import { shiftsSearch, shiftsSearchSchema, toShiftSearchRequest } from './shifts-search';
import { DEFAULT_WORKWEEK } from './workweek';

const NY = 'America/New_York';
const defaults = shiftsSearchSchema.parse({});

describe('the Shifts list URL', () => {
  it('defaults to every shift by start, newest first, and keeps defaults out of the URL', () => {
    expect(defaults).toEqual({
      match: 'START_AT',
      sort: 'START_AT',
      order: 'DESC',
    });
    expect(shiftsSearch.defaults).toEqual({
      match: 'START_AT',
      sort: 'START_AT',
      order: 'DESC',
    });
  });

  it('falls back to defaults for malformed values, and keeps the location when clearing', () => {
    const parsed = shiftsSearchSchema.parse({
      employee_id: 'not-a-list',
      status: 'PAUSED',
      sort: 'NAME',
      start_from: '2026-02-30',
      location: 'loc_1',
    });
    expect(parsed).toEqual({ ...defaults, location: 'loc_1' });
    const filtered = { ...parsed, status: 'OPEN' as const };
    expect(shiftsSearch.hasFilters(filtered)).toBe(true);
    expect(shiftsSearch.withoutFilters(filtered)).toMatchObject({
      location: 'loc_1',
      status: undefined,
    });
  });
});

describe('toShiftSearchRequest', () => {
  it('sends every filter the URL holds, in the location’s zone, with inclusive ends', () => {
    const request = toShiftSearchRequest(
      {
        ...defaults,
        employee_id: ['e1', 'e2'],
        status: 'CLOSED',
        start_from: '2026-03-02',
        start_to: '2026-03-08',
        end_to: '2026-03-09',
        workday_from: '2026-03-05',
        workday_to: '2026-03-03',
        match: 'INTERSECTION',
        sort: 'END_AT',
        order: 'ASC',
      },
      { locationId: 'loc_1', timeZone: NY },
    );
    expect(JSON.parse(JSON.stringify(request))).toEqual({
      query: {
        filter: {
          location_id: ['loc_1'],
          employee_id: ['e1', 'e2'],
          status: 'CLOSED',
          start: { start_at: '2026-03-02T05:00:00.000Z', end_at: '2026-03-09T03:59:59.999Z' },
          end: { end_at: '2026-03-10T03:59:59.999Z' },
          workday: {
            date_range: { start_date: '2026-03-03', end_date: '2026-03-05' },
            match_shifts_by: 'INTERSECTION',
            default_timezone: NY,
          },
        },
        sort: { field: 'END_AT', order: 'ASC' },
      },
    });
    expect(SearchShiftsRequest.safeParse(request).success).toBe(true);
  });

  it('sends only the location and the order when nothing is filtered', () => {
    expect(
      JSON.parse(JSON.stringify(toShiftSearchRequest(defaults, { locationId: 'l', timeZone: NY }))),
    ).toEqual({
      query: { filter: { location_id: ['l'] }, sort: { field: 'START_AT', order: 'DESC' } },
    });
  });
});

describe('the schedule’s week', () => {
  it('is the week holding the day in the URL, or the current one', () => {
    const now = Date.parse('2026-03-10T03:00:00.000Z'); // Monday Mar 9, 23:00 in New York
    expect(scheduleWeek(undefined, DEFAULT_WORKWEEK, NY, now).startDate).toBe('2026-03-09');
    expect(scheduleWeek('2026-03-05', DEFAULT_WORKWEEK, NY, now).startDate).toBe('2026-03-02');
    expect(scheduleSearchSchema.parse({ week: 'soon', status: 'OPEN' })).toEqual({
      status: 'OPEN',
    });
  });

  it('searches the shifts that started in the week, earliest first', () => {
    const week = scheduleWeek('2026-03-05', DEFAULT_WORKWEEK, NY, 0);
    const request = weekShiftsRequest(week, { locationId: 'loc_1', status: 'OPEN' });
    expect(JSON.parse(JSON.stringify(request))).toEqual({
      query: {
        filter: {
          location_id: ['loc_1'],
          status: 'OPEN',
          start: { start_at: '2026-03-02T05:00:00.000Z', end_at: '2026-03-09T03:59:59.999Z' },
        },
        sort: { field: 'START_AT', order: 'ASC' },
      },
      limit: 200,
    });
    expect(SearchShiftsRequest.safeParse(request).success).toBe(true);
  });
});
