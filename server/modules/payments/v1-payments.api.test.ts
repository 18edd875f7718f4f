/**
 * Generation 1 transactions: listPayments (per location and `me`), retrievePayment, listRefunds
 * and createRefund over the one ledger, with the reference's signs, and stable paging while
 * offline payments arrive late.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRefundT } from '@contract/refunds';
import type { V1PaymentT, V1RefundT } from '@contract/v1-transactions';
import { newId } from '../../lib/ids';
import {
  batchTokenOf,
  clientFor,
  collectV1Pages,
  expectStatus,
  expectV1Error,
  expectV1FieldError,
  nextPageUrl,
  pause,
  type Client,
  anyString,
} from '../../testing/expectations';
import { startTestServer, type ApiResponse, type TestServer } from '../../testing/harness';
import { CARD_PRESENT_RATE, processingFee, refundedFee } from './fees';
import {
  REFUNDS,
  apiCardPayment,
  cardSale,
  paymentRow,
  refundBody,
  sale,
  visa,
} from '../../testing/payments';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** A split tender sale: cash 1,000 with 2,000 tendered, and a Mastercard 2,240 (+ 300 tip). */
async function splitSale(locationId = loc1, createdAt?: string) {
  return sale(server, {
    location_id: locationId,
    currency: 'USD',
    ...(createdAt ? { created_at: createdAt, received_at: createdAt } : {}),
    device: { id: 'DEV-1', name: 'Front register' },
    items: [
      {
        name: 'Coffee',
        quantity: '2',
        unit_amount: 500,
        discounts: [{ name: 'Happy hour', amount: 100 }],
        modifiers: [{ name: 'Oat milk', amount: 50 }],
        taxes: [{ name: 'Sales tax', rate: '0.1', inclusion_type: 'ADDITIVE' }],
        item_detail: { sku: 'COF-1', category_name: 'Drinks' },
      },
      {
        name: 'Cake',
        quantity: '1',
        unit_amount: 1_200,
        taxes: [{ name: 'VAT', rate: '0.2', inclusion_type: 'INCLUSIVE' }],
      },
    ],
    tenders: [
      { type: 'CASH', amount: 1_000, tendered: 2_000 },
      {
        type: 'CARD',
        amount: 1_300,
        tip: 300,
        card: { ...visa('5454', 'KEYED'), brand: 'MASTERCARD' },
      },
    ],
  });
}

