/** Generation 2 refunds: refundPayment, getPaymentRefund, listPaymentRefunds, every rule and error. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRefundT } from '@contract/refunds';
import { newId } from '../../lib/ids';
import {
  clientFor,
  expectStatus,
  expectV2Error,
  pause,
  type Client,
  anyString,
  storedInstant,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { processingFee, CARD_NOT_PRESENT_RATE, refundedFee } from './fees';
import {
  REFUNDS,
  apiCardPayment,
  cardSale,
  paymentRow,
  refundBody,
  sale,
} from '../../testing/payments';

let server: TestServer;
let client: Client;

type RefundReply = { refund: PaymentRefundT };

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

const refund = (body: unknown) => client.post<RefundReply>(REFUNDS, body);

const refundError = (code: string, field: string | undefined, detailStart?: string) => ({
  category: 'REFUND_ERROR',
  code,
  ...(field ? { field } : {}),
  ...(detailStart ? { detailStart } : {}),
});

describe('refundPayment', () => {
  it('refunds part of a COMPLETED payment, gives back its share of the fee and updates the payment', async () => {
    const paymentId = await apiCardPayment(server, 10_000, { tip: 500 });
    const res = await refund(refundBody(paymentId, 2_100, { reason: 'Wrong size' }));
    expectStatus(res, 200);
    const fee = processingFee(10_500, CARD_NOT_PRESENT_RATE);
    const back = refundedFee(fee, 10_500, 2_100);
    expect(res.body.refund).toEqual({
      id: anyString,
      status: 'COMPLETED',
      location_id: server.locationIds[0],
      payment_id: paymentId,
      reason: 'Wrong size',
      amount_money: { amount: 2_100, currency: 'USD' },
      processing_fee: [
        {
          effective_at: res.body.refund.created_at,
          type: 'ADJUSTMENT',
          amount_money: { amount: -back, currency: 'USD' },
        },
      ],
      created_at: storedInstant,
      updated_at: res.body.refund.created_at,
    });
    const row = await paymentRow(server, paymentId);
    expect(row.refunded_amount).toBe(2_100);
    expect(row.refund_pending_amount).toBe(0);
    // The rest can be refunded, then nothing more.
    expectStatus(await refund(refundBody(paymentId, 8_400)), 200);
    expectV2Error(
      await refund(refundBody(paymentId, 1)),
      400,
      refundError(
        'REFUND_AMOUNT_INVALID',
        'amount_money.amount',
        'amount_money.amount cannot be refunded',
      ),
    );
    expect((await paymentRow(server, paymentId)).refunded_amount).toBe(10_500);
  });

  it('says the remaining amount when asked for more', async () => {
    const paymentId = await apiCardPayment(server, 5_000);
    expectStatus(await refund(refundBody(paymentId, 1_234)), 200);
    const res = await refund(refundBody(paymentId, 3_767));
    expectV2Error(
      res,
      400,
      refundError(
        'REFUND_AMOUNT_INVALID',
        'amount_money.amount',
        'amount_money.amount must be from 1 to 3766, the remaining amount',
      ),
    );
    expectStatus(await refund(refundBody(paymentId, 3_766)), 200);
  });

  it('refunds cash tenders of point-of-sale sales too', async () => {
    const { tenderIds } = await sale(server, {
      location_id: server.locationIds[0]!,
      currency: 'USD',
      tenders: [{ type: 'CASH', amount: 1_000, tendered: 2_000 }],
    });
    const res = await refund(refundBody(tenderIds[0]!, 1_000));
    expectStatus(res, 200);
    expect(res.body.refund.processing_fee).toEqual([]);
  });

  it('replays the same key and body as the same refund, once; another body is IDEMPOTENCY_KEY_REUSED', async () => {
    const paymentId = await apiCardPayment(server, 3_000);
    const body = refundBody(paymentId, 1_000);
    const first = await refund(body);
    const again = await refund(body);
    expectStatus(first, 200);
    expectStatus(again, 200);
    expect(again.body).toEqual(first.body);
    expect((await paymentRow(server, paymentId)).refunded_amount).toBe(1_000);
    const count = await server.db
      .selectFrom('refunds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expectV2Error(await refund({ ...body, amount_money: { amount: 999, currency: 'USD' } }), 400, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'idempotency_key',
    });
  });

  it('refunds only COMPLETED payments', async () => {
    for (const status of ['APPROVED', 'CANCELED', 'FAILED'] as const) {
      const paymentId = await apiCardPayment(server, 1_000, { status });
      expectV2Error(
        await refund(refundBody(paymentId, 100)),
        400,
        refundError(
          'PAYMENT_NOT_REFUNDABLE',
          'payment_id',
          `payment_id: payment ${paymentId} is ${status}`,
        ),
      );
    }
  });

  it('rejects a refund in another currency', async () => {
    const paymentId = await apiCardPayment(server, 1_000);
    expectV2Error(
      await refund(refundBody(paymentId, 100, { amount_money: { amount: 100, currency: 'EUR' } })),
      400,
      { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', field: 'amount_money.currency' },
    );
  });

  it('takes an app fee only for a payment that had one, and at most the amount', async () => {
    const without = await apiCardPayment(server, 1_000);
    expectV2Error(
      await refund(refundBody(without, 100, { app_fee_money: { amount: 10, currency: 'USD' } })),
      400,
      { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', field: 'app_fee_money.amount' },
    );
    const withFee = await apiCardPayment(server, 1_000, { appFee: 100 });
    expectV2Error(
      await refund(refundBody(withFee, 50, { app_fee_money: { amount: 51, currency: 'USD' } })),
      400,
      { category: 'INVALID_REQUEST_ERROR', code: 'VALUE_TOO_HIGH', field: 'app_fee_money.amount' },
    );
    const ok = await refund(
      refundBody(withFee, 50, { app_fee_money: { amount: 20, currency: 'USD' } }),
    );
    expectStatus(ok, 200);
    expect(ok.body.refund.app_fee_money).toEqual({ amount: 20, currency: 'USD' });
  });

  it('names each bad or missing field', async () => {
    const paymentId = await apiCardPayment(server, 1_000);
    const body = refundBody(paymentId, 100);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...body, idempotency_key: undefined }, 'idempotency_key', 'MISSING_REQUIRED_PARAMETER'],
      [{ ...body, idempotency_key: '' }, 'idempotency_key', 'VALUE_TOO_SHORT'],
      [{ ...body, payment_id: undefined }, 'payment_id', 'MISSING_REQUIRED_PARAMETER'],
      [{ ...body, amount_money: undefined }, 'amount_money', 'MISSING_REQUIRED_PARAMETER'],
      [
        { ...body, amount_money: { amount: 0, currency: 'USD' } },
        'amount_money.amount',
        'INVALID_VALUE',
      ],
      [
        { ...body, amount_money: { amount: -5, currency: 'USD' } },
        'amount_money.amount',
        'INVALID_VALUE',
      ],
      [
        { ...body, amount_money: { amount: 1.5, currency: 'USD' } },
        'amount_money.amount',
        'EXPECTED_INTEGER',
      ],
      [
        { ...body, amount_money: { amount: 10, currency: 'usd' } },
        'amount_money.currency',
        'INVALID_VALUE',
      ],
      [{ ...body, reason: 'x'.repeat(193) }, 'reason', 'VALUE_TOO_LONG'],
    ];
    for (const [b, field, code] of cases) {
      expectV2Error(await refund(b), 400, { category: 'INVALID_REQUEST_ERROR', code, field });
    }
    expectStatus(await refund({ ...body, reason: 'x'.repeat(192) }), 200);
  });

  it('answers 404 for an unknown payment or another merchant’s', async () => {
    const other = await apiCardPayment(server, 1_000, { merchantId: server.otherMerchantId });
    for (const id of [newId(), other]) {
      expectV2Error(await refund(refundBody(id, 100)), 404, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'NOT_FOUND',
        detailStart: `Payment ${id} was not found`,
      });
    }
  });

  it('needs PAYMENTS_WRITE', async () => {
    const paymentId = await apiCardPayment(server, 1_000);
    const reader = clientFor(server.url, await server.token(['PAYMENTS_READ']));
    const res = await reader.post(REFUNDS, refundBody(paymentId, 100));
    expectStatus(res, 403);
  });
});

describe('getPaymentRefund', () => {
  it('returns a refund by id; unknown and other merchants’ ids are 404', async () => {
    const paymentId = await apiCardPayment(server, 2_000);
    const created = await refund(refundBody(paymentId, 700));
    const res = await client.get<RefundReply>(`${REFUNDS}/${created.body.refund.id}`);
    expectStatus(res, 200);
    expect(res.body).toEqual(created.body);
    expectV2Error(await client.get(`${REFUNDS}/${newId()}`), 404, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'NOT_FOUND',
    });
    const otherClient = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    expectStatus(await otherClient.get(`${REFUNDS}/${created.body.refund.id}`), 404);
  });
});

describe('listPaymentRefunds', () => {
  type ListReply = { refunds: PaymentRefundT[]; cursor?: string };

  async function walk(query: string) {
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await client.get<ListReply>(
        `${REFUNDS}?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expectStatus(res, 200);
      expect(res.body.refunds.length).toBeLessThanOrEqual(100);
      ids.push(...res.body.refunds.map((r) => r.id));
      cursor = res.body.cursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { ids, pages };
  }

  it('filters by status, source_type, location and time range, sorts DESC by default and pages by cursor', async () => {
    await pause(2);
    const begin = new Date().toISOString();
    await pause(2);
    const location2 = server.locationIds[1]!;
    const made: PaymentRefundT[] = [];
    for (let i = 0; i < 5; i += 1) {
      const paymentId = await apiCardPayment(server, 1_000, {
        locationId: i < 3 ? location2 : undefined,
      });
      made.push((await refund(refundBody(paymentId, 100 + i))).body.refund);
      await pause(2);
    }
    const cash = await sale(server, {
      location_id: location2,
      currency: 'USD',
      tenders: [{ type: 'CASH', amount: 500 }],
    });
    made.push((await refund(refundBody(cash.tenderIds[0]!, 500))).body.refund);
    await pause(2);
    const end = new Date().toISOString();
    const range = `begin_time=${begin}&end_time=${end}`;

    const all = await client.get<ListReply>(`${REFUNDS}?${range}`);
    expectStatus(all, 200);
    expect(all.body.refunds.map((r) => r.id)).toEqual(made.map((r) => r.id).reverse());
    expect(all.body.cursor).toBeUndefined();

    const asc = await client.get<ListReply>(`${REFUNDS}?${range}&sort_order=ASC`);
    expect(asc.body.refunds.map((r) => r.id)).toEqual(made.map((r) => r.id));

    const card = await client.get<ListReply>(`${REFUNDS}?${range}&source_type=CARD`);
    expect(card.body.refunds.map((r) => r.id)).toEqual(
      made
        .slice(0, 5)
        .map((r) => r.id)
        .reverse(),
    );
    const cashOnly = await client.get<ListReply>(`${REFUNDS}?${range}&source_type=CASH`);
    expect(cashOnly.body.refunds.map((r) => r.id)).toEqual([made[5]!.id]);

    const atLocation = await client.get<ListReply>(`${REFUNDS}?${range}&location_id=${location2}`);
    expect(atLocation.body.refunds.map((r) => r.id).sort()).toEqual(
      [made[0]!, made[1]!, made[2]!, made[5]!].map((r) => r.id).sort(),
    );
    expect(
      (await client.get<ListReply>(`${REFUNDS}?${range}&status=PENDING`)).body.refunds,
    ).toEqual([]);
    expect(
      (await client.get<ListReply>(`${REFUNDS}?${range}&status=COMPLETED`)).body.refunds,
    ).toHaveLength(6);

    // begin inclusive, end exclusive.
    const second = made[1]!.created_at;
    const fromSecond = await client.get<ListReply>(
      `${REFUNDS}?begin_time=${second}&end_time=${made[3]!.created_at}&sort_order=ASC`,
    );
    expect(fromSecond.body.refunds.map((r) => r.id)).toEqual([made[1]!.id, made[2]!.id]);

    // Pages of 2, keyset cursor: every refund once, in order.
    const paged = await walk(`${range}&limit=2`);
    expect(paged.ids).toEqual(made.map((r) => r.id).reverse());
    expect(paged.pages).toBe(3);
  });

  it('rejects a cursor used with other filters, bad values and ranges', async () => {
    const paymentId = await apiCardPayment(server, 1_000);
    await refund(refundBody(paymentId, 10));
    await refund(refundBody(paymentId, 10));
    const first = await client.get<ListReply>(`${REFUNDS}?limit=1`);
    expect(first.body.cursor).toBeTruthy();
    expectV2Error(
      await client.get(`${REFUNDS}?limit=1&status=COMPLETED&cursor=${first.body.cursor}`),
      400,
      { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_CURSOR', field: 'cursor' },
    );
    const bad: [string, string, string][] = [
      ['status=DONE', 'status', 'INVALID_ENUM_VALUE'],
      ['source_type=WALLET', 'source_type', 'INVALID_ENUM_VALUE'],
      ['sort_order=UP', 'sort_order', 'INVALID_ENUM_VALUE'],
      ['begin_time=yesterday', 'begin_time', 'INVALID_TIME'],
      [
        'begin_time=2026-01-02T00:00:00Z&end_time=2026-01-01T00:00:00Z',
        'end_time',
        'INVALID_VALUE',
      ],
      ['limit=101', 'limit', 'VALUE_TOO_HIGH'],
    ];
    for (const [query, field, code] of bad) {
      expectV2Error(await client.get(`${REFUNDS}?${query}`), 400, {
        category: 'INVALID_REQUEST_ERROR',
        code,
        field,
      });
    }
  });

  it('never lists another merchant’s refunds', async () => {
    const other = await apiCardPayment(server, 1_000, { merchantId: server.otherMerchantId });
    const otherClient = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    const made = await otherClient.post<RefundReply>(REFUNDS, refundBody(other, 100));
    expectStatus(made, 200);
    const { ids } = await walk('sort_order=DESC');
    expect(ids).not.toContain(made.body.refund.id);
    expect((await otherClient.get<ListReply>(REFUNDS)).body.refunds.map((r) => r.id)).toEqual([
      made.body.refund.id,
    ]);
  });
});

it('the card sale helper makes refundable point-of-sale card payments', async () => {
  const { paymentId } = await cardSale(server, 800);
  expectStatus(await refund(refundBody(paymentId, 800)), 200);
});

it('refunds a payment made through createPayment; the payment shows refunded_money and refund_ids', async () => {
  const created = await client.post<{ payment: { id: string; status: string } }>('/v2/payments', {
    source_id: 'cnon:card-nonce-ok',
    idempotency_key: newId(),
    amount_money: { amount: 2_500, currency: 'USD' },
  });
  expectStatus(created, 200);
  const id = created.body.payment.id;
  const first = await refund(refundBody(id, 1_000));
  const second = await refund(refundBody(id, 500));
  expectStatus(first, 200);
  expectStatus(second, 200);
  const payment = await client.get<{
    payment: { refunded_money?: { amount: number }; refund_ids?: string[] };
  }>(`/v2/payments/${id}`);
  expectStatus(payment, 200);
  expect(payment.body.payment.refunded_money).toEqual({ amount: 1_500, currency: 'USD' });
  expect([...(payment.body.payment.refund_ids ?? [])].sort()).toEqual(
    [first.body.refund.id, second.body.refund.id].sort(),
  );
  expectV2Error(
    await refund(refundBody(id, 1_001)),
    400,
    refundError(
      'REFUND_AMOUNT_INVALID',
      'amount_money.amount',
      'amount_money.amount must be from 1 to 1000',
    ),
  );
});
