import { describe, expect, it } from 'vitest';
import { paymentMoney, type MoneyParts } from './money';

const base: MoneyParts = {
  status: 'COMPLETED',
  total_amount: 10_000,
  refunded_amount: 2_500,
  refund_pending_amount: 1_000,
  processing_fee_amount: 320,
  fee_returned_amount: 80,
  app_fee_amount: 200,
  app_fee_returned_amount: 50,
};

describe('the one money rule', () => {
  it('keeps the fee less what refunds gave back, and nets it and the app fee kept', () => {
    expect(paymentMoney(base)).toEqual({
      total: 10_000,
      refunded: 2_500,
      pending_refunds: 1_000,
      processing_fee: 240,
      processing_fee_charged: 320,
      processing_fee_returned: 80,
      app_fee: 150,
      net: 10_000 - 2_500 - 240 - 150,
      left_to_refund: 10_000 - 2_500 - 1_000,
    });
  });

  it('moves nothing before the payment completes', () => {
    expect(paymentMoney({ ...base, status: 'APPROVED', refunded_amount: 0 })).toMatchObject({
      processing_fee: 0,
      app_fee: 0,
      net: 0,
      left_to_refund: 0,
    });
  });

  it('is linear: the money of summed parts is the sum of the money (the totals rely on it)', () => {
    const other = { ...base, total_amount: 4_321, refunded_amount: 0, fee_returned_amount: 0 };
    const sum = (k: keyof MoneyParts) => Number(base[k] ?? 0) + Number(other[k] ?? 0);
    const summed = paymentMoney({
      status: 'COMPLETED',
      total_amount: sum('total_amount'),
      refunded_amount: sum('refunded_amount'),
      refund_pending_amount: sum('refund_pending_amount'),
      processing_fee_amount: sum('processing_fee_amount'),
      fee_returned_amount: sum('fee_returned_amount'),
      app_fee_amount: sum('app_fee_amount'),
      app_fee_returned_amount: sum('app_fee_returned_amount'),
    });
    expect(summed.net).toBe(paymentMoney(base).net + paymentMoney(other).net);
    expect(summed.processing_fee).toBe(
      paymentMoney(base).processing_fee + paymentMoney(other).processing_fee,
    );
  });
});
