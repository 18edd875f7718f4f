import { describe, expect, it } from 'vitest';
import { toWageListQuery, wagesSearch } from './wages-search';

describe('the Wages list URL', () => {
  it('sends the employee as the list takes it; old page keys are ignored', () => {
    const search = wagesSearch.schema.parse({ employee_id: 'emp_1', size: 50, page: 'c2' });
    expect(toWageListQuery(search)).toEqual({ employee_id: 'emp_1' });
    expect(wagesSearch.hasFilters(search)).toBe(true);
    expect(toWageListQuery(wagesSearch.schema.parse({}))).toEqual({ employee_id: undefined });
    expect(wagesSearch.hasFilters(wagesSearch.schema.parse({}))).toBe(false);
  });
});
