import type { Kysely } from 'kysely';
import type { PaymentT } from '@contract/payments';
import { compiledQuery } from '../../db/compiled';
import type { DB, PaymentsTable } from '../../db/schema';
import { fromMs } from '../../lib/time';
import { category, type ErrorCode } from '../errors';
import { paymentMoney } from './money';

type CardStatus = NonNullable<NonNullable<PaymentT['card_details']>['status']>;

/** The card's status that goes with a payment's (wire facts §5). */
const CARD_STATUS: Record<PaymentsTable['status'], CardStatus> = {
  APPROVED: 'AUTHORIZED',
  COMPLETED: 'CAPTURED',
  CANCELED: 'VOIDED',
  FAILED: 'FAILED',
};

/** The columns of a payment's one-line summary (search results, Today's recent payments). */
export const PAYMENT_SUMMARY_COLUMNS = [
  'id',
  'location_id',
  'created_at',
  'status',
  'total_amount',
  'currency',
  'card_brand',
  'last_4',
] as const;

/** A stored card error code as the v2 Error of `card_details.errors` and of the 402 reply. */
export function cardError(code: string, detail: string) {
  return { category: category(code as ErrorCode), code, detail };
}

const address = (json: string | null) =>
  json === null ? undefined : (JSON.parse(json) as PaymentT['billing_address']);

/** Fields that are only sent when set (a loop: the list maps a hundred rows per request). */
function optional<T extends object>(fields: T) {
  const set: Record<string, unknown> = {};
  for (const key in fields) {
    const value = fields[key];
    if (value !== null && value !== undefined) set[key] = value;
  }
  return set as { [K in keyof T]?: NonNullable<T[K]> };
}

/** What a Payment shows of one of its refunds: its id, and the fee a completed one gave back. */
export interface RefundOfPayment {
  id: string;
  status: string;
  processing_fee_amount: number;
  app_fee_amount: number | null;
  updated_at: string;
}

/**
 * The Payment's `processing_fee` (money.ts rule): the INITIAL fee when it completed, then one
 * negative ADJUSTMENT per COMPLETED refund that gave part of it back, at the refund's time, so
 * the entries add up to the fee kept (wire facts §5: an amount may be negative).
 */
function processingFeeEntries(row: PaymentsTable, refunds: readonly RefundOfPayment[]) {
  if (row.status !== 'COMPLETED' || row.processing_fee_amount <= 0) return [];
  const money = (amount: number) => ({ amount, currency: row.currency });
  return [
    {
      effective_at: fromMs(row.completed_at ?? row.updated_at),
      type: 'INITIAL' as const,
      amount_money: money(row.processing_fee_amount),
    },
    ...refunds
      .filter((r) => r.status === 'COMPLETED' && Number(r.processing_fee_amount) > 0)
      .map((r) => ({
        effective_at: r.updated_at,
        type: 'ADJUSTMENT' as const,
        amount_money: money(-Number(r.processing_fee_amount)),
      })),
  ];
}

/** The money rule's figures of a payment row and its refunds. */
export function moneyOfRow(row: PaymentsTable, refunds: readonly RefundOfPayment[]) {
  const completed = refunds.filter((r) => r.status === 'COMPLETED');
  return paymentMoney({
    ...row,
    fee_returned_amount: completed.reduce((s, r) => s + Number(r.processing_fee_amount), 0),
    app_fee_returned_amount: completed.reduce((s, r) => s + Number(r.app_fee_amount ?? 0), 0),
  });
}

/**
 * One `payments` row (a tender) as a generation 2 Payment: positive money in the row's currency,
 * the card's status from the payment's, the processing fee entries once COMPLETED (the fee kept
 * is their sum), `refunded_money` the COMPLETED refunds, `refund_ids` every refund of it (oldest
 * first, see `refundsOf`).
 */
