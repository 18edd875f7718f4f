/**
 * Refunds of one payment racing over real HTTP. On PostgreSQL (a pool of connections) the
 * payment row's lock (`FOR UPDATE`) serialises them and the CHECK on the payment backs it up;
 * SQLite runs one write transaction at a time. Either way the refunds stored never add up to
 * more than the payment's total, and every reply is a 200 or a clean 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRefundT } from '@contract/refunds';
import { newId } from '../../lib/ids';
import { clientFor, type Client } from '../../testing/expectations';
import type { ApiResponse } from '../../testing/harness';
import { startTestServer, type TestServer } from '../../testing/harness';
import { REFUNDS, apiCardPayment, cardSale, paymentRow, refundBody } from '../../testing/payments';

const RACERS = 50;

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

async function storedRefunds(paymentId: string) {
  const rows = await server.db
    .selectFrom('refunds')
    .select(['id', 'amount'])
    .where('payment_id', '=', paymentId)
    .execute();
  return { count: rows.length, sum: rows.reduce((a, r) => a + Number(r.amount), 0) };
}

/** Every reply a 200 or a 400 REFUND_AMOUNT_INVALID / PAYMENT_NOT_REFUNDABLE; none a 5xx. */
function expectClean(responses: readonly ApiResponse[]) {
  for (const res of responses) {
    if (res.status === 200) continue;
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    const text = JSON.stringify(res.body);
    expect(text).toMatch(
      /REFUND_AMOUNT_INVALID|PAYMENT_NOT_REFUNDABLE|refunded in full|must be from 1 to/,
    );
  }
}

describe(`refunds racing (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('50 partial v2 refunds of one payment never refund more than its total', async () => {
    // 50 × 300 asked of 10,000: at most 33 fit.
    const paymentId = await apiCardPayment(server, 10_000);
    const responses = await Promise.all(
      Array.from({ length: RACERS }, () =>
        client.post<{ refund: PaymentRefundT }>(REFUNDS, refundBody(paymentId, 300)),
      ),
    );
    expectClean(responses);
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(33);
    const stored = await storedRefunds(paymentId);
    expect(stored).toEqual({ count: 33, sum: 9_900 });
    const row = await paymentRow(server, paymentId);
    expect(row.refunded_amount).toBe(9_900);
    expect(row.refunded_amount + row.refund_pending_amount).toBeLessThanOrEqual(row.total_amount);
  });

  it('v1 createRefund and v2 refundPayment mixed, of one tender, stay within its total', async () => {
    const s = await cardSale(server, 7_000);
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        i % 2 === 0
          ? client.post(REFUNDS, refundBody(s.paymentId, 250))
          : client.post(`/v1/${server.locationIds[0]}/refunds`, {
              payment_id: s.checkoutId,
              type: 'PARTIAL',
              reason: `race ${i}`,
              refunded_money: { amount: -250, currency_code: 'USD' },
            }),
      ),
    );
    expectClean(responses);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(28);
    expect(await storedRefunds(s.paymentId)).toEqual({ count: 28, sum: 7_000 });
    expect((await paymentRow(server, s.paymentId)).refunded_amount).toBe(7_000);
  });

  it('FULL v1 refunds racing partial ones refund each tender at most once in full', async () => {
    const s = await cardSale(server, 5_000);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 0
          ? client.post(`/v1/${server.locationIds[0]}/refunds`, {
              payment_id: s.checkoutId,
              type: 'FULL',
              reason: 'all',
            })
          : client.post(REFUNDS, refundBody(s.paymentId, 400)),
      ),
    );
    expectClean(responses);
    const stored = await storedRefunds(s.paymentId);
    expect(stored.sum).toBe(5_000);
    expect((await paymentRow(server, s.paymentId)).refunded_amount).toBe(5_000);
  });

  it('one idempotency key replayed in parallel makes one refund', async () => {
    const paymentId = await apiCardPayment(server, 4_000);
    const body = refundBody(paymentId, 1_000, { idempotency_key: newId() });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.post<{ refund: PaymentRefundT }>(REFUNDS, body)),
    );
    for (const res of responses) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new Set(responses.map((r) => r.body.refund.id)).size).toBe(1);
    expect(await storedRefunds(paymentId)).toEqual({ count: 1, sum: 1_000 });
  });
});
