/**
 * `GET /app/today`, the Today page's summary: sales today against the same weekday last week on
 * the location's clock (hourly shape, refunds, last payments), who is clocked in and near
 * overtime, open and miscounted cash drawers, waiting online orders, the next and the failed
 * deposits; each section only for a caller who may read it; another merchant sees none of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TodayResponseT } from '@contract/today';
import { addDays, localDate, zonedInstant } from '../../lib/time';
import { newId } from '../../lib/ids';
import { insertShift } from '../../testing/cash-drawers';
import {
  addBankAccount,
  cardPaymentAt,
  failSettlement,
  refundAt,
  settlementsOf,
} from '../../testing/deposits';
import { clientFor, createEmployee, expectStatus, type Client } from '../../testing/expectations';
import { api, startTestServer, type TestServer } from '../../testing/harness';
import { SHIFTS } from '../../testing/labor';
import { insertOrder } from '../../testing/orders';
import { signInAs } from '../../testing/sessions';
import { runSettlementJob } from '../deposits/settlement-job';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let server: TestServer;
let client: Client;
let loc1: string;
let loc2: string;
const ZONE = 'America/New_York';
/** What the fixtures put where, for the expectations. */
const made = {
  todaySale: 0,
  lastWeekSoFar: 0,
  paymentId: '',
  openShiftId: '',
  longShiftEmployee: '',
  openDrawerId: '',
  shortDrawerId: '',
  orderId: '',
  failedDepositId: '',
};

beforeAll(async () => {
  server = await startTestServer({ config: { settlementIntervalSeconds: 0 } });
  client = clientFor(server.url, await server.token());
  [loc1 = '', loc2 = ''] = server.locationIds;
  const m1 = { merchantId: server.merchantId, locationId: loc1 };
  const m2 = { merchantId: server.merchantId, locationId: loc2 };

  // Deposits: loc1's sale two days ago goes out; loc2's deposit fails.
  await addBankAccount(server.db, server.merchantId, loc1);
  await addBankAccount(server.db, server.merchantId, loc2, '555500001234');
  await cardPaymentAt(server, m1, 9_000, ago(2 * DAY_MS));
  await cardPaymentAt(server, m2, 8_000, ago(3 * DAY_MS));
  await runSettlementJob(server);
  const loc2Deposits = (await settlementsOf(server, server.merchantId)).filter(
    (s) => s.location_id === loc2,
  );
  const failed = loc2Deposits[loc2Deposits.length - 1]!;
  made.failedDepositId = failed.id;
  await failSettlement(
    server,
    failed.id,
    new Date(Date.parse(failed.initiated_at) + HOUR_MS).toISOString(),
  );

  // Sales: today (on New York's clock) and the same weekday last week, before and after now.
  const paid = await cardPaymentAt(server, m1, 2_500, ago(30_000));
  made.paymentId = paid.id;
  made.todaySale = 2_500;
  await refundAt(server, paid, 500, ago(20_000));
  await cardPaymentAt(server, m1, 1_200, ago(7 * DAY_MS + 30_000));
  made.lastWeekSoFar = 1_200;
  const date = localDate(Date.now(), ZONE);
  const lastWeekEnd = Date.parse(zonedInstant(addDays(date, -6), '00:00', ZONE));
  const later = Date.now() - 7 * DAY_MS + 5 * MINUTE_MS;
  if (later < lastWeekEnd) await cardPaymentAt(server, m1, 700, new Date(later).toISOString());
  // Another merchant's sale today is nowhere here.
  await cardPaymentAt(
    server,
    { merchantId: server.otherMerchantId, locationId: server.other.locationIds[0]! },
    99_999,
    ago(10_000),
  );

  // Labor: one open shift on a break; one employee 37 h into a workweek that began 3 days ago.
  const ada = await createEmployee(client, { first_name: 'Ada', last_name: 'Open' });
  const shift = await client.post<{ shift: { id: string } }>(SHIFTS, {
    shift: { employee_id: ada.id, location_id: loc1, start_at: ago(2 * HOUR_MS) },
  });
  expectStatus(shift, 200);
  made.openShiftId = shift.body.shift.id;
  await server.db
    .insertInto('shift_breaks')
    .values({
      id: newId(),
      shift_id: made.openShiftId,
      break_type_id: newId(),
      name: 'Lunch',
      expected_duration: 'PT30M',
      is_paid: 0,
      start_at: ago(10 * MINUTE_MS),
      end_at: null,
    })
    .execute();
  const weekday = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][
    new Date(`${addDays(date, -3)}T00:00:00Z`).getUTCDay()
  ]!;
  await server.db
    .deleteFrom('workweek_configs')
    .where('merchant_id', '=', server.merchantId)
    .execute();
  await server.db
    .insertInto('workweek_configs')
    .values({
      id: newId(),
      merchant_id: server.merchantId,
      start_of_week: weekday,
      start_of_day_local_time: '00:00',
      version: 1,
      created_at: ago(0),
      updated_at: ago(0),
    })
    .execute();
  const bo = await createEmployee(client, { first_name: 'Bo', last_name: 'Long' });
  made.longShiftEmployee = bo.id;
  for (const [from, to] of [
    [40, 22],
    [20, 1],
  ] as const) {
    const res = await client.post(SHIFTS, {
      shift: {
        employee_id: bo.id,
        location_id: loc2,
        start_at: ago(from * HOUR_MS),
        end_at: ago(to * HOUR_MS),
      },
    });
    expectStatus(res, 200);
  }

  // Cash drawers: one open, one counted $5 short yesterday, one counted even.
  made.openDrawerId = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc1,
      openedAt: ago(3 * HOUR_MS),
      state: 'OPEN',
    })
  ).id;
  made.shortDrawerId = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc1,
      openedAt: ago(DAY_MS + 8 * HOUR_MS),
      closedAt: ago(DAY_MS),
      difference: -500,
    })
  ).id;
  await insertShift(server.db, {
    merchantId: server.merchantId,
    locationId: loc2,
    openedAt: ago(DAY_MS + 8 * HOUR_MS),
    closedAt: ago(DAY_MS),
  });

  // Orders: one waiting (OPEN), one done.
  // (Paid two days ago, so their payments are not today's sales.)
  const twoDaysAgo = ago(2 * DAY_MS);
  made.orderId = (
    await insertOrder(server, 'OPEN', { locationId: loc2, createdAt: twoDaysAgo })
  ).id;
  await insertOrder(server, 'COMPLETED', { locationId: loc2, createdAt: twoDaysAgo });
});

