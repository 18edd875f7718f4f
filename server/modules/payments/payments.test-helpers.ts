import { expect } from 'vitest';
import type { PaymentT } from '@contract/payments';
import { newId } from '../../lib/ids';
import type { Client } from '../../testing/expectations';
import { expectStatus } from '../../testing/expectations';
import type { ApiResponse } from '../../testing/harness';

export type { Client };

export const PAYMENTS = '/v2/payments';

export const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A createPayment body: $10.00 with the approved test card and a fresh key, plus `extra`. */
export const paymentBody = (extra: Record<string, unknown> = {}) => ({
  source_id: 'cnon:card-nonce-ok',
  idempotency_key: newId(),
  amount_money: usd(1000),
  ...extra,
});

export type PaymentReply = ApiResponse<{ payment: PaymentT; errors?: unknown[] }>;

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

export const inParallel = <T>(count: number, send: (i: number) => Promise<ApiResponse<T>>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

/** No reply is a 5xx, and every reply is JSON in the v2 envelope. */
export function expectNo5xx(responses: readonly ApiResponse[]) {
  for (const r of responses) {
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
  }
}
