import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { PaymentCheckoutT, PaymentTotalsT } from '@contract/payment-reports';
import type { PaymentsTable, RefundsTable } from '../../db/schema';
import { clientFor, expectStatus, type Client } from '../../testing/expectations';
import type { ApiResponse } from '../../testing/harness';
import { startTestServer, type TestServer } from '../../testing/harness';
import { newId } from '../../lib/ids';
import { EXPORT_COLUMNS, decimalAmount, exportBatches, exportStream } from './export-csv';
import { readExportLink } from './export-link';

/** A v2 error envelope with this status, naming `field` and/or carrying `code`. */
function expectV2Error(res: ApiResponse, status: number, e: { code?: string; field?: string }) {
  expectStatus(res, status);
  const [first, ...more] = (
    res.body as { errors: { code: string; field?: string; detail: string }[] }
  ).errors;
  expect(more).toEqual([]);
  if (e.code) expect(first?.code).toBe(e.code);
  if (e.field) {
    expect(first?.field).toBe(e.field);
    expect(first?.detail).toMatch(new RegExp(`^${e.field} `));
  }
}

let server: TestServer;
let client: Client;

const BRANDS = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'] as const;
const STATUSES = ['COMPLETED', 'COMPLETED', 'APPROVED', 'CANCELED', 'FAILED'] as const;
/** Every payment of the main merchant inserted here, as stored. */
const rows: Insertable<PaymentsTable>[] = [];
const refundRows: Insertable<RefundsTable>[] = [];
let splitCheckout: string;
let splitTenders: string[];
let theirPayment: string;

const BASE = Date.parse('2026-10-01T12:00:00.000Z');
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();
/** `at` as payments and checkouts store it (milliseconds). */
const atMs = (minutes: number) => BASE + minutes * 60_000;

async function insertCheckout(merchantId: string, locationId: string, createdAt: string) {
  const id = newId();
  await server.db
    .insertInto('checkouts')
    .values({
      id,
      merchant_id: merchantId,
      location_id: locationId,
      origin: 'POS',
      currency: 'USD',
      is_partial: 0,
      completed: 1,
      device: null,
      creator_id: null,
      gross_sales_amount: 0,
      discount_amount: 0,
      net_sales_amount: 0,
      inclusive_tax_amount: 0,
      additive_tax_amount: 0,
      taxes: null,
      created_at: Date.parse(createdAt),
      received_at: Date.parse(createdAt),
      updated_at: Date.parse(createdAt),
    })
    .execute();
  return id;
}

