import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentT } from '@contract/payments';
import { newId } from '../../lib/ids';
import {
  anyString,
  clientFor,
  expectStatus,
  expectV2Error,
  type Client,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  PAYMENTS,
  approvedPayment,
  createPayment,
  paymentBody,
  postPayment,
  usd,
} from '../../testing/payments';

let server: TestServer;
let client: Client;
let other: Client;
/** The default location (listed first) and the other one. */
let first: string;
let second: string;

const DAY_MS = 86_400_000;

const invalid = (field: string, code = 'INVALID_VALUE') => ({
  category: 'INVALID_REQUEST_ERROR',
  code,
  field,
});

const get = (id: string) => client.get<{ payment: PaymentT }>(`${PAYMENTS}/${id}`);
const complete = (id: string, c: Client = client) =>
  c.post<{ payment: PaymentT }>(`${PAYMENTS}/${id}/complete`);
const cancel = (id: string, c: Client = client) =>
  c.post<{ payment: PaymentT }>(`${PAYMENTS}/${id}/cancel`);
const cancelByKey = (idempotency_key: unknown) =>
  client.post(`${PAYMENTS}/cancel`, { idempotency_key });
const list = (query = '') =>
  client.get<{ payments?: PaymentT[]; cursor?: string }>(`${PAYMENTS}${query ? `?${query}` : ''}`);

const row = (id: string) =>
  server.db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const checkoutOf = async (id: string) =>
  server.db
    .selectFrom('checkouts')
    .selectAll()
    .where('id', '=', (await row(id)).checkout_id)
    .executeTakeFirstOrThrow();
const paymentsWithKey = (key: string) =>
  server.db
    .selectFrom('payments')
    .select('id')
    .where('merchant_id', '=', server.merchantId)
    .where('idempotency_key', '=', key)
    .execute();

