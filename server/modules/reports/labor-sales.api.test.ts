import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { LaborVsSalesReportT } from '@contract/labor-sales';
import type { PaymentTotalsT } from '@contract/payment-reports';
import type { ShiftBreaksTable, ShiftsTable } from '../../db/schema';
import { OPEN_SHIFT_END_SORT } from '../../db/schema';
import { newId } from '../../lib/ids';
import {
  clientFor,
  expectStatus,
  expectV2Error,
  type Client,
  newEmployeeId,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { apiCardPayment } from '../../testing/payments';

/**
 * GetLaborVsSales against hand-computed figures. The location's zone is America/New_York and the
 * range 2026-10-31 … 2026-11-02 crosses the end of daylight saving (Nov 1, 02:00 EDT → 01:00 EST),
 * so Nov 1 is 25 hours long: Oct 31 is 04:00Z–04:00Z, Nov 1 04:00Z–05:00Z, Nov 2 05:00Z–05:00Z.
 */

let server: TestServer;
let client: Client;
let location: string;
let otherLocation: string;
const PATH = '/app/reports/labor-vs-sales';
const RANGE = 'begin_date=2026-10-31&end_date=2026-11-02';

async function insertShift(
  employeeId: string,
  locationId: string,
  start: string,
  end: string | null,
  wage: number | null,
  breaks: { start: string; end: string | null; paid: boolean }[] = [],
) {
  const id = newId();
  const row: Insertable<ShiftsTable> = {
    id,
    merchant_id: server.merchantId,
    employee_id: employeeId,
    location_id: locationId,
    timezone: 'America/New_York',
    start_at: start,
    end_at: end,
    end_sort: end ?? OPEN_SHIFT_END_SORT,
    status: end === null ? 'OPEN' : 'CLOSED',
    wage_title: wage === null ? null : 'Barista',
    wage_amount: wage,
    wage_currency: wage === null ? null : 'USD',
    version: 1,
    created_at: start,
    updated_at: start,
    deleted: 0,
    clockout_location_id: null,
  };
  await server.db.insertInto('shifts').values(row).execute();
  const breakRows: Insertable<ShiftBreaksTable>[] = breaks.map((b) => ({
    id: newId(),
    shift_id: id,
    break_type_id: newId(),
    name: b.paid ? 'Rest' : 'Lunch',
    expected_duration: 'PT30M',
    is_paid: b.paid ? 1 : 0,
    start_at: b.start,
    end_at: b.end,
  }));
  if (breakRows.length > 0) await server.db.insertInto('shift_breaks').values(breakRows).execute();
}

/** A card payment at `createdAt`, as createPayment stores it. */
function insertPayment(
  merchantId: string,
  locationId: string,
  createdAt: string,
  p: {
    status?: 'APPROVED' | 'COMPLETED' | 'FAILED';
    amount: number;
    tip?: number;
    refunded?: number;
    pending?: number;
  },
) {
  const { amount, ...fields } = p;
  return apiCardPayment(server, amount, { ...fields, merchantId, locationId, createdAt });
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [location, otherLocation] = server.locationIds as [string, string];
  const [ana, ben, cy] = [
    await newEmployeeId(client),
    await newEmployeeId(client),
    await newEmployeeId(client),
  ];

  // Oct 31: 09:00–17:00 EDT, 8 h, a 30-minute unpaid and a 15-minute paid break: 450 paid
  // minutes at 15.00/h.
  await insertShift(ana, location, '2026-10-31T13:00:00.000Z', '2026-10-31T21:00:00.000Z', 1500, [
    { start: '2026-10-31T16:00:00.000Z', end: '2026-10-31T16:30:00.000Z', paid: false },
    { start: '2026-10-31T18:00:00.000Z', end: '2026-10-31T18:15:00.000Z', paid: true },
  ]);
  // Oct 31 23:30 EDT (Nov 1 in UTC): counts on Oct 31, its start day in the zone; 240 min at 13.33.
  await insertShift(ben, location, '2026-11-01T03:30:00.000Z', '2026-11-01T07:30:00.000Z', 1333);
  // Oct 30 23:59 EDT: the day before the range.
  await insertShift(cy, location, '2026-10-31T03:59:00.000Z', '2026-10-31T04:59:00.000Z', 9999);
  // Another location, inside the range.
  await insertShift(
    cy,
    otherLocation,
    '2026-10-31T13:00:00.000Z',
    '2026-10-31T15:00:00.000Z',
    9999,
  );

  // Nov 1: 370 min, an unpaid break of 20 and one left unfinished at the end (clipped: 10):
  // 340 paid minutes at 10.01/h; and 120 min without a wage (hours, no cost).
  await insertShift(ana, location, '2026-11-01T14:00:00.000Z', '2026-11-01T20:10:00.000Z', 1001, [
    { start: '2026-11-01T16:00:00.000Z', end: '2026-11-01T16:20:00.000Z', paid: false },
    { start: '2026-11-01T20:00:00.000Z', end: null, paid: false },
  ]);
  await insertShift(ben, location, '2026-11-01T15:00:00.000Z', '2026-11-01T17:00:00.000Z', null);
  // Nov 2: still open, counted apart.
  await insertShift(cy, location, '2026-11-02T14:00:00.000Z', null, 2000);

  // Sales. Oct 31: 10000 (+ a tip), 5000 refunded 2000, 300 at 23:59 EDT; a failed one.
  await insertPayment(server.merchantId, location, '2026-10-31T15:00:00.000Z', {
    amount: 10_000,
    tip: 1500,
  });
  await insertPayment(server.merchantId, location, '2026-10-31T20:00:00.000Z', {
    amount: 5000,
    refunded: 2000,
  });
  await insertPayment(server.merchantId, location, '2026-11-01T03:59:00.000Z', { amount: 300 });
  await insertPayment(server.merchantId, location, '2026-10-31T21:00:00.000Z', {
    amount: 9999,
    status: 'FAILED',
  });
  // Nov 1 23:30 EST (04:30Z on Nov 2; it would be Nov 2 at the summer offset).
  await insertPayment(server.merchantId, location, '2026-11-02T04:30:00.000Z', {
    amount: 7000,
    tip: 500,
  });
  // Nov 2 00:00 EST: a pending refund is not counted; an approved payment is not a sale yet.
  await insertPayment(server.merchantId, location, '2026-11-02T05:00:00.000Z', {
    amount: 4000,
    pending: 1000,
  });
  await insertPayment(server.merchantId, location, '2026-11-02T15:00:00.000Z', {
    amount: 800,
    status: 'APPROVED',
  });
  // Another location and another merchant, the same day.
  await insertPayment(server.merchantId, otherLocation, '2026-10-31T15:00:00.000Z', {
    amount: 123_456,
  });
  await insertPayment(
    server.otherMerchantId,
    server.other.locationIds[0]!,
    '2026-10-31T15:00:00.000Z',
    { amount: 654_321 },
  );
});

