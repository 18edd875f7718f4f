import type { Kysely } from 'kysely';
import type { PaymentT } from '@contract/payments';
import { compiledQuery } from '../../db/compiled';
import type { DB, PaymentsTable } from '../../db/schema';
import { category, type ErrorCode } from '../../http/errors';

type CardStatus = NonNullable<NonNullable<PaymentT['card_details']>['status']>;

/** The card's status that goes with a payment's (wire facts §5). */
export const CARD_STATUS: Record<PaymentsTable['status'], CardStatus> = {
  APPROVED: 'AUTHORIZED',
  COMPLETED: 'CAPTURED',
  CANCELED: 'VOIDED',
  FAILED: 'FAILED',
};

/** A stored card error code as the v2 Error of `card_details.errors` and of the 402 reply. */
export function cardError(code: string, detail: string) {
  return { category: category(code as ErrorCode), code, detail };
}

const address = (json: string | null) =>
  json === null ? undefined : (JSON.parse(json) as PaymentT['billing_address']);

/** Fields that are only sent when set. */
function optional<T extends object>(fields: T) {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== null && v !== undefined),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}

/**
 * One `payments` row (a tender) as a generation 2 Payment: positive money in the row's currency,
 * the card's status from the payment's, the processing fee once COMPLETED, `refunded_money` the
 * COMPLETED refunds, `refund_ids` every refund of it (oldest first, see `refundIdsOf`).
 */
export function toPayment(row: PaymentsTable, refundIds: readonly string[] = []): PaymentT {
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
    created_at: row.created_at,
    updated_at: row.updated_at,
    amount_money: money(row.amount),
    ...(row.tip_amount > 0 ? { tip_money: money(row.tip_amount) } : {}),
    total_money: money(row.total_amount),
    ...(row.app_fee_amount !== null ? { app_fee_money: money(row.app_fee_amount) } : {}),
    ...(row.status === 'COMPLETED' && row.processing_fee_amount > 0
      ? {
          processing_fee: [
            {
              effective_at: row.completed_at ?? row.updated_at,
              type: 'INITIAL' as const,
              amount_money: money(row.processing_fee_amount),
            },
          ],
        }
      : {}),
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
    ...(refundIds.length > 0 ? { refund_ids: [...refundIds] } : {}),
    ...optional({
      billing_address: address(row.billing_address),
      shipping_address: address(row.shipping_address),
    }),
    ...(row.status === 'APPROVED' && row.capture_deadline !== null
      ? { delayed_until: row.capture_deadline }
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

const refundIdsQuery = compiledQuery((db: Kysely<DB>, v: { ids: string[] }) =>
  db
    .selectFrom('refunds')
    .select(['id', 'payment_id'])
    .where('payment_id', 'in', v.ids)
    .orderBy('payment_id')
    .orderBy('created_at')
    .orderBy('id'),
);

/** The refund ids of many payments in one query (uses `refunds_payment`), oldest first. */
export async function refundIdsOf(
  db: Kysely<DB>,
  paymentIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byPayment = new Map<string, string[]>(paymentIds.map((id) => [id, []]));
  if (paymentIds.length === 0) return byPayment;
  for (const row of await refundIdsQuery(db, { ids: [...paymentIds] })) {
    byPayment.get(row.payment_id)?.push(row.id);
  }
  return byPayment;
}

/** One payment with its refund ids, for the operations that answer a single payment. */
export async function paymentWithRefunds(db: Kysely<DB>, row: PaymentsTable): Promise<PaymentT> {
  return toPayment(row, (await refundIdsOf(db, [row.id])).get(row.id) ?? []);
}
