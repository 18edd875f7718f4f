import { describe, expect, it } from 'vitest';
import { emptyRefundForm, refundFormSchema } from './refund-form';

const usd = (amount: number) => ({ amount, currency: 'USD' });

// What the service says is left to refund (docs/decisions/2026-11-25-one-money-rule.md).
const remaining = usd(2000);
const schema = refundFormSchema({ paymentId: 'pay_1', remaining, locale: 'en-US' });

describe('refund form', () => {
  it('opens with no amount chosen, and asks for one', () => {
    expect(emptyRefundForm()).toEqual({ kind: '', amount_money: '', reason: '' });
    const parsed = schema.safeParse(emptyRefundForm());
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['kind'], message: 'choose a full or a partial refund' }),
    ]);
    const blank = schema.safeParse({ kind: 'partial', amount_money: ' ', reason: '' });
    expect(blank.error?.issues).toEqual([
      expect.objectContaining({ path: ['amount_money'], message: 'is required' }),
    ]);
  });

  it('refunds everything left when full, as the contract request', () => {
    const parsed = schema.safeParse({ ...emptyRefundForm(), kind: 'full' });
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
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['amount_money'],
      message: 'must be an amount in USD such as 12.50',
    });
    const zero = schema.safeParse({ kind: 'partial', amount_money: '0', reason: '' });
    expect(zero.error?.issues[0]?.message).toBe('must be more than zero');
    const long = schema.safeParse({ kind: 'full', amount_money: '', reason: 'x'.repeat(193) });
    expect(long.error?.issues[0]?.path).toEqual(['reason']);
  });
});

describe('refund form in yen', () => {
  const yen = (amount: number) => ({ amount, currency: 'JPY' });
  const left = yen(5000);
  const inYen = refundFormSchema({ paymentId: 'pay_2', remaining: left, locale: 'en-US' });

  it('takes whole yen typed with or without the thousands comma', () => {
    for (const typed of ['1500', '1,500']) {
      const parsed = inYen.safeParse({ kind: 'partial', amount_money: typed, reason: '' });
      expect(parsed.success && parsed.data.amount_money).toEqual(yen(1500));
    }
  });

  it('refuses decimals, with an example in yen, and names the limit in yen', () => {
    const cents = inYen.safeParse({ kind: 'partial', amount_money: '12.50', reason: '' });
    expect(cents.error?.issues).toEqual([
      expect.objectContaining({
        path: ['amount_money'],
        message: 'must be an amount in JPY such as 1500',
      }),
    ]);
    const above = inYen.safeParse({ kind: 'partial', amount_money: '5,001', reason: '' });
    expect(above.error?.issues[0]?.message).toBe('must be at most ¥5,000, what is left to refund');
  });
});
