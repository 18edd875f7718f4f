/**
 * Payments and refunds for the API tests: createPayment requests, point-of-sale sales recorded
 * through recordSale, and API card payments written as createPayment stores them.
 */
import type { PaymentT } from '@contract/payments';
import { newId } from '../lib/ids';
import { nowStored, toMs } from '../lib/time';
import { inTransaction, type MerchantContext } from '../modules/context';
import { feeRateFor, processingFee } from '../modules/payments/fees';
import { apiCheckout } from '../modules/payments/payments.service';
import { recordSale, type Sale, type SaleTender } from '../modules/payments/sales';
import { expectStatus, type Client } from './expectations';
import type { TestServer } from './harness';

export const PAYMENTS = '/v2/payments';
export const REFUNDS = '/v2/refunds';

export const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A createPayment body: $10.00 with the approved test card and a fresh key, plus `extra`. */
export const paymentBody = (extra: Record<string, unknown> = {}) => ({
  source_id: 'cnon:card-nonce-ok',
  idempotency_key: newId(),
  amount_money: usd(1000),
  ...extra,
});

export const postPayment = (client: Client, body: Record<string, unknown>) =>
  client.post<{ payment: PaymentT; errors?: unknown[] }>(PAYMENTS, body);

/** Creates a payment that must succeed. */
export async function createPayment(
  client: Client,
  extra: Record<string, unknown> = {},
): Promise<PaymentT> {
  const res = await postPayment(client, paymentBody(extra));
  expectStatus(res, 200);
  return res.body.payment;
}

/** An APPROVED payment (autocomplete false). */
export const approvedPayment = (client: Client, extra: Record<string, unknown> = {}) =>
  createPayment(client, { autocomplete: false, ...extra });

function merchantCtx(server: TestServer, merchantId = server.merchantId): MerchantContext {
  return { db: server.db, engine: server.engine, merchantId };
}

/** Records a point-of-sale sale through recordSale, in one transaction. */
export function sale(server: TestServer, s: Sale, merchantId = server.merchantId) {
  return inTransaction(merchantCtx(server, merchantId), (tctx) => recordSale(tctx, s));
}

export const visa = (last_4 = '1111', entry_method = 'EMV') => ({
  brand: 'VISA',
  last_4,
  exp_month: 12,
  exp_year: 2030,
  entry_method,
});

/** A single card tender sale of `amount` (plus `tip`), no items; returns the tender id. */
export async function cardSale(
  server: TestServer,
  amount: number,
  fields: Partial<Sale> & { tender?: Partial<SaleTender> } = {},
) {
  const { tender, ...rest } = fields;
  const recorded = await sale(server, {
    location_id: server.locationIds[0]!,
    currency: 'USD',
    tenders: [{ type: 'CARD', amount, card: visa(), ...tender }],
    ...rest,
  });
  return { ...recorded, paymentId: recorded.tenderIds[0]! };
}

/**
 * A generation 2 card payment as createPayment stores it: a checkout with origin API and one
 * CARD payment row (COMPLETED unless told), with an app fee when given.
 */
export async function apiCardPayment(
  server: TestServer,
  amount: number,
  fields: {
    status?: 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'FAILED';
    tip?: number;
    appFee?: number;
    locationId?: string;
    merchantId?: string;
    createdAt?: string;
    currency?: string;
    /** Already refunded, and refunds still pending (the row's amounts; no refund rows). */
    refunded?: number;
    pending?: number;
  } = {},
): Promise<string> {
  const now = nowStored();
  const createdAt = fields.createdAt ?? now;
  const status = fields.status ?? 'COMPLETED';
  const merchantId = fields.merchantId ?? server.merchantId;
  const locationId =
    fields.locationId ??
    (merchantId === server.merchantId ? server.locationIds[0]! : server.other.locationIds[0]!);
  const currency = fields.currency ?? 'USD';
  const tip = fields.tip ?? 0;
  const total = amount + tip;
  const checkout = apiCheckout({
    merchantId,
    locationId,
    currency,
    amount,
    completed: status === 'COMPLETED',
    at: createdAt,
  });
  const id = newId();
  await server.db.transaction().execute(async (trx) => {
    await trx.insertInto('checkouts').values(checkout).execute();
    await trx
      .insertInto('payments')
      .values({
        id,
        merchant_id: merchantId,
        location_id: locationId,
        checkout_id: checkout.id,
        tender_position: 0,
        status,
        source_type: 'CARD',
        tender_type: 'CREDIT_CARD',
        currency,
        amount,
        tip_amount: tip,
        total_amount: total,
        app_fee_amount: fields.appFee ?? null,
        processing_fee_amount:
          status === 'COMPLETED' ? processingFee(total, feeRateFor('CARD', 'KEYED')) : 0,
        refunded_amount: fields.refunded ?? 0,
        refund_pending_amount: fields.pending ?? 0,
        tendered_amount: null,
        change_back_amount: null,
        card_brand: 'MASTERCARD',
        last_4: '4444',
        exp_month: 11,
        exp_year: 2031,
        card_fingerprint: null,
        cardholder_name: null,
        entry_method: 'KEYED',
        error_code: null,
        employee_id: null,
        customer_id: null,
        order_id: null,
        reference_id: null,
        note: null,
        buyer_email_address: null,
        billing_address: null,
        shipping_address: null,
        idempotency_key: null,
        capture_deadline: null,
        completed_at: status === 'COMPLETED' ? toMs(createdAt) : null,
        created_at: toMs(createdAt),
        updated_at: toMs(createdAt),
      })
      .execute();
  });
  return id;
}

export function refundBody(
  paymentId: string,
  amount: number,
  fields: Record<string, unknown> = {},
) {
  return {
    idempotency_key: newId(),
    payment_id: paymentId,
    amount_money: { amount, currency: 'USD' },
    ...fields,
  };
}

export const paymentRow = (server: TestServer, id: string) =>
  server.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
