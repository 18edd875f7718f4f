import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
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

const list = defineListSearch({
  status: z.enum(['ACTIVE', 'INACTIVE']).optional().catch(undefined),
  external_id: searchText(255),
  created_from: searchDay,
  kind: z.enum(['valid', 'all']).default('valid').catch('valid'),
});
const defaults = list.schema.parse({});

describe('a list URL', () => {
  it('fills defaults for an empty URL, and they are what stays out of it', () => {
    expect(defaults).toEqual({ kind: 'valid', order: 'DESC', size: 25, previous: [] });
    expect(list.defaults).toEqual({ kind: 'valid', order: 'DESC', size: 25, previous: [] });
    expect(list.hasFilters(defaults)).toBe(false);
  });

  it('replaces malformed params with their defaults instead of failing', () => {
    expect(
      list.schema.parse({
        status: 'FIRED',
        kind: 'gone',
        order: 'sideways',
        size: 7,
        created_from: '2026-02-30',
        external_id: '',
        previous: 'not a list',
      }),
    ).toEqual(defaults);
  });

  it('reads a numeric text, which the router parses as a number', () => {
    expect(list.schema.parse({ external_id: 123 }).external_id).toBe('123');
  });

  it('counts a filter away from its default, and clears filters but not order or size', () => {
    const search = list.schema.parse({ kind: 'all', order: 'ASC', size: 100, page: 't2' });
    expect(list.hasFilters(search)).toBe(true);
    expect(list.withoutFilters(search)).toEqual({
      ...defaults,
      order: 'ASC',
      size: 100,
      page: undefined,
    });
    expect(list.hasFilters({ ...defaults, status: 'ACTIVE' })).toBe(true);
    expect(list.withoutFilters({ ...defaults, status: 'ACTIVE', external_id: 'x' })).toMatchObject({
      status: undefined,
      external_id: undefined,
    });
  });
});

describe('paging through the URL', () => {
  it('remembers earlier pages so Previous works after a reload', () => {
    const second = nextPageSearch(defaults, 'tok1');
    const third = nextPageSearch(second, 'tok2');
    expect(third).toMatchObject({ page: 'tok2', previous: ['', 'tok1'] });
    expect(pageNumber(third)).toBe(3);
    expect(previousPageSearch(third)).toMatchObject({ page: 'tok1', previous: [''] });
    expect(previousPageSearch(second)).toMatchObject({ page: undefined, previous: [] });
  });

  it('goes back to the first page when a filter, the order or the size changes', () => {
    const third = nextPageSearch(nextPageSearch(defaults, 'tok1'), 'tok2');
    expect(withFilters(third, { status: 'INACTIVE' })).toMatchObject({
      status: 'INACTIVE',
      page: undefined,
      previous: [],
    });
    expect(withFilters(third, { size: 50 })).toMatchObject({ size: 50, page: undefined });
  });
});

describe('page parameters', () => {
  it('send the page token as batch_token (v1) or cursor (v2)', () => {
    const second = nextPageSearch(defaults, 'tok1');
    expect(v1PageParams(second)).toEqual({ order: 'DESC', limit: '25', batch_token: 'tok1' });
    expect(v2PageParams(second)).toEqual({ limit: '25', cursor: 'tok1' });
  });
});
