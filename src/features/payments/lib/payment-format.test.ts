import { describe, expect, it } from 'vitest';
import { declineReason, describeSource, paymentMoney, type PaymentSummary } from './payment-format';

const base: PaymentSummary = {
  id: 'p1',
  status: 'COMPLETED',
  amount_money: { amount: 1000, currency: 'USD' },
  tip_money: { amount: 200, currency: 'USD' },
  total_money: { amount: 1200, currency: 'USD' },
  refunded_money: { amount: 300, currency: 'USD' },
  app_fee_money: { amount: 50, currency: 'USD' },
  processing_fee: [
    { amount_money: { amount: 41, currency: 'USD' }, type: 'INITIAL' },
    { amount_money: { amount: -10, currency: 'USD' }, type: 'ADJUSTMENT' },
  ],
  card_details: { card: { card_brand: 'AMERICAN_EXPRESS', last_4: '0005' } },
};

describe('payment money', () => {
  it('reads the wire money as served (fee and net come from the service)', () => {
    expect(paymentMoney(base)).toEqual({
      currency: 'USD',
      amount: 1000,
      tip: 200,
      total: 1200,
      refunded: 300,
    });
  });

  it('names the source', () => {
    expect(describeSource(base)).toBe('American Express •••• 0005');
    expect(describeSource({ ...base, card_details: null, source_type: 'CASH' })).toBe('Cash');
  });
});

describe('declineReason', () => {
  it("gives a failed payment's reason in the network's words, and nothing for one that did not fail", () => {
    const failed: PaymentSummary = {
      ...base,
      status: 'FAILED',
      card_details: {
        status: 'FAILED',
        errors: [{ code: 'INSUFFICIENT_FUNDS', detail: 'The card has insufficient funds.' }],
      },
    };
    expect(declineReason(failed)).toBe('The card has insufficient funds.');
    expect(declineReason({ ...failed, card_details: { status: 'FAILED' } })).toBe(
      'The card was declined; no reason was given.',
    );
    expect(declineReason({ ...failed, status: 'COMPLETED' })).toBeNull();
  });
});
