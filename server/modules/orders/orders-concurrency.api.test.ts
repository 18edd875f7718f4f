/**
 * Racing updates of one order over real HTTP: exactly one move is recorded from the state the
 * requests saw, the others are told the move is not allowed (400, never 5xx), and the payment is
 * voided or refunded at most once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1OrderT } from '@contract/orders';
import { clientFor, type Client, expectNo5xx, inParallel } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { paymentRow } from '../../testing/payments';
import { insertOrder, ordersPath } from '../../testing/orders';

let server: TestServer;
let client: Client;
let loc: string;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  loc = server.locationIds[0]!;
});

afterAll(async () => {
  await server?.close();
});

const N = 20;

async function historyOf(orderId: string) {
  return server.db
    .selectFrom('online_order_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

const refundsOf = (paymentId: string) =>
  server.db.selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).execute();

describe(`${N} parallel updates of one order`, () => {
  it('COMPLETE vs CANCEL of an OPEN order: one wins, the refund happens only if CANCEL won', async () => {
    const order = await insertOrder(server, 'OPEN');
    const replies = await inParallel(N, (i) =>
      client.put<V1OrderT>(ordersPath(loc, order.id), {
        action: i % 2 === 0 ? 'COMPLETE' : 'CANCEL',
      }),
    );
    expectNo5xx(replies);
    const won = replies.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ type: 'bad_request' });
    }
    const state = won[0]!.body.state;
    const history = await historyOf(order.id);
    expect(history.map((h) => h.action)).toEqual([
      'ORDER_PLACED',
      'PAYMENT_RECEIVED',
      state === 'CANCELED' ? 'CANCELED' : 'COMPLETED',
    ]);
    const refunds = await refundsOf(order.paymentId);
    expect(refunds).toHaveLength(state === 'CANCELED' ? 1 : 0);
    expect((await paymentRow(server, order.paymentId)).refunded_amount).toBe(
      state === 'CANCELED' ? order.total : 0,
    );
  });

  it('REFUND of a COMPLETED order: refunded exactly once', async () => {
    const order = await insertOrder(server, 'COMPLETED');
    const replies = await inParallel(N, () =>
      client.put<V1OrderT>(ordersPath(loc, order.id), { action: 'REFUND' }),
    );
    expectNo5xx(replies);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(N - 1);
    expect((await historyOf(order.id)).map((h) => h.action).at(-1)).toBe('REFUNDED');
    const refunds = await refundsOf(order.paymentId);
    expect(refunds.map((r) => r.amount)).toEqual([order.total]);
    expect((await paymentRow(server, order.paymentId)).refunded_amount).toBe(order.total);
  });

  it('CANCEL of a PENDING order: voided once, one CANCELED entry', async () => {
    const order = await insertOrder(server, 'PENDING');
    const replies = await inParallel(N, () =>
      client.put<V1OrderT>(ordersPath(loc, order.id), { action: 'CANCEL' }),
    );
    expectNo5xx(replies);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await historyOf(order.id)).map((h) => h.action)).toEqual(['ORDER_PLACED', 'CANCELED']);
    expect((await paymentRow(server, order.paymentId)).status).toBe('CANCELED');
    expect(await refundsOf(order.paymentId)).toEqual([]);
  });
});
