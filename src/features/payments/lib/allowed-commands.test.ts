import { describe, expect, it } from 'vitest';
import { refundDestination } from './allowed-commands';

const total_money = { amount: 1250, currency: 'USD' };

describe('where a refund goes back to', () => {
  it('names the card by brand and last 4', () => {
    expect(
      refundDestination({
        total_money,
        source_type: 'CARD',
        card_details: { card: { card_brand: 'VISA', last_4: '1111' } },
      }),
    ).toBe('Visa ending 1111');
  });

  it('says cash for a cash payment, and the card when the payment does not say', () => {
    expect(refundDestination({ total_money, source_type: 'CASH' })).toBe(
      'Cash, handed back to the buyer',
    );
    expect(refundDestination({ total_money, source_type: 'CARD' })).toBe('the card');
  });
});
