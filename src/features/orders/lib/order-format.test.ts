import { describe, expect, it } from 'vitest';
import {
  addressLines,
  describeTender,
  formatV1Money,
  historyLabel,
  orderParty,
  orderRefundFacts,
} from './order-format';
import { ordersSearchSchema, toOrderListQuery } from './orders-search';

describe('order words', () => {
  it('names the tender by its v1 brand and last 4', () => {
    expect(describeTender({ card_brand: 'MASTER_CARD', pan_suffix: '4444' })).toBe(
      'Mastercard •••• 4444',
    );
    expect(describeTender({ card_brand: 'VISA' })).toBe('Visa');
    expect(describeTender(undefined)).toBeNull();
  });

  it('reads history actions and money', () => {
    expect(historyLabel('PAYMENT_RECEIVED')).toBe('Payment received');
    expect(historyLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(formatV1Money({ amount: 1234, currency_code: 'USD' })).toBe('$12.34');
    expect(formatV1Money(undefined)).toBe('—');
  });

  it('names the recipient, else the address, else the buyer', () => {
    expect(orderParty({ recipient_name: 'Ada', buyer_email: 'a@x.test' })).toBe('Ada');
    expect(
      orderParty({ shipping_address: { first_name: 'Bo', last_name: 'Li' }, buyer_email: 'b@x' }),
    ).toBe('Bo Li');
    expect(orderParty({ buyer_email: 'c@x.test' })).toBe('c@x.test');
    expect(
      addressLines({
        first_name: 'Bo',
        address_line_1: '1 Main St',
        locality: 'Springfield',
        administrative_district_level_1: 'OR',
        postal_code: '97477',
        country: 'US',
      }),
    ).toEqual(['Bo', '1 Main St', 'Springfield, OR 97477', 'US']);
  });
});

describe('an order refund’s facts', () => {
  const card = { card_brand: 'MASTERCARD', pan_suffix: '5100' };
  it('is what is left of the card payment, to that card, with nothing left after it', () => {
    expect(
      orderRefundFacts({
        ...card,
        total_money: { amount: 4000, currency_code: 'USD' },
        refunded_money: { amount: -1500, currency_code: 'USD' },
      }),
    ).toEqual({ amount: '$25.00', card: 'Mastercard •••• 5100', left: '$0.00' });
  });

  it('in yen, and nothing without a card payment', () => {
    expect(
      orderRefundFacts({ ...card, total_money: { amount: 1500, currency_code: 'JPY' } }),
    ).toMatchObject({ amount: '¥1,500', left: '¥0' });
    expect(orderRefundFacts(null)).toBeNull();
    expect(orderRefundFacts({ ...card })).toBeNull();
  });
});

describe('orders list URL', () => {
  it('keeps a known state and the location, drops the rest', () => {
    const search = ordersSearchSchema.parse({ state: 'OPEN', location: 'L1', order: 'ASC' });
    expect(toOrderListQuery(search, 'L1')).toEqual({
      locationId: 'L1',
      state: 'OPEN',
      order: 'ASC',
    });
    expect(ordersSearchSchema.parse({ state: 'open' }).state).toBeUndefined();
  });
});