describe('retrievePayment', () => {
  it('shows tenders, itemizations, taxes, refunds and every money field with the reference’s signs', async () => {
    const s = await splitSale();
    const [cashId, cardId] = s.tenderIds as [string, string];
    // Coffee: (500 + 50) × 2 = 1,100 − 100 = 1,000 net, +100 tax; Cake 1,200 incl. 200 VAT.
    expect(s.total).toBe(2_300);
    const refunded = await client.post<{ refund: PaymentRefundT }>(
      REFUNDS,
      refundBody(cardId, 400),
    );
    expectStatus(refunded, 200);
    const res = await client.get<V1PaymentT>(`/v1/${loc1}/payments/${s.checkoutId}`);
    expectStatus(res, 200);
    const p = res.body;
    const usd = (amount: number) => ({ amount, currency_code: 'USD' });
    const fee = processingFee(1_600, { basisPoints: 290, fixed: 30 });
    const feeBack = refundedFee(fee, 1_600, 400);
    expect(p).toMatchObject({
      id: s.checkoutId,
      merchant_id: server.merchantId,
      device: { id: 'DEV-1', name: 'Front register' },
      gross_sales_money: usd(2_300),
      discount_money: usd(-100),
      net_sales_money: usd(2_200),
      additive_tax_money: usd(100),
      inclusive_tax_money: usd(200),
      tax_money: usd(300),
      tip_money: usd(300),
      total_collected_money: usd(2_600),
      processing_fee_money: usd(-fee),
      refunded_money: usd(-400),
      net_total_money: usd(2_600 - fee - 400 + feeBack),
      swedish_rounding_money: usd(0),
      surcharge_money: usd(0),
      is_partial: false,
      additive_tax: [
        { name: 'Sales tax', rate: '0.1', inclusion_type: 'ADDITIVE', applied_money: usd(100) },
      ],
      inclusive_tax: [
        { name: 'VAT', rate: '0.2', inclusion_type: 'INCLUSIVE', applied_money: usd(200) },
      ],
    });
    expect(p.tender).toEqual([
      {
        id: cashId,
        type: 'CASH',
        name: 'Cash',
        total_money: usd(1_000),
        tendered_money: usd(2_000),
        change_back_money: usd(1_000),
        tendered_at: p.created_at,
        refunded_money: usd(0),
        is_exchange: false,
      },
      {
        id: cardId,
        type: 'CREDIT_CARD',
        name: 'Credit Card',
        card_brand: 'MASTER_CARD',
        pan_suffix: '5454',
        entry_method: 'MANUAL',
        total_money: usd(1_600),
        tendered_at: p.created_at,
        refunded_money: usd(-400),
        is_exchange: false,
      },
    ]);
    expect(p.itemizations).toEqual([
      {
        name: 'Coffee',
        quantity: 2,
        itemization_type: 'ITEM',
        item_detail: { sku: 'COF-1', category_name: 'Drinks' },
        total_money: usd(1_100),
        single_quantity_money: usd(550),
        gross_sales_money: usd(1_100),
        discount_money: usd(-100),
        net_sales_money: usd(1_000),
        taxes: [
          { name: 'Sales tax', rate: '0.1', inclusion_type: 'ADDITIVE', applied_money: usd(100) },
        ],
        discounts: [{ name: 'Happy hour', applied_money: usd(-100) }],
        modifiers: [{ name: 'Oat milk', applied_money: usd(50) }],
      },
      expect.objectContaining({ name: 'Cake', quantity: 1, total_money: usd(1_200) }),
    ]);
    // A refund of one tender of a split tender payment names the tender.
    expect(p.refunds).toEqual([
      {
        type: 'PARTIAL',
        refunded_money: usd(-400),
        refunded_processing_fee_money: usd(feeBack),
        created_at: refunded.body.refund.created_at,
        processed_at: refunded.body.refund.created_at,
        payment_id: cardId,
        merchant_id: server.merchantId,
        is_exchange: false,
      },
    ]);
    // `me` finds it too; another location does not.
    expect((await client.get<V1PaymentT>(`/v1/me/payments/${s.checkoutId}`)).body).toEqual(p);
    expectV1Error(
      await client.get(`/v1/${loc2}/payments/${s.checkoutId}`),
      404,
      'not_found',
      'Payment',
    );
  });

  it('maps a generation 2 card payment to a V1Payment with one CARD tender', async () => {
    const id = await apiCardPayment(server, 1_000, { tip: 100 });
    const row = await paymentRow(server, id);
    const res = await client.get<V1PaymentT>(`/v1/${loc1}/payments/${row.checkout_id}`);
    expectStatus(res, 200);
    expect(res.body.tender).toEqual([
      expect.objectContaining({
        id,
        type: 'CREDIT_CARD',
        card_brand: 'MASTER_CARD',
        entry_method: 'WEB_FORM',
        total_money: { amount: 1_100, currency_code: 'USD' },
      }),
    ]);
    expect(res.body.itemizations).toEqual([]);
  });

  it('maps entry methods and brands', async () => {
    const methods: [string, string][] = [
      ['EMV', 'OTHER'],
      ['SWIPED', 'SWIPED'],
      ['CONTACTLESS', 'OTHER'],
      ['KEYED', 'MANUAL'],
    ];
    for (const [entry, v1] of methods) {
      const s = await cardSale(server, 700, {
        tender: { card: { ...visa('1111', entry), brand: 'AMERICAN_EXPRESS' } },
      });
      const fee = processingFee(
        700,
        entry === 'KEYED' ? { basisPoints: 290, fixed: 30 } : CARD_PRESENT_RATE,
      );
      const p = (await client.get<V1PaymentT>(`/v1/${loc1}/payments/${s.checkoutId}`)).body;
      expect(p.tender[0]).toMatchObject({ entry_method: v1, card_brand: 'AMERICAN_EXPRESS' });
      expect(p.processing_fee_money.amount).toBe(-fee);
    }
  });

  it('is 404 for unknown ids, other merchants’ payments, uncompleted ones and unknown locations', async () => {
    const approved = await apiCardPayment(server, 1_000, { status: 'APPROVED' });
    const approvedCheckout = (await paymentRow(server, approved)).checkout_id;
    const other = await apiCardPayment(server, 1_000, { merchantId: server.otherMerchantId });
    const otherCheckout = (await paymentRow(server, other)).checkout_id;
    for (const id of [newId(), approvedCheckout, otherCheckout]) {
      expectV1Error(await client.get(`/v1/me/payments/${id}`), 404, 'not_found', `Payment ${id}`);
    }
    expectV1Error(
      await client.get(`/v1/${server.other.locationIds[0]}/payments/${otherCheckout}`),
      404,
      'not_found',
      'Location',
    );
  });
});