function paymentRow(
  merchantId: string,
  locationId: string,
  checkoutId: string,
  i: number,
  position = 0,
): Insertable<PaymentsTable> {
  const status = STATUSES[i % STATUSES.length]!;
  const amount = 1000 + i * 37;
  const tip = i % 3 === 0 ? 150 : 0;
  const total = amount + tip;
  return {
    id: newId(),
    merchant_id: merchantId,
    location_id: locationId,
    checkout_id: checkoutId,
    tender_position: position,
    status,
    source_type: 'CARD',
    tender_type: 'CREDIT_CARD',
    currency: 'USD',
    amount,
    tip_amount: tip,
    total_amount: total,
    app_fee_amount: i % 4 === 0 ? 20 : null,
    processing_fee_amount: status === 'COMPLETED' ? Math.round(total * 0.026) + 10 : 0,
    refunded_amount: 0,
    refund_pending_amount: 0,
    tendered_amount: null,
    change_back_amount: null,
    card_brand: BRANDS[i % BRANDS.length]!,
    last_4: i % 2 === 0 ? '4242' : '1111',
    exp_month: 12,
    exp_year: 2030,
    card_fingerprint: null,
    cardholder_name: null,
    entry_method: 'EMV',
    error_code: status === 'FAILED' ? 'CARD_DECLINED' : null,
    employee_id: null,
    customer_id: null,
    order_id: null,
    reference_id: i === 3 ? '=cmd|calc' : `ref-${i}`,
    note: i === 5 ? 'Table 4, "window"' : null,
    buyer_email_address: null,
    billing_address: null,
    shipping_address: null,
    idempotency_key: null,
    capture_deadline: null,
    completed_at: status === 'COMPLETED' ? atMs(i * 10) : null,
    created_at: atMs(i * 10),
    updated_at: atMs(i * 10),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  const [first, second] = server.locationIds as [string, string];
  for (let i = 0; i < 23; i++) {
    const location = i % 2 === 0 ? first : second;
    const checkout = await insertCheckout(server.merchantId, location, at(i * 10));
    const row = paymentRow(server.merchantId, location, checkout, i);
    rows.push(row);
  }
  // A split tender sale: two tenders of one checkout.
  splitCheckout = await insertCheckout(server.merchantId, first, at(500));
  splitTenders = [];
  for (const position of [0, 1]) {
    const row = paymentRow(server.merchantId, first, splitCheckout, 30, position);
    row.status = 'COMPLETED';
    row.completed_at = row.created_at;
    row.processing_fee_amount = 40;
    rows.push(row);
    splitTenders.push(row.id);
  }
  await server.db.insertInto('payments').values(rows).execute();
  // Refunds of two completed payments: one completed (fee given back), one pending.
  const refunded = rows.filter((r) => r.status === 'COMPLETED').slice(0, 2);
  for (const [n, p] of refunded.entries()) {
    const status = n === 0 ? 'COMPLETED' : 'PENDING';
    const amount = 500;
    refundRows.push({
      id: newId(),
      merchant_id: server.merchantId,
      location_id: p.location_id,
      payment_id: p.id,
      checkout_id: p.checkout_id,
      source_type: 'CARD',
      status,
      v1_type: null,
      currency: 'USD',
      amount,
      app_fee_amount: null,
      processing_fee_amount: 7,
      reason: null,
      created_at: at(600),
      updated_at: at(600),
    });
    const column = status === 'COMPLETED' ? 'refunded_amount' : 'refund_pending_amount';
    await server.db
      .updateTable('payments')
      .set({ [column]: amount })
      .where('id', '=', p.id)
      .execute();
    p[column] = amount;
  }
  await server.db.insertInto('refunds').values(refundRows).execute();

  // The other merchant has one payment, which the main merchant never sees.
  const theirLocation = server.other.locationIds[0]!;
  const theirCheckout = await insertCheckout(server.otherMerchantId, theirLocation, at(5));
  const theirs = paymentRow(server.otherMerchantId, theirLocation, theirCheckout, 1);
  theirPayment = theirs.id!;
  await server.db.insertInto('payments').values(theirs).execute();
});

afterAll(async () => {
  await server?.close();
});

const RANGE = `begin_time=${encodeURIComponent(at(-1))}&end_time=${encodeURIComponent(at(10_000))}`;

/** The totals computed from the inserted rows, the way the endpoint documents them. */
function expectedTotals(keep: (r: Insertable<PaymentsTable>) => boolean): PaymentTotalsT {
  const matching = rows.filter(keep);
  const completed = matching.filter((r) => r.status === 'COMPLETED');
  const sum = (f: (r: Insertable<PaymentsTable>) => number) =>
    completed.reduce((s, r) => s + f(r), 0);
  const feesBack = refundRows
    .filter((f) => f.status === 'COMPLETED' && completed.some((r) => r.id === f.payment_id))
    .reduce((s, f) => s + Number(f.processing_fee_amount), 0);
  const gross = sum((r) => Number(r.total_amount));
  const refunded = sum((r) => Number(r.refunded_amount));
  const fees = sum((r) => Number(r.processing_fee_amount)) - feesBack;
  const appFees = sum((r) => Number(r.app_fee_amount ?? 0));
  return {
    currency: 'USD',
    count: matching.length,
    completed_count: completed.length,
    gross_amount: gross,
    tip_amount: sum((r) => Number(r.tip_amount)),
    refunded_amount: refunded,
    processing_fee_amount: fees,
    app_fee_amount: appFees,
    net_amount: gross - refunded - fees - appFees,
  };
}

const totals = (query: string) =>
  client.get<{ totals: PaymentTotalsT }>(
    `/app/payments/totals?${query.includes('begin_time') ? query.slice(1) : `${RANGE}${query}`}`,
  );

