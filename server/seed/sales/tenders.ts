/**
 * Payment rows (one per tender, with its processing fee, card or cash details) and their refunds,
 * full or partial, with each payment's refunded and pending sums.
 */
import type { PaymentsTable, RefundStatus } from '../../db/schema';
import { feeRateFor, processingFee, refundedFee } from '../../modules/payments/fees';
import { DAY, HOUR, MINUTE } from '../core';
import { CARD_BRANDS, CARDHOLDERS, REFUND_REASONS } from './catalog';
import { iso, type SalesLedger, type Tender } from './ledger';
import type { Shop } from './shops';

/** One tender of a checkout as its payment row, with the refunds planned for it. */
export function writeTender(
  sales: SalesLedger,
  shop: Shop,
  t: {
    checkoutId: string;
    checkoutSeq: number;
    position: number;
    tender: Tender;
    at: number;
    updatedAt: number;
    employee: string | null;
    origin: 'POS' | 'API';
    splitTender: boolean;
    api?: Pick<
      PaymentsTable,
      | 'reference_id'
      | 'note'
      | 'idempotency_key'
      | 'customer_id'
      | 'buyer_email_address'
      | 'capture_deadline'
    >;
  },
): void {
  const rng = sales.rng;
  const { tender } = t;
  const card = tender.source === 'CARD';
  const total = tender.amount + tender.tip;
  const fee =
    tender.status === 'COMPLETED'
      ? processingFee(total, feeRateFor(tender.source, tender.entryMethod))
      : 0;
  const id = rng.uuid();
  // Cash: the exact amount, or the next bill up; the change is what is left.
  const unit = rng.pick([100, 500, 1000, 2000]);
  const cashTendered = card ? null : rng.chance(0.3) ? total : Math.ceil(total / unit) * unit;

  const refunds =
    tender.status === 'COMPLETED'
      ? planRefunds(sales, total, t.updatedAt, card, t.splitTender)
      : [];
  let refunded = 0;
  let pending = 0;
  let updatedAt = t.updatedAt;
  const paymentSeq = sales.paymentSeq++;
  const payment: PaymentsTable = {
    id,
    merchant_id: sales.merchantId,
    location_id: shop.location.row.id,
    checkout_id: t.checkoutId,
    tender_position: t.position,
    status: tender.status,
    source_type: tender.source,
    tender_type: card ? 'CREDIT_CARD' : 'CASH',
    currency: sales.currency,
    amount: tender.amount,
    tip_amount: tender.tip,
    total_amount: total,
    app_fee_amount: null,
    processing_fee_amount: fee,
    refunded_amount: 0,
    refund_pending_amount: 0,
    tendered_amount: cashTendered,
    change_back_amount: cashTendered === null ? null : cashTendered - total,
    card_brand: card ? rng.weighted(CARD_BRANDS) : null,
    last_4: card ? String(rng.int(0, 9999)).padStart(4, '0') : null,
    exp_month: card ? rng.int(1, 12) : null,
    exp_year: card ? new Date(t.at).getUTCFullYear() + rng.int(1, 5) : null,
    card_fingerprint: card ? `sq-1-${rng.uuid().replace(/-/g, '')}` : null,
    cardholder_name: card && (t.origin === 'API' || rng.chance(0.3)) ? rng.pick(CARDHOLDERS) : null,
    entry_method: card ? tender.entryMethod : null,
    error_code: tender.errorCode ?? null,
    employee_id: t.employee,
    customer_id: t.api?.customer_id ?? null,
    order_id: null,
    reference_id: t.api?.reference_id ?? null,
    note: t.api?.note ?? null,
    buyer_email_address: t.api?.buyer_email_address ?? null,
    billing_address: null,
    shipping_address: null,
    idempotency_key: t.api?.idempotency_key ?? null,
    capture_deadline: t.api?.capture_deadline ?? null,
    completed_at: tender.status === 'COMPLETED' ? t.updatedAt : null,
    created_at: t.at,
    updated_at: 0,
  };
  for (const refund of refunds) {
    if (refund.status === 'COMPLETED') refunded += refund.amount;
    if (refund.status === 'PENDING') pending += refund.amount;
    updatedAt = Math.max(updatedAt, refund.updatedAt);
  }
  payment.refunded_amount = refunded;
  payment.refund_pending_amount = pending;
  payment.updated_at = updatedAt;
  sales.payments.add(payment, t.checkoutSeq);
  for (const refund of refunds) {
    sales.refunds.add(
      {
        id: rng.uuid(),
        merchant_id: sales.merchantId,
        location_id: shop.location.row.id,
        payment_id: id,
        checkout_id: t.checkoutId,
        source_type: tender.source,
        status: refund.status,
        v1_type:
          t.origin === 'POS'
            ? refund.amount === total && !t.splitTender
              ? 'FULL'
              : 'PARTIAL'
            : null,
        currency: sales.currency,
        amount: refund.amount,
        app_fee_amount: null,
        processing_fee_amount:
          refund.status === 'REJECTED' ? 0 : refundedFee(fee, total, refund.amount),
        reason: refund.reason,
        created_at: iso(refund.createdAt),
        updated_at: iso(refund.updatedAt),
      },
      paymentSeq,
    );
  }
}

/**
 * Refunds of a completed payment of `total`: about 2.5 % of card payments (1 % of cash) get
 * one, full or partial, sometimes a second partial one; never more than the total.
 */
function planRefunds(
  sales: SalesLedger,
  total: number,
  since: number,
  card: boolean,
  split: boolean,
) {
  const rng = sales.rng;
  const plans: Array<{
    amount: number;
    status: RefundStatus;
    reason: string;
    createdAt: number;
    updatedAt: number;
  }> = [];
  if (!rng.chance(card ? 0.025 : 0.01)) return plans;
  let remaining = total;
  let after = since;
  const count = rng.chance(0.15) ? 2 : 1;
  for (let i = 0; i < count && remaining > 0; i++) {
    const createdAt = after + rng.int(5 * MINUTE, 10 * DAY);
    if (createdAt > sales.nowMs - MINUTE) break;
    const full = i === 0 && count === 1 && !split && rng.chance(0.55);
    const amount = full
      ? remaining
      : Math.max(1, Math.min(remaining, Math.round(total * (0.15 + 0.35 * rng.float()))));
    const recent = sales.nowMs - createdAt < 2 * DAY;
    const status: RefundStatus =
      card && recent && rng.chance(0.4)
        ? 'PENDING'
        : card && rng.chance(0.04)
          ? 'REJECTED'
          : 'COMPLETED';
    const updatedAt =
      status === 'PENDING'
        ? createdAt
        : Math.min(sales.nowMs, createdAt + rng.int(MINUTE, status === 'REJECTED' ? DAY : HOUR));
    plans.push({ amount, status, reason: rng.pick(REFUND_REASONS), createdAt, updatedAt });
    if (status !== 'REJECTED') remaining -= amount;
    after = createdAt;
  }
  return plans;
}
