/**
 * The bare refundPayment (`POST /v2/refunds`): in one transaction, the idempotency claim (the
 * whole body hashed), the payment read, its `refunded_amount` raised, the COMPLETED refund row with
 * its share of the processing fee, the activity entry on the payment, the stored answer.
 * Mirrors `idempotency_key`, `amount_money` and `payment_id`.
 */
import { randomUUID } from 'node:crypto';
import { refundedFee } from '../../server/modules/payments/fees';
import type { Query } from './query';
import * as bare from './write-common';

type Row = bare.Row;

const REFUND_COLUMNS = [
  'id',
  'merchant_id',
  'location_id',
  'payment_id',
  'checkout_id',
  'source_type',
  'status',
  'v1_type',
  'currency',
  'amount',
  'app_fee_amount',
  'processing_fee_amount',
  'reason',
  'created_at',
  'updated_at',
] as const;

const OPERATION = 'v2.refunds.create';

/** A refund row as a generation 2 PaymentRefund, in the service's key order. */
function toPaymentRefund(r: Row) {
  const money = (amount: unknown) => ({ amount, currency: r.currency });
  const fee = r.processing_fee_amount as number;
  return {
    id: r.id,
    status: r.status,
    location_id: r.location_id,
    payment_id: r.payment_id,
    amount_money: money(r.amount),
    processing_fee:
      fee > 0
        ? [{ effective_at: r.created_at, type: 'ADJUSTMENT', amount_money: money(-fee) }]
        : [],
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

const PAYMENT = 'select * from "payments" where "merchant_id" = ? and "id" = ?';
const ADD_REFUNDED =
  'update "payments" set "refunded_amount" = "refunded_amount" + ?, "updated_at" = ? ' +
  'where "merchant_id" = ? and "id" = ?';
const insertRefund = bare.inserter('refunds', REFUND_COLUMNS);

function* refund(
  caller: bare.WriteCaller,
  key: string,
  amount: number,
  currency: string,
  paymentId: string,
): bare.Steps<string> {
  return yield* bare.idempotent(
    caller.merchantId,
    OPERATION,
    key,
    { idempotency_key: key, amount_money: { amount, currency }, payment_id: paymentId },
    function* () {
      const [payment] = yield* bare.rows(PAYMENT, [caller.merchantId, paymentId], true);
      if (!payment) throw new bare.BareRefusal(404, `Payment ${paymentId} not found`);
      if (payment.status !== 'COMPLETED') throw new bare.BareRefusal(400, 'not COMPLETED');
      if (currency !== payment.currency) throw new bare.BareRefusal(400, 'another currency');
      const remaining =
        (payment.total_amount as number) -
        (payment.refunded_amount as number) -
        (payment.refund_pending_amount as number);
      if (amount > remaining) throw new bare.BareRefusal(400, `at most ${remaining}`);
      const now = bare.nowStored();
      // payments.updated_at is milliseconds since the epoch (migration 0022).
      yield* bare.rows(ADD_REFUNDED, [amount, Date.parse(now), caller.merchantId, paymentId]);
      const row: Row = {
        id: randomUUID(),
        merchant_id: caller.merchantId,
        location_id: payment.location_id,
        payment_id: paymentId,
        checkout_id: payment.checkout_id,
        source_type: payment.source_type,
        status: 'COMPLETED',
        v1_type: null,
        currency,
        amount,
        app_fee_amount: null,
        processing_fee_amount: refundedFee(
          payment.processing_fee_amount as number,
          payment.total_amount as number,
          amount,
        ),
        reason: null,
        created_at: now,
        updated_at: now,
      };
      yield* insertRefund(row);
      yield* bare.recordActivity(
        caller,
        {
          operation: 'RefundPayment',
          area: 'payments',
          resourceType: 'payment',
          resourceId: paymentId,
          changes: [{ field: 'refund', before: null, after: row.id }],
          amount: { amount, currency },
          summary: 'refunded a payment',
        },
        randomUUID(),
      );
      return toPaymentRefund(row);
    },
  );
}

function* refundReply(...args: Parameters<typeof refund>): bare.Steps<string> {
  return `{"refund":${yield* refund(...args)}}`;
}

export const refundPaymentWrite: bare.BareWrite = {
  method: 'POST',
  path: /^\/v2\/refunds$/,
  scope: 'PAYMENTS_WRITE',
  v1: false,
  run(caller, body) {
    bare.onlyKeys(body, ['idempotency_key', 'amount_money', 'payment_id']);
    const key = bare.text(body.idempotency_key, 'idempotency_key');
    const { amount, currency } = bare.money(body.amount_money, 'amount_money', 1);
    const paymentId = bare.text(body.payment_id, 'payment_id');
    return refundReply(caller, key, amount, currency, paymentId);
  },
};

/** The rows a refundPayment answered with `reply` stored (the payment's own row is shared). */
export async function refundPaymentRows(
  query: Query,
  reply: string,
): Promise<Record<string, Row[]>> {
  const { refund } = JSON.parse(reply) as { refund: { id: string } };
  const refunds = await query('select * from "refunds" where "id" = ?', [refund.id]);
  const row = refunds[0]!;
  return {
    refunds,
    idempotency_keys: await query(
      'select * from "idempotency_keys" where "merchant_id" = ? and "operation" = ? and ' +
        '"response" like ?',
      [row.merchant_id, OPERATION, `%${refund.id}%`],
    ),
    activity_log: await query(
      'select * from "activity_log" where "resource_id" = ? and "changes" like ?',
      [row.payment_id, `%${refund.id}%`],
    ),
  };
}
