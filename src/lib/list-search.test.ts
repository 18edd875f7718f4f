import { describe, expect, it } from 'vitest';
import {
  defineListSearch,
  searchBoolean,
  searchDay,
  searchEnum,
  searchSchema,
  searchString,
  searchText,
} from './list-search';

const filters = {
  status: searchEnum(['ACTIVE', 'INACTIVE']),
  external_id: searchText(255),
  created_from: searchDay,
  kind: searchEnum(['valid', 'all'], 'valid'),
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

describe('search parameters', () => {
  it('reads days that exist only', () => {
    expect(searchDay('2028-02-29')).toBe('2028-02-29');
    expect(searchDay('2026-02-29')).toBeUndefined();
    expect(searchDay('2026-13-01')).toBeUndefined();
    expect(searchDay('0004-02-29')).toBe('0004-02-29');
    expect(searchDay('2026-3-1')).toBeUndefined();
    expect(searchDay(20260301)).toBeUndefined();
  });

  it('trims text and bounds its length; reads numbers as text', () => {
    const text = searchText(3);
    expect(text('  ab ')).toBe('ab');
    expect(text('   ')).toBeUndefined();
    expect(text('abcd')).toBeUndefined();
    expect(text(42)).toBe('42');
    expect(text(['a'])).toBeUndefined();
  });

  it('takes strings and booleans as they are, nothing else', () => {
    expect(searchString()('')).toBe('');
    expect(searchString(1)('')).toBeUndefined();
    expect(searchString()(1)).toBeUndefined();
    expect(searchBoolean(true)).toBe(true);
    expect(searchBoolean('true')).toBeUndefined();
  });

  it('validates for the router as a Standard Schema, and extends', () => {
    const schema = searchSchema({ day: searchDay }).extend({ q: searchText(10) });
    expect(schema['~standard'].validate({ day: '2026-03-01', q: ' x ', other: 1 })).toEqual({
      value: { day: '2026-03-01', q: 'x' },
    });
    expect(schema.parse(null)).toEqual({});
  });

  it('leaves nothing malformed where the router spreads the parsed search over the raw one', () => {
    const list = defineListSearch({ from: searchDay, to: searchDay, kind: searchEnum(['a', 'b']) });
    const raw = { from: '2024-02-29', to: '2025-02-30', kind: 'none', order: 'sideways' };
    // As the router builds a match's search: `{ ...parentSearch, ...validated }`.
    const search = { ...raw, ...list.schema.parse(raw) };
    expect(search).toStrictEqual({
      from: '2024-02-29',
      to: undefined,
      kind: undefined,
      order: 'DESC',
    });
    // A key the URL does not hold stays out.
    expect(Object.keys(list.schema.parse({}))).toEqual(['order']);
  });
});