/** Moves a payment's creation (and its capture deadline, if any) to `createdAt`. */
async function backdate(id: string, createdAt: string, captureDeadline?: string) {
  await server.db
    .updateTable('payments')
    .set({
      created_at: Date.parse(createdAt),
      updated_at: Date.parse(createdAt),
      ...(captureDeadline !== undefined ? { capture_deadline: Date.parse(captureDeadline) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
  // The default location is the first one /v2/locations lists.
  const listed = await client.get<{ locations: Array<{ id: string }> }>('/v2/locations');
  [first = '', second = ''] = listed.body.locations.map((l) => l.id);
  expect([first, second].sort()).toEqual([...server.locationIds].sort());
});

afterAll(async () => {
  await server?.close();
});

describe(`v2 payments (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  describe('CreatePayment', () => {
    it('charges the approved test card: COMPLETED, CAPTURED, the fee stored, at the default location', async () => {
      const body = paymentBody({
        tip_money: usd(200),
        reference_id: 'order-77',
        note: 'Two coffees',
        buyer_email_address: 'ada@example.com',
        customer_id: 'cust-1',
        order_id: 'ord-1',
        billing_address: { address_line_1: '1 Main St', postal_code: '10001', country: 'US' },
      });
      const res = await postPayment(client, body);
      expectStatus(res, 200);
      const { payment } = res.body;
      expect(res.body).toEqual({
        payment: {
          id: anyString,
          created_at: anyString,
          updated_at: anyString,
          amount_money: usd(1000),
          tip_money: usd(200),
          total_money: usd(1200),
          // 2.9 % of 1200 = 34.8 → 35, + 30: the card-not-present rule of fees.ts.
          processing_fee: [
            { effective_at: payment.created_at, type: 'INITIAL', amount_money: usd(65) },
          ],
          status: 'COMPLETED',
          source_type: 'CARD',
          card_details: {
            status: 'CAPTURED',
            card: { card_brand: 'VISA', last_4: '1111', exp_month: 12, exp_year: 2030 },
            entry_method: 'KEYED',
            cvv_status: 'CVV_ACCEPTED',
            avs_status: 'AVS_ACCEPTED',
          },
          location_id: first,
          order_id: 'ord-1',
          reference_id: 'order-77',
          customer_id: 'cust-1',
          buyer_email_address: 'ada@example.com',
          note: 'Two coffees',
          billing_address: { address_line_1: '1 Main St', postal_code: '10001', country: 'US' },
        },
      });
      expect(payment.created_at).toBe(payment.updated_at);
      // Square's Payment has no idempotency_key, source_id or autocomplete.
      expect(payment).not.toHaveProperty('idempotency_key');
      const stored = await row(payment.id);
      expect(stored).toMatchObject({
        status: 'COMPLETED',
        processing_fee_amount: 65,
        total_amount: 1200,
        tender_type: 'CREDIT_CARD',
        idempotency_key: body.idempotency_key,
        capture_deadline: null,
      });
      expect(await checkoutOf(payment.id)).toMatchObject({
        origin: 'API',
        completed: 1,
        location_id: first,
        created_at: Date.parse(payment.created_at),
      });
      // getPayment answers the same payment (cvv/avs are only known when the card is charged).
      const read = await get(payment.id);
      expectStatus(read, 200);
      const { cvv_status: _c, avs_status: _a, ...card } = payment.card_details!;
      expect(read.body).toEqual({ payment: { ...payment, card_details: card } });
    });

    it.each([
      ['cnon:card-nonce-ok-visa', 'VISA', '1111'],
      ['cnon:card-nonce-ok-mastercard', 'MASTERCARD', '5100'],
      ['cnon:card-nonce-ok-amex', 'AMERICAN_EXPRESS', '8431'],
      ['cnon:card-nonce-ok-discover', 'DISCOVER', '9424'],
      ['cnon:card-nonce-ok-diners', 'DISCOVER_DINERS', '5904'],
      ['cnon:card-nonce-ok-jcb', 'JCB', '5841'],
      ['cnon:card-nonce-ok-unionpay', 'CHINA_UNIONPAY', '0000'],
    ])('takes %s as an approved %s …%s', async (source_id, brand, last4) => {
      const payment = await createPayment(client, { source_id, location_id: second });
      expect(payment.status).toBe('COMPLETED');
      expect(payment.location_id).toBe(second);
      expect(payment.card_details?.card).toMatchObject({ card_brand: brand, last_4: last4 });
    });

    it('holds a payment APPROVED (AUTHORIZED) with autocomplete false, for 6 days, no fee yet', async () => {
      const payment = await approvedPayment(client);
      expect(payment).toMatchObject({
        status: 'APPROVED',
        card_details: { status: 'AUTHORIZED' },
        delayed_until: new Date(Date.parse(payment.created_at) + 6 * DAY_MS).toISOString(),
      });
      expect(payment).not.toHaveProperty('processing_fee');
      expect(await row(payment.id)).toMatchObject({
        processing_fee_amount: 0,
        capture_deadline: Date.parse(payment.delayed_until!),
      });
      expect((await checkoutOf(payment.id)).completed).toBe(0);
    });

    it.each([
      ['cnon:card-nonce-declined', 'CARD_DECLINED', {}],
      ['cnon:card-nonce-rejected-cvv', 'VERIFY_CVV_FAILURE', { cvv_status: 'CVV_REJECTED' }],
      ['cnon:card-nonce-rejected-postalcode', 'VERIFY_AVS_FAILURE', { avs_status: 'AVS_REJECTED' }],
      ['cnon:card-nonce-rejected-expiration', 'BAD_EXPIRATION', {}],
      ['cnon:card-nonce-insufficient-funds', 'INSUFFICIENT_FUNDS', {}],
      ['cnon:card-nonce-call-issuer', 'CARD_DECLINED_CALL_ISSUER', {}],
    ])('declines %s with 402 %s and records the payment FAILED', async (source_id, code, card) => {
      const body = paymentBody({ source_id });
      const res = await postPayment(client, body);
      expectStatus(res, 402);
      const error = { category: 'PAYMENT_METHOD_ERROR', code, detail: anyString };
      expect(res.body).toEqual({
        errors: [error],
        payment: expect.objectContaining({
          status: 'FAILED',
          card_details: expect.objectContaining({
            status: 'FAILED',
            errors: [error],
            ...card,
          }) as unknown,
        }) as unknown,
      });
      const { payment } = res.body;
      expect(payment).not.toHaveProperty('processing_fee');
      expect(await row(payment.id)).toMatchObject({
        status: 'FAILED',
        error_code: code,
        processing_fee_amount: 0,
      });
      expect((await checkoutOf(payment.id)).completed).toBe(0);
      // The same key and body: the same 402 answer, no second attempt.
      const replay = await postPayment(client, body);
      expectStatus(replay, 402);
      expect(replay.body).toEqual(res.body);
      expect(await paymentsWithKey(body.idempotency_key)).toHaveLength(1);
      // The FAILED payment reads back with its error.
      const read = await get(payment.id);
      expect(read.body.payment.card_details?.errors).toEqual([error]);
    });

    it('rejects an unknown test nonce and a source that is no card with a 400 naming source_id', async () => {
      for (const source_id of ['cnon:card-nonce-nope', 'tok_visa']) {
        const res = await postPayment(client, paymentBody({ source_id }));
        expectV2Error(res, 400, invalid('source_id'));
      }
      expectV2Error(
        await postPayment(client, paymentBody({ source_id: '' })),
        400,
        invalid('source_id', 'VALUE_TOO_SHORT'),
      );
    });

    it('takes a card on file (ccof:) only with customer_id, ON_FILE', async () => {
      const res = await postPayment(client, paymentBody({ source_id: 'ccof:card-1' }));
      expectV2Error(res, 400, invalid('customer_id', 'MISSING_REQUIRED_PARAMETER'));
      const payment = await createPayment(client, {
        source_id: 'ccof:card-1',
        customer_id: 'cust-9',
      });
      expect(payment).toMatchObject({
        status: 'COMPLETED',
        customer_id: 'cust-9',
        card_details: { entry_method: 'ON_FILE', card: { card_brand: 'VISA', last_4: '1111' } },
      });
    });

    it('replays the same key and body as the same payment; another body is IDEMPOTENCY_KEY_REUSED', async () => {
      const body = paymentBody();
      const a = await postPayment(client, body);
      const b = await postPayment(client, body);
      expectStatus(a, 200);
      expectStatus(b, 200);
      expect(b.body).toEqual(a.body);
      expect(await paymentsWithKey(body.idempotency_key)).toHaveLength(1);
      const reused = await postPayment(client, { ...body, amount_money: usd(1001) });
      expectV2Error(reused, 400, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'IDEMPOTENCY_KEY_REUSED',
        field: 'idempotency_key',
      });
      expect(await paymentsWithKey(body.idempotency_key)).toHaveLength(1);
      // Keys are per merchant: the other merchant's payment with the same key is its own.
      const theirs = await postPayment(other, body);
      expectStatus(theirs, 200);
      expect(theirs.body.payment.id).not.toBe(a.body.payment.id);
    });

    it('checks the lengths and required fields of the request', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ idempotency_key: 'k'.repeat(46) }, 'idempotency_key', 'VALUE_TOO_LONG'],
        [{ idempotency_key: '' }, 'idempotency_key', 'VALUE_TOO_SHORT'],
        [{ idempotency_key: undefined }, 'idempotency_key', 'MISSING_REQUIRED_PARAMETER'],
        [{ source_id: undefined }, 'source_id', 'MISSING_REQUIRED_PARAMETER'],
        [{ amount_money: undefined }, 'amount_money', 'MISSING_REQUIRED_PARAMETER'],
        [{ amount_money: usd(0) }, 'amount_money.amount', 'VALUE_TOO_LOW'],
        [{ amount_money: usd(-5) }, 'amount_money.amount', 'VALUE_TOO_LOW'],
        [{ amount_money: usd(1.5) }, 'amount_money.amount', 'EXPECTED_INTEGER'],
        [{ tip_money: usd(-1) }, 'tip_money.amount', 'VALUE_TOO_LOW'],
        [{ reference_id: 'r'.repeat(41) }, 'reference_id', 'VALUE_TOO_LONG'],
        [{ note: 'n'.repeat(501) }, 'note', 'VALUE_TOO_LONG'],
        [{ buyer_email_address: 'e'.repeat(256) }, 'buyer_email_address', 'VALUE_TOO_LONG'],
        [{ autocomplete: 'false' }, 'autocomplete', 'EXPECTED_BOOLEAN'],
      ];
      for (const [change, field, code] of cases) {
        const res = await postPayment(client, paymentBody(change));
        expectV2Error(res, 400, invalid(field, code));
      }
      // At the limits it is accepted.
      const payment = await createPayment(client, {
        idempotency_key: 'k'.repeat(45),
        reference_id: 'r'.repeat(40),
        note: 'n'.repeat(500),
        buyer_email_address: 'e'.repeat(255),
      });
      expect(payment.reference_id).toHaveLength(40);
    });

    it("requires the merchant's currency in every money field (CURRENCY_MISMATCH)", async () => {
      for (const field of ['amount_money', 'tip_money', 'app_fee_money']) {
        const res = await postPayment(
          client,
          paymentBody({ [field]: { amount: 100, currency: 'EUR' } }),
        );
        expectV2Error(res, 400, invalid(`${field}.currency`, 'CURRENCY_MISMATCH'));
      }
    });

    it('takes app_fee_money only with PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS, up to 90 % of the total', async () => {
      const noFeeScope = clientFor(server.url, await server.token(['PAYMENTS_WRITE']));
      const denied = await postPayment(noFeeScope, paymentBody({ app_fee_money: usd(100) }));
      expectV2Error(denied, 403, {
        category: 'AUTHENTICATION_ERROR',
        code: 'INSUFFICIENT_SCOPES',
        field: 'app_fee_money',
      });
      // Without app_fee_money PAYMENTS_WRITE is enough.
      expectStatus(await postPayment(noFeeScope, paymentBody()), 200);
      // 90 % of 1000 + 200 is 1080.
      const over = await postPayment(
        client,
        paymentBody({ tip_money: usd(200), app_fee_money: usd(1081) }),
      );
      expectV2Error(over, 400, invalid('app_fee_money.amount', 'VALUE_TOO_HIGH'));
      const payment = await createPayment(client, {
        tip_money: usd(200),
        app_fee_money: usd(1080),
      });
      expect(payment.app_fee_money).toEqual(usd(1080));
      const readOnly = clientFor(server.url, await server.token(['PAYMENTS_READ']));
      expectV2Error(await postPayment(readOnly, paymentBody()), 403, {
        category: 'AUTHENTICATION_ERROR',
        code: 'INSUFFICIENT_SCOPES',
      });
    });

    it('takes accept_partial_authorization only with autocomplete false (CONFLICTING_PARAMETERS)', async () => {
      for (const autocomplete of [undefined, true]) {
        const res = await postPayment(
          client,
          paymentBody({ accept_partial_authorization: true, autocomplete }),
        );
        expectV2Error(res, 400, invalid('accept_partial_authorization', 'CONFLICTING_PARAMETERS'));
      }
      const payment = await approvedPayment(client, { accept_partial_authorization: true });
      expect(payment.status).toBe('APPROVED');
    });

    it("treats another merchant's location as unknown", async () => {
      for (const location_id of [server.other.locationIds[0]!, 'no-such-location']) {
        const body = paymentBody({ location_id });
        const res = await postPayment(client, body);
        expectV2Error(res, 400, invalid('location_id'));
        // Nothing was written, not even the key.
        expect(await paymentsWithKey(body.idempotency_key)).toEqual([]);
        expectStatus(await postPayment(client, { ...body, location_id: first }), 200);
      }
    });
  });

  describe('CompletePayment and CancelPayment', () => {
    it('completes an APPROVED payment with no body (Content-Type set, as the SDK sends)', async () => {
      const approved = await approvedPayment(client, { tip_money: usd(200) });
      const res = await client.raw<{ payment: PaymentT }>(`${PAYMENTS}/${approved.id}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      });
      expectStatus(res, 200);
      const { payment } = res.body;
      expect(payment).toMatchObject({
        id: approved.id,
        status: 'COMPLETED',
        card_details: { status: 'CAPTURED' },
        processing_fee: [{ type: 'INITIAL', amount_money: usd(65) }],
      });
      expect(payment).not.toHaveProperty('delayed_until');
      expect(payment.updated_at >= approved.updated_at).toBe(true);
      expect((await checkoutOf(approved.id)).completed).toBe(1);
      expect((await get(approved.id)).body.payment).toEqual(payment);
    });

    it('cancels an APPROVED payment: CANCELED, the card VOIDED, no fee', async () => {
      const approved = await approvedPayment(client);
      const res = await cancel(approved.id);
      expectStatus(res, 200);
      expect(res.body.payment).toMatchObject({
        status: 'CANCELED',
        card_details: { status: 'VOIDED' },
      });
      expect(res.body.payment).not.toHaveProperty('processing_fee');
      expect((await checkoutOf(approved.id)).completed).toBe(0);
    });

    it('answers anything but APPROVED with the DELAYED_TRANSACTION_* code of its state', async () => {
      const completed = await createPayment(client);
      const canceled = await approvedPayment(client);
      expectStatus(await cancel(canceled.id), 200);
      const failed = (
        await postPayment(client, paymentBody({ source_id: 'cnon:card-nonce-declined' }))
      ).body.payment;
      const cases: Array<[string, string]> = [
        [completed.id, 'DELAYED_TRANSACTION_CAPTURED'],
        [canceled.id, 'DELAYED_TRANSACTION_CANCELED'],
        [failed.id, 'DELAYED_TRANSACTION_FAILED'],
      ];
      for (const [id, code] of cases) {
        for (const action of [complete, cancel]) {
          expectV2Error(await action(id), 400, {
            category: 'INVALID_REQUEST_ERROR',
            code,
            detailStart: `Payment ${id} `,
          });
        }
      }
      expect((await row(completed.id)).status).toBe('COMPLETED');
      expect((await row(canceled.id)).status).toBe('CANCELED');
    });

    it("answers 404 for an unknown payment and another merchant's", async () => {
      const theirs = await approvedPayment(other);
      for (const id of ['no-such-payment', theirs.id]) {
        for (const res of [await complete(id), await cancel(id), await get(id)]) {
          expectV2Error(res, 404, {
            category: 'INVALID_REQUEST_ERROR',
            code: 'NOT_FOUND',
            detailStart: 'Payment ',
          });
        }
      }
      expect((await row(theirs.id)).status).toBe('APPROVED');
    });

    it('voids an APPROVED payment past its capture window when it is next read or listed', async () => {
      const read = await approvedPayment(client);
      const listed = await approvedPayment(client);
      const completing = await approvedPayment(client);
      const past = new Date(Date.now() - 60_000).toISOString();
      const created = new Date(Date.now() - 6 * DAY_MS - 60_000).toISOString();
      for (const p of [read, listed, completing]) await backdate(p.id, created, past);
      const got = await get(read.id);
      expect(got.body.payment).toMatchObject({
        status: 'CANCELED',
        card_details: { status: 'VOIDED' },
        updated_at: past,
      });
      const page = await list('status=CANCELED&sort_order=ASC');
      expect(page.body.payments?.map((p) => p.id)).toEqual(
        expect.arrayContaining([listed.id]) as unknown,
      );
      for (const action of [complete, cancel]) {
        expectV2Error(await action(completing.id), 400, {
          category: 'INVALID_REQUEST_ERROR',
          code: 'DELAYED_TRANSACTION_EXPIRED',
          detailStart: `Payment ${completing.id} `,
        });
      }
      // Still within the window: left alone.
      const fresh = await approvedPayment(client);
      expect((await get(fresh.id)).body.payment.status).toBe('APPROVED');
    });
  });

  describe('CancelPaymentByIdempotencyKey', () => {
    it('cancels the APPROVED payment made with the key', async () => {
      const key = newId();
      const payment = await approvedPayment(client, { idempotency_key: key });
      const res = await cancelByKey(key);
      expectStatus(res, 200);
      expect(res.body).toEqual({});
      expect((await get(payment.id)).body.payment).toMatchObject({
        status: 'CANCELED',
        card_details: { status: 'VOIDED' },
      });
      // Again: still {}.
      expectStatus(await cancelByKey(key), 200);
    });

    it('answers {} for an unknown key and then refuses a late createPayment with it', async () => {
      const key = newId();
      const res = await cancelByKey(key);
      expectStatus(res, 200);
      expect(res.body).toEqual({});
      expectStatus(await cancelByKey(key), 200);
      const late = await postPayment(client, paymentBody({ idempotency_key: key }));
      expectV2Error(late, 400, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'BAD_REQUEST',
        field: 'idempotency_key',
      });
      expect(JSON.stringify(late.body)).toContain('retry with a new idempotency_key');
      expect(await paymentsWithKey(key)).toEqual([]);
      // The other merchant's key space is its own.
      expectStatus(await postPayment(other, paymentBody({ idempotency_key: key })), 200);
    });

    it('answers DELAYED_TRANSACTION_CAPTURED for a COMPLETED payment: it went through', async () => {
      const key = newId();
      const payment = await createPayment(client, { idempotency_key: key });
      expectV2Error(await cancelByKey(key), 400, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'DELAYED_TRANSACTION_CAPTURED',
      });
      expect((await row(payment.id)).status).toBe('COMPLETED');
    });

    it('validates the key', async () => {
      expectV2Error(
        await cancelByKey('k'.repeat(46)),
        400,
        invalid('idempotency_key', 'VALUE_TOO_LONG'),
      );
      expectV2Error(
        await cancelByKey(undefined),
        400,
        invalid('idempotency_key', 'MISSING_REQUIRED_PARAMETER'),
      );
    });
  });

  describe('GetPayment', () => {
    it('shows refunded_money (COMPLETED refunds) and every refund id', async () => {
      const payment = await createPayment(client);
      const stored = await row(payment.id);
      const refund = (id: string, status: 'COMPLETED' | 'PENDING', amount: number, at: string) => ({
        id,
        merchant_id: server.merchantId,
        location_id: stored.location_id,
        payment_id: payment.id,
        checkout_id: stored.checkout_id,
        source_type: 'CARD',
        status,
        v1_type: null,
        currency: 'USD',
        amount,
        app_fee_amount: null,
        processing_fee_amount: 0,
        reason: null,
        created_at: at,
        updated_at: at,
      });
      const [r1, r2] = [newId(), newId()];
      await server.db
        .insertInto('refunds')
        .values([
          refund(r1, 'COMPLETED', 300, '2026-01-01T00:00:00.000Z'),
          refund(r2, 'PENDING', 100, '2026-01-02T00:00:00.000Z'),
        ])
        .execute();
      await server.db
        .updateTable('payments')
        .set({ refunded_amount: 300, refund_pending_amount: 100 })
        .where('id', '=', payment.id)
        .execute();
      const res = await get(payment.id);
      expect(res.body.payment).toMatchObject({ refunded_money: usd(300), refund_ids: [r1, r2] });
      const listed = await list(`total=1000&begin_time=${encodeURIComponent(payment.created_at)}`);
      expect(listed.body.payments?.find((p) => p.id === payment.id)).toEqual(res.body.payment);
    });
  });

  describe('ListPayments', () => {
    /** Payments in their own past window: 2026-03-01 + i minutes (ids by creation). */
    const WINDOW = { begin: '2026-03-01T00:00:00.000Z', end: '2026-03-02T00:00:00.000Z' };
    const minute = (i: number) => new Date(Date.parse(WINDOW.begin) + i * 60_000).toISOString();
    let made: PaymentT[] = [];
    const inWindow = `begin_time=${WINDOW.begin}&end_time=${WINDOW.end}`;

    beforeAll(async () => {
      // 105 payments a minute apart: brands, locations, totals and statuses vary.
      const sources = [
        'cnon:card-nonce-ok',
        'cnon:card-nonce-ok-mastercard',
        'cnon:card-nonce-ok-amex',
      ];
      made = [];
      for (let i = 0; i < 105; i++) {
        const res = await postPayment(
          client,
          paymentBody({
            source_id: sources[i % 3],
            location_id: i % 2 === 0 ? first : second,
            amount_money: usd(100 + (i % 5)),
            autocomplete: i % 7 !== 0,
          }),
        );
        expectStatus(res, 200);
        await backdate(res.body.payment.id, minute(i));
        made.push({ ...res.body.payment, created_at: minute(i) });
      }
      // The minute before and the end itself are outside [begin, end).
      const before = await createPayment(client);
      await backdate(before.id, minute(-1));
      const atEnd = await createPayment(client);
      await backdate(atEnd.id, WINDOW.end);
    });

    const ids = (payments: readonly PaymentT[] | undefined) => (payments ?? []).map((p) => p.id);

    async function allPages(query: string) {
      const pages: PaymentT[][] = [];
      let res = await list(query);
      for (;;) {
        expectStatus(res, 200);
        pages.push(res.body.payments ?? []);
        const cursor = res.body.cursor;
        if (!cursor) break;
        expect(pages.length).toBeLessThan(20);
        res = await list(`${query}&cursor=${encodeURIComponent(cursor)}`);
      }
      return pages;
    }

    it('pages 100 at a time, newest first by default, begin inclusive and end exclusive', async () => {
      const pages = await allPages(inWindow);
      expect(pages.map((p) => p.length)).toEqual([100, 5]);
      expect(ids(pages.flat())).toEqual(ids(made).reverse());
    });

    it('sorts ASC on request', async () => {
      const pages = await allPages(`${inWindow}&sort_order=ASC`);
      expect(ids(pages.flat())).toEqual(ids(made));
    });

    it('filters by location_id, total, last_4, card_brand and status', async () => {
      const cases: Array<[string, (p: PaymentT, i: number) => boolean]> = [
        [`location_id=${second}`, (_, i) => i % 2 === 1],
        ['total=102', (_, i) => i % 5 === 2],
        ['last_4=5100', (_, i) => i % 3 === 1],
        ['card_brand=AMERICAN_EXPRESS', (_, i) => i % 3 === 2],
        ['status=APPROVED', (_, i) => i % 7 === 0],
        ['status=COMPLETED&card_brand=VISA', (_, i) => i % 7 !== 0 && i % 3 === 0],
      ];
      for (const [filter, keep] of cases) {
        const pages = await allPages(`${inWindow}&sort_order=ASC&${filter}`);
        expect(ids(pages.flat()), filter).toEqual(ids(made.filter(keep)));
      }
    });

    it('defaults to the last year up to now', async () => {
      const recent = await createPayment(client);
      const old = await createPayment(client);
      await backdate(old.id, new Date(Date.now() - 367 * DAY_MS).toISOString());
      const res = await list();
      expectStatus(res, 200);
      expect(ids(res.body.payments)[0]).toBe(recent.id);
      const pages = await allPages('sort_order=ASC');
      expect(ids(pages.flat())).not.toContain(old.id);
      expect(ids(pages.flat())).toContain(made[0]!.id);
    });

    it("never lists another merchant's payments", async () => {
      const theirs = await createPayment(other);
      const pages = await allPages('sort_order=ASC');
      expect(ids(pages.flat())).not.toContain(theirs.id);
      expect(ids((await other.get<{ payments: PaymentT[] }>(PAYMENTS)).body.payments)).toContain(
        theirs.id,
      );
    });

    it('binds the cursor to the filters', async () => {
      const res = await list(inWindow);
      const cursor = res.body.cursor!;
      expect(cursor).toBeTruthy();
      const changed = await list(
        `${inWindow}&location_id=${first}&cursor=${encodeURIComponent(cursor)}`,
      );
      expectV2Error(changed, 400, invalid('cursor', 'INVALID_CURSOR'));
    });

    it('rejects bad filters naming the parameter', async () => {
      const cases: Array<[string, string, string]> = [
        ['card_brand=VISA_GOLD', 'card_brand', 'INVALID_ENUM_VALUE'],
        ['status=PENDING', 'status', 'INVALID_ENUM_VALUE'],
        ['sort_order=UP', 'sort_order', 'INVALID_ENUM_VALUE'],
        ['begin_time=yesterday', 'begin_time', 'INVALID_TIME'],
        ['end_time=2025-13-01T00:00:00Z', 'end_time', 'INVALID_TIME'],
        [`begin_time=${WINDOW.end}&end_time=${WINDOW.begin}`, 'end_time', 'INVALID_VALUE'],
        ['total=-1', 'total', 'INVALID_VALUE'],
        ['total=1.5', 'total', 'INVALID_VALUE'],
        ['last_4=12a4', 'last_4', 'INVALID_VALUE'],
        ['last_4=12345', 'last_4', 'INVALID_VALUE'],
      ];
      for (const [query, field, code] of cases) {
        expectV2Error(await list(query), 400, invalid(field, code));
      }
    });
  });
});
