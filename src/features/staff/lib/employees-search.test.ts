import { describe, expect, it } from 'vitest';
import { employeesSearch, toEmployeeListQuery } from './employees-search';

describe('toEmployeeListQuery', () => {
  it('maps the URL to the API query, days in the location’s zone; old page keys are ignored', () => {
    const search = employeesSearch.schema.parse({
      status: 'INACTIVE',
      created_from: '2026-03-01',
      created_to: '2026-03-31',
      order: 'ASC',
      size: 10,
      page: 'abc',
      previous: [''],
    });
    expect(JSON.parse(JSON.stringify(toEmployeeListQuery(search, 'America/Los_Angeles')))).toEqual({
      status: 'INACTIVE',
      begin_created_at: '2026-03-01T08:00:00.000Z',
      end_created_at: '2026-04-01T07:00:00.000Z',
      order: 'ASC',
    });
  });

  it('sends the search as typed (trimmed) with the other filters', () => {
    const search = employeesSearch.schema.parse({ q: '  Smith Quinn ', status: 'ACTIVE' });
    expect(toEmployeeListQuery(search, 'UTC')).toMatchObject({
      q: 'Smith Quinn',
      status: 'ACTIVE',
    });
    expect(employeesSearch.hasFilters(search)).toBe(true);
    expect(employeesSearch.withoutFilters(search).q).toBeUndefined();
  });

  it('swaps reversed days rather than sending a range the service would reject', () => {
    const search = employeesSearch.schema.parse({
      updated_from: '2026-03-02',
      updated_to: '2026-03-01',
    });
    const query = toEmployeeListQuery(search, 'UTC');
    expect(query.begin_updated_at).toBe('2026-03-01T00:00:00.000Z');
    expect(query.end_updated_at).toBe('2026-03-03T00:00:00.000Z');
  });
});