describe('listPayments', () => {
  it('lists completed payments per location and for `me`, partial ones on request, ASC by default, with Link paging', async () => {
    // An old window of its own, so other tests' payments stay out.
    const base = Date.now() - 300 * DAY_MS;
    const at = (h: number) => new Date(base + h * HOUR_MS).toISOString();
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const s = await cardSale(server, 1_000 + i, {
        location_id: i % 2 === 0 ? loc1 : loc2,
        created_at: at(i),
        received_at: at(i),
      });
      made.push(s.checkoutId);
    }
    const partial = await sale(server, {
      location_id: loc1,
      currency: 'USD',
      is_partial: true,
      created_at: at(5),
      received_at: at(5),
      tenders: [{ type: 'CASH', amount: 300 }],
    });
    const approved = await apiCardPayment(server, 999, { status: 'APPROVED', createdAt: at(6) });
    expect(approved).toBeTruthy();
    const range = `begin_time=${at(0)}&end_time=${at(10)}`;

    const all = await client.get<V1PaymentT[]>(`/v1/me/payments?${range}`);
    expectStatus(all, 200);
    expect(all.body.map((p) => p.id)).toEqual(made);
    expect(all.headers.get('link')).toBeNull();
    const withPartial = await client.get<V1PaymentT[]>(
      `/v1/me/payments?${range}&include_partial=true`,
    );
    expect(withPartial.body.map((p) => p.id)).toEqual([...made, partial.checkoutId]);
    expect(withPartial.body.at(-1)).toMatchObject({ is_partial: true, itemizations: [] });
    const desc = await client.get<V1PaymentT[]>(`/v1/me/payments?${range}&order=DESC`);
    expect(desc.body.map((p) => p.id)).toEqual([...made].reverse());
    const atLoc2 = await client.get<V1PaymentT[]>(`/v1/${loc2}/payments?${range}`);
    expect(atLoc2.body.map((p) => p.id)).toEqual([made[1], made[3]]);
    // begin inclusive, end exclusive.
    const window = await client.get<V1PaymentT[]>(
      `/v1/me/payments?begin_time=${at(1)}&end_time=${at(3)}`,
    );
    expect(window.body.map((p) => p.id)).toEqual([made[1], made[2]]);

    const pages = await collectV1Pages<V1PaymentT>(client, `/v1/me/payments?${range}&limit=2`);
    expect(pages.pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.items.map((p) => p.id)).toEqual(made);
    expect(pages.urls[0]).toMatch(/^\/v1\/me\/payments\?.*batch_token=/);
  });

  it('defaults to the last year', async () => {
    const old = await cardSale(server, 100, {
      created_at: ago(400 * DAY_MS),
      received_at: ago(400 * DAY_MS),
    });
    const recent = await cardSale(server, 100, {
      created_at: ago(DAY_MS),
      received_at: ago(DAY_MS),
    });
    const { items } = await collectV1Pages<V1PaymentT>(client, '/v1/me/payments?limit=200');
    const ids = items.map((p) => p.id);
    expect(ids).toContain(recent.checkoutId);
    expect(ids).not.toContain(old.checkoutId);
  });

  it('rejects bad ranges, limits, tokens and locations with a v1 error naming the parameter', async () => {
    expectV1FieldError(
      await client.get(
        '/v1/me/payments?begin_time=2012-12-31T23:59:59Z&end_time=2013-06-01T00:00:00Z',
      ),
      'begin_time',
      'must not be before 2013-01-01',
    );
    expectV1FieldError(
      await client.get(
        '/v1/me/payments?begin_time=2020-01-01T00:00:00Z&end_time=2021-01-01T00:00:01Z',
      ),
      'end_time',
      'must be at most one year after begin_time',
    );
    expectStatus(
      await client.get(
        '/v1/me/payments?begin_time=2020-01-01T00:00:00Z&end_time=2021-01-01T00:00:00Z',
      ),
      200,
    );
    expectV1FieldError(
      await client.get(`/v1/me/payments?begin_time=${ago(2 * 365 * DAY_MS)}`),
      'end_time',
      'must be at most one year after begin_time',
    );
    expectV1FieldError(
      await client.get(
        '/v1/me/payments?begin_time=2020-01-02T00:00:00Z&end_time=2020-01-01T00:00:00Z',
      ),
      'end_time',
      'must be after begin_time',
    );
    expectV1FieldError(
      await client.get('/v1/me/payments?limit=201'),
      'limit',
      'must be at most 200',
    );
    expectV1FieldError(await client.get('/v1/me/payments?limit=0'), 'limit');
    expectV1FieldError(await client.get('/v1/me/payments?order=UP'), 'order');
    expectV1FieldError(await client.get('/v1/me/payments?include_partial=yes'), 'include_partial');
    expectV1FieldError(await client.get('/v1/me/payments?batch_token=forged'), 'batch_token');
    expectV1Error(await client.get(`/v1/${newId()}/payments`), 404, 'not_found', 'Location');
  });

  it('a token is bound to its location and filters', async () => {
    await cardSale(server, 100);
    await cardSale(server, 100);
    const first = await client.get('/v1/me/payments?limit=1');
    const token = batchTokenOf(nextPageUrl(first) ?? '');
    expectV1FieldError(
      await client.get(`/v1/${loc1}/payments?limit=1&batch_token=${token}`),
      'batch_token',
    );
    expectV1FieldError(
      await client.get(`/v1/me/payments?limit=1&order=DESC&batch_token=${token}`),
      'batch_token',
    );
  });

  it('never skips or repeats a row when offline payments arrive late during a walk', async () => {
    // 6 payments taken over the last hours, walked 2 at a time (ASC and DESC); between pages
    // offline payments arrive with created_at before, between and after the rows already seen.
    for (const order of ['ASC', 'DESC'] as const) {
      const start = Date.now() - 60 * HOUR_MS;
      const at = (h: number) => new Date(start + h * HOUR_MS).toISOString();
      const location = loc2;
      const present: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        present.push(
          (await cardSale(server, 100, { location_id: location, created_at: at(i * 2) }))
            .checkoutId,
        );
      }
      const range = `begin_time=${at(-1)}&end_time=${at(20)}`;
      const seen: string[] = [];
      let url: string | undefined = `/v1/${location}/payments?${range}&limit=2&order=${order}`;
      let late = 0;
      while (url) {
        const res: ApiResponse<V1PaymentT[]> = await client.get<V1PaymentT[]>(url);
        expectStatus(res, 200);
        seen.push(...res.body.map((p) => p.id));
        url = nextPageUrl(res);
        // Late arrivals: processed hours ago (received now), before, among and after the rows.
        for (const h of [-0.5, 1 + late, 3 + late, 11.5]) {
          await cardSale(server, 100, { location_id: location, created_at: at(h) });
        }
        late += 0.1;
      }
      // Every row that was there when the walk began appears exactly once, in order.
      const seenPresent = seen.filter((id) => present.includes(id));
      expect(seenPresent).toEqual(order === 'ASC' ? present : [...present].reverse());
      expect(new Set(seen).size).toBe(seen.length);
      // The walk stays in order even with the late rows it picked up.
      const { items } = await collectV1Pages<V1PaymentT>(
        client,
        `/v1/${location}/payments?${range}&order=${order}&limit=200`,
      );
      const position = new Map(items.map((p, i) => [p.id, i]));
      const positions = seen.map((id) => position.get(id)!);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      await pause(1);
    }
  });
});

