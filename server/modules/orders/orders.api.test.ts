/**
 * Online store orders (generation 1): listOrders, retrieveOrder and updateOrder with the moves
 * table of docs/decisions/2026-11-23-deposits-drawers-orders.md, each move's ledger change (void,
 * refund of what is left through the refund rule), the notes rules, paging and isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  V1OrderAction,
  V1OrderState,
  allowedActions,
  orderMove,
  type V1OrderT,
} from '@contract/orders';
import type { PaymentRefundT } from '@contract/refunds';
import type { V1PaymentT } from '@contract/v1-transactions';
import {
  clientFor,
  collectV1Pages,
  expectStatus,
  expectV1Error,
  expectV1FieldError,
  nextPageUrl,
  type Client,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { paymentRow, refundBody, REFUNDS } from '../../testing/payments';
import { HISTORY_BY_STATE, insertOrder, ordersPath } from '../../testing/orders';

let server: TestServer;
let client: Client;
let loc1: string;
let loc2: string;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [loc1 = '', loc2 = ''] = server.locationIds;
});

afterAll(async () => {
  await server?.close();
});

const put = (id: string, body: unknown, location = loc1) =>
  client.put<V1OrderT>(ordersPath(location, id), body);

const refundsOf = (paymentId: string) =>
  server.db.selectFrom('refunds').selectAll().where('payment_id', '=', paymentId).execute();

describe('the moves table', () => {
  it('is what the contract exports to the web', () => {
    expect(allowedActions('PENDING')).toEqual(['CANCEL']);
    expect(allowedActions('OPEN')).toEqual(['COMPLETE', 'CANCEL']);
    expect(allowedActions('COMPLETED')).toEqual(['REFUND']);
    for (const s of ['CANCELED', 'REFUNDED', 'REJECTED'] as const) {
      expect(allowedActions(s)).toEqual([]);
    }
    expect(ORDER_ACTIONS.COMPLETE.fields).toEqual(['shipped_tracking_number', 'completed_note']);
  });

  const cases = V1OrderState.options.flatMap((state) =>
    V1OrderAction.options.map((action) => [state, action] as const),
  );

  it.each(cases)('from %s, %s', async (state, action) => {
    const order = await insertOrder(server, state);
    const before = await paymentRow(server, order.paymentId);
    const move = orderMove(action, state);
    const res = await put(order.id, { action });
    const after = await paymentRow(server, order.paymentId);
    const refunds = await refundsOf(order.paymentId);
    if (!move) {
      expectV1Error(
        res,
        400,
        'bad_request',
        `action ${action} is not allowed for an order that is ${state}`,
      );
      const stored = await client.get<V1OrderT>(ordersPath(loc1, order.id));
      expect(stored.body.state).toBe(state);
      expect(stored.body.order_history?.map((h) => h.action)).toEqual(HISTORY_BY_STATE[state]);
      expect(after).toEqual(before);
      expect(refunds).toEqual([]);
      return;
    }
    expectStatus(res, 200);
    expect(res.body.state).toBe(move.to);
    expect(
      res.body.updated_at > res.body.created_at || res.body.updated_at === res.body.created_at,
    ).toBe(true);
    expect(res.body.order_history?.map((h) => h.action)).toEqual([
      ...HISTORY_BY_STATE[state],
      move.history,
    ]);
    const history = await server.db
      .selectFrom('online_order_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute();
    expect(history.map((h) => h.position)).toEqual(history.map((_, i) => i));
    expect(history.at(-1)).toMatchObject({ from_state: state, to_state: move.to });
    if (move.ledger === 'VOID') {
      expect(after.status).toBe('CANCELED');
      expect(refunds).toEqual([]);
    } else if (move.ledger === 'REFUND_REMAINING') {
      expect(after.refunded_amount).toBe(order.total);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({
        status: 'COMPLETED',
        amount: order.total,
        reason: action === 'CANCEL' ? 'Online order canceled' : 'Online order refunded',
      });
      expect(res.body.tender?.refunded_money).toEqual({
        amount: -order.total,
        currency_code: 'USD',
      });
    } else {
      expect(after).toEqual(before);
      expect(refunds).toEqual([]);
    }
    // Once moved, the same action from the new state follows the table again.
    const again = await put(order.id, { action });
    if (orderMove(action, move.to)) expectStatus(again, 200);
    else expectV1Error(again, 400, 'bad_request', `action ${action} is not allowed`);
  });
});

describe('updateOrder', () => {
  it('COMPLETE stores the tracking number and note; the reply has the history', async () => {
    const order = await insertOrder(server, 'OPEN');
    const res = await put(order.id, {
      action: 'COMPLETE',
      shipped_tracking_number: '1Z999AA10123456784',
      completed_note: 'Shipped with UPS',
    });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      id: order.id,
      state: 'COMPLETED',
      shipped_tracking_number: '1Z999AA10123456784',
      completed_note: 'Shipped with UPS',
      total_price_money: { amount: 2_475, currency_code: 'USD' },
      total_discount_money: { amount: -200, currency_code: 'USD' },
      tender: { id: order.paymentId, type: 'CREDIT_CARD', card_brand: 'MASTER_CARD' },
    });
    const read = await client.get<V1OrderT>(ordersPath(loc1, order.id));
    expect(read.body).toEqual(res.body);
  });

  it('CANCEL of an OPEN order refunds with the note as the reason, seen in /v2/refunds and the v1 payment', async () => {
    const order = await insertOrder(server, 'OPEN');
    const res = await put(order.id, { action: 'CANCEL', canceled_note: 'Out of stock' });
    expectStatus(res, 200);
    expect(res.body.canceled_note).toBe('Out of stock');
    const listed = await client.get<{ refunds: PaymentRefundT[] }>(
      `${REFUNDS}?location_id=${loc1}`,
    );
    const refund = listed.body.refunds.find((r) => r.payment_id === order.paymentId);
    expect(refund).toMatchObject({
      status: 'COMPLETED',
      reason: 'Out of stock',
      amount_money: { amount: order.total, currency: 'USD' },
    });
    const v1 = await client.get<V1PaymentT>(`/v1/${loc1}/payments/${res.body.payment_id}`);
    expectStatus(v1, 200);
    expect(v1.body.refunded_money).toEqual({ amount: -order.total, currency_code: 'USD' });
    expect(v1.body.refunds).toEqual([
      expect.objectContaining({ type: 'FULL', reason: 'Out of stock' }),
    ]);
  });

  it('REFUND refunds what is left after a partial refund through /v2/refunds', async () => {
    const order = await insertOrder(server, 'COMPLETED');
    expectStatus(await client.post(REFUNDS, refundBody(order.paymentId, 475)), 200);
    const res = await put(order.id, { action: 'REFUND', refunded_note: 'Damaged in transit' });
    expectStatus(res, 200);
    expect(res.body.tender?.refunded_money).toEqual({ amount: -order.total, currency_code: 'USD' });
    const refunds = await refundsOf(order.paymentId);
    expect(refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([475, order.total - 475]);
    expect(refunds.find((r) => r.amount === order.total - 475)?.reason).toBe('Damaged in transit');
    expect((await paymentRow(server, order.paymentId)).refunded_amount).toBe(order.total);
  });

  it('REFUND of a payment already refunded in full moves the order without another refund', async () => {
    const order = await insertOrder(server, 'COMPLETED');
    expectStatus(await client.post(REFUNDS, refundBody(order.paymentId, order.total)), 200);
    const res = await put(order.id, { action: 'REFUND' });
    expectStatus(res, 200);
    expect(res.body.state).toBe('REFUNDED');
    expect(await refundsOf(order.paymentId)).toHaveLength(1);
  });

  it('CANCEL of a PENDING order whose payment was already voided keeps it voided', async () => {
    const order = await insertOrder(server, 'PENDING');
    await server.db
      .updateTable('payments')
      .set({ status: 'CANCELED' })
      .where('id', '=', order.paymentId)
      .execute();
    const res = await put(order.id, { action: 'CANCEL' });
    expectStatus(res, 200);
    expect((await paymentRow(server, order.paymentId)).status).toBe('CANCELED');
  });

  const foreign: Array<[string, string, Record<string, string>]> = [
    ['COMPLETE', 'canceled_note', { canceled_note: 'x' }],
    ['COMPLETE', 'refunded_note', { refunded_note: 'x' }],
    ['CANCEL', 'shipped_tracking_number', { shipped_tracking_number: 'x' }],
    ['CANCEL', 'completed_note', { completed_note: 'x' }],
    ['CANCEL', 'refunded_note', { refunded_note: 'x' }],
    ['REFUND', 'canceled_note', { canceled_note: 'x' }],
    ['REFUND', 'shipped_tracking_number', { shipped_tracking_number: 'x' }],
  ];

  it.each(foreign)(
    '%s with %s → 400 naming the field, nothing changes',
    async (action, field, extra) => {
      const order = await insertOrder(server, action === 'REFUND' ? 'COMPLETED' : 'OPEN');
      const res = await put(order.id, { action, ...extra });
      expectV1FieldError(res, field, 'is allowed only with action');
      const read = await client.get<V1OrderT>(ordersPath(loc1, order.id));
      expect(read.body.state).toBe(action === 'REFUND' ? 'COMPLETED' : 'OPEN');
    },
  );

  it('rejects a missing, unknown or mistyped action and fields too long', async () => {
    const order = await insertOrder(server, 'OPEN');
    expectV1FieldError(await put(order.id, {}), 'action', 'is required');
    expectV1FieldError(await put(order.id, { action: 'SHIP' }), 'action');
    expectV1FieldError(await put(order.id, { action: 7 }), 'action');
    expectV1FieldError(
      await put(order.id, { action: 'COMPLETE', completed_note: 'x'.repeat(501) }),
      'completed_note',
      'must be at most 500 characters',
    );
    expectV1FieldError(
      await put(order.id, { action: 'COMPLETE', shipped_tracking_number: 'x'.repeat(129) }),
      'shipped_tracking_number',
      'must be at most 128 characters',
    );
    expectV1FieldError(
      await put(order.id, { action: 'CANCEL', canceled_note: 'x'.repeat(193) }),
      'canceled_note',
      'must be at most 192 characters',
    );
    expectV1FieldError(
      await put(order.id, { action: 'COMPLETE', completed_note: 5 }),
      'completed_note',
      'must be a string',
    );
    const read = await client.get<V1OrderT>(ordersPath(loc1, order.id));
    expect(read.body.state).toBe('OPEN');
    // At the limits it is accepted.
    expectStatus(
      await put(order.id, {
        action: 'COMPLETE',
        completed_note: 'x'.repeat(500),
        shipped_tracking_number: 'y'.repeat(128),
      }),
      200,
    );
  });
});

describe('isolation and scopes', () => {
  it('404 for another location, another merchant, an unknown location or order', async () => {
    const mine = await insertOrder(server, 'OPEN');
    const theirs = await insertOrder(server, 'OPEN', { merchantId: server.otherMerchantId });
    const otherLoc = server.other.locationIds[0]!;
    for (const [path, what] of [
      [ordersPath(loc2, mine.id), `Order ${mine.id}`],
      [ordersPath(loc1, theirs.id), `Order ${theirs.id}`],
      [ordersPath(otherLoc, theirs.id), `Location ${otherLoc}`],
      [ordersPath(loc1, 'no-such-order'), 'Order no-such-order'],
      [ordersPath('me', mine.id), 'Location me'],
    ] as const) {
      expectV1Error(await client.get(path), 404, 'not_found', `${what} was not found`);
      expectV1Error(await client.put(path, { action: 'COMPLETE' }), 404, 'not_found', what);
    }
    expectV1Error(await client.get(ordersPath(otherLoc)), 404, 'not_found', 'Location');
    const theirsRow = await server.db
      .selectFrom('online_orders')
      .select('state')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(theirsRow.state).toBe('OPEN');
  });

  it('reading needs ORDERS_READ, updating ORDERS_WRITE', async () => {
    const order = await insertOrder(server, 'OPEN');
    const reader = clientFor(server.url, await server.token(['ORDERS_READ']));
    const writer = clientFor(server.url, await server.token(['ORDERS_WRITE']));
    expectStatus(await reader.get(ordersPath(loc1)), 200);
    expectStatus(await reader.get(ordersPath(loc1, order.id)), 200);
    expectV1Error(
      await reader.put(ordersPath(loc1, order.id), { action: 'COMPLETE' }),
      403,
      'forbidden',
      '',
    );
    expectV1Error(await writer.get(ordersPath(loc1, order.id)), 403, 'forbidden', '');
    expectStatus(await writer.put(ordersPath(loc1, order.id), { action: 'COMPLETE' }), 200);
  });
});

describe('listOrders', () => {
  const ids: string[] = [];
  const states = ['PENDING', 'OPEN', 'COMPLETED', 'OPEN', 'CANCELED', 'OPEN', 'REJECTED'] as const;

  beforeAll(async () => {
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    for (const [i, state] of states.entries()) {
      const order = await insertOrder(server, state, {
        locationId: loc2,
        // Two orders share an instant: the id breaks the tie.
        createdAt: new Date(base + Math.min(i, 5) * 60_000).toISOString(),
      });
      ids.push(order.id);
    }
  });

  const byCreated = () =>
    server.db
      .selectFrom('online_orders')
      .select(['id', 'created_at', 'state'])
      .where('location_id', '=', loc2)
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  it('defaults to newest first, pages with Link, without history', async () => {
    const expected = (await byCreated()).reverse().map((o) => o.id);
    const { pages, items, urls } = await collectV1Pages<V1OrderT>(
      client,
      `${ordersPath(loc2)}?limit=2`,
    );
    expect(items.map((o) => o.id)).toEqual(expected);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    expect(urls.every((u) => u.includes(`/v1/${loc2}/orders?`))).toBe(true);
    expect(items.every((o) => o.order_history === undefined)).toBe(true);
    expect(items.every((o) => o.tender !== undefined && o.payment_id !== undefined)).toBe(true);
  });

  it('pages oldest first with order=ASC', async () => {
    const expected = (await byCreated()).map((o) => o.id);
    const { items } = await collectV1Pages<V1OrderT>(
      client,
      `${ordersPath(loc2)}?order=ASC&limit=3`,
    );
    expect(items.map((o) => o.id)).toEqual(expected);
  });

  it('filters by state (extension), paging within it', async () => {
    const open = (await byCreated()).filter((o) => o.state === 'OPEN').reverse();
    const { items, pages } = await collectV1Pages<V1OrderT>(
      client,
      `${ordersPath(loc2)}?state=OPEN&limit=2`,
    );
    expect(items.map((o) => o.id)).toEqual(open.map((o) => o.id));
    expect(pages).toHaveLength(2);
    const none = await client.get<V1OrderT[]>(`${ordersPath(loc2)}?state=REFUNDED`);
    expectStatus(none, 200);
    expect(none.body).toEqual([]);
    expect(nextPageUrl(none)).toBeUndefined();
  });

  it('limit defaults to 100 and is 1..200; bad order, state and token are 400', async () => {
    const all = await client.get<V1OrderT[]>(ordersPath(loc2));
    expect(all.body).toHaveLength(states.length);
    expect(nextPageUrl(all)).toBeUndefined();
    expectStatus(await client.get(`${ordersPath(loc2)}?limit=200`), 200);
    expectV1FieldError(await client.get(`${ordersPath(loc2)}?limit=0`), 'limit', 'must be');
    expectV1FieldError(await client.get(`${ordersPath(loc2)}?limit=201`), 'limit', 'must be');
    expectV1FieldError(await client.get(`${ordersPath(loc2)}?order=UP`), 'order');
    expectV1FieldError(await client.get(`${ordersPath(loc2)}?state=SHIPPED`), 'state');
    const first = await client.get(`${ordersPath(loc2)}?limit=2`);
    const next = nextPageUrl(first)!;
    // A token is bound to its filters.
    const token = new URL(next, 'http://x').searchParams.get('batch_token')!;
    const mixed = await client.get(`${ordersPath(loc2)}?state=OPEN&batch_token=${token}`);
    expectStatus(mixed, 400);
  });
});

describe('the Online orders page’s list: GET /app/locations/{location_id}/orders?q=', () => {
  const appPath = (location: string, query = '') =>
    `/app/locations/${location}/orders${query ? `?${query}` : ''}`;
  const found = async (query: string, location = loc1) => {
    const res = await client.get<V1OrderT[]>(appPath(location, query));
    expectStatus(res, 200);
    return res.body.map((o) => o.id);
  };
  let quartz: string;
  let marsh: string;
  let canceled: string;

  /** An order of `state` whose buyer is `email` and whose recipient is `name`. */
  const orderFor = async (state: 'OPEN' | 'CANCELED', email: string, name: string, at: string) => {
    const order = await insertOrder(server, state, { createdAt: at });
    await server.db
      .updateTable('online_orders')
      .set({ buyer_email: email, recipient_name: name })
      .where('id', '=', order.id)
      .execute();
    return order.id;
  };

  beforeAll(async () => {
    quartz = await orderFor(
      'OPEN',
      'zeb.q@example.org',
      'Zebulon Quartz',
      '2026-04-01T10:00:00.000Z',
    );
    marsh = await orderFor('OPEN', 'marsh@zebmail.test', 'Wren Marsh', '2026-04-01T11:00:00.000Z');
    canceled = await orderFor(
      'CANCELED',
      'zeb_x@example.org',
      'Zebulon Fox',
      '2026-04-01T12:00:00.000Z',
    );
    // Another merchant's order with the same buyer is never found.
    const theirs = await insertOrder(server, 'OPEN', { merchantId: server.otherMerchantId });
    await server.db
      .updateTable('online_orders')
      .set({ recipient_name: 'Zebulon Quartz' })
      .where('id', '=', theirs.id)
      .execute();
  });

  it('finds orders by every word, in the buyer email, the recipient name or the id, any case', async () => {
    expect(await found('q=zeb')).toEqual([canceled, marsh, quartz]);
    expect(await found('q=ZEBULON')).toEqual([canceled, quartz]);
    // Words in different columns: "quartz" in the name, "example.org" in the email.
    expect(await found(`q=${encodeURIComponent('quartz example.org')}`)).toEqual([quartz]);
    expect(await found(`q=${encodeURIComponent('quartz zebmail')}`)).toEqual([]);
    // Part of the order id.
    expect(await found(`q=${marsh.slice(-10).toUpperCase()}`)).toEqual([marsh]);
    // LIKE's own characters are taken literally: "_" is not "any character".
    expect(await found('q=zeb_')).toEqual([canceled]);
    expect(await found(`q=${encodeURIComponent('%')}`)).toEqual([]);
    // One location's orders only.
    expect(await found('q=zebulon', loc2)).toEqual([]);
  });

  it('keeps the state filter, the order and paging with q', async () => {
    expect(await found('q=zebulon&state=OPEN')).toEqual([quartz]);
    expect(await found('q=zeb&order=ASC')).toEqual([quartz, marsh, canceled]);
    const { items, pages } = await collectV1Pages<V1OrderT>(client, appPath(loc1, 'q=zeb&limit=2'));
    expect(items.map((o) => o.id)).toEqual([canceled, marsh, quartz]);
    expect(pages.map((p) => p.length)).toEqual([2, 1]);
    // A token is bound to its search.
    const next = nextPageUrl(await client.get(appPath(loc1, 'q=zeb&limit=2')))!;
    const token = new URL(next, 'http://x').searchParams.get('batch_token')!;
    expectStatus(await client.get(appPath(loc1, `q=zebulon&batch_token=${token}`)), 400);
  });

  it('without q is the public list', async () => {
    const app = await client.get<V1OrderT[]>(appPath(loc2));
    const v1 = await client.get<V1OrderT[]>(ordersPath(loc2));
    expectStatus(app, 200);
    expect(app.body).toEqual(v1.body);
  });

  it('refuses an empty or too long q, naming it; another merchant’s location is 404', async () => {
    for (const q of ['', '%20%20', 'x'.repeat(201)]) {
      const res = await client.get(appPath(loc1, `q=${q}`));
      expectStatus(res, 400);
      expect(JSON.stringify(res.body)).toContain('"q"');
    }
    const otherLoc = server.other.locationIds[0]!;
    expectStatus(await client.get(appPath(otherLoc, 'q=zebulon')), 404);
  });

  it('needs ORDERS_READ', async () => {
    const reader = clientFor(server.url, await server.token(['ORDERS_READ']));
    const writer = clientFor(server.url, await server.token(['ORDERS_WRITE']));
    expectStatus(await reader.get(appPath(loc1, 'q=zebulon')), 200);
    expectStatus(await writer.get(appPath(loc1, 'q=zebulon')), 403);
  });
});
