/** Online orders for the API tests: an order row with its history and its card payment. */
import type { OnlineOrderAction, OnlineOrderState } from '../db/schema';
import { newId } from '../lib/ids';
import type { TestServer } from './harness';
import { apiCardPayment } from './payments';

export const ordersPath = (locationId: string, id?: string) =>
  `/v1/${locationId}/orders${id ? `/${id}` : ''}`;

/** The history a seeded order in `state` has, as the moves table records it. */
export const HISTORY_BY_STATE: Record<OnlineOrderState, OnlineOrderAction[]> = {
  PENDING: ['ORDER_PLACED'],
  OPEN: ['ORDER_PLACED', 'PAYMENT_RECEIVED'],
  COMPLETED: ['ORDER_PLACED', 'PAYMENT_RECEIVED', 'COMPLETED'],
  CANCELED: ['ORDER_PLACED', 'CANCELED'],
  REFUNDED: ['ORDER_PLACED', 'PAYMENT_RECEIVED', 'COMPLETED', 'REFUNDED'],
  REJECTED: ['ORDER_PLACED', 'DECLINED'],
};

const PAYMENT_STATUS: Record<OnlineOrderState, 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'FAILED'> = {
  PENDING: 'APPROVED',
  OPEN: 'COMPLETED',
  COMPLETED: 'COMPLETED',
  CANCELED: 'CANCELED',
  REFUNDED: 'COMPLETED',
  REJECTED: 'FAILED',
};

const STATE_AFTER: Record<OnlineOrderAction, OnlineOrderState> = {
  ORDER_PLACED: 'PENDING',
  PAYMENT_RECEIVED: 'OPEN',
  COMPLETED: 'COMPLETED',
  CANCELED: 'CANCELED',
  REFUNDED: 'REFUNDED',
  DECLINED: 'REJECTED',
  EXPIRED: 'CANCELED',
};

export interface TestOrder {
  id: string;
  /** The payment (tender) row. */
  paymentId: string;
  total: number;
}

/**
 * An order in `state` (subtotal 2,000 + shipping 500 + tax 175 − discount 200 = 2,475 unless
 * told), paid by an API card payment in the matching status, with its history written.
 */
export async function insertOrder(
  server: TestServer,
  state: OnlineOrderState,
  fields: { locationId?: string; merchantId?: string; createdAt?: string; subtotal?: number } = {},
): Promise<TestOrder> {
  const merchantId = fields.merchantId ?? server.merchantId;
  const locationId =
    fields.locationId ??
    (merchantId === server.merchantId ? server.locationIds[0]! : server.other.locationIds[0]!);
  const createdAt = fields.createdAt ?? new Date().toISOString();
  const subtotal = fields.subtotal ?? 2_000;
  const total = subtotal + 500 + 175 - 200;
  const paymentId = await apiCardPayment(server, total, {
    status: PAYMENT_STATUS[state],
    locationId,
    merchantId,
    createdAt,
  });
  const id = newId();
  await server.db
    .insertInto('online_orders')
    .values({
      id,
      merchant_id: merchantId,
      location_id: locationId,
      state,
      buyer_email: 'ada@example.com',
      buyer_note: 'Please knock',
      recipient_name: 'Ada Lovelace',
      recipient_phone_number: '+1 206 555 0100',
      shipping_address: JSON.stringify({
        address_line_1: '1 Main St',
        locality: 'Seattle',
        administrative_district_level_1: 'WA',
        postal_code: '98101',
        country: 'US',
      }),
      currency: 'USD',
      subtotal_amount: subtotal,
      shipping_amount: 500,
      tax_amount: 175,
      discount_amount: 200,
      total_amount: total,
      payment_id: paymentId,
      promo_code: 'WELCOME10',
      shipped_tracking_number: null,
      completed_note: null,
      canceled_note: null,
      refunded_note: null,
      expires_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  let from: OnlineOrderState | null = null;
  const history = HISTORY_BY_STATE[state].map((action, position) => {
    const row = {
      id: newId(),
      merchant_id: merchantId,
      order_id: id,
      position,
      action,
      from_state: from,
      to_state: STATE_AFTER[action],
      created_at: createdAt,
    };
    from = STATE_AFTER[action];
    return row;
  });
  await server.db.insertInto('online_order_history').values(history).execute();
  return { id, paymentId, total };
}