afterAll(async () => {
  await server?.close();
});

describe('GET /app/today for the owner', () => {
  let today: TodayResponseT;

  beforeAll(async () => {
    const owner = await signInAs(server, server.db, server.merchantId, { owner: true });
    const res = await api(server, owner).get<TodayResponseT>('/app/today');
    expectStatus(res, 200);
    today = res.body;
  });

  it('has every section, for every location', () => {
    expect(today.location_id).toBeNull();
    expect(today.currency).toBe('USD');
    expect(Object.keys(today).sort()).toEqual(
      [
        'cash_drawers',
        'currency',
        'deposits',
        'generated_at',
        'labor',
        'location_id',
        'orders',
        'sales',
      ].sort(),
    );
  });

  it('compares sales so far with the same weekday last week, hour by hour on the location clock', () => {
    const sales = today.sales!;
    expect(sales.time_zone).toBe(ZONE);
    expect(sales.date).toBe(localDate(Date.parse(today.generated_at), ZONE));
    expect(sales.last_week_date).toBe(addDays(sales.date, -7));
    expect(sales.sales_money).toEqual({ amount: made.todaySale, currency: 'USD' });
    expect(sales.payment_count).toBe(1);
    expect(sales.last_week_so_far_money.amount).toBe(made.lastWeekSoFar);
    expect(sales.last_week_day_money.amount).toBeGreaterThanOrEqual(made.lastWeekSoFar);
    expect(sales.hours).toHaveLength(24);
    const hourNow = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: ZONE,
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(Date.parse(today.generated_at) - 30_000),
    );
    expect(sales.hours[hourNow]!.today_amount).toBe(made.todaySale);
    expect(sales.hours.reduce((a, h) => a + h.today_amount, 0)).toBe(made.todaySale);
    expect(sales.hours.reduce((a, h) => a + h.last_week_amount, 0)).toBe(
      sales.last_week_day_money.amount,
    );
  });

  it('counts refunds today and lists the last payments newest first', () => {
    const sales = today.sales!;
    expect(sales.refunds_money).toEqual({ amount: 500, currency: 'USD' });
    expect(sales.refund_count).toBe(1);
    expect(sales.recent_payments[0]).toMatchObject({
      id: made.paymentId,
      location_id: loc1,
      total_money: { amount: 2_500, currency: 'USD' },
      source_type: 'CARD',
    });
    expect(sales.recent_payments.length).toBeLessThanOrEqual(5);
    const times = sales.recent_payments.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows who is clocked in, on which break, and who is near overtime', () => {
    const labor = today.labor!;
    expect(labor.clocked_in).toEqual([
      expect.objectContaining({
        shift_id: made.openShiftId,
        employee_name: 'Ada Open',
        location_id: loc1,
      }),
    ]);
    expect(labor.clocked_in[0]!.on_break?.name).toBe('Lunch');
    expect(labor.overtime_threshold_seconds).toBe(40 * 3600);
    expect(labor.near_overtime).toEqual([
      expect.objectContaining({
        employee_id: made.longShiftEmployee,
        employee_name: 'Bo Long',
        worked_seconds: 37 * 3600,
        overtime_seconds: 0,
      }),
    ]);
  });

  it('lists open drawers and drawers counted short or over', () => {
    const drawers = today.cash_drawers!;
    expect(drawers.open.map((d) => d.id)).toEqual([made.openDrawerId]);
    expect(drawers.counted_off).toEqual([
      expect.objectContaining({
        id: made.shortDrawerId,
        difference_money: { amount: -500, currency: 'USD' },
      }),
    ]);
  });

  it('counts online orders waiting for an action', () => {
    expect(today.orders!.waiting_count).toBe(1);
    expect(today.orders!.waiting.map((o) => o.id)).toEqual([made.orderId]);
  });

  it('names the next deposit expected and the failed one with what to do', () => {
    const deposits = today.deposits!;
    expect(deposits.next).toMatchObject({ location_id: loc1, total_money: { currency: 'USD' } });
    expect(
      deposits.next!.expected_arrival_date >= localDate(Date.now(), 'America/Los_Angeles'),
    ).toBe(true);
    expect(deposits.failed).toEqual([
      expect.objectContaining({ id: made.failedDepositId, location_id: loc2 }),
    ]);
    expect(deposits.failed[0]!.what_to_do).toMatch(/bank account/);
  });
});

