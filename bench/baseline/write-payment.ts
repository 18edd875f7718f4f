/**
 * The bare createPayment (`POST /v2/payments`): what the service writes, in one transaction with
 * its durability, and its JSON answer. The idempotency claim, the merchant's currency and first
 * location, the checkout (one card tender, no taxes) and payment rows, the activity entry, the
 * stored answer. Mirrors an approved test card nonce with `amount_money` only.
 */
import { randomUUID } from 'node:crypto';
import { CARD_NOT_PRESENT_RATE, processingFee } from '../../server/modules/payments/fees';
import { toPayment } from './payments';
import type { Query } from './query';
import {
  BareRefusal,
  idempotent,
  inserter,
  nowStored,
  onlyKeys,
  money,
  recordActivity,
  rows,
  text,
  type BareWrite,
  type Row,
  type Steps,
  type WriteCaller,
} from './write-common';

const CHECKOUT_COLUMNS = [
  'id',
  'merchant_id',
  'location_id',
  'origin',
  'currency',
  'is_partial',
  'completed',
  'device',
  'creator_id',
  'gross_sales_amount',
  'discount_amount',
  'net_sales_amount',
  'inclusive_tax_amount',
  'additive_tax_amount',
  'taxes',
  'created_at',
  'received_at',
  'updated_at',
] as const;

const PAYMENT_COLUMNS = [
  'id',
  'merchant_id',
  'location_id',
  'checkout_id',
  'tender_position',
  'status',
  'source_type',
  'tender_type',
  'currency',
  'amount',
  'tip_amount',
  'total_amount',
  'app_fee_amount',
  'processing_fee_amount',
  'refunded_amount',
  'refund_pending_amount',
  'tendered_amount',
  'change_back_amount',
  'card_brand',
  'last_4',
  'exp_month',
  'exp_year',
  'card_fingerprint',
  'cardholder_name',
  'entry_method',
  'error_code',
  'employee_id',
  'customer_id',
  'order_id',
  'reference_id',
  'note',
  'buyer_email_address',
  'billing_address',
  'shipping_address',
  'idempotency_key',
  'capture_deadline',
  'completed_at',
  'created_at',
  'updated_at',
] as const;

/** Every column null, for the ones a row leaves unset. */
const nulls = (columns: readonly string[]): Row =>
  Object.fromEntries(columns.map((column) => [column, null]));
const NO_CHECKOUT = nulls(CHECKOUT_COLUMNS);
const NO_PAYMENT = nulls(PAYMENT_COLUMNS);

const OPERATION = 'createPayment';
/** The approved test card (`cnon:card-nonce-ok`): VISA …1111, keyed. */
const NONCE = 'cnon:card-nonce-ok';

const CURRENCY = 'select "currency" from "merchants" where "id" = ?';
const FIRST_LOCATION =
  'select "id" from "locations" where "merchant_id" = ? order by "created_at", "id" limit 1';
const insertCheckout = inserter('checkouts', CHECKOUT_COLUMNS);
const insertPayment = inserter('payments', PAYMENT_COLUMNS);

function* create(
  caller: WriteCaller,
  key: string,
  amount: number,
  currency: string,
): Steps<string> {
  return yield* idempotent(
    caller.merchantId,
    OPERATION,
    key,
    { source_id: NONCE, amount_money: { amount, currency } },
    function* () {
      const [merchant] = yield* rows(CURRENCY, [caller.merchantId]);
      const merchantCurrency = merchant!.currency as string;
      if (currency !== merchantCurrency) {
        throw new BareRefusal(400, `amount_money.currency must be ${merchantCurrency}`);
      }
      const [location] = yield* rows(FIRST_LOCATION, [caller.merchantId]);
      if (location === undefined) throw new BareRefusal(400, 'no location');
      const locationId = location.id as string;
      // checkouts' and payments' times are milliseconds since the epoch (migration 0022).
      const now = Date.parse(nowStored());
      const checkout: Row = {
        ...NO_CHECKOUT,
        id: randomUUID(),
        merchant_id: caller.merchantId,
        location_id: locationId,
        origin: 'API',
        currency,
        is_partial: 0,
        completed: 1,
        gross_sales_amount: amount,
        discount_amount: 0,
        net_sales_amount: amount,
        inclusive_tax_amount: 0,
        additive_tax_amount: 0,
        created_at: now,
        received_at: now,
        updated_at: now,
      };
      const row: Row = {
        ...NO_PAYMENT,
        id: randomUUID(),
        merchant_id: caller.merchantId,
        location_id: locationId,
        checkout_id: checkout.id,
        tender_position: 0,
        status: 'COMPLETED',
        source_type: 'CARD',
        tender_type: 'CREDIT_CARD',
        currency,
        amount,
        tip_amount: 0,
        total_amount: amount,
        processing_fee_amount: processingFee(amount, CARD_NOT_PRESENT_RATE),
        refunded_amount: 0,
        refund_pending_amount: 0,
        card_brand: 'VISA',
        last_4: '1111',
        exp_month: 12,
        exp_year: 2030,
        entry_method: 'KEYED',
        idempotency_key: key,
        completed_at: now,
        created_at: now,
        updated_at: now,
      };
      yield* insertCheckout(checkout);
      yield* insertPayment(row);
      yield* recordActivity(
        caller,
        {
          operation: 'CreatePayment',
          area: 'payments',
          resourceType: 'payment',
          resourceId: row.id as string,
          changes: [
            { field: 'status', before: null, after: 'COMPLETED' },
            { field: 'card', before: null, after: 'VISA 1111' },
          ],
          amount: { amount, currency },
          summary: 'took a card payment',
        },
        randomUUID(),
      );
      const payment = toPayment(row, []);
      Object.assign(payment.card_details!, {
        cvv_status: 'CVV_ACCEPTED',
        avs_status: 'AVS_ACCEPTED',
      });
      return { payment };
    },
  );
}

export const createPaymentWrite: BareWrite = {
  method: 'POST',
  path: /^\/v2\/payments$/,
  scope: 'PAYMENTS_WRITE',
  v1: false,
  run(caller, body) {
    onlyKeys(body, ['idempotency_key', 'source_id', 'amount_money']);
    const key = text(body.idempotency_key, 'idempotency_key');
    if (body.source_id !== NONCE) throw new BareRefusal(400, `source_id ${NONCE} only`);
    const { amount, currency } = money(body.amount_money, 'amount_money', 1);
    return create(caller, key, amount, currency);
  },
};

/** The rows a createPayment answered with `reply` stored (for the bench's same-rows check). */
export async function createPaymentRows(
  query: Query,
  reply: string,
): Promise<Record<string, Row[]>> {
  const { payment } = JSON.parse(reply) as { payment: { id: string } };
  const payments = await query('select * from "payments" where "id" = ?', [payment.id]);
  const row = payments[0]!;
  return {
    payments,
    checkouts: await query('select * from "checkouts" where "id" = ?', [row.checkout_id]),
    idempotency_keys: await query(
      'select * from "idempotency_keys" where "merchant_id" = ? and "operation" = ? and ' +
        '"idempotency_key" = ?',
      [row.merchant_id, OPERATION, row.idempotency_key],
    ),
    activity_log: await query('select * from "activity_log" where "resource_id" = ?', [payment.id]),
  };
}
