import { describe, expect, it } from 'vitest';
import { ordersSearch, ordersSearchSchema, toOrderListQuery } from './orders-search';

describe('the Online orders list’s URL', () => {
  it('keeps the search trimmed, with the state, the order and the location', () => {
    const search = ordersSearchSchema.parse({
      q: '  quinn example.org ',
      state: 'OPEN',
      order: 'ASC',
      location: 'loc_1',
    });
    expect(search).toMatchObject({ q: 'quinn example.org', state: 'OPEN', location: 'loc_1' });
    expect(toOrderListQuery(search, 'loc_1')).toEqual({
      locationId: 'loc_1',
      q: 'quinn example.org',
      state: 'OPEN',
      order: 'ASC',
    });
  });

  it('drops an empty, blank or too long search; a number is read as text (an order id part)', () => {
    for (const q of ['', '   ', 'x'.repeat(201)]) {
      expect(ordersSearchSchema.parse({ q }).q).toBeUndefined();
    }
    expect(ordersSearchSchema.parse({ q: 7 }).q).toBe('7');
  });

  it('counts the search as a filter, and clearing the filters clears it but keeps the order', () => {
    const search = ordersSearch.schema.parse({ q: 'quinn', order: 'ASC' });
    expect(ordersSearch.hasFilters(search)).toBe(true);
    const cleared = ordersSearch.withoutFilters(search);
    expect(cleared.q).toBeUndefined();
    expect(cleared.order).toBe('ASC');
    expect(ordersSearch.hasFilters(cleared)).toBe(false);
  });
});
