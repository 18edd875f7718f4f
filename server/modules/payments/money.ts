/**
 * The one money rule of a payment (docs/decisions/2026-11-25-one-money-rule.md): fee, net,
 * refunded and left to refund, from the stored columns. Every view reads it from here: the v2
 * Payment's processing fee entries, the app's money of a payment, the totals bar, the CSV export
 * and the deposits' refund entries. Linear in its inputs for a COMPLETED payment, so the sums of
 * many completed payments' parts give the money of the sum (the totals use that).
 */
export interface MoneyParts {
  status: string;
  total_amount: number;
  /** COMPLETED refunds. */
  refunded_amount: number;
  /** PENDING refunds: not yet returned, but no longer refundable. */
  refund_pending_amount: number;
  /** The fee charged when the payment completed (the INITIAL entry). */
  processing_fee_amount: number;
  /** The fee its COMPLETED refunds gave back (fees.ts `refundedFee`, one per refund). */
  fee_returned_amount: number;
  app_fee_amount: number | null;
  /** The app fee its COMPLETED refunds gave back (their `app_fee_money`). */
  app_fee_returned_amount: number;
}

export interface PaymentMoney {
  total: number;
  refunded: number;
  pending_refunds: number;
  /** The fee kept: charged − given back by completed refunds. */
  processing_fee: number;
  processing_fee_charged: number;
  processing_fee_returned: number;
  /** The app fee kept. */
  app_fee: number;
  /** What the merchant keeps: total − refunded − fee kept − app fee kept; 0 unless COMPLETED. */
  net: number;
  /** total − completed refunds − pending refunds; 0 unless COMPLETED. */
  left_to_refund: number;
}

export function paymentMoney(p: MoneyParts): PaymentMoney {
  const completed = p.status === 'COMPLETED';
  const feeCharged = completed ? Number(p.processing_fee_amount) : 0;
  const feeReturned = completed ? Number(p.fee_returned_amount) : 0;
  const fee = feeCharged - feeReturned;
  const appFee = completed ? Number(p.app_fee_amount ?? 0) - Number(p.app_fee_returned_amount) : 0;
  const total = Number(p.total_amount);
  const refunded = Number(p.refunded_amount);
  const pending = Number(p.refund_pending_amount);
  return {
    total,
    refunded,
    pending_refunds: pending,
    processing_fee: fee,
    processing_fee_charged: feeCharged,
    processing_fee_returned: feeReturned,
    app_fee: appFee,
    net: completed ? total - refunded - fee - appFee : 0,
    left_to_refund: completed ? Math.max(0, total - refunded - pending) : 0,
  };
}
