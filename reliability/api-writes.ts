/**
 * Requests that make the suite's resources through the API, failing loudly when the service
 * does not answer 200: v1 and v2 creates, the one item of a per-merchant list, payments and
 * refunds.
 */
import { newId } from '../server/lib/ids';
import type { TestServer } from '../server/testing/harness';
import { jsonRequest } from './http';

/** A v1 create (the resource in and out); returns the created resource. */
export async function created(
  server: TestServer,
  token: string,
  path: string,
  body: unknown,
): Promise<{ id: string }> {
  const res = await jsonRequest<{ id: string }>(server.url, 'POST', path, token, body);
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
  return res.body;
}

/** A v2 create (`{wrapper: {…}}` in and out); returns the created resource. */
export async function createdV2<T extends { id: string }>(
  server: TestServer,
  token: string,
  path: string,
  wrapper: string,
  resource: Record<string, unknown>,
): Promise<T> {
  const res = await jsonRequest<Record<string, T>>(server.url, 'POST', path, token, {
    [wrapper]: resource,
  });
  const made = res.body[wrapper];
  if (res.status !== 200 || !made) {
    throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
  }
  return made;
}

/** The one item of a v2 list that holds one resource per merchant. */
export async function onlyItem(server: TestServer, token: string, path: string, key: string) {
  const res = await jsonRequest<Record<string, { id: string }[]>>(server.url, 'GET', path, token);
  const items = res.body[key];
  if (res.status !== 200 || items?.length !== 1) {
    throw new Error(`GET ${path} answered ${res.status}: ${res.text} (want exactly one)`);
  }
  return items[0]!;
}

/** A v2 createPayment with the test nonce the card simulator approves; returns the payment id. */
export async function newPayment(
  url: string,
  token: string,
  amount: number,
  options: { autocomplete?: boolean; locationId?: string } = {},
): Promise<string> {
  const res = await jsonRequest<{ payment?: { id: string } }>(url, 'POST', '/v2/payments', token, {
    idempotency_key: newId(),
    source_id: 'cnon:card-nonce-ok',
    amount_money: { amount, currency: 'USD' },
    autocomplete: options.autocomplete ?? true,
    ...(options.locationId === undefined ? {} : { location_id: options.locationId }),
  });
  if (res.status !== 200 || !res.body.payment) {
    throw new Error(`POST /v2/payments answered ${res.status}: ${res.text}`);
  }
  return res.body.payment.id;
}

/** A v2 refund of `amount` of `paymentId`; returns the refund id. */
export async function newRefund(url: string, token: string, paymentId: string, amount: number) {
  const res = await jsonRequest<{ refund?: { id: string } }>(url, 'POST', '/v2/refunds', token, {
    idempotency_key: newId(),
    payment_id: paymentId,
    amount_money: { amount, currency: 'USD' },
  });
  if (res.status !== 200 || !res.body.refund) {
    throw new Error(`POST /v2/refunds answered ${res.status}: ${res.text}`);
  }
  return res.body.refund.id;
}
