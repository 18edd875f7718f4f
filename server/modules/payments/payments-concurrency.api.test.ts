/**
 * Payments under concurrent requests over real HTTP. On PostgreSQL (a pool of connections) the
 * idempotency key's primary key, the payments' unique (merchant, key) index and the payment row
 * lock (`FOR UPDATE`) do the work; SQLite runs one transaction at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentT } from '@contract/payments';
import { newId } from '../../lib/ids';
import { clientFor, expectNo5xx, inParallel, type Client } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { PAYMENTS, approvedPayment, paymentBody, postPayment } from '../../testing/payments';

let server: TestServer;
let client: Client;

const paymentsWithKey = (key: string) =>
  server.db
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('merchant_id', '=', server.merchantId)
    .where('idempotency_key', '=', key)
    .execute();

const checkoutCount = async () =>
  (
    await server.db
      .selectFrom('checkouts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('merchant_id', '=', server.merchantId)
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

describe(`payments under concurrency (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('makes exactly one payment of 100 parallel creates with one key', async () => {
    const body = paymentBody({ tip_money: { amount: 150, currency: 'USD' } });
    const checkoutsBefore = Number(await checkoutCount());
    const responses = await inParallel(100, () => postPayment(client, body));
    expectNo5xx(responses);
    const ok = responses.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    const [first] = ok;
    // Every reply is the same payment, or a clean 4xx in the v2 envelope.
    for (const r of responses) {
      if (r.status === 200) expect(r.body).toEqual(first!.body);
      else expect(r.body).toMatchObject({ errors: [{ code: expect.any(String) as unknown }] });
    }
    const stored = await paymentsWithKey(body.idempotency_key);
    expect(stored).toEqual([{ id: first!.body.payment.id, status: 'COMPLETED' }]);
    expect(Number(await checkoutCount())).toBe(checkoutsBefore + 1);
  });

  it('answers one declined payment to 100 parallel creates with one key', async () => {
    const body = paymentBody({ source_id: 'cnon:card-nonce-declined' });
    const responses = await inParallel(100, () => postPayment(client, body));
    expectNo5xx(responses);
    const declined = responses.filter((r) => r.status === 402);
    expect(declined.length).toBeGreaterThan(0);
    for (const r of declined) expect(r.body).toEqual(declined[0]!.body);
    const stored = await paymentsWithKey(body.idempotency_key);
    expect(stored).toEqual([{ id: declined[0]!.body.payment.id, status: 'FAILED' }]);
  });

  it('lets exactly one of a parallel complete and cancel of one payment win, many times over', async () => {
    for (let round = 0; round < 10; round++) {
      const payment = await approvedPayment(client);
      const responses = await inParallel(6, (i) =>
        client.post<{ payment: PaymentT }>(
          `${PAYMENTS}/${payment.id}/${i % 2 === 0 ? 'complete' : 'cancel'}`,
        ),
      );
      expectNo5xx(responses);
      const won = responses.filter((r) => r.status === 200);
      expect(won).toHaveLength(1);
      const final = won[0]!.body.payment.status;
      const loserCode =
        final === 'COMPLETED' ? 'DELAYED_TRANSACTION_CAPTURED' : 'DELAYED_TRANSACTION_CANCELED';
      for (const r of responses.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ errors: [{ code: loserCode }] });
      }
      const row = await server.db
        .selectFrom('payments')
        .select(['status', 'processing_fee_amount'])
        .where('id', '=', payment.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(final);
      expect(row.processing_fee_amount > 0).toBe(final === 'COMPLETED');
    }
  });

  it('never charges when a create and a cancel by its key race', async () => {
    for (let round = 0; round < 10; round++) {
      const key = newId();
      const body = paymentBody({ idempotency_key: key, autocomplete: false });
      const [created, canceled] = await Promise.all([
        postPayment(client, body),
        client.post(`${PAYMENTS}/cancel`, { idempotency_key: key }),
      ]);
      expectNo5xx([created, canceled]);
      expect(canceled.status).toBe(200);
      const stored = await paymentsWithKey(key);
      if (created.status === 200) {
        // The create came first: the cancel voided it.
        expect(stored).toEqual([{ id: created.body.payment.id, status: 'CANCELED' }]);
      } else {
        // The cancel came first: the key is spent and nothing was charged.
        expect(created.status).toBe(400);
        expect(created.body).toMatchObject({ errors: [{ field: 'idempotency_key' }] });
        expect(stored).toEqual([]);
      }
    }
  });
});
