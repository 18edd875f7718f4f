import { describe, expect, it } from 'vitest';
import { invalidTotal, paymentsSearch, toPaymentFilters } from './payments-search';

describe('payments list URL', () => {
  it('reads digits the router turned into numbers, and drops what is malformed', () => {
    const search = paymentsSearch.schema.parse({
      last_4: 42,
      total: 12.5,
      card_brand: 'visa',
      status: 'APPROVED',
    });
    expect(search.last_4).toBe('0042');
    expect(search.total).toBe('12.5');
    expect(search.card_brand).toBeUndefined();
    expect(search.status).toBe('APPROVED');
    expect(paymentsSearch.schema.parse({ last_4: '12345' }).last_4).toBeUndefined();
  });

  it('sends the total in minor units of the currency and days in the location zone', () => {
    const search = paymentsSearch.schema.parse({
      total: '12.50',
      created_from: '2026-07-01',
      created_to: '2026-07-02',
      card_brand: 'MASTERCARD',
    });
    expect(toPaymentFilters(search, 'America/New_York', 'USD')).toEqual({
      begin_time: '2026-07-01T04:00:00.000Z',
      end_time: '2026-07-03T04:00:00.000Z',
      location_id: undefined,
      status: undefined,
      total: '1250',
      last_4: undefined,
      card_brand: 'MASTERCARD',
    });
    expect(toPaymentFilters(search, 'UTC', 'JPY').total).toBeUndefined();
    expect(invalidTotal(search, 'JPY')).toBe(true);
    expect(invalidTotal(search, 'USD')).toBe(false);
  });

  it('shows the year up to a last day picked alone, however long ago', () => {
    const search = paymentsSearch.schema.parse({ created_to: '2024-03-03' });
    expect(toPaymentFilters(search, 'UTC', 'USD')).toMatchObject({
      begin_time: '2023-03-04T00:00:00.000Z',
      end_time: '2024-03-04T00:00:00.000Z',
    });
    expect(toPaymentFilters(paymentsSearch.schema.parse({}), 'UTC', 'USD')).toMatchObject({
      begin_time: undefined,
      end_time: undefined,
    });
  });

  it('counts filters, not the order', () => {
    const plain = paymentsSearch.schema.parse({ order: 'ASC' });
    expect(paymentsSearch.hasFilters(plain)).toBe(false);
    expect(paymentsSearch.hasFilters({ ...plain, last_4: '4242' })).toBe(true);
  });
});
