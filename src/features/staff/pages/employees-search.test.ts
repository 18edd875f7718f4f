import { describe, expect, it } from 'vitest';
import {
  employeesSearchSchema,
  nextPageSearch,
  previousPageSearch,
  toEmployeeListQuery,
  withFilters,
} from './employees-search';

describe('employeesSearchSchema', () => {
  it('fills defaults for an empty URL', () => {
    expect(employeesSearchSchema.parse({})).toEqual({ order: 'DESC', size: 25, prev: [] });
  });

  it('replaces malformed params with their defaults instead of failing', () => {
    expect(
      employeesSearchSchema.parse({
        status: 'FIRED',
        order: 'sideways',
        size: 5000,
        created_from: 'yesterday',
        prev: 'not-a-list',
      }),
    ).toEqual({ order: 'DESC', size: 25, prev: [] });
  });

  it('reads a numeric external id, which the router parses as a number', () => {
    expect(employeesSearchSchema.parse({ external_id: 123 }).external_id).toBe('123');
  });
});

describe('employee list paging', () => {
  const first = employeesSearchSchema.parse({ status: 'ACTIVE' });

  it('remembers the pages before the current one, so Previous survives a reload', () => {
    const second = nextPageSearch(first, 'token-2');
    const third = nextPageSearch(second, 'token-3');
    expect(third).toMatchObject({ page: 'token-3', prev: ['', 'token-2'] });
    expect(previousPageSearch(third)).toMatchObject({ page: 'token-2', prev: [''] });
    expect(previousPageSearch(second)).toMatchObject({ page: undefined, prev: [] });
  });

  it('starts again at page 1 when a filter changes', () => {
    const third = nextPageSearch(nextPageSearch(first, 'token-2'), 'token-3');
    expect(withFilters(third, { status: 'INACTIVE' })).toMatchObject({
      status: 'INACTIVE',
      page: undefined,
      prev: [],
    });
  });
});

describe('toEmployeeListQuery', () => {
  it('maps the URL to the API query', () => {
    const search = employeesSearchSchema.parse({
      status: 'INACTIVE',
      created_from: '2026-03-01T00:00:00.000Z',
      created_to: '2026-04-01T00:00:00.000Z',
      order: 'ASC',
      size: 10,
      page: 'abc',
    });
    expect(toEmployeeListQuery(search)).toMatchObject({
      status: 'INACTIVE',
      begin_created_at: '2026-03-01T00:00:00.000Z',
      end_created_at: '2026-04-01T00:00:00.000Z',
      order: 'ASC',
      limit: 10,
      batch_token: 'abc',
    });
  });

  it('drops an end that is not after its begin, which the service would reject', () => {
    const search = employeesSearchSchema.parse({
      updated_from: '2026-03-02T00:00:00.000Z',
      updated_to: '2026-03-01T00:00:00.000Z',
    });
    const query = toEmployeeListQuery(search);
    expect(query.begin_updated_at).toBe('2026-03-02T00:00:00.000Z');
    expect(query.end_updated_at).toBeUndefined();
  });
});
