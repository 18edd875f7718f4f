/**
 * An existing client of the reference wire format, unchanged: Square's 2019 JavaScript SDK
 * (`square-connect@2.20190814.2`) lists, retrieves and updates online store orders through
 * V1TransactionsApi against this service, paging with the Link header it hands back.
 */
import SquareConnect from 'square-connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { insertOrder } from '../../testing/orders';

/** The SDK's order operations (its models, as plain objects). */
interface SdkOrder {
  id: string;
  state: string;
  total_price_money: { amount: number; currency_code: string };
  total_discount_money: { amount: number };
  shipping_address?: { locality?: string };
  tender?: { id: string; refunded_money: { amount: number } };
  order_history?: Array<{ action: string; created_at: string }>;
  completed_note?: string;
  canceled_note?: string;
}
interface OrdersApi {
  listOrders(locationId: string, opts?: Record<string, unknown>): Promise<SdkOrder[]>;
  listOrdersWithHttpInfo(
    locationId: string,
    opts?: Record<string, unknown>,
  ): Promise<{ data: SdkOrder[]; response: { headers: Record<string, string | undefined> } }>;
  retrieveOrder(locationId: string, orderId: string): Promise<SdkOrder>;
  updateOrder(
    locationId: string,
    orderId: string,
    body: Record<string, unknown>,
  ): Promise<SdkOrder>;
}

interface SdkError {
  status: number;
  response: { text: string };
}

async function rejection(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('expected the SDK call to be rejected');
}

describe(`Square's 2019 SDK: online orders (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let server: TestServer;
  let loc: string;
  const orders = new SquareConnect.V1TransactionsApi() as unknown as OrdersApi;

  beforeAll(async () => {
    server = await startTestServer();
    const client = SquareConnect.ApiClient.instance;
    client.basePath = server.url;
    client.authentications.oauth2.accessToken = await server.token();
    loc = server.locationIds[0]!;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists (paging by the Link header), retrieves and updates an order', async () => {
    const base = Date.parse('2026-02-01T10:00:00.000Z');
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await insertOrder(server, 'OPEN', { createdAt: new Date(base + i * 60_000).toISOString() }),
      );
    }
    const first = await orders.listOrdersWithHttpInfo(loc, { order: 'ASC', limit: 2 });
    expect(first.data.map((o) => o.id)).toEqual([made[0]!.id, made[1]!.id]);
    const link = first.response.headers.link ?? '';
    const token = new URL(/<([^>]+)>/.exec(link)![1]!, server.url).searchParams.get('batch_token');
    const second = await orders.listOrders(loc, { order: 'ASC', limit: 2, batchToken: token });
    expect(second.map((o) => o.id)).toEqual([made[2]!.id]);
    expect(second[0]).toMatchObject({
      state: 'OPEN',
      total_price_money: { amount: made[2]!.total, currency_code: 'USD' },
      total_discount_money: { amount: -200 },
      shipping_address: { locality: 'Seattle' },
      tender: { id: made[2]!.paymentId },
    });

    const order = await orders.retrieveOrder(loc, made[0]!.id);
    expect(order.order_history?.map((h) => h.action)).toEqual(['ORDER_PLACED', 'PAYMENT_RECEIVED']);

    const completed = await orders.updateOrder(loc, made[0]!.id, {
      action: 'COMPLETE',
      completed_note: 'Shipped',
    });
    expect(completed.state).toBe('COMPLETED');
    expect(completed.completed_note).toBe('Shipped');

    const canceled = await orders.updateOrder(loc, made[1]!.id, {
      action: 'CANCEL',
      canceled_note: 'Buyer asked',
    });
    expect(canceled.state).toBe('CANCELED');
    expect(canceled.tender?.refunded_money.amount).toBe(-made[1]!.total);
    expect(canceled.order_history?.map((h) => h.action).at(-1)).toBe('CANCELED');

    const refused = await rejection(orders.updateOrder(loc, made[1]!.id, { action: 'COMPLETE' }));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.response.text)).toMatchObject({ type: 'bad_request' });
  });
});