describe('createRefund and listRefunds', () => {
  const usd = (amount: number) => ({ amount, currency_code: 'USD' });
  const v1Refund = (locationId: string, body: Record<string, unknown>) =>
    client.post<V1RefundT>(`/v1/${locationId}/refunds`, body);

  it('refunds a single tender payment FULL or PARTIAL, with refunded_money negative or positive', async () => {
    const s = await cardSale(server, 5_000);
    const fee = processingFee(5_000, CARD_PRESENT_RATE);
    const partial = await v1Refund(loc1, {
      payment_id: s.checkoutId,
      type: 'PARTIAL',
      reason: 'Scratched',
      refunded_money: usd(-1_000),
    });
    expectStatus(partial, 200);
    expect(partial.body).toEqual({
      type: 'PARTIAL',
      reason: 'Scratched',
      refunded_money: usd(-1_000),
      refunded_processing_fee_money: usd(refundedFee(fee, 5_000, 1_000)),
      created_at: anyString,
      processed_at: partial.body.created_at,
      payment_id: s.checkoutId,
      merchant_id: server.merchantId,
      is_exchange: false,
    });
    const positive = await v1Refund(loc1, {
      payment_id: s.checkoutId,
      type: 'PARTIAL',
      reason: 'Again',
      refunded_money: usd(500),
    });
    expect(positive.body.refunded_money).toEqual(usd(-500));
    const full = await v1Refund('me', { payment_id: s.checkoutId, type: 'FULL', reason: 'All' });
    expectStatus(full, 200);
    expect(full.body).toMatchObject({
      type: 'FULL',
      refunded_money: usd(-3_500),
      payment_id: s.checkoutId,
    });
    expect((await paymentRow(server, s.paymentId)).refunded_amount).toBe(5_000);
    // And the v2 view of the same money.
    const v2 = await client.get<{ refunds: PaymentRefundT[] }>(
      `${REFUNDS}?begin_time=${partial.body.created_at}&sort_order=ASC`,
    );
    expect(
      v2.body.refunds.filter((r) => r.payment_id === s.paymentId).map((r) => r.amount_money.amount),
    ).toEqual([1_000, 500, 3_500]);
    expect(
      (await v1Refund(loc1, { payment_id: s.checkoutId, type: 'FULL', reason: 'More' })).status,
    ).toBe(400);
  });

  it('refunds split tender payments by tender, FULL of the whole payment refunds every tender, PARTIAL of it is rejected', async () => {
    const s = await splitSale();
    const [cashId, cardId] = s.tenderIds as [string, string];
    expectV1Error(
      await v1Refund(loc1, {
        payment_id: s.checkoutId,
        type: 'PARTIAL',
        reason: 'x',
        refunded_money: usd(-100),
      }),
      400,
      'bad_request.invalid_parameter',
      `payment_id: payment ${s.checkoutId} is a split tender payment`,
    );
    const byTender = await v1Refund(loc1, {
      payment_id: cardId,
      type: 'PARTIAL',
      reason: 'tip',
      refunded_money: usd(-300),
    });
    expectStatus(byTender, 200);
    expect(byTender.body.payment_id).toBe(cardId);
    const full = await v1Refund(loc1, { payment_id: s.checkoutId, type: 'FULL', reason: 'Return' });
    expectStatus(full, 200);
    expect(full.body).toMatchObject({
      type: 'FULL',
      payment_id: s.checkoutId,
      refunded_money: usd(-(1_000 + 1_300)),
    });
    expect((await paymentRow(server, cashId)).refunded_amount).toBe(1_000);
    expect((await paymentRow(server, cardId)).refunded_amount).toBe(1_600);
    const p = (await client.get<V1PaymentT>(`/v1/${loc1}/payments/${s.checkoutId}`)).body;
    expect(p.refunded_money).toEqual(usd(-2_600));
    expect(p.refunds[0]).toMatchObject({ payment_id: cardId, type: 'PARTIAL' });
    expect(
      p.refunds
        .slice(1)
        .map((r) => [r.payment_id, r.type, r.refunded_money.amount])
        .sort(),
    ).toEqual(
      [
        [cashId, 'FULL', -1_000],
        [cardId, 'FULL', -1_300],
      ].sort(),
    );
  });

  it('only within 60 days of the payment', async () => {
    const old = await cardSale(server, 1_000, {
      created_at: ago(61 * DAY_MS),
      received_at: ago(61 * DAY_MS),
    });
    expectV1Error(
      await v1Refund(loc1, { payment_id: old.checkoutId, type: 'FULL', reason: 'late' }),
      400,
      'bad_request.invalid_parameter',
      `payment_id: payment ${old.checkoutId} was taken at`,
    );
    const recent = await cardSale(server, 1_000, {
      created_at: ago(59 * DAY_MS),
      received_at: ago(59 * DAY_MS),
    });
    expectStatus(
      await v1Refund(loc1, { payment_id: recent.checkoutId, type: 'FULL', reason: 'ok' }),
      200,
    );
  });

  it('makes a repeat with request_idempotence_key return the first refund', async () => {
    const s = await cardSale(server, 3_000);
    const body = {
      payment_id: s.checkoutId,
      type: 'PARTIAL',
      reason: 'r',
      refunded_money: usd(-700),
      request_idempotence_key: newId(),
    };
    const first = await v1Refund(loc1, body);
    const again = await v1Refund(loc1, body);
    expectStatus(again, 200);
    expect(again.body).toEqual(first.body);
    expect((await paymentRow(server, s.paymentId)).refunded_amount).toBe(700);
    expectV1FieldError(
      await v1Refund(loc1, { ...body, refunded_money: usd(-701) }),
      'request_idempotence_key',
    );
    // Without a key a repeat is a second refund.
    const { request_idempotence_key: _k, ...noKey } = body;
    await v1Refund(loc1, noKey);
    await v1Refund(loc1, noKey);
    expect((await paymentRow(server, s.paymentId)).refunded_amount).toBe(2_100);
  });

  it('names the field of a bad request and refuses too much or a wrong location', async () => {
    const s = await cardSale(server, 1_000);
    const base = {
      payment_id: s.checkoutId,
      type: 'PARTIAL',
      reason: 'r',
      refunded_money: usd(-100),
    };
    expectV1FieldError(
      await v1Refund(loc1, { ...base, reason: undefined }),
      'reason',
      'is required',
    );
    expectV1FieldError(await v1Refund(loc1, { ...base, reason: 'x'.repeat(193) }), 'reason');
    expectV1FieldError(await v1Refund(loc1, { ...base, type: 'HALF' }), 'type');
    expectV1FieldError(
      await v1Refund(loc1, { ...base, payment_id: undefined }),
      'payment_id',
      'is required',
    );
    expectV1FieldError(
      await v1Refund(loc1, { ...base, refunded_money: undefined }),
      'refunded_money',
      'is required for a PARTIAL refund',
    );
    expectV1FieldError(
      await v1Refund(loc1, { ...base, refunded_money: usd(0) }),
      'refunded_money.amount',
    );
    expectV1FieldError(
      await v1Refund(loc1, { ...base, refunded_money: { amount: 10, currency_code: 'EUR' } }),
      'refunded_money.currency_code',
    );
    expectV1FieldError(
      await v1Refund(loc1, { ...base, refunded_money: usd(-1_001) }),
      'refunded_money.amount',
      'must be from 1 to 1000',
    );
    expectV1Error(await v1Refund(loc2, base), 404, 'not_found', `Payment ${s.checkoutId}`);
    expectV1Error(
      await v1Refund(loc1, { ...base, payment_id: newId() }),
      404,
      'not_found',
      'Payment',
    );
    const reader = clientFor(server.url, await server.token(['PAYMENTS_READ']));
    expectV1Error(await reader.post(`/v1/${loc1}/refunds`, base), 403, 'forbidden', '');
    expect((await paymentRow(server, s.paymentId)).refunded_amount).toBe(0);
  });

  it('lists refunds, never splitting the refunds of one FULL split tender refund across pages', async () => {
    const start = Date.now() - 40 * DAY_MS;
    const s1 = await cardSale(server, 1_000, {
      location_id: loc2,
      created_at: new Date(start).toISOString(),
      received_at: new Date(start).toISOString(),
    });
    const split = await sale(server, {
      location_id: loc2,
      currency: 'USD',
      tenders: [
        { type: 'CASH', amount: 100 },
        { type: 'CARD', amount: 200, card: visa() },
        { type: 'CARD', amount: 300, card: visa('2222') },
      ],
    });
    await pause(2);
    const begin = new Date().toISOString();
    await pause(2);
    expectStatus(
      await v1Refund(loc2, {
        payment_id: s1.checkoutId,
        type: 'PARTIAL',
        reason: 'a',
        refunded_money: usd(-10),
      }),
      200,
    );
    await pause(2);
    expectStatus(
      await v1Refund(loc2, { payment_id: split.checkoutId, type: 'FULL', reason: 'b' }),
      200,
    );
    await pause(2);
    expectStatus(
      await v1Refund(loc2, {
        payment_id: s1.checkoutId,
        type: 'PARTIAL',
        reason: 'c',
        refunded_money: usd(-20),
      }),
      200,
    );
    const path = `/v1/${loc2}/refunds?begin_time=${begin}&limit=2`;
    const { pages, items } = await collectV1Pages<V1RefundT>(client, path);
    // limit 2: the first page holds the first refund and all three of the split tender refund.
    expect(pages.map((p) => p.length)).toEqual([4, 1]);
    expect(items.map((r) => r.reason)).toEqual(['a', 'b', 'b', 'b', 'c']);
    expect(
      items
        .filter((r) => r.reason === 'b')
        .map((r) => r.payment_id)
        .sort(),
    ).toEqual([...split.tenderIds].sort());
    expect(items[0]).toMatchObject({
      payment_id: s1.checkoutId,
      type: 'PARTIAL',
      refunded_money: usd(-10),
    });
    const desc = await collectV1Pages<V1RefundT>(client, `${path}&order=DESC`);
    expect(desc.items.map((r) => r.reason)).toEqual(['c', 'b', 'b', 'b', 'a']);
    expect(desc.pages.map((p) => p.length)).toEqual([4, 1]);
    // Other locations' refunds stay out; `me` has them all.
    expect(
      (await client.get<V1RefundT[]>(`/v1/${loc1}/refunds?begin_time=${begin}`)).body.filter(
        (r) => r.reason === 'b',
      ),
    ).toEqual([]);
    expect(
      (await client.get<V1RefundT[]>(`/v1/me/refunds?begin_time=${begin}`)).body.length,
    ).toBeGreaterThanOrEqual(5);
    expectV1FieldError(await client.get(`/v1/${loc2}/refunds?limit=201`), 'limit');
    expectV1FieldError(
      await client.get(`/v1/${loc2}/refunds?begin_time=2010-01-01T00:00:00Z`),
      'begin_time',
    );
  });
});