/** The CSV of an export made with `query`, through the link (no bearer token). */
async function exportCsv(query: string) {
  const made = await client.post<{ url: string; expires_at: string }>(
    `/app/payments/export?${RANGE}${query}`,
  );
  expectStatus(made, 200);
  const res = await fetch(`${server.url}${made.body.url}`);
  return { made: made.body, res, text: await res.text() };
}

describe(`payment reports (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  describe('GetPaymentTotals', () => {
    it.each([
      ['no filter', '', () => true],
      ['location_id', `&location_id=LOC0`, (r) => r.location_id === server.locationIds[0]],
      ['status', '&status=COMPLETED', (r) => r.status === 'COMPLETED'],
      ['card_brand', '&card_brand=MASTERCARD', (r) => r.card_brand === 'MASTERCARD'],
      ['last_4', '&last_4=4242', (r) => r.last_4 === '4242'],
      ['total', `&total=TOTAL3`, (r) => r.total_amount === rows[3]!.total_amount],
      [
        'a time range (begin inclusive, end exclusive)',
        `&begin_time=${encodeURIComponent(at(50))}&end_time=${encodeURIComponent(at(120))}`,
        (r) => r.created_at >= atMs(50) && r.created_at < atMs(120),
      ],
      [
        'several filters',
        '&last_4=4242&card_brand=VISA&location_id=LOC0',
        (r) =>
          r.last_4 === '4242' && r.card_brand === 'VISA' && r.location_id === server.locationIds[0],
      ],
    ] as [string, string, (r: Insertable<PaymentsTable>) => boolean][])(
      'matches the rows for %s',
      async (_name, query, keep) => {
        const q = query
          .replace('LOC0', server.locationIds[0]!)
          .replace('TOTAL3', String(rows[3]!.total_amount));
        const res = await totals(q);
        expectStatus(res, 200);
        const expected = expectedTotals(keep);
        expect(expected.count).toBeGreaterThan(0);
        expect(res.body.totals).toEqual(expected);
      },
    );

    it('nets completed refunds and the fee they gave back, not pending ones', async () => {
      const res = await totals('');
      const completedRefund = refundRows.find((r) => r.status === 'COMPLETED')!;
      expect(res.body.totals.refunded_amount).toBe(completedRefund.amount);
      const fees = rows
        .filter((r) => r.status === 'COMPLETED')
        .reduce((s, r) => s + Number(r.processing_fee_amount), 0);
      expect(res.body.totals.processing_fee_amount).toBe(fees - 7);
    });

    it('defaults to one year back to now, like GET /v2/payments', async () => {
      const res = await client.get<{ totals: PaymentTotalsT }>('/app/payments/totals');
      expectStatus(res, 200);
      // The rows are from 2026-10-01 on; the test may run before or after, so compare with the rows.
      const now = Date.now();
      const inRange = (r: Insertable<PaymentsTable>) =>
        r.created_at < now && r.created_at >= now - 365 * 86_400_000;
      expect(res.body.totals.count).toBe(rows.filter(inRange).length);
    });

    it('names the field of a bad filter', async () => {
      expectV2Error(await totals('&last_4=42'), 400, { field: 'last_4' });
      expectV2Error(await totals('&status=PAID'), 400, { field: 'status' });
      expectV2Error(await totals('&card_brand=visa'), 400, { field: 'card_brand' });
      expectV2Error(await totals('&total=-5'), 400, { field: 'total' });
      expectV2Error(
        await client.get(
          `/app/payments/totals?begin_time=${encodeURIComponent(at(10))}&end_time=${encodeURIComponent(at(5))}`,
        ),
        400,
        { field: 'end_time' },
      );
      expectV2Error(await client.get('/app/payments/totals?begin_time=yesterday'), 400, {
        field: 'begin_time',
      });
    });

    it('needs a token with PAYMENTS_READ, and counts only the caller’s payments', async () => {
      const anonymous = clientFor(server.url);
      expectV2Error(await anonymous.get(`/app/payments/totals?${RANGE}`), 401, {
        code: 'UNAUTHORIZED',
      });
      const noScope = clientFor(server.url, await server.token(['EMPLOYEES_READ']));
      expectV2Error(await noScope.get(`/app/payments/totals?${RANGE}`), 403, {
        code: 'INSUFFICIENT_SCOPES',
      });
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      const theirs = await other.get<{ totals: PaymentTotalsT }>(`/app/payments/totals?${RANGE}`);
      expectStatus(theirs, 200);
      expect(theirs.body.totals.count).toBe(1);
      const mine = await client.get<{ totals: PaymentTotalsT }>(
        `/app/payments/totals?${RANGE}&location_id=${server.other.locationIds[0]!}`,
      );
      expect(mine.body.totals.count).toBe(0);
    });
  });

  describe('CSV export', () => {
    it("names a one-day export for that day on the location's clock, with its name and local times", async () => {
      // 2026-10-01 in New York (the test locations' zone) runs from 04:00 UTC to 04:00 UTC the next day.
      const made = await client.post<{ url: string }>(
        `/app/payments/export?begin_time=2026-10-01T04:00:00.000Z&end_time=2026-10-02T04:00:00.000Z&location_id=${server.locationIds[0]!}`,
      );
      expectStatus(made, 200);
      const res = await fetch(`${server.url}${made.body.url}`);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="payments-2026-10-01.csv"',
      );
      const location = await server.db
        .selectFrom('locations')
        .select(['name', 'timezone'])
        .where('id', '=', server.locationIds[0]!)
        .executeTakeFirstOrThrow();
      const lines = (await res.text())
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1, -1);
      const expected = rows.filter((r) => r.location_id === server.locationIds[0]);
      expect(lines).toHaveLength(expected.length);
      expect(lines.length).toBeGreaterThan(0);
      const column = (line: string, name: (typeof EXPORT_COLUMNS)[number]) =>
        line.split(',')[EXPORT_COLUMNS.indexOf(name)];
      for (const line of lines) {
        const row = expected.find((r) => r.id === line.split(',')[1])!;
        expect(column(line, 'location')).toBe(location.name);
        expect(column(line, 'time_zone')).toBe(location.timezone);
        // 12:00 UTC on Oct 1 plus minutes is the morning of Oct 1 in New York (UTC−4).
        const utc = new Date(row.created_at);
        const local = new Date(utc.getTime() - 4 * 3_600_000).toISOString();
        expect(column(line, 'local_time')).toBe(`${local.slice(0, 10)} ${local.slice(11, 19)}`);
      }
    });

    it('streams the filtered range newest first with a download name, through a link without a token', async () => {
      const { made, res, text } = await exportCsv('&last_4=4242');
      expect(made.url).toMatch(/^\/app\/exports\/payments\.csv\?token=/);
      expect(Date.parse(made.expires_at)).toBeGreaterThan(Date.now());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="payments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
      const expected = rows
        .filter((r) => r.last_4 === '4242')
        .sort((a, b) =>
          a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at - a.created_at,
        );
      expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(expected.map((r) => r.id));
    });

    it('writes amounts as decimals, net per row, and neutralises formulas and quotes', async () => {
      const { text } = await exportCsv('');
      const lines = text.split('\r\n');
      const row3 = rows[3]!;
      const line3 = lines.find((l) => l.includes(row3.id))!;
      const cells = line3.split(',');
      expect(cells[EXPORT_COLUMNS.indexOf('total')]).toBe(
        decimalAmount(Number(row3.total_amount), 'USD'),
      );
      expect(cells[EXPORT_COLUMNS.indexOf('reference_id')]).toBe(`'=cmd|calc`);
      expect(text).toContain(`"Table 4, ""window"""`);
      const refunded = rows.find((r) => Number(r.refunded_amount) > 0)!;
      const feeBack = refundRows
        .filter((f) => f.payment_id === refunded.id && f.status === 'COMPLETED')
        .reduce((sum, f) => sum + Number(f.processing_fee_amount), 0);
      expect(feeBack).toBe(7);
      const net =
        Number(refunded.total_amount) -
        Number(refunded.refunded_amount) -
        (Number(refunded.processing_fee_amount) - feeBack) -
        Number(refunded.app_fee_amount ?? 0);
      const refundedCells = lines.find((l) => l.includes(refunded.id))!.split(',');
      expect(refundedCells[EXPORT_COLUMNS.indexOf('net')]).toBe(decimalAmount(net, 'USD'));
      expect(decimalAmount(5, 'USD')).toBe('0.05');
      expect(decimalAmount(1234, 'JPY')).toBe('1234');
    });

    it('reads the rows in keyset batches, one query per batch, and writes each as it comes', async () => {
      const filters = readExportLink(
        new URL(
          (await client.post<{ url: string }>(`/app/payments/export?${RANGE}`)).body.url,
          server.url,
        ).searchParams.get('token')!,
        (
          await server.db
            .selectFrom('settings')
            .select('value')
            .where('key', '=', 'paging_secret')
            .executeTakeFirstOrThrow()
        ).value,
      );
      const sizes: number[] = [];
      for await (const batch of exportBatches(server.db, filters, 4)) sizes.push(batch.length);
      expect(sizes).toEqual([4, 4, 4, 4, 4, 4, 1]);

      // The stream pulls one batch per read: the header, then one chunk per batch.
      const reader = exportStream(server.db, filters, 10).getReader();
      const chunks: string[] = [];
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(decoder.decode(value));
      }
      expect(chunks.length).toBe(1 + 3);
      expect(chunks.slice(1).map((c) => c.split('\r\n').length - 1)).toEqual([10, 10, 5]);
    });

    it('refuses an altered, foreign or expired link, and needs PAYMENTS_READ to make one', async () => {
      const made = await client.post<{ url: string }>(`/app/payments/export?${RANGE}`);
      const token = new URL(made.body.url, server.url).searchParams.get('token')!;
      const [payload, signature] = token.split('.') as [string, string];
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { m: string };
      const forged = Buffer.from(JSON.stringify({ ...body, m: server.otherMerchantId })).toString(
        'base64url',
      );
      // Another first character (a fixed 'x' left 1 signature in 64 unchanged).
      const altered = `${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`;
      for (const bad of [`${forged}.${signature}`, `${payload}.${altered}`, 'abc']) {
        const res = await fetch(`${server.url}/app/exports/payments.csv?token=${bad}`);
        expect(res.status).toBe(401);
        expect(((await res.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe(
          'token',
        );
      }
      const missing = await fetch(`${server.url}/app/exports/payments.csv`);
      expect(missing.status).toBe(400);
      const secret = (
        await server.db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'paging_secret')
          .executeTakeFirstOrThrow()
      ).value;
      expect(() => readExportLink(token, secret, Date.now() + 301_000)).toThrow(/expired/);
      expect(readExportLink(token, secret).merchant_id).toBe(server.merchantId);

      const noScope = clientFor(server.url, await server.token(['EMPLOYEES_READ']));
      expectV2Error(await noScope.post(`/app/payments/export?${RANGE}`), 403, {
        code: 'INSUFFICIENT_SCOPES',
      });
      expectV2Error(await clientFor(server.url).post(`/app/payments/export?${RANGE}`), 401, {
        code: 'UNAUTHORIZED',
      });
      expectV2Error(await client.post(`/app/payments/export?last_4=x`), 400, { field: 'last_4' });
    });

    it('exports only the merchant of the link', async () => {
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      const made = await other.post<{ url: string }>(`/app/payments/export?${RANGE}`);
      const text = await (await fetch(`${server.url}${made.body.url}`)).text();
      const ids = text
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(',')[1]);
      expect(ids).toEqual([theirPayment]);
    });
  });

  describe('GetPaymentCheckout', () => {
    it('names the sale of a split tender payment and counts its tenders', async () => {
      const res = await client.get<{ checkout: PaymentCheckoutT }>(
        `/app/payments/${splitTenders[1]!}/checkout`,
      );
      expectStatus(res, 200);
      expect(res.body.checkout).toEqual({
        payment_id: splitTenders[1],
        checkout_id: splitCheckout,
        location_id: server.locationIds[0],
        origin: 'POS',
        tender_count: 2,
        itemization_count: 0,
        v1_visible: true,
        items: [],
      });
    });

    it('is a 404 for another merchant’s payment or an unknown one', async () => {
      expectV2Error(await client.get(`/app/payments/${theirPayment}/checkout`), 404, {
        code: 'NOT_FOUND',
      });
      expectV2Error(await client.get(`/app/payments/nope/checkout`), 404, { code: 'NOT_FOUND' });
    });
  });
});
