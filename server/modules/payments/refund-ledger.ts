import type { Kysely, Selectable } from 'kysely';
import { compiledQuery, type RowValues } from '../../db/compiled';
import type { DB, PaymentsTable, RefundsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored, toMs } from '../../lib/time';
import { recordActivity } from '../activity';
import { findOwned, type MerchantContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { refundedFee } from './fees';

export type PaymentRow = Selectable<PaymentsTable>;
export type RefundRow = Selectable<RefundsTable>;

/** The request fields a refund's errors name: each generation spells them its own way. */
interface RefundFields {
  paymentId: string;
  amount: string;
  currency: string;
  appFee?: string;
}

export interface RefundRequest {
  paymentId: string;
  /** Positive minor units; `'REMAINING'` refunds what is left (a v1 FULL refund). */
  amount: number | 'REMAINING';
  currency?: string;
  appFee?: number;
  reason?: string | undefined;
  /** FULL or PARTIAL when made through generation 1. */
  v1Type?: 'FULL' | 'PARTIAL';
  /** One instant for every refund of one request (a FULL refund of a split tender payment). */
  now?: string;
  /** The refund's id (default random); the demo generator passes a seeded one. */
  id?: string;
  /**
   * The caller checked the refund limit against a larger whole already (a FULL refund of a split
   * tender payment, refunded tender by tender).
   */
  limitChecked?: boolean;
  fields: RefundFields;
}

/** What is still refundable of a payment: its total minus completed and pending refunds. */
export const remainingOf = (p: PaymentRow) =>
  p.total_amount - p.refunded_amount - p.refund_pending_amount;

/**
 * Locks the payment (tender) row for the rest of the transaction: `FOR UPDATE` on PostgreSQL, so
 * concurrent refunds of one payment run one after another and each reads the amounts the one
 * before it committed; SQLite runs one write transaction at a time.
 */
export function lockPayment(tctx: MerchantContext, paymentId: string): Promise<PaymentRow> {
  return findOwned(tctx, 'payments', paymentId, 'Payment', { lock: true });
}

/** `minor` units of `currency` as a manager reads them, e.g. $80.00. */
function formatMoney(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/**
 * The refund limit of the person refunding (`ctx.actor`, a signed-in person's limit; tokens and
 * the owner have none): a refund of `amount` above it is refused, before anything is written.
 */
export function checkRefundLimit(ctx: MerchantContext, amount: number, currency: string): void {
  const limit = ctx.actor?.refundLimit;
  if (limit === null || limit === undefined || amount <= limit) return;
  throw new DomainError(
    'FORBIDDEN',
    `Your refund limit is ${formatMoney(limit, currency)}; a refund of ` +
      `${formatMoney(amount, currency)} needs someone with a higher limit.`,
  );
}

export function notRefundable(field: string, detail: string) {
  return new DomainError('PAYMENT_NOT_REFUNDABLE', `${field}: ${detail}`, field);
}

// A refund's two writes, built and compiled once.
const addRefunded = compiledQuery(
  (db: Kysely<DB>, v: { merchant_id: string; id: string; amount: number; now: number }) =>
    db
      .updateTable('payments')
      .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', v.amount), updated_at: v.now }))
      .where('merchant_id', '=', v.merchant_id)
      .where('id', '=', v.id),
);
const insertRefund = compiledQuery((db: Kysely<DB>, v: RowValues<RefundRow>) =>
  db.insertInto('refunds').values(v),
);

/**
 * The refund rule of both generations, in the caller's transaction: the payment must be
 * COMPLETED, the amount positive, in the payment's currency and at most its total minus its
 * completed and pending refunds; an app fee at most the amount and only if the payment had one.
 * The refund is COMPLETED at once (no processor round trip here), so it adds to the payment's
 * `refunded_amount`; it gives back its share of the processing fee (fees.ts `refundedFee`). A
 * signed-in person's refund limit holds here, for every way of refunding (`checkRefundLimit`).
 */
export async function recordRefund(
  tctx: MerchantContext,
  request: RefundRequest,
  locked?: PaymentRow,
): Promise<RefundRow> {
  const f = request.fields;
  const payment = locked ?? (await lockPayment(tctx, request.paymentId));
  if (payment.status !== 'COMPLETED') {
    throw notRefundable(
      f.paymentId,
      `payment ${payment.id} is ${payment.status}; only a COMPLETED payment can be refunded`,
    );
  }
  if (request.currency !== undefined && request.currency !== payment.currency) {
    throw invalidField(f.currency, `must be ${payment.currency}, the currency of the payment`);
  }
  const remaining = remainingOf(payment);
  const amount = request.amount === 'REMAINING' ? remaining : request.amount;
  if (amount <= 0 || amount > remaining) {
    throw new DomainError(
      'REFUND_AMOUNT_INVALID',
      remaining === 0
        ? `${f.amount} cannot be refunded: payment ${payment.id} has been refunded in full`
        : `${f.amount} must be from 1 to ${remaining}, the remaining amount of payment ` +
            `${payment.id} (total ${payment.total_amount}, refunded ${payment.refunded_amount}, ` +
            `pending ${payment.refund_pending_amount})`,
      f.amount,
    );
  }
  if (!request.limitChecked) checkRefundLimit(tctx, amount, payment.currency);
  if (request.appFee !== undefined) {
    const field = f.appFee ?? 'app_fee_money';
    if (!payment.app_fee_amount) {
      throw invalidField(field, 'is allowed only when the payment had an app fee');
    }
    if (request.appFee > amount) {
      throw invalidField(field, `must be at most the refunded amount ${amount}`, 'VALUE_TOO_HIGH');
    }
  }
  const now = request.now ?? nowStored();
  await addRefunded(tctx.db, {
    merchant_id: tctx.merchantId,
    id: payment.id,
    amount,
    now: toMs(now),
  });
  const row: RefundRow = {
    id: request.id ?? newId(),
    merchant_id: tctx.merchantId,
    location_id: payment.location_id,
    payment_id: payment.id,
    checkout_id: payment.checkout_id,
    source_type: payment.source_type,
    status: 'COMPLETED',
    v1_type: request.v1Type ?? null,
    currency: payment.currency,
    amount,
    app_fee_amount: request.appFee ?? null,
    processing_fee_amount: refundedFee(payment.processing_fee_amount, payment.total_amount, amount),
    reason: request.reason ?? null,
    created_at: now,
    updated_at: now,
  };
  await insertRefund(tctx.db, row);
  return row;
}

/**
 * A refund request in the activity log: one entry for the operation, on the payment it refunds
 * (so the payment's own history shows it), with the refunds it made and the amount given back.
 */
export async function recordRefundActivity(
  tctx: MerchantContext,
  operation: 'RefundPayment' | 'V1CreateRefund',
  paymentId: string,
  rows: readonly RefundRow[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const amount = rows.reduce((sum, r) => sum + r.amount, 0);
  await recordActivity(tctx, {
    operation,
    area: 'payments',
    resourceType: 'payment',
    resourceId: paymentId,
    changes: rows.map((r) => ({ field: 'refund', before: null, after: r.id })),
    amount: { amount, currency: first.currency },
    summary: first.reason ? `refunded a payment (${first.reason})` : 'refunded a payment',
  });
}
