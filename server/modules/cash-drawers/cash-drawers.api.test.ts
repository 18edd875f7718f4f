/**
 * Generation 1 cash drawer shifts: listCashDrawerShifts (per location, opened in
 * [begin_time, end_time), ASC/DESC, at most 90 days) and retrieveCashDrawerShift (with its
 * signed events), their scopes, and isolation between merchants and locations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1CashDrawerShiftT } from '@contract/cash-drawers';
import {
  clientFor,
  expectStatus,
  expectV1Error,
  expectV1FieldError,
  type Client,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { inTransaction } from '../context';
import { recordSale } from '../payments/sales';
import { addHours, insertShift } from '../../testing/cash-drawers';

const DAY_MS = 24 * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let server: TestServer;
let client: Client;
let loc1: string;
let loc2: string;
const shifts: Record<string, string> = {};
let employeeId: string;
let cashPaymentId: string;
let cashRefundId: string;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [loc1 = '', loc2 = ''] = server.locationIds;
  const employee = await server.db
    .insertInto('employees')
    .values({
      id: '0b3c9a52-6f55-4c57-9a7e-0d0c1c2a0001',
      merchant_id: server.merchantId,
      first_name: 'Cash',
      last_name: 'Ier',
      email: null,
      phone_number: null,
      external_id: null,
      role_id: null,
      status: 'ACTIVE',
      created_at: ago(100 * DAY_MS),
      updated_at: ago(100 * DAY_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  employeeId = employee.id;
  // A real cash sale and a cash refund of it in the ledger, for the tender events to point at.
  const soldAt = ago(2 * DAY_MS + 3_600_000);
  const sold = await inTransaction(
    { db: server.db, engine: server.engine, merchantId: server.merchantId },
    (tctx) =>
      recordSale(tctx, {
        location_id: loc1,
        currency: 'USD',
        created_at: soldAt,
        received_at: soldAt,
        tenders: [{ type: 'CASH', amount: 1_250 }],
      }),
  );
  cashPaymentId = sold.tenderIds[0]!;
  const refund = await client.post<{ refund: { id: string } }>('/v2/refunds', {
    idempotency_key: '9f1c7c1e-3d1b-4e8e-a7a8-cash-refund-1',
    payment_id: cashPaymentId,
    amount_money: { amount: 250, currency: 'USD' },
  });
  expectStatus(refund, 200);
  cashRefundId = refund.body.refund.id;

  const opened = ago(2 * DAY_MS + 2 * 3_600_000);
  const at = (hours: number) => addHours(opened, hours);
  shifts.counted = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc1,
      openedAt: opened,
      endedAt: at(6),
      closedAt: at(6.2),
      starting: 20_000,
      difference: -150,
      openingEmployeeId: employeeId,
      device: { id: 'DEV-1', name: 'Front counter' },
      description: 'Front counter, morning',
      events: [
        {
          type: 'CASH_TENDER_PAYMENT',
          amount: 1_250,
          at: at(1),
          employee_id: employeeId,
          payment_id: cashPaymentId,
        },
        { type: 'PAID_IN', amount: 5_000, at: at(0.5), employee_id: employeeId },
        { type: 'NO_SALE', amount: 0, at: at(2), description: 'Change for a customer' },
        { type: 'CASH_TENDER_REFUND', amount: -250, at: at(3), refund_id: cashRefundId },
        { type: 'PAID_OUT', amount: -1_800, at: at(4), description: 'Milk delivery' },
      ],
    })
  ).id;
  shifts.older = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc1,
      openedAt: ago(30 * DAY_MS),
    })
  ).id;
  shifts.ancient = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc1,
      openedAt: ago(120 * DAY_MS),
    })
  ).id;
  shifts.open = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc1,
      state: 'OPEN',
      openedAt: ago(3_600_000),
      openingEmployeeId: employeeId,
    })
  ).id;
  shifts.ended = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc1,
      state: 'ENDED',
      openedAt: ago(DAY_MS),
      endedAt: ago(DAY_MS - 3_600_000),
    })
  ).id;
  shifts.otherLocation = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: loc2,
      openedAt: ago(DAY_MS),
    })
  ).id;
  shifts.otherMerchant = (
    await insertShift(server.db, {
      merchantId: server.otherMerchantId,
      locationId: server.other.locationIds[0]!,
      openedAt: ago(DAY_MS),
    })
  ).id;
});

afterAll(async () => {
  await server?.close();
});

const list = (path: string) => client.get<V1CashDrawerShiftT[]>(path);
const ids = (rows: V1CashDrawerShiftT[]) => rows.map((s) => s.id);

describe('listCashDrawerShifts', () => {
  it('lists the location’s shifts of the last 90 days by opened_at, ASC by default', async () => {
    const res = await list(`/v1/${loc1}/cash-drawer-shifts`);
    expectStatus(res, 200);
    expect(ids(res.body)).toEqual([shifts.older, shifts.counted, shifts.ended, shifts.open]);
    const asc = await list(`/v1/${loc1}/cash-drawer-shifts?order=ASC`);
    expect(ids(asc.body)).toEqual(ids(res.body));
    const desc = await list(`/v1/${loc1}/cash-drawer-shifts?order=DESC`);
    expect(ids(desc.body)).toEqual([shifts.open, shifts.ended, shifts.counted, shifts.older]);
    // Never the events, and states as the shift's current event_type.
    expect(res.body.every((s) => s.events === undefined)).toBe(true);
    expect(res.body.map((s) => s.event_type)).toEqual(['CLOSED', 'CLOSED', 'ENDED', 'OPEN']);
    const open = res.body[3]!;
    expect(open.ended_at).toBeUndefined();
    expect(open.closed_at).toBeUndefined();
    expect(open.closed_cash_money).toBeUndefined();
    expect(res.body[2]!.ended_at).toEqual(expect.any(String));
    expect(res.body[2]!.closed_cash_money).toBeUndefined();
  });

  it('takes shifts opened in [begin_time, end_time)', async () => {
    const counted = (
      await client.get<V1CashDrawerShiftT>(`/v1/${loc1}/cash-drawer-shifts/${shifts.counted}`)
    ).body;
    const from = counted.opened_at;
    const exact = await list(
      `/v1/${loc1}/cash-drawer-shifts?begin_time=${from}&end_time=${addHours(from, 1)}`,
    );
    expect(ids(exact.body)).toEqual([shifts.counted]);
    const endsAtIt = await list(
      `/v1/${loc1}/cash-drawer-shifts?begin_time=${addHours(from, -24)}&end_time=${from}`,
    );
    expect(ids(endsAtIt.body)).toEqual([]);
    // end_time alone: begin_time is 90 days before it.
    const old = await list(`/v1/${loc1}/cash-drawer-shifts?end_time=${ago(100 * DAY_MS)}`);
    expect(ids(old.body)).toEqual([shifts.ancient]);
    // begin_time alone: end_time is now.
    const recent = await list(`/v1/${loc1}/cash-drawer-shifts?begin_time=${ago(3 * DAY_MS)}`);
    expect(ids(recent.body)).toEqual([shifts.counted, shifts.ended, shifts.open]);
  });

  it('sums, signs and the expected-cash rule', async () => {
    const res = await list(`/v1/${loc1}/cash-drawer-shifts?begin_time=${ago(3 * DAY_MS)}`);
    const s = res.body.find((x) => x.id === shifts.counted)!;
    const usd = (amount: number) => ({ amount, currency_code: 'USD' });
    expect(s).toMatchObject({
      event_type: 'CLOSED',
      description: 'Front counter, morning',
      device: { id: 'DEV-1', name: 'Front counter' },
      opening_employee_id: employeeId,
      employee_ids: [employeeId],
      starting_cash_money: usd(20_000),
      cash_payment_money: usd(1_250),
      cash_refunds_money: usd(-250),
      cash_paid_in_money: usd(5_000),
      cash_paid_out_money: usd(1_800),
      expected_cash_money: usd(20_000 + 1_250 - 250 + 5_000 - 1_800),
      closed_cash_money: usd(20_000 + 1_250 - 250 + 5_000 - 1_800 - 150),
    });
    const m = (k: keyof V1CashDrawerShiftT) => (s[k] as { amount: number }).amount;
    expect(m('expected_cash_money')).toBe(
      m('starting_cash_money') +
        m('cash_payment_money') +
        m('cash_refunds_money') +
        m('cash_paid_in_money') -
        m('cash_paid_out_money'),
    );
    expect(s).not.toHaveProperty('created_at');
  });

  it('rejects a range over 90 days, a begin not before the end and bad times, naming the field', async () => {
    const path = `/v1/${loc1}/cash-drawer-shifts`;
    expectV1FieldError(
      await client.get(`${path}?begin_time=2026-01-01T00:00:00Z&end_time=2026-04-01T00:00:01Z`),
      'end_time',
      'must be at most 90 days after begin_time',
    );
    expectStatus(
      await client.get(`${path}?begin_time=2026-01-01T00:00:00Z&end_time=2026-04-01T00:00:00Z`),
      200,
    );
    expectV1FieldError(
      await client.get(`${path}?begin_time=${ago(91 * DAY_MS)}`),
      'begin_time',
      'must be at most 90 days before end_time (default now)',
    );
    expectV1FieldError(
      await client.get(`${path}?begin_time=2026-01-02T00:00:00Z&end_time=2026-01-02T00:00:00Z`),
      'end_time',
      'must be after begin_time',
    );
    expectV1FieldError(
      await client.get(`${path}?begin_time=${new Date(Date.now() + DAY_MS).toISOString()}`),
      'begin_time',
      'must be before end_time (default now)',
    );
    expectV1FieldError(await client.get(`${path}?begin_time=yesterday`), 'begin_time');
    expectV1FieldError(await client.get(`${path}?end_time=2026-02-30T00:00:00Z`), 'end_time');
    expectV1FieldError(await client.get(`${path}?order=SIDEWAYS`), 'order');
  });

  it('answers 404 for `me`, another merchant’s location and an unknown one', async () => {
    for (const location of ['me', server.other.locationIds[0]!, 'no-such-location']) {
      expectV1Error(
        await client.get(`/v1/${location}/cash-drawer-shifts`),
        404,
        'not_found',
        `Location ${location} was not found`,
      );
    }
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    const theirs = await other.get<V1CashDrawerShiftT[]>(
      `/v1/${server.other.locationIds[0]!}/cash-drawer-shifts`,
    );
    expect(ids(theirs.body)).toEqual([shifts.otherMerchant]);
    const second = await list(`/v1/${loc2}/cash-drawer-shifts`);
    expect(ids(second.body)).toEqual([shifts.otherLocation]);
  });
});

describe('retrieveCashDrawerShift', () => {
  it('returns the shift with its events by created_at, signed', async () => {
    const res = await client.get<V1CashDrawerShiftT>(
      `/v1/${loc1}/cash-drawer-shifts/${shifts.counted}`,
    );
    expectStatus(res, 200);
    const events = res.body.events ?? [];
    expect(events.map((e) => [e.event_type, e.event_money.amount])).toEqual([
      ['PAID_IN', 5_000],
      ['CASH_TENDER_PAYMENT', 1_250],
      ['NO_SALE', 0],
      ['CASH_TENDER_REFUND', -250],
      ['PAID_OUT', -1_800],
    ]);
    const times = events.map((e) => e.created_at);
    expect([...times].sort()).toEqual(times);
    expect(events[1]).toMatchObject({ employee_id: employeeId });
    expect(events[2]).toMatchObject({ description: 'Change for a customer' });
    expect(events[2]).not.toHaveProperty('employee_id');
    for (const e of events) {
      expect(e.id).toEqual(expect.any(String));
      expect(e.event_money.currency_code).toBe('USD');
    }
    // The list item is the same shift without its events.
    const listed = (await list(`/v1/${loc1}/cash-drawer-shifts`)).body.find(
      (s) => s.id === shifts.counted,
    );
    const { events: _events, ...withoutEvents } = res.body;
    expect(listed).toEqual(withoutEvents);
    // A shift without events has an empty list.
    const bare = await client.get<V1CashDrawerShiftT>(
      `/v1/${loc1}/cash-drawer-shifts/${shifts.older}`,
    );
    expect(bare.body.events).toEqual([]);
    expect(bare.body.employee_ids).toEqual([]);
  });

  it('answers 404 for another location’s or merchant’s shift and unknown ids', async () => {
    for (const [location, id] of [
      [loc1, shifts.otherLocation],
      [loc2, shifts.counted],
      [loc1, shifts.otherMerchant],
      [loc1, 'no-such-shift'],
    ] as const) {
      expectV1Error(
        await client.get(`/v1/${location}/cash-drawer-shifts/${id}`),
        404,
        'not_found',
        `Cash drawer shift ${id} was not found`,
      );
    }
    expectV1Error(
      await client.get(`/v1/me/cash-drawer-shifts/${shifts.counted}`),
      404,
      'not_found',
      'Location me was not found',
    );
  });
});

describe('scopes', () => {
  it('lists with PAYMENTS_READ but retrieves only with TIMECARDS_READ (as the reference)', async () => {
    const payments = clientFor(server.url, await server.token(['PAYMENTS_READ']));
    expectStatus(await payments.get(`/v1/${loc1}/cash-drawer-shifts`), 200);
    expectV1Error(
      await payments.get(`/v1/${loc1}/cash-drawer-shifts/${shifts.counted}`),
      403,
      'forbidden',
      'You have insufficient permissions',
    );
    const timecards = clientFor(server.url, await server.token(['TIMECARDS_READ']));
    expectStatus(await timecards.get(`/v1/${loc1}/cash-drawer-shifts/${shifts.counted}`), 200);
    expectV1Error(
      await timecards.get(`/v1/${loc1}/cash-drawer-shifts`),
      403,
      'forbidden',
      'You have insufficient permissions',
    );
  });
});