afterAll(async () => {
  await server?.close();
});

const report = (query: string, c = client) =>
  c.get<{ report: LaborVsSalesReportT }>(`${PATH}?location_id=${location}&${query}`);

const zero = {
  labor_cost_amount: 0,
  labor_minutes: 0,
  shift_count: 0,
  open_shift_count: 0,
  unpriced_minutes: 0,
  payment_count: 0,
  sales_amount: 0,
  refunded_amount: 0,
  net_sales_amount: 0,
  labor_percent: null,
};

describe(`labor vs sales (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('sums labor and sales per local day across the end of daylight saving', async () => {
    const res = await report(RANGE);
    expectStatus(res, 200);
    expect(res.body.report).toEqual({
      location_id: location,
      timezone: 'America/New_York',
      currency: 'USD',
      begin_date: '2026-10-31',
      end_date: '2026-11-02',
      days: [
        {
          date: '2026-10-31',
          // (450 × 1500 + 240 × 1333) / 60 = 994920 / 60 = 16582
          labor_cost_amount: 16_582,
          labor_minutes: 690,
          shift_count: 2,
          open_shift_count: 0,
          unpriced_minutes: 0,
          payment_count: 3,
          sales_amount: 15_300,
          refunded_amount: 2000,
          net_sales_amount: 13_300,
          labor_percent: 124.7,
        },
        {
          date: '2026-11-01',
          // 340 × 1001 / 60 = 5672.33 → 5672
          labor_cost_amount: 5672,
          labor_minutes: 460,
          shift_count: 2,
          open_shift_count: 0,
          unpriced_minutes: 120,
          payment_count: 1,
          sales_amount: 7000,
          refunded_amount: 0,
          net_sales_amount: 7000,
          labor_percent: 81,
        },
        {
          ...zero,
          date: '2026-11-02',
          open_shift_count: 1,
          payment_count: 1,
          sales_amount: 4000,
          net_sales_amount: 4000,
          labor_percent: 0,
        },
      ],
      totals: {
        labor_cost_amount: 22_254,
        labor_minutes: 1150,
        shift_count: 4,
        open_shift_count: 1,
        unpriced_minutes: 120,
        payment_count: 5,
        sales_amount: 26_300,
        refunded_amount: 2000,
        net_sales_amount: 24_300,
        // 22254 / 24300 = 91.58 %
        labor_percent: 91.6,
      },
    });
  });

  it('counts net sales as the payment totals do (gross − tips − refunded)', async () => {
    const begin = encodeURIComponent('2026-10-31T04:00:00.000Z');
    const end = encodeURIComponent('2026-11-03T05:00:00.000Z');
    const totals = await client.get<{ totals: PaymentTotalsT }>(
      `/app/payments/totals?location_id=${location}&begin_time=${begin}&end_time=${end}`,
    );
    expectStatus(totals, 200);
    const t = totals.body.totals;
    const res = await report(RANGE);
    expect(res.body.report.totals.net_sales_amount).toBe(
      t.gross_amount - t.tip_amount - t.refunded_amount,
    );
  });

  it('answers every day of the range, empty ones with zeros', async () => {
    const res = await report('begin_date=2026-10-01&end_date=2026-10-03');
    expectStatus(res, 200);
    expect(res.body.report.days).toEqual(
      ['2026-10-01', '2026-10-02', '2026-10-03'].map((date) => ({ ...zero, date })),
    );
    expect(res.body.report.totals).toEqual(zero);
  });

  it('defaults to the last 7 days, today in the location’s zone', async () => {
    const res = await report('');
    expectStatus(res, 200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      Date.now(),
    );
    expect(res.body.report.end_date).toBe(today);
    expect(res.body.report.days).toHaveLength(7);
    expect(res.body.report.days.at(-1)?.date).toBe(today);
  });

  it('takes a 92-day range', async () => {
    const res = await report('begin_date=2026-08-03&end_date=2026-11-02');
    expectStatus(res, 200);
    expect(res.body.report.days).toHaveLength(92);
    // With the Oct 30 shift (an hour at 99.99).
    expect(res.body.report.totals.labor_cost_amount).toBe(22_254 + 9999);
  });

  it.each([
    ['no location_id', '', 'MISSING_REQUIRED_PARAMETER', 'location_id'],
    [
      'a malformed begin_date',
      'location_id=L&begin_date=2026-13-01',
      'INVALID_VALUE',
      'begin_date',
    ],
    ['a malformed end_date', 'location_id=L&end_date=yesterday', 'INVALID_VALUE', 'end_date'],
    [
      'an end before the begin',
      'location_id=L&begin_date=2026-11-02&end_date=2026-11-01',
      'INVALID_TIME_RANGE',
      'end_date',
    ],
    [
      'a range of 93 days',
      'location_id=L&begin_date=2026-08-02&end_date=2026-11-02',
      'INVALID_TIME_RANGE',
      'end_date',
    ],
  ])('rejects %s naming the field', async (_name, query, code, field) => {
    const res = await client.get(`${PATH}?${query.replace('=L', `=${location}`)}`);
    expectV2Error(res, 400, { category: 'INVALID_REQUEST_ERROR', code, field });
  });

  it('rejects a begin_date alone more than 92 days before today, naming it', async () => {
    const res = await report('begin_date=2020-01-01');
    expectV2Error(res, 400, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'INVALID_TIME_RANGE',
      field: 'begin_date',
    });
  });

  it.each([
    ['another merchant’s location', () => server.other.locationIds[0]!],
    ['an unknown location', () => newId()],
  ])('answers 404 for %s', async (_name, id) => {
    const res = await client.get(`${PATH}?location_id=${id()}&${RANGE}`);
    expectV2Error(res, 404, { category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' });
  });

  it('needs both TIMECARDS_READ and PAYMENTS_READ', async () => {
    for (const scopes of [['TIMECARDS_READ'], ['PAYMENTS_READ']] as const) {
      const res = await report(RANGE, clientFor(server.url, await server.token(scopes)));
      expectV2Error(res, 403, { category: 'AUTHENTICATION_ERROR', code: 'INSUFFICIENT_SCOPES' });
    }
    const both = clientFor(server.url, await server.token(['TIMECARDS_READ', 'PAYMENTS_READ']));
    expectStatus(await report(RANGE, both), 200);
  });
});
