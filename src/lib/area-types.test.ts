import { describe, expect, it } from 'vitest';
import { currentPage } from './area-types';

const pages = [{ to: '/payments' }, { to: '/payments/refunds' }, { to: '/staff/employees' }];

describe('currentPage', () => {
  it('picks the longest page path that is a whole-segment prefix', () => {
    expect(currentPage('/payments', pages)).toBe('/payments');
    expect(currentPage('/payments/3f1c', pages)).toBe('/payments');
    expect(currentPage('/payments/refunds', pages)).toBe('/payments/refunds');
    expect(currentPage('/payments/refunds/x', pages)).toBe('/payments/refunds');
    expect(currentPage('/staff/employees/new', pages)).toBe('/staff/employees');
  });

  it('does not match a page by a partial segment, and answers null off every page', () => {
    expect(currentPage('/paymentsx', pages)).toBeNull();
    expect(currentPage('/labor/shifts', pages)).toBeNull();
  });

  it('takes the home page (/) for itself only, never as the prefix of every page', () => {
    const withHome = [{ to: '/' }, ...pages];
    expect(currentPage('/', withHome)).toBe('/');
    expect(currentPage('/account', withHome)).toBeNull();
    expect(currentPage('/payments/3f1c', withHome)).toBe('/payments');
  });
});
