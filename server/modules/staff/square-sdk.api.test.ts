/**
 * An existing client of the reference wire format, unchanged: Square's own 2019 JavaScript SDK
 * (`square-connect@2.20190814.2`) manages employees, roles and timecards, and labor (break types,
 * shifts, employee wages, the workweek config), generation 2 payments, refunds (RefundsApi) and
 * the generation 1 transaction views (V1TransactionsApi) against this service.
 */
import SquareConnect from 'square-connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { inTransaction } from '../context';
import { recordSale } from '../payments/sales';
import { startTestServer, type TestServer } from '../../testing/harness';

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

describe(`Square's 2019 SDK against the service (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let server: TestServer;
  const v1 = new SquareConnect.V1EmployeesApi();
  const v2 = new SquareConnect.EmployeesApi();
  const locations = new SquareConnect.LocationsApi();
  const labor = new SquareConnect.LaborApi();

  beforeAll(async () => {
    server = await startTestServer();
    const client = SquareConnect.ApiClient.instance;
    client.basePath = server.url;
    client.authentications.oauth2.accessToken = await server.token();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('creates and lists roles, creates an employee and assigns the role', async () => {
    const role = await v1.createEmployeeRole({
      name: 'SDK Lead',
      permissions: ['REGISTER_ISSUE_REFUNDS'],
      is_owner: false,
    });
    expect(role.name).toBe('SDK Lead');
    expect((await v1.listEmployeeRoles({ order: 'DESC' })).map((r) => r.name)).toEqual([
      'SDK Lead',
    ]);

    const employee = await v1.createEmployee({ first_name: 'Sam', last_name: 'Dk' });
    expect(employee.status).toBe('INACTIVE');
    const updated = await v1.updateEmployee(employee.id, { role_ids: [role.id] });
    expect(updated.role_ids).toEqual([role.id]);
    expect((await v1.retrieveEmployee(employee.id)).role_ids).toEqual([role.id]);
    expect((await v2.retrieveEmployee(employee.id)).employee?.status).toBe('INACTIVE');
  });

  it('pages v1 employees through the Link header the SDK hands back', async () => {
    for (const name of ['Ana', 'Ben'])
      await v1.createEmployee({ first_name: name, last_name: 'P' });
    const first = await v1.listEmployeesWithHttpInfo({ limit: 2 });
    expect(first.data).toHaveLength(2);
    const link = first.response.headers.link ?? '';
    expect(link).toMatch(/^<\/v1\/me\/employees\?.*batch_token=.+>;rel='next'$/);
    const batchToken = new URL(
      /<([^>]+)>/.exec(link)?.[1] ?? '',
      'http://link.invalid',
    ).searchParams.get('batch_token');
    const second = await v1.listEmployeesWithHttpInfo({ limit: 2, batchToken });
    expect(second.data).toHaveLength(1);
    expect(second.response.headers.link).toBeUndefined();
  });

  it('clocks in and out, imports, deletes, and reads the events', async () => {
    const employee = await v1.createEmployee({ first_name: 'Tim', last_name: 'Card' });
    const open = await v1.createTimecard({ employee_id: employee.id });
    expect(open.clockout_time).toBeUndefined();

    const twice = await rejection(v1.createTimecard({ employee_id: employee.id }));
    expect(twice.status).toBe(400);
    expect(JSON.parse(twice.response.text)).toMatchObject({
      type: 'bad_request.invalid_parameter',
    });

    const closed = await v1.updateTimecard(open.id, { clockout_time: new Date().toISOString() });
    expect(closed.clockout_time).toEqual(expect.any(String));
    const events = await v1.listTimecardEvents(open.id);
    expect(events.map((e) => e.event_type)).toEqual(['API_CREATE', 'API_EDIT']);

    const imported = await v1.createTimecard({
      employee_id: employee.id,
      clockin_time: '2026-01-05T09:00:00Z',
      clockout_time: '2026-01-05T17:00:00Z',
    });
    expect(imported.regular_seconds_worked).toBe(8 * 3600);
    await v1.deleteTimecard(imported.id);
    expect((await v1.retrieveTimecard(imported.id)).deleted).toBe(true);
    const deleted = await v1.listTimecards({ deleted: true, employeeId: employee.id });
    expect(deleted.map((t) => t.id)).toEqual([imported.id]);
  });

  it('reads v2 employees and locations and surfaces errors as rejections', async () => {
    const page = await v2.listEmployees({ limit: 2 });
    expect(page.employees).toHaveLength(2);
    expect(page.cursor).toEqual(expect.any(String));
    expect((await locations.listLocations()).locations).toHaveLength(server.locationIds.length);
    const missing = await rejection(v1.retrieveEmployee('no-such-employee'));
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.response.text)).toMatchObject({ type: 'not_found' });
  });

  it('takes, lists, captures and voids payments (PaymentsApi)', async () => {
    const payments = new SquareConnect.PaymentsApi();
    const money = (amount: number) => ({ amount, currency: 'USD' });
    const take = (extra: Record<string, unknown> = {}) =>
      payments.createPayment({
        source_id: 'cnon:card-nonce-ok',
        idempotency_key: newId(),
        amount_money: money(500),
        ...extra,
      });
    const begin = new Date(Date.now() - 1000).toISOString();
    const completed = (await take({ tip_money: money(50) })).payment!;
    expect(completed).toMatchObject({
      status: 'COMPLETED',
      total_money: money(550),
      card_details: { status: 'CAPTURED', card: { last_4: '1111' } },
    });
    expect((await payments.getPayment(completed.id)).payment?.id).toBe(completed.id);

    const toCapture = (await take({ autocomplete: false })).payment!;
    expect(toCapture.status).toBe('APPROVED');
    // completePayment and cancelPayment send no body.
    expect((await payments.completePayment(toCapture.id)).payment?.status).toBe('COMPLETED');
    const toVoid = (await take({ autocomplete: false })).payment!;
    expect((await payments.cancelPayment(toVoid.id)).payment?.card_details?.status).toBe('VOIDED');
    const key = newId();
    const byKey = (await take({ autocomplete: false, idempotency_key: key })).payment!;
    expect(await payments.cancelPaymentByIdempotencyKey({ idempotency_key: key })).toEqual({});
    expect((await payments.getPayment(byKey.id)).payment?.status).toBe('CANCELED');

    const declined = await rejection(take({ source_id: 'cnon:card-nonce-declined' }));
    expect(declined.status).toBe(402);
    expect(JSON.parse(declined.response.text)).toMatchObject({
      errors: [{ category: 'PAYMENT_METHOD_ERROR', code: 'CARD_DECLINED' }],
      payment: { status: 'FAILED' },
    });

    // 100 more (copies, stored directly) make a second page.
    const row = await server.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', completed.id)
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('payments')
      .values(Array.from({ length: 100 }, () => ({ ...row, id: newId(), idempotency_key: null })))
      .execute();
    // Every payment since `begin`, oldest first, paged through the cursor.
    const seen: string[] = [];
    let pages = 0;
    let cursor: string | undefined;
    do {
      const page = await payments.listPayments({ beginTime: begin, sortOrder: 'ASC', cursor });
      seen.push(...(page.payments ?? []).map((p) => p.id));
      cursor = page.cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(105);
    expect(seen).toEqual(expect.arrayContaining([toCapture.id, toVoid.id, byKey.id]));
    const visa = await payments.listPayments({ cardBrand: 'VISA', last4: '1111', total: 550 });
    // 101 match: a full page of 100 and a cursor.
    expect(visa.payments).toHaveLength(100);
    expect(visa.cursor).toEqual(expect.any(String));
    expect(visa.payments?.map((p) => p.id)).not.toContain(toCapture.id);
  });

  describe('labor (LaborApi)', () => {
    const limitDetail = 'Exceeded limit of 3 breaks per location.';
    const errorsOf = (e: SdkError) => (JSON.parse(e.response.text) as { errors: unknown[] }).errors;

    it('creates, gets, lists, updates and deletes break types, up to 3 per location', async () => {
      const [location = ''] = server.locationIds;
      const created = await labor.createBreakType({
        idempotency_key: 'sdk-bt-1',
        break_type: {
          location_id: location,
          break_name: 'Lunch',
          expected_duration: 'PT30M',
          is_paid: false,
        },
      });
      const lunch = created.break_type!;
      expect(lunch).toMatchObject({
        location_id: location,
        break_name: 'Lunch',
        expected_duration: 'PT30M',
        is_paid: false,
        version: 1,
      });
      expect((await labor.getBreakType(lunch.id)).break_type).toEqual(lunch);

      for (const name of ['Coffee', 'Rest']) {
        await labor.createBreakType({
          break_type: {
            location_id: location,
            break_name: name,
            expected_duration: 'PT10M',
            is_paid: true,
          },
        });
      }
      const fourth = await rejection(
        labor.createBreakType({
          break_type: {
            location_id: location,
            break_name: 'Fourth',
            expected_duration: 'PT5M',
            is_paid: true,
          },
        }),
      );
      expect(fourth.status).toBe(400);
      expect(errorsOf(fourth)).toEqual([
        { category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: limitDetail },
      ]);

      const page = await labor.listBreakTypes({ locationId: location, limit: 2 });
      expect(page.break_types).toHaveLength(2);
      const rest = await labor.listBreakTypes({ locationId: location, cursor: page.cursor });
      expect(rest.cursor).toBeUndefined();
      expect([...page.break_types!, ...rest.break_types!].map((b) => b.break_name).sort()).toEqual([
        'Coffee',
        'Lunch',
        'Rest',
      ]);

      const updated = await labor.updateBreakType(lunch.id, {
        break_type: {
          location_id: location,
          break_name: 'Long lunch',
          expected_duration: 'PT1H',
          is_paid: false,
          version: 1,
        },
      });
      expect(updated.break_type).toMatchObject({ break_name: 'Long lunch', version: 2 });
      const stale = await rejection(
        labor.updateBreakType(lunch.id, {
          break_type: {
            location_id: location,
            break_name: 'Stale',
            expected_duration: 'PT1H',
            is_paid: false,
            version: 1,
          },
        }),
      );
      expect(stale.status).toBe(409);

      await labor.deleteBreakType(lunch.id);
      const gone = await rejection(labor.getBreakType(lunch.id));
      expect(gone.status).toBe(404);
      expect(errorsOf(gone)).toMatchObject([{ category: 'INVALID_REQUEST_ERROR' }]);
    });

    it('creates, gets, updates, searches and deletes shifts with their breaks', async () => {
      const [location = ''] = server.locationIds;
      const employee = await v1.createEmployee({ first_name: 'Shift', last_name: 'Sdk' });
      const breakType = (await labor.listBreakTypes({ locationId: location })).break_types!.find(
        (b) => b.break_name === 'Coffee',
      )!;
      const shiftBody = {
        employee_id: employee.id,
        location_id: location,
        start_at: '2026-01-06T14:00:00Z',
        end_at: '2026-01-06T22:00:00Z',
        wage: { title: 'Barista', hourly_rate: { amount: 1650, currency: 'USD' } },
        breaks: [
          {
            start_at: '2026-01-06T17:00:00Z',
            end_at: '2026-01-06T17:10:00Z',
            break_type_id: breakType.id,
            name: breakType.break_name,
            expected_duration: breakType.expected_duration,
            is_paid: breakType.is_paid,
          },
        ],
      };
      const created = await labor.createShift({ idempotency_key: 'sdk-shift-1', shift: shiftBody });
      const shift = created.shift!;
      expect(shift).toMatchObject({
        employee_id: employee.id,
        location_id: location,
        timezone: 'America/New_York',
        // As Square answers: the location's wall clock with its offset.
        start_at: '2026-01-06T09:00:00-05:00',
        end_at: '2026-01-06T17:00:00-05:00',
        status: 'CLOSED',
        version: 1,
        wage: { title: 'Barista', hourly_rate: { amount: 1650, currency: 'USD' } },
      });
      expect(shift.breaks).toHaveLength(1);
      // A replay of the same key and body answers with the same shift.
      expect(
        (await labor.createShift({ idempotency_key: 'sdk-shift-1', shift: shiftBody })).shift,
      ).toEqual(shift);
      expect((await labor.getShift(shift.id)).shift).toEqual(shift);

      const overlap = await rejection(
        labor.createShift({
          shift: {
            employee_id: employee.id,
            location_id: location,
            start_at: '2026-01-06T20:00:00Z',
            end_at: '2026-01-07T02:00:00Z',
          },
        }),
      );
      expect(overlap.status).toBe(400);
      expect(errorsOf(overlap)).toMatchObject([
        { category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST' },
      ]);

      const updated = await labor.updateShift(shift.id, {
        shift: { ...shiftBody, end_at: '2026-01-06T21:00:00Z', version: 1 },
      });
      expect(updated.shift).toMatchObject({ end_at: '2026-01-06T16:00:00-05:00', version: 2 });

      const second = (
        await labor.createShift({
          shift: {
            employee_id: employee.id,
            location_id: location,
            start_at: '2026-01-08T14:00:00Z',
            end_at: '2026-01-08T18:00:00Z',
          },
        })
      ).shift!;
      const query = {
        filter: {
          location_id: [location],
          employee_id: [employee.id],
          workday: {
            date_range: { start_date: '2026-01-05', end_date: '2026-01-11' },
            match_shifts_by: 'START_AT',
            default_timezone: 'America/New_York',
          },
        },
        sort: { field: 'START_AT', order: 'ASC' },
      };
      const first = await labor.searchShifts({ query, limit: 1 });
      expect(first.shifts!.map((s) => s.id)).toEqual([shift.id]);
      const next = await labor.searchShifts({ query, limit: 1, cursor: first.cursor });
      expect(next.shifts!.map((s) => s.id)).toEqual([second.id]);
      expect(next.cursor).toBeUndefined();

      await labor.deleteShift(second.id);
      expect((await rejection(labor.getShift(second.id))).status).toBe(404);
      const after = await labor.searchShifts({ query: { filter: { employee_id: [employee.id] } } });
      expect(after.shifts!.map((s) => s.id)).toEqual([shift.id]);
    });

    it('lists and gets employee wages, lists and updates the workweek config', async () => {
      const employee = await v1.createEmployee({ first_name: 'Wage', last_name: 'Sdk' });
      const wageId = newId();
      // Wages are read-only in the API; the test records one directly.
      await server.db
        .insertInto('employee_wages')
        .values({
          id: wageId,
          merchant_id: server.merchantId,
          employee_id: employee.id,
          title: 'Cook',
          hourly_rate_amount: 2100,
          hourly_rate_currency: 'USD',
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const wage = {
        id: wageId,
        employee_id: employee.id,
        title: 'Cook',
        hourly_rate: { amount: 2100, currency: 'USD' },
      };
      expect((await labor.listEmployeeWages({ employeeId: employee.id })).employee_wages).toEqual([
        wage,
      ]);
      expect((await labor.getEmployeeWage(wageId)).employee_wage).toEqual(wage);

      const configs = (await labor.listWorkweekConfigs({})).workweek_configs!;
      expect(configs).toHaveLength(1);
      const [config] = configs;
      const updated = await labor.updateWorkweekConfig(config!.id, {
        workweek_config: {
          start_of_week: 'SUN',
          start_of_day_local_time: '05:00',
          version: config!.version,
        },
      });
      expect(updated.workweek_config).toMatchObject({
        id: config!.id,
        start_of_week: 'SUN',
        start_of_day_local_time: '05:00',
        version: config!.version + 1,
      });
      expect((await labor.listWorkweekConfigs({})).workweek_configs).toEqual([
        updated.workweek_config,
      ]);
      const bad = await rejection(
        labor.updateWorkweekConfig(config!.id, {
          workweek_config: { start_of_week: 'SUN', start_of_day_local_time: '25:00' },
        }),
      );
      expect(bad.status).toBe(400);
      expect(errorsOf(bad)).toMatchObject([{ field: 'workweek_config.start_of_day_local_time' }]);
    });
  });

  describe('refunds (RefundsApi) and generation 1 transactions (V1TransactionsApi)', () => {
    const refunds = new SquareConnect.RefundsApi();
    const v1Transactions = new SquareConnect.V1TransactionsApi();

    it('refunds a payment, reads and lists its refunds, and shows it as a V1Payment', async () => {
      const location = server.locationIds[0]!;
      // Exactly now (the server runs in this process, on this clock): the payments test just
      // before took payments at this location too.
      const begin = new Date().toISOString();
      const { checkoutId, tenderIds } = await inTransaction(
        { db: server.db, engine: server.engine, merchantId: server.merchantId },
        (tctx) =>
          recordSale(tctx, {
            location_id: location,
            currency: 'USD',
            items: [{ name: 'Tea', quantity: '2', unit_amount: 1_500 }],
            tenders: [
              { type: 'CASH', amount: 1_000, tendered: 1_000 },
              {
                type: 'CARD',
                amount: 2_000,
                card: { brand: 'MASTERCARD', last_4: '5454', entry_method: 'SWIPED' },
              },
            ],
          }),
      );
      const [cashId, cardId] = tenderIds as [string, string];

      const made = await refunds.refundPayment({
        idempotency_key: newId(),
        payment_id: cardId,
        amount_money: { amount: 500, currency: 'USD' },
        reason: 'SDK refund',
      });
      expect(made.refund).toMatchObject({
        status: 'COMPLETED',
        payment_id: cardId,
        amount_money: { amount: 500, currency: 'USD' },
      });
      const id = made.refund!.id;
      expect((await refunds.getPaymentRefund(id)).refund?.id).toBe(id);
      const listed = await refunds.listPaymentRefunds({
        beginTime: begin,
        sortOrder: 'ASC',
        sourceType: 'CARD',
        locationId: location,
        status: 'COMPLETED',
      });
      expect(listed.refunds?.map((r) => r.id)).toEqual([id]);
      const notFound = await rejection(refunds.getPaymentRefund(newId()));
      expect(notFound.status).toBe(404);

      const v1Refund = await v1Transactions.createRefund(location, {
        payment_id: cashId,
        type: 'PARTIAL',
        reason: 'SDK v1 refund',
        refunded_money: { amount: -200, currency_code: 'USD' },
        request_idempotence_key: newId(),
      });
      expect(v1Refund).toMatchObject({
        type: 'PARTIAL',
        payment_id: cashId,
        refunded_money: { amount: -200, currency_code: 'USD' },
      });

      const payment = await v1Transactions.retrievePayment(location, checkoutId);
      expect(payment.tender.map((t) => [t.id, t.card_brand])).toEqual([
        [cashId, undefined],
        [cardId, 'MASTER_CARD'],
      ]);
      expect(payment.total_collected_money).toMatchObject({ amount: 3_000 });
      expect(payment.refunded_money).toMatchObject({ amount: -700 });
      expect(payment.refunds).toHaveLength(2);
      expect(payment.itemizations).toHaveLength(1);

      const atLocation = await v1Transactions.listPayments(location, { beginTime: begin });
      expect(atLocation.map((p) => p.id)).toEqual([checkoutId]);
      const all = await v1Transactions.listPaymentsWithHttpInfo('me', {
        beginTime: begin,
        order: 'DESC',
        limit: 1,
        includePartial: false,
      });
      expect(all.data.map((p) => p.id)).toEqual([checkoutId]);
      expect(all.response.headers.link).toBeUndefined();
      const v1Refunds = await v1Transactions.listRefunds(location, {
        beginTime: begin,
        order: 'ASC',
      });
      expect(v1Refunds.map((r) => [r.payment_id, r.refunded_money.amount])).toEqual([
        [cardId, -500],
        [cashId, -200],
      ]);
      const tooEarly = await rejection(
        v1Transactions.listPayments('me', { beginTime: '2012-01-01T00:00:00Z' }),
      );
      expect(tooEarly.status).toBe(400);
    });
  });
});