export function toPayment(row: PaymentsTable, refunds: readonly RefundOfPayment[] = []): PaymentT {
  const refundIds = refunds.map((r) => r.id);
  const fees = processingFeeEntries(row, refunds);
  const money = (amount: number) => ({ amount, currency: row.currency });
  const isCard = row.source_type === 'CARD';
  const card = isCard
    ? {
        status: CARD_STATUS[row.status],
        card: optional({
          card_brand: row.card_brand as NonNullable<
            NonNullable<PaymentT['card_details']>['card']
          >['card_brand'],
          last_4: row.last_4,
          exp_month: row.exp_month,
          exp_year: row.exp_year,
          cardholder_name: row.cardholder_name,
          fingerprint: row.card_fingerprint,
        }),
        ...optional({
          entry_method: row.entry_method as NonNullable<PaymentT['card_details']>['entry_method'],
        }),
        ...(row.error_code !== null
          ? { errors: [cardError(row.error_code, cardErrorDetail(row.error_code))] }
          : {}),
      }
    : undefined;
  return {
    id: row.id,
    created_at: fromMs(row.created_at),
    updated_at: fromMs(row.updated_at),
    amount_money: money(row.amount),
    ...(row.tip_amount > 0 ? { tip_money: money(row.tip_amount) } : {}),
    total_money: money(row.total_amount),
    ...(row.app_fee_amount !== null ? { app_fee_money: money(row.app_fee_amount) } : {}),
    ...(fees.length > 0 ? { processing_fee: fees } : {}),
    ...(row.refunded_amount > 0 ? { refunded_money: money(row.refunded_amount) } : {}),
    status: row.status,
    source_type: row.source_type,
    ...(card ? { card_details: card } : {}),
    location_id: row.location_id,
    ...optional({
      order_id: row.order_id,
      reference_id: row.reference_id,
      customer_id: row.customer_id,
      employee_id: row.employee_id,
      buyer_email_address: row.buyer_email_address,
      note: row.note,
    }),
    ...(refundIds.length > 0 ? { refund_ids: refundIds } : {}),
    ...optional({
      billing_address: address(row.billing_address),
      shipping_address: address(row.shipping_address),
    }),
    ...(row.status === 'APPROVED' && row.capture_deadline !== null
      ? { delayed_until: fromMs(row.capture_deadline) }
      : {}),
  };
}

const DECLINE_DETAILS: Record<string, string> = {
  CARD_DECLINED: 'The card was declined.',
  VERIFY_CVV_FAILURE: 'The card verification code (CVV) was rejected.',
  VERIFY_AVS_FAILURE: 'The postal code did not match the card (AVS).',
  BAD_EXPIRATION: 'The card expiration date is missing or invalid.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  CARD_DECLINED_CALL_ISSUER: 'The card was declined; the buyer should call the issuer.',
};

/** The sentence shown for a stored card error code. */
export function cardErrorDetail(code: string): string {
  return DECLINE_DETAILS[code] ?? `The card payment failed (${code}).`;
}

const refundsQuery = compiledQuery((db: Kysely<DB>, v: { ids: string[] }) =>
  db
    .selectFrom('refunds')
    .select(['id', 'payment_id', 'status', 'processing_fee_amount', 'app_fee_amount', 'updated_at'])
    .where('payment_id', 'in', v.ids)
    .orderBy('payment_id')
    .orderBy('created_at')
    .orderBy('id'),
);

/** The refunds of many payments in one query (uses `refunds_payment`), oldest first. */
export async function refundsOf(
  db: Kysely<DB>,
  paymentIds: readonly string[],
): Promise<Map<string, RefundOfPayment[]>> {
  const byPayment = new Map<string, RefundOfPayment[]>(paymentIds.map((id) => [id, []]));
  if (paymentIds.length === 0) return byPayment;
  for (const row of await refundsQuery(db, { ids: [...paymentIds] })) {
    byPayment.get(row.payment_id)?.push({
      id: row.id,
      status: row.status,
      processing_fee_amount: Number(row.processing_fee_amount),
      app_fee_amount: row.app_fee_amount === null ? null : Number(row.app_fee_amount),
      updated_at: row.updated_at,
    });
  }
  return byPayment;
}

/** One payment with its refunds, for the operations that answer a single payment. */
export async function paymentWithRefunds(db: Kysely<DB>, row: PaymentsTable): Promise<PaymentT> {
  return toPayment(row, (await refundsOf(db, [row.id])).get(row.id) ?? []);
}