describe('GET /app/today?location_id=', () => {
  it("keeps to one location's records", async () => {
    const res = await client.get<TodayResponseT>(`/app/today?location_id=${loc2}`);
    expectStatus(res, 200);
    expect(res.body.location_id).toBe(loc2);
    expect(res.body.sales!.sales_money.amount).toBe(0);
    expect(res.body.labor!.clocked_in).toEqual([]);
    expect(res.body.labor!.near_overtime.map((n) => n.employee_id)).toEqual([
      made.longShiftEmployee,
    ]);
    expect(res.body.cash_drawers!.open).toEqual([]);
    expect(res.body.orders!.waiting_count).toBe(1);
    expect(res.body.deposits!.failed.map((d) => d.id)).toEqual([made.failedDepositId]);
  });

  it("answers 404 for another merchant's location and 400 naming the field when empty", async () => {
    const other = await client.get(`/app/today?location_id=${server.other.locationIds[0]}`);
    expectStatus(other, 404);
    const empty = await client.get<{ errors: { field?: string }[] }>('/app/today?location_id=');
    expectStatus(empty, 400);
    expect(empty.body.errors[0]!.field).toBe('location_id');
  });
});

describe('GET /app/today by permission', () => {
  it('gives a person without payments.read no sales and no cash drawers', async () => {
    const lead = await signInAs(server, server.db, server.merchantId, {
      permissions: ['staff.read', 'time.read'],
    });
    const res = await api(server, lead).get<TodayResponseT>('/app/today');
    expectStatus(res, 200);
    expect(res.body.labor).toBeDefined();
    for (const hidden of ['sales', 'cash_drawers', 'orders', 'deposits'] as const) {
      expect(res.body[hidden]).toBeUndefined();
    }
  });

  it('gives a bookkeeper the money and not the labor', async () => {
    const keeper = await signInAs(server, server.db, server.merchantId, {
      permissions: ['payments.read', 'deposits.read', 'orders.read'],
    });
    const res = await api(server, keeper).get<TodayResponseT>('/app/today');
    expectStatus(res, 200);
    expect(
      Object.keys(res.body)
        .filter((k) => !['generated_at', 'location_id', 'currency'].includes(k))
        .sort(),
    ).toEqual(['cash_drawers', 'deposits', 'orders', 'sales']);
  });

  it("reads a token's scopes the same way", async () => {
    const token = clientFor(server.url, await server.token(['ORDERS_READ']));
    const res = await token.get<TodayResponseT>('/app/today');
    expectStatus(res, 200);
    expect(res.body.orders!.waiting_count).toBe(1);
    expect(res.body.sales).toBeUndefined();
    expect(res.body.labor).toBeUndefined();
  });

  it('refuses a caller with no credentials', async () => {
    expectStatus(await api(server).get('/app/today'), 401);
  });
});

describe('GET /app/today for another merchant', () => {
  it("shows none of this merchant's records", async () => {
    const owner = await signInAs(server, server.db, server.otherMerchantId, { owner: true });
    const res = await api(server, owner).get<TodayResponseT>('/app/today');
    expectStatus(res, 200);
    const body = JSON.stringify(res.body);
    for (const id of [
      made.paymentId,
      made.openShiftId,
      made.openDrawerId,
      made.orderId,
      made.failedDepositId,
      loc1,
      loc2,
    ]) {
      expect(body).not.toContain(id);
    }
    expect(res.body.sales!.sales_money.amount).toBe(99_999);
    expect(res.body.labor!.clocked_in).toEqual([]);
    expect(res.body.orders!.waiting_count).toBe(0);
  });
});
