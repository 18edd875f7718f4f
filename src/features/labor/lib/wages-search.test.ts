import { describe, expect, it } from 'vitest';
import { toWageListQuery, wagesSearch } from './wages-search';

describe('the Wages list URL', () => {
  it('sends the employee and the page as the list takes them', () => {
    const search = wagesSearch.schema.parse({ employee_id: 'emp_1', size: 50, page: 'c2' });
    expect(toWageListQuery(search)).toEqual({ employee_id: 'emp_1', limit: '50', cursor: 'c2' });
    expect(wagesSearch.hasFilters(search)).toBe(true);
    expect(toWageListQuery(wagesSearch.schema.parse({}))).toEqual({
      employee_id: undefined,
      limit: '25',
      cursor: undefined,
    });
  });
});
