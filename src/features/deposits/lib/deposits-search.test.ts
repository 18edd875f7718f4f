import { describe, expect, it } from 'vitest';
import {
  dayRangeProblem,
  depositsSearch,
  depositsSearchProblem,
  initiatedDaysProblem,
  toDepositListQuery,
} from './deposits-search';

describe('deposits list URL', () => {
  it('keeps the filters it knows and drops what is malformed', () => {
    const search = depositsSearch.schema.parse({
      status: 'FAILED',
      location_id: 'L1',
      initiated_from: '2026-11-01',
      initiated_to: 'yesterday',
      order: 'sideways',
    });
    expect(search).toMatchObject({
      status: 'FAILED',
      location_id: 'L1',
      initiated_from: '2026-11-01',
      order: 'DESC',
    });
    expect(search.initiated_to).toBeUndefined();
    expect(depositsSearch.schema.parse({ status: 'PENDING' }).status).toBeUndefined();
    expect(depositsSearch.hasFilters(depositsSearch.schema.parse({}))).toBe(false);
  });

  it('asks every location (no location_id) when none is picked, days in the location zone', () => {
    const search = depositsSearch.schema.parse({
      initiated_from: '2026-11-20',
      initiated_to: '2026-11-22',
      order: 'ASC',
    });
    expect(toDepositListQuery(search, 'America/Los_Angeles')).toEqual({
      location_id: undefined,
      begin_time: '2026-11-20T08:00:00.000Z',
      end_time: '2026-11-23T08:00:00.000Z',
      status: undefined,
      order: 'ASC',
    });
  });

  it('refuses what the deposits list refuses: before 2013, or over a year', () => {
    expect(dayRangeProblem('2012-12-31', '2013-01-05')).toMatch(/2013/);
    expect(dayRangeProblem('2013-01-01', '2013-01-05')).toBeUndefined();
    expect(dayRangeProblem('2025-11-23', '2026-11-22')).toBeUndefined();
    expect(dayRangeProblem('2025-11-23', '2026-11-23')).toMatch(/one year/);
    expect(dayRangeProblem('2026-11-23', '2025-11-23')).toMatch(/one year/);
    expect(dayRangeProblem(undefined, '2026-11-23')).toBeUndefined();
    // From Feb 29, a year runs to Feb 28; to a leap day, it runs from Mar 1.
    expect(dayRangeProblem('2024-02-29', '2025-02-27')).toBeUndefined();
    expect(dayRangeProblem('2024-02-29', '2025-02-28')).toMatch(/one year/);
    expect(dayRangeProblem('2023-03-01', '2024-02-29')).toBeUndefined();
    expect(dayRangeProblem('2023-03-01', '2024-03-01')).toMatch(/one year/);
  });

  it("refuses a URL's first day alone as the service reads it: up to now", () => {
    const today = '2026-11-26';
    expect(initiatedDaysProblem('2024-02-29', '2025-03-01', today)).toMatch(/one year/);
    expect(initiatedDaysProblem('2026-01-01', undefined, today)).toBeUndefined();
    expect(initiatedDaysProblem('2025-11-27', undefined, today)).toBeUndefined();
    expect(initiatedDaysProblem('2025-11-26', undefined, today)).toMatch(/runs to today/);
    expect(initiatedDaysProblem('2026-11-27', undefined, today)).toMatch(/after today/);
    expect(initiatedDaysProblem('2012-06-01', undefined, today)).toMatch(/2013/);
    // A last day alone is asked with the year before it: never refused.
    expect(initiatedDaysProblem(undefined, '2013-06-01', today)).toBeUndefined();
    expect(initiatedDaysProblem(undefined, undefined, today)).toBeUndefined();
  });

  it("reads today in the location's zone for a URL's first day alone", () => {
    // 2026-11-26 06:00 UTC is still Nov 25 in Los Angeles.
    const now = new Date('2026-11-26T06:00:00Z');
    const search = depositsSearch.schema.parse({ initiated_from: '2025-11-26' });
    expect(depositsSearchProblem(search, 'America/Los_Angeles', now)).toBeUndefined();
    expect(depositsSearchProblem(search, 'UTC', now)).toMatch(/runs to today/);
  });
});
