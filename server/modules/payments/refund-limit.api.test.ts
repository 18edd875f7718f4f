/**
 * A signed-in person's refund limit, on every way of refunding (v2 refundPayment, v1 createRefund
 * PARTIAL and FULL, an online order's REFUND), on the engine under test: above the limit, 403 in
 * the path's envelope with the limit and the amount in dollars, and nothing written; at or under
 * it, the refund goes through. Tokens and the owner have no limit; a person without refunds.write
 * cannot refund at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../../testing/harness';
import { insertOrder, ordersPath } from '../../testing/orders';
import {
  apiCardPayment,
  cardSale,
  paymentRow,
  refundBody,
  REFUNDS,
  sale,
  visa,
} from '../../testing/payments';
import { signInAs, type SignedInPerson } from '../../testing/sessions';

let server: TestServer;
let limited: SignedInPerson;
const MESSAGE =
  'Your refund limit is $50.00; a refund of $80.00 needs someone with a higher limit.';

async function refundRows(paymentId: string) {
  return server.db.selectFrom('refunds').select('id').where('payment_id', '=', paymentId).execute();
}

async function idempotencyKeys() {
  const row = await server.db
    .selectFrom('idempotency_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  server = await startTestServer();
  limited = await signInAs(server, server.db, server.merchantId, {
    permissions: [
      'payments.read',
      'payments.write',
      'refunds.write',
      'orders.read',
      'orders.write',
    ],
    refundLimit: 5000,
  });
});
afterAll(async () => {
  await server.close();
});

describe('the refund limit', () => {
  it('v2 refundPayment: above the limit 403 with the amounts, nothing written; at it, refunded', async () => {
    const paymentId = await apiCardPayment(server, 10_000);
    const keys = await idempotencyKeys();
    const res = await api(server, limited).post<{ errors: { code: string; detail: string }[] }>(
      REFUNDS,
      refundBody(paymentId, 8000),
    );
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ code: 'FORBIDDEN', detail: MESSAGE });
    expect(await refundRows(paymentId)).toHaveLength(0);
    expect((await paymentRow(server, paymentId)).refunded_amount).toBe(0);
    expect(await idempotencyKeys()).toBe(keys);
    const ok = await api(server, limited).post(REFUNDS, refundBody(paymentId, 5000));
    expect(ok.status).toBe(200);
    expect((await paymentRow(server, paymentId)).refunded_amount).toBe(5000);
  });

  it('v1 createRefund PARTIAL and FULL: the limit holds in the v1 envelope', async () => {
    const s = await cardSale(server, 8000);
    const path = `/v1/${server.locationIds[0]}/refunds`;
    const partial = await api(server, limited).post<{ type: string; message: string }>(path, {
      payment_id: s.checkoutId,
      type: 'PARTIAL',
      reason: 'too much',
      refunded_money: { amount: -8000, currency_code: 'USD' },
    });
    expect(partial.status).toBe(403);
    expect(partial.body).toEqual({ type: 'forbidden', message: MESSAGE });
    const full = await api(server, limited).post<{ type: string; message: string }>(path, {
      payment_id: s.checkoutId,
      type: 'FULL',
      reason: 'all of it',
    });
    expect(full.status).toBe(403);
    expect(full.body.message).toBe(MESSAGE);
    expect(await refundRows(s.paymentId)).toHaveLength(0);
  });

  it('a FULL v1 refund of a split tender payment is held to the limit as a whole', async () => {
    const recorded = await sale(server, {
      location_id: server.locationIds[0]!,
      currency: 'USD',
      tenders: [
        { type: 'CARD', amount: 4000, card: visa() },
        { type: 'CARD', amount: 4000, card: visa('4242') },
      ],
    });
    const res = await api(server, limited).post<{ message: string }>(
      `/v1/${server.locationIds[0]}/refunds`,
      { payment_id: recorded.checkoutId, type: 'FULL', reason: 'all' },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGE);
    for (const tender of recorded.tenderIds) expect(await refundRows(tender)).toHaveLength(0);
  });

  it("an online order's REFUND is held to the limit too", async () => {
    const order = await insertOrder(server, 'COMPLETED', { subtotal: 7525 });
    expect(order.total).toBe(8000);
    const res = await api(server, limited).put<{ message: string }>(
      ordersPath(server.locationIds[0]!, order.id),
      { action: 'REFUND' },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGE);
    expect(await refundRows(order.paymentId)).toHaveLength(0);
    const row = await server.db
      .selectFrom('online_orders')
      .select('state')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('COMPLETED');
  });

  it('the owner and tokens have no limit', async () => {
    const owner = await signInAs(server, server.db, server.merchantId, { owner: true });
    const a = await apiCardPayment(server, 100_000);
    expect((await api(server, owner).post(REFUNDS, refundBody(a, 90_000))).status).toBe(200);
    const b = await apiCardPayment(server, 100_000);
    const token = await server.token(['PAYMENTS_WRITE']);
    expect((await api(server, token).post(REFUNDS, refundBody(b, 90_000))).status).toBe(200);
  });

  it('without refunds.write, a person cannot refund even within a limit', async () => {
    const cashier = await signInAs(server, server.db, server.merchantId, {
      permissions: ['payments.read', 'payments.write'],
      refundLimit: 100_000,
    });
    const paymentId = await apiCardPayment(server, 1000);
    const res = await api(server, cashier).post<{ errors: { detail: string }[] }>(
      REFUNDS,
      refundBody(paymentId, 100),
    );
    expect(res.status).toBe(403);
    expect(res.body.errors[0]!.detail).toContain('Issue refunds, up to their refund limit');
  });
});
