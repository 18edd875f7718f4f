import { describe, expect, it } from 'vitest';
import { emptyRefundForm, refundFormSchema } from './refund-form';

const usd = (amount: number) => ({ amount, currency: 'USD' });

// What the service says is left to refund (docs/decisions/2026-11-25-one-money-rule.md).
const remaining = usd(2000);
const schema = refundFormSchema({ paymentId: 'pay_1', remaining, locale: 'en-US' });

describe('refund form', () => {
  it('refunds everything left when full, as the contract request', () => {
    const parsed = schema.safeParse(emptyRefundForm(remaining));
    expect(parsed.success && parsed.data).toMatchObject({
      payment_id: 'pay_1',
      amount_money: usd(2000),
    });
  });

  it('takes a partial amount typed as a decimal, and the reason trimmed', () => {
    const parsed = schema.safeParse({ kind: 'partial', amount_money: '12.5', reason: ' Cold ' });
    expect(parsed.success && parsed.data).toMatchObject({
      amount_money: usd(1250),
      reason: 'Cold',
    });
  });

  it('stops a refund above what is left, naming the limit on the amount', () => {
    const parsed = schema.safeParse({ kind: 'partial', amount_money: '20.01', reason: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['amount_money'],
        message: 'must be at most $20.00, what is left to refund',
      }),
    ]);
  });

  it('refuses an unreadable or zero amount and an over-long reason', () => {
    const bad = schema.safeParse({ kind: 'partial', amount_money: '1.234', reason: '' });
    expect(bad.error?.issues[0]?.path).toEqual(['amount_money']);
    const zero = schema.safeParse({ kind: 'partial', amount_money: '0', reason: '' });
    expect(zero.error?.issues[0]?.message).toBe('must be more than zero');
    const long = schema.safeParse({ kind: 'full', amount_money: '', reason: 'x'.repeat(193) });
    expect(long.error?.issues[0]?.path).toEqual(['reason']);
  });
});
