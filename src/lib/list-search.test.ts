import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  definePagedListSearch,
  defineListSearch,
  nextPageSearch,
  pageNumber,
  previousPageSearch,
  searchDay,
  searchText,
  v1PageParams,
  v2PageParams,
  withFilters,
} from './list-search';

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

// Deprecated: the page stack of the lists still paged with ListPager.
const paged = definePagedListSearch(filters);
const pagedDefaults = paged.schema.parse({});

describe('a paged list URL (deprecated page stack)', () => {
  it('adds size, page and previous', () => {
    expect(pagedDefaults).toEqual({ kind: 'valid', order: 'DESC', size: 25, previous: [] });
    expect(paged.defaults).toEqual({ kind: 'valid', order: 'DESC', size: 25, previous: [] });
    expect(paged.schema.parse({ size: 7, previous: 'not a list' })).toEqual(pagedDefaults);
    const search = paged.schema.parse({ kind: 'all', order: 'ASC', size: 100, page: 't2' });
    expect(paged.withoutFilters(search)).toEqual({
      ...pagedDefaults,
      order: 'ASC',
      size: 100,
      page: undefined,
    });
  });

  it('remembers earlier pages so Previous works after a reload', () => {
    const second = nextPageSearch(pagedDefaults, 'tok1');
    const third = nextPageSearch(second, 'tok2');
    expect(third).toMatchObject({ page: 'tok2', previous: ['', 'tok1'] });
    expect(pageNumber(third)).toBe(3);
    expect(previousPageSearch(third)).toMatchObject({ page: 'tok1', previous: [''] });
    expect(previousPageSearch(second)).toMatchObject({ page: undefined, previous: [] });
  });

  it('goes back to the first page when a filter, the order or the size changes', () => {
    const third = nextPageSearch(nextPageSearch(pagedDefaults, 'tok1'), 'tok2');
    expect(withFilters(third, { status: 'INACTIVE' })).toMatchObject({
      status: 'INACTIVE',
      page: undefined,
      previous: [],
    });
    expect(withFilters(third, { size: 50 })).toMatchObject({ size: 50, page: undefined });
  });

  it('sends the page token as batch_token (v1) or cursor (v2)', () => {
    const second = nextPageSearch(pagedDefaults, 'tok1');
    expect(v1PageParams(second)).toEqual({ order: 'DESC', limit: '25', batch_token: 'tok1' });
    expect(v2PageParams(second)).toEqual({ limit: '25', cursor: 'tok1' });
  });
});
