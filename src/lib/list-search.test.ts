import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineListSearch, searchDay, searchText } from './list-search';

const filters = {
  status: z.enum(['ACTIVE', 'INACTIVE']).optional().catch(undefined),
  external_id: searchText(255),
  created_from: searchDay,
  kind: z.enum(['valid', 'all']).default('valid').catch('valid'),
};
const list = defineListSearch(filters);
const defaults = list.schema.parse({});

describe('a list URL', () => {
  it('holds the filters and the order only; defaults are what stays out of it', () => {
    expect(defaults).toEqual({ kind: 'valid', order: 'DESC' });
    expect(list.defaults).toEqual({ kind: 'valid', order: 'DESC' });
    expect(list.hasFilters(defaults)).toBe(false);
    expect(defineListSearch({}, { order: 'ASC' }).schema.parse({})).toEqual({ order: 'ASC' });
  });

  it('replaces malformed params with their defaults, and drops paging params', () => {
    expect(
      list.schema.parse({
        status: 'FIRED',
        kind: 'gone',
        order: 'sideways',
        size: 50,
        page: 'tok',
        previous: [''],
        created_from: '2026-02-30',
        external_id: '',
      }),
    ).toEqual(defaults);
  });

  it('reads a numeric text, which the router parses as a number', () => {
    expect(list.schema.parse({ external_id: 123 }).external_id).toBe('123');
  });

  it('counts a filter away from its default, and clears filters but not the order', () => {
    const search = list.schema.parse({ kind: 'all', order: 'ASC' });
    expect(list.hasFilters(search)).toBe(true);
    expect(list.withoutFilters(search)).toEqual({ ...defaults, order: 'ASC' });
    expect(list.hasFilters({ ...defaults, order: 'ASC' })).toBe(false);
    expect(list.hasFilters({ ...defaults, status: 'ACTIVE' })).toBe(true);
    expect(list.withoutFilters({ ...defaults, status: 'ACTIVE', external_id: 'x' })).toMatchObject({
      status: undefined,
      external_id: undefined,
    });
  });

  it('knows when the request depends on the time zone (a day filter is set)', () => {
    expect(list.usesTimeZone(defaults)).toBe(false);
    expect(list.usesTimeZone({ ...defaults, created_from: '2026-03-01' })).toBe(true);
  });
});
