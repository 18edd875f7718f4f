import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1EmployeeT } from '@contract/employees';
import type { V1EmployeeRoleT } from '@contract/roles';
import type { V1TimecardT } from '@contract/timecards';
import { ALL_SCOPES, type Scope } from '../auth/scopes';
import { issueToken, revokeToken } from '../auth/tokens';
import { newId } from '../lib/ids';
import { inTransaction } from '../modules/context';
import { recordSale } from '../modules/payments/sales';
import { closeDueSettlements } from '../modules/deposits/settle';
import { api, startTestServer, type ApiResponse, type TestServer } from '../testing/harness';
import {
  clientFor,
  createEmployee,
  expectJsonContentType,
  expectStatus,
  expectV1Error,
  expectV1FieldError,
  expectV2Error,
  type Client,
} from '../testing/expectations';
import { insertShift } from '../testing/cash-drawers';
import { insertOrder } from '../testing/orders';
import { addBankAccount, cardPaymentAt } from '../testing/deposits';

let server: TestServer;
let client: Client;
/** Ids substituted into the operation paths below. */
const ids: Record<string, string> = {};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as the OpenAPI document writes it. */
  path: string;
  scopes: Scope[];
  body?: () => unknown;
  /** The key in `ids` that `{id}` stands for, when it is not `id`. */
  id?: string;
  /** Authorised by something other than a bearer token (no security requirement). */
  public?: true;
  /** A query string the operation needs to succeed (without `?`). */
  query?: () => string;
}

/** A createPayment body with a fresh key. */
const payment = (extra: Record<string, unknown> = {}) => ({
  source_id: 'cnon:card-nonce-ok',
  idempotency_key: newId(),
  amount_money: { amount: 100, currency: 'USD' },
  ...extra,
});

const labor = {
  breakType: (locationIndex: number) => ({
    break_type: {
      location_id: ids[`location${locationIndex}`],
      break_name: 'Rest',
      expected_duration: 'PT10M',
      is_paid: true,
    },
  }),
  /** A closed shift `hoursBack` hours ago, one hour long. */
  shift: (employeeKey: string, hoursBack: number) => ({
    shift: {
      employee_id: ids[employeeKey],
      location_id: ids.location0,
      start_at: hoursAgo(hoursBack + 1),
      end_at: hoursAgo(hoursBack),
    },
  }),
};

/** Every operation with the scopes the reference (§10) requires, and a body that succeeds. */
const OPERATIONS: Operation[] = [
  { method: 'get', path: '/v1/me/employees', scopes: ['EMPLOYEES_READ'] },
  {
    method: 'post',
    path: '/v1/me/employees',
    scopes: ['EMPLOYEES_WRITE'],
    body: () => ({ first_name: 'Scope', last_name: 'Test' }),
  },
  { method: 'get', path: '/v1/me/employees/{employee_id}', scopes: ['EMPLOYEES_READ'] },
  {
    method: 'put',
    path: '/v1/me/employees/{employee_id}',
    scopes: ['EMPLOYEES_WRITE'],
    body: () => ({ last_name: 'Scoped' }),
  },
  { method: 'get', path: '/v1/me/roles', scopes: ['EMPLOYEES_READ'] },
  {
    method: 'post',
    path: '/v1/me/roles',
    scopes: ['EMPLOYEES_WRITE'],
    body: () => ({ name: 'Scoped', permissions: [] }),
  },
  { method: 'get', path: '/v1/me/roles/{role_id}', scopes: ['EMPLOYEES_READ'] },
  {
    method: 'put',
    path: '/v1/me/roles/{role_id}',
    scopes: ['EMPLOYEES_WRITE'],
    body: () => ({ name: 'Renamed' }),
  },
  { method: 'get', path: '/v1/me/timecards', scopes: ['TIMECARDS_READ'] },
  {
    method: 'post',
    path: '/v1/me/timecards',
    scopes: ['TIMECARDS_WRITE'],
    body: () => ({
      employee_id: ids.importer,
      clockin_time: hoursAgo(5),
      clockout_time: hoursAgo(4),
    }),
  },
  { method: 'get', path: '/v1/me/timecards/{timecard_id}', scopes: ['TIMECARDS_READ'] },
  {
    method: 'put',
    path: '/v1/me/timecards/{timecard_id}',
    scopes: ['TIMECARDS_WRITE'],
    body: () => ({}),
  },
  { method: 'delete', path: '/v1/me/timecards/{deletable_id}', scopes: ['TIMECARDS_WRITE'] },
  { method: 'get', path: '/v1/me/timecards/{timecard_id}/events', scopes: ['TIMECARDS_READ'] },
  { method: 'get', path: '/v2/employees', scopes: ['EMPLOYEES_READ'] },
  { method: 'get', path: '/v2/employees/{id}', scopes: ['EMPLOYEES_READ'] },
  { method: 'get', path: '/v2/locations', scopes: ['MERCHANT_PROFILE_READ'] },
  { method: 'get', path: '/v2/merchants/me', scopes: [] },
  { method: 'get', path: '/v2/labor/break-types', scopes: ['TIMECARDS_SETTINGS_READ'] },
  {
    method: 'post',
    path: '/v2/labor/break-types',
    scopes: ['TIMECARDS_SETTINGS_WRITE'],
    body: () => labor.breakType(1),
  },
  {
    method: 'get',
    path: '/v2/labor/break-types/{id}',
    scopes: ['TIMECARDS_SETTINGS_READ'],
    id: 'break_type',
  },
  {
    method: 'put',
    path: '/v2/labor/break-types/{id}',
    scopes: ['TIMECARDS_SETTINGS_WRITE', 'TIMECARDS_SETTINGS_READ'],
    body: () => labor.breakType(0),
    id: 'break_type',
  },
  {
    method: 'delete',
    path: '/v2/labor/break-types/{id}',
    scopes: ['TIMECARDS_SETTINGS_WRITE'],
    id: 'deletable_break_type',
  },
  {
    method: 'post',
    path: '/v2/labor/shifts',
    scopes: ['TIMECARDS_WRITE'],
    body: () => labor.shift('importer', 30),
  },
  {
    method: 'post',
    path: '/v2/labor/shifts/search',
    scopes: ['TIMECARDS_READ'],
    body: () => ({}),
  },
  { method: 'get', path: '/v2/labor/shifts/{id}', scopes: ['TIMECARDS_READ'], id: 'shift' },
  {
    method: 'put',
    path: '/v2/labor/shifts/{id}',
    scopes: ['TIMECARDS_WRITE', 'TIMECARDS_READ'],
    body: () => labor.shift('importer', 20),
    id: 'shift',
  },
  {
    method: 'delete',
    path: '/v2/labor/shifts/{id}',
    scopes: ['TIMECARDS_SETTINGS_WRITE'],
    id: 'deletable_shift',
  },
  { method: 'get', path: '/v2/labor/employee-wages', scopes: ['EMPLOYEES_READ'] },
  {
    method: 'get',
    path: '/v2/labor/employee-wages/{id}',
    scopes: ['EMPLOYEES_READ'],
    id: 'wage',
  },
  { method: 'get', path: '/v2/labor/workweek-configs', scopes: ['TIMECARDS_SETTINGS_READ'] },
  {
    method: 'put',
    path: '/v2/labor/workweek-configs/{id}',
    scopes: ['TIMECARDS_SETTINGS_WRITE', 'TIMECARDS_SETTINGS_READ'],
    body: () => ({ workweek_config: { start_of_week: 'SUN', start_of_day_local_time: '05:00' } }),
    id: 'workweek_config',
  },
  // Generation 2 payments.
  { method: 'post', path: '/v2/payments', scopes: ['PAYMENTS_WRITE'], body: () => payment() },
  { method: 'get', path: '/v2/payments', scopes: ['PAYMENTS_READ'] },
  {
    method: 'post',
    path: '/v2/payments/cancel',
    scopes: ['PAYMENTS_WRITE'],
    body: () => ({ idempotency_key: newId() }),
  },
  { method: 'get', path: '/v2/payments/{id}', scopes: ['PAYMENTS_READ'], id: 'payment' },
  {
    method: 'post',
    path: '/v2/payments/{id}/complete',
    scopes: ['PAYMENTS_WRITE'],
    id: 'completable_payment',
  },
  {
    method: 'post',
    path: '/v2/payments/{id}/cancel',
    scopes: ['PAYMENTS_WRITE'],
    id: 'cancelable_payment',
  },
  // Refunds (v2) and the generation 1 transaction views.
  {
    method: 'post',
    path: '/v2/refunds',
    scopes: ['PAYMENTS_WRITE'],
    body: () => ({
      idempotency_key: newId(),
      payment_id: ids.tender_id,
      amount_money: { amount: 1, currency: 'USD' },
    }),
  },
  { method: 'get', path: '/v2/refunds', scopes: ['PAYMENTS_READ'] },
  { method: 'get', path: '/v2/refunds/{refund_id}', scopes: ['PAYMENTS_READ'] },
  { method: 'get', path: '/v1/{location_id}/payments', scopes: ['PAYMENTS_READ'] },
  { method: 'get', path: '/v1/{location_id}/payments/{payment_id}', scopes: ['PAYMENTS_READ'] },
  { method: 'get', path: '/v1/{location_id}/refunds', scopes: ['PAYMENTS_READ'] },
  {
    method: 'post',
    path: '/v1/{location_id}/refunds',
    scopes: ['PAYMENTS_WRITE'],
    body: () => ({
      payment_id: ids.payment_id,
      type: 'PARTIAL',
      reason: 'Scope test',
      refunded_money: { amount: -1, currency_code: 'USD' },
    }),
  },
  { method: 'get', path: '/v1/{location_id}/cash-drawer-shifts', scopes: ['PAYMENTS_READ'] },
  {
    method: 'get',
    path: '/v1/{location_id}/cash-drawer-shifts/{shift_id}',
    scopes: ['TIMECARDS_READ'],
  },
  // Online store orders (an OPEN order, completed by the update).
  { method: 'get', path: '/v1/{location_id}/orders', scopes: ['ORDERS_READ'] },
  { method: 'get', path: '/v1/{location_id}/orders/{order_id}', scopes: ['ORDERS_READ'] },
  {
    method: 'put',
    path: '/v1/{location_id}/orders/{order_id}',
    scopes: ['ORDERS_WRITE'],
    body: () => ({ action: 'COMPLETE', completed_note: 'Scope test' }),
  },
  // The web app's own reports (not Square operations); the CSV download is authorised by its
  // signed link instead of a bearer token.
  { method: 'get', path: '/app/payments/totals', scopes: ['PAYMENTS_READ'] },
  { method: 'post', path: '/app/payments/export', scopes: ['PAYMENTS_READ'] },
  { method: 'get', path: '/app/payments/{tender_id}/checkout', scopes: ['PAYMENTS_READ'] },
  { method: 'get', path: '/app/payments/{tender_id}/money', scopes: ['PAYMENTS_READ'] },
  { method: 'get', path: '/app/exports/payments.csv', scopes: [], public: true },
  // The activity log (a token reads it with MERCHANT_PROFILE_READ, a person needs
  // activity.read); its CSV download is authorised by a signed link.
  { method: 'get', path: '/app/activity', scopes: ['MERCHANT_PROFILE_READ'] },
  { method: 'post', path: '/app/activity/export', scopes: ['MERCHANT_PROFILE_READ'] },
  { method: 'get', path: '/app/exports/activity.csv', scopes: [], public: true },
  { method: 'get', path: '/app/me', scopes: [] },
  { method: 'post', path: '/app/me/password', scopes: [] },
  {
    method: 'get',
    path: '/app/reports/labor-vs-sales',
    scopes: ['TIMECARDS_READ', 'PAYMENTS_READ'],
    query: () => `location_id=${ids.location0}`,
  },
  {
    method: 'get',
    path: '/app/labor/worked-time',
    scopes: ['TIMECARDS_READ'],
    query: () => 'workweek=2026-11-23',
  },
  // Settlements and bank accounts (generation 1), and the web app's deposit details.
  { method: 'get', path: '/v1/{location_id}/settlements', scopes: ['SETTLEMENTS_READ'] },
  {
    method: 'get',
    path: '/v1/{location_id}/settlements/{settlement_id}',
    scopes: ['SETTLEMENTS_READ'],
  },
  { method: 'get', path: '/v1/{location_id}/bank-accounts', scopes: ['BANK_ACCOUNTS_READ'] },
  {
    method: 'get',
    path: '/v1/{location_id}/bank-accounts/{bank_account_id}',
    scopes: ['BANK_ACCOUNTS_READ'],
  },
  { method: 'get', path: '/app/deposits', scopes: ['SETTLEMENTS_READ'] },
  {
    method: 'get',
    path: '/app/deposits/settlements/{settlement_id}',
    scopes: ['SETTLEMENTS_READ'],
  },
];

const concrete = (path: string, idKey = 'id') =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name === 'id' ? idKey : name] ?? '');
const label = (op: Operation) => `${op.method.toUpperCase()} ${op.path}`;

function call(c: Client, op: Operation): Promise<ApiResponse> {
  const path = op.query ? `${concrete(op.path, op.id)}?${op.query()}` : concrete(op.path, op.id);
  if (op.method === 'get') return c.get(path);
  if (op.method === 'delete') return c.del(path);
  return c[op.method](path, op.body?.());
}

const isV1 = (path: string) => path.startsWith('/v1/');

/** The error a path's envelope carries for a v2 code, checked in v1 form when the path is v1. */
function expectError(
  res: ApiResponse,
  path: string,
  status: number,
  v1Type: string,
  v2: { category: string; code: string },
  messageStart = '',
) {
  if (isV1(path)) expectV1Error(res, status, v1Type, messageStart);
  else expectV2Error(res, status, { ...v2, detailStart: messageStart });
}

/** POSTs `size` bytes with chunked encoding (no Content-Length), stopping when a reply comes. */
function postChunked(path: string, token: string, size: number): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    let replied = false;
    const req = request(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      replied = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers))
          if (typeof v === 'string') headers.set(k, v);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers, body: JSON.parse(text) as unknown });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!replied) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const pump = () => {
      while (!replied && sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!replied) req.end();
    };
    req.write('{"first_name":"');
    pump();
  });
}

const clientWith = async (scopes: readonly Scope[]) =>
  clientFor(server.url, await server.token(scopes));

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  const employee = await createEmployee(client, { authorized_location_ids: server.locationIds });
  ids.employee_id = employee.id;
  ids.id = employee.id;
  ids.importer = (await createEmployee(client, { first_name: 'Importer' })).id;
  const role = await client.post<V1EmployeeRoleT>('/v1/me/roles', { name: 'R', permissions: [] });
  ids.role_id = role.body.id;
  const open = await client.post<V1TimecardT>('/v1/me/timecards', { employee_id: employee.id });
  expectStatus(open, 200);
  ids.timecard_id = open.body.id;
  const finished = await createEmployee(client, { first_name: 'Finished' });
  const imported = await client.post<V1TimecardT>('/v1/me/timecards', {
    employee_id: finished.id,
    clockin_time: hoursAgo(3),
    clockout_time: hoursAgo(2),
  });
  expectStatus(imported, 200);
  ids.deletable_id = imported.body.id;
  [ids.location0 = '', ids.location1 = ''] = server.locationIds;
  for (const key of ['break_type', 'deletable_break_type']) {
    const created = await client.post<{ break_type: { id: string } }>(
      '/v2/labor/break-types',
      labor.breakType(0),
    );
    expectStatus(created, 200);
    ids[key] = created.body.break_type.id;
  }
  for (const [key, hoursBack] of [
    ['shift', 40],
    ['deletable_shift', 50],
  ] as const) {
    const created = await client.post<{ shift: { id: string } }>(
      '/v2/labor/shifts',
      labor.shift('importer', hoursBack),
    );
    expectStatus(created, 200);
    ids[key] = created.body.shift.id;
  }
  ids.wage = newId();
  await server.db
    .insertInto('employee_wages')
    .values({
      id: ids.wage,
      merchant_id: server.merchantId,
      employee_id: employee.id,
      title: 'Barista',
      hourly_rate_amount: 1800,
      hourly_rate_currency: 'USD',
      created_at: new Date().toISOString(),
    })
    .execute();
  const configs = await client.get<{ workweek_configs: { id: string }[] }>(
    '/v2/labor/workweek-configs',
  );
  ids.workweek_config = configs.body.workweek_configs[0]?.id ?? '';
  for (const [key, autocomplete] of [
    ['payment', true],
    ['completable_payment', false],
    ['cancelable_payment', false],
  ] as const) {
    const created = await client.post<{ payment: { id: string } }>(
      '/v2/payments',
      payment({ autocomplete }),
    );
    expectStatus(created, 200);
    ids[key] = created.body.payment.id;
  }
  // A point-of-sale sale to refund a cent at a time, and one refund of it to read.
  const sold = await inTransaction(
    { db: server.db, engine: server.engine, merchantId: server.merchantId },
    (tctx) =>
      recordSale(tctx, {
        location_id: ids.location0 ?? '',
        currency: 'USD',
        tenders: [{ type: 'CASH', amount: 10_000 }],
      }),
  );
  ids.location_id = ids.location0;
  ids.payment_id = sold.checkoutId;
  ids.tender_id = sold.tenderIds[0] ?? '';
  const refunded = await client.post<{ refund: { id: string } }>('/v2/refunds', {
    idempotency_key: newId(),
    payment_id: ids.tender_id,
    amount_money: { amount: 1, currency: 'USD' },
  });
  expectStatus(refunded, 200);
  ids.refund_id = refunded.body.refund.id;
  ids.shift_id = (
    await insertShift(server.db, {
      merchantId: server.merchantId,
      locationId: ids.location0,
      openedAt: hoursAgo(10),
      events: [
        { type: 'CASH_TENDER_PAYMENT', amount: 10_000, at: hoursAgo(9), payment_id: ids.tender_id },
      ],
    })
  ).id;
  ids.order_id = (await insertOrder(server, 'OPEN', { locationId: ids.location0 ?? '' })).id;
  // A bank account and one closed day (yesterday's card sale) for the settlement operations.
  const depositor = { merchantId: server.merchantId, locationId: ids.location0 ?? '' };
  ids.bank_account_id = await addBankAccount(server.db, server.merchantId, depositor.locationId);
  await cardPaymentAt(server, depositor, 2_500, hoursAgo(48));
  await closeDueSettlements(server.db, server.engine, new Date().toISOString(), {
    merchantId: server.merchantId,
  });
  const settled = await server.db
    .selectFrom('settlements')
    .select('id')
    .where('merchant_id', '=', server.merchantId)
    .executeTakeFirstOrThrow();
  ids.settlement_id = settled.id;
});

afterAll(async () => {
  await server?.close();
});

describe('authentication', () => {
  const paths = ['/v1/me/employees', '/v2/employees', '/v2/merchants/me'];
  const badHeaders: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['a Basic header', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['Bearer without a token', { authorization: 'Bearer ' }],
    ['a token without Bearer', { authorization: 'EAAAtoken' }],
    ['two tokens', { authorization: 'Bearer a b' }],
    ['an unknown token', { authorization: 'Bearer EAAAnot-a-real-token' }],
  ];

  describe.each(paths)('%s', (path) => {
    it.each(badHeaders)('with %s → 401 with WWW-Authenticate', async (_, headers) => {
      const res = await api(server).get(path, headers);
      expectError(
        res,
        path,
        401,
        'service.not_authorized',
        {
          category: 'AUTHENTICATION_ERROR',
          code: 'UNAUTHORIZED',
        },
        'This request could not be authorized',
      );
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="ledgerline"');
    });

    it('with a revoked token → 401 oauth.revoked / ACCESS_TOKEN_REVOKED', async () => {
      const issued = await issueToken(server.db, server.merchantId, ALL_SCOPES, 'revoke-me');
      expectStatus(await api(server, issued.token).get(path), 200);
      await revokeToken(server.db, issued.id);
      const res = await api(server, issued.token).get(path);
      expectError(
        res,
        path,
        401,
        'oauth.revoked',
        {
          category: 'AUTHENTICATION_ERROR',
          code: 'ACCESS_TOKEN_REVOKED',
        },
        'The access token has been revoked',
      );
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="ledgerline"');
    });
  });

  it('accepts the scheme name in any case', async () => {
    const token = await server.token();
    expectStatus(
      await api(server).get('/v1/me/employees', { authorization: `bearer ${token}` }),
      200,
    );
  });
});

describe('scopes', () => {
  const scoped = OPERATIONS.filter((op) => op.scopes.length > 0);

  it.each(scoped.map((op) => [label(op), op] as const))(
    '%s: 403 without its scope, 200 with only its scope',
    async (_, op) => {
      const lacking = await clientWith(ALL_SCOPES.filter((s) => !op.scopes.includes(s)));
      const denied = await call(lacking, op);
      expectError(
        denied,
        op.path,
        403,
        'forbidden',
        {
          category: 'AUTHENTICATION_ERROR',
          code: 'INSUFFICIENT_SCOPES',
        },
        'You have insufficient permissions',
      );
      expect(JSON.stringify(denied.body)).toContain(op.scopes.join(', '));
      expectStatus(await call(await clientWith(op.scopes), op), 200);
    },
  );

  it('GET /v2/merchants/me needs only a valid token', async () => {
    const res = await (await clientWith([])).get('/v2/merchants/me');
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ merchant: { id: server.merchantId, approved: true } });
  });

  it.each<[Scope, string, string, unknown]>([
    ['EMPLOYEES_READ', 'post', '/v1/me/employees', { first_name: 'R', last_name: 'O' }],
    ['EMPLOYEES_READ', 'put', '/v1/me/employees/{employee_id}', { last_name: 'O' }],
    ['EMPLOYEES_READ', 'post', '/v1/me/roles', { name: 'R', permissions: [] }],
    ['EMPLOYEES_READ', 'put', '/v1/me/roles/{role_id}', { name: 'R' }],
    ['TIMECARDS_READ', 'post', '/v1/me/timecards', { employee_id: 'x' }],
    ['TIMECARDS_READ', 'put', '/v1/me/timecards/{timecard_id}', {}],
    ['TIMECARDS_READ', 'delete', '/v1/me/timecards/{timecard_id}', undefined],
    ['EMPLOYEES_WRITE', 'get', '/v1/me/employees', undefined],
    ['TIMECARDS_WRITE', 'get', '/v1/me/timecards', undefined],
  ])('a %s-only token cannot %s %s', async (scope, method, path, body) => {
    const c = await clientWith([scope]);
    const target = concrete(path);
    const res =
      method === 'get'
        ? await c.get(target)
        : method === 'delete'
          ? await c.del(target)
          : await c[method as 'post' | 'put'](target, body);
    expectV1Error(res, 403, 'forbidden', 'You have insufficient permissions');
  });

  it('checks the scope before validating the body', async () => {
    const c = await clientWith(['EMPLOYEES_READ']);
    expectV1Error(await c.post('/v1/me/employees', {}), 403, 'forbidden', 'You have');
  });
});

describe('unapproved accounts', () => {
  let unapproved: Client;
  const notApproved = 'Employee management is available to approved accounts only';

  beforeAll(async () => {
    unapproved = clientFor(server.url, await server.tokenFor(server.unapprovedMerchantId));
  });

  it.each([
    ['get', '/v1/me/employees'],
    ['post', '/v1/me/employees'],
    ['get', '/v1/me/roles'],
    ['post', '/v1/me/roles'],
    ['get', '/v1/me/timecards'],
    ['get', '/v2/employees'],
    ['get', '/v2/employees/any-id'],
    ['get', '/v2/labor/break-types'],
    ['post', '/v2/labor/shifts'],
    ['post', '/v2/labor/shifts/search'],
    ['get', '/v2/labor/employee-wages'],
    ['get', '/v2/labor/workweek-configs'],
  ])('%s %s → 403 saying the account is not approved', async (method, path) => {
    const res =
      method === 'get' ? await unapproved.get(path) : await unapproved.post(path, { x: 1 });
    expectError(
      res,
      path,
      403,
      'forbidden',
      {
        category: 'AUTHENTICATION_ERROR',
        code: 'FORBIDDEN',
      },
      notApproved,
    );
    expect(JSON.stringify(res.body)).toContain('has not been approved');
  });

  it('can still read its locations and merchant profile', async () => {
    const locations = await unapproved.get<{ locations: { merchant_id: string }[] }>(
      '/v2/locations',
    );
    expectStatus(locations, 200);
    expect(locations.body.locations.map((l) => l.merchant_id)).toEqual([
      server.unapprovedMerchantId,
    ]);
    const me = await unapproved.get('/v2/merchants/me');
    expect(me.body).toMatchObject({
      merchant: { id: server.unapprovedMerchantId, approved: false },
    });
  });
});

describe('cross-merchant isolation', () => {
  const notFound = { category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' };

  it('the other merchant can read its own records (control)', async () => {
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    expectStatus(await other.get(`/v1/me/employees/${server.other.employeeId}`), 200);
    expectStatus(await other.get(`/v1/me/roles/${server.other.roleId}`), 200);
    expectStatus(await other.get(`/v1/me/timecards/${server.other.timecardId}`), 200);
  });

  it.each<[string, string, () => string, unknown]>([
    ['get', '/v1/me/employees/{id}', () => server.other.employeeId, undefined],
    ['put', '/v1/me/employees/{id}', () => server.other.employeeId, { last_name: 'Hijacked' }],
    ['get', '/v1/me/roles/{id}', () => server.other.roleId, undefined],
    ['put', '/v1/me/roles/{id}', () => server.other.roleId, { name: 'Hijacked' }],
    ['get', '/v1/me/timecards/{id}', () => server.other.timecardId, undefined],
    ['put', '/v1/me/timecards/{id}', () => server.other.timecardId, {}],
    ['delete', '/v1/me/timecards/{id}', () => server.other.timecardId, undefined],
    ['get', '/v1/me/timecards/{id}/events', () => server.other.timecardId, undefined],
    ['get', '/v2/employees/{id}', () => server.other.employeeId, undefined],
  ])("%s %s with the other merchant's id → 404", async (method, template, id, body) => {
    const path = template.replace('{id}', id());
    const res =
      method === 'get'
        ? await client.get(path)
        : method === 'delete'
          ? await client.del(path)
          : await client[method as 'post' | 'put'](path, body);
    expectError(res, path, 404, 'not_found', notFound, '');
  });

  it("leaves the other merchant's records untouched", async () => {
    const employee = await server.db
      .selectFrom('employees')
      .select(['last_name', 'updated_at', 'created_at'])
      .where('id', '=', server.other.employeeId)
      .executeTakeFirstOrThrow();
    expect(employee.last_name).toBe('Other');
    expect(employee.updated_at).toBe(employee.created_at);
    const role = await server.db
      .selectFrom('roles')
      .select('name')
      .where('id', '=', server.other.roleId)
      .executeTakeFirstOrThrow();
    expect(role.name).toBe('Barista');
    const timecard = await server.db
      .selectFrom('shifts')
      .select('deleted')
      .where('id', '=', server.other.timecardId)
      .executeTakeFirstOrThrow();
    expect(timecard.deleted).toBe(0);
  });

  it("never lists the other merchant's records", async () => {
    const employees = await client.get<V1EmployeeT[]>('/v1/me/employees?limit=200');
    expect(employees.body.length).toBeGreaterThan(0);
    expect(employees.body.map((e) => e.id)).not.toContain(server.other.employeeId);
    expect((await client.get('/v1/me/employees?external_id=other-1')).body).toEqual([]);
    const roles = await client.get<{ id: string }[]>('/v1/me/roles?limit=200');
    expect(roles.body.map((r) => r.id)).not.toContain(server.other.roleId);
    const timecards = await client.get<{ id: string }[]>('/v1/me/timecards?limit=200');
    expect(timecards.body.length).toBeGreaterThan(0);
    expect(timecards.body.map((t) => t.id)).not.toContain(server.other.timecardId);
    const v2 = await client.get<{ employees: { id: string }[] }>('/v2/employees?limit=200');
    expect(v2.body.employees.map((e) => e.id)).not.toContain(server.other.employeeId);
    const otherLocation = server.other.locationIds[0] ?? '';
    expect((await client.get(`/v2/employees?location_id=${otherLocation}`)).body).toEqual({
      employees: [],
    });
  });

  it("/v2/locations returns the merchant's own locations only", async () => {
    const res = await client.get<{ locations: { id: string; merchant_id: string }[] }>(
      '/v2/locations',
    );
    expectStatus(res, 200);
    expect(res.body.locations.map((l) => l.id).sort()).toEqual([...server.locationIds].sort());
    expect(res.body.locations.every((l) => l.merchant_id === server.merchantId)).toBe(true);
  });
});

describe('request and response format', () => {
  const raw = (path: string, init: RequestInit) => client.raw(path, init);
  const post = (body: RequestInit['body'], contentType?: string) =>
    raw('/v1/me/employees', {
      method: 'POST',
      body,
      headers: contentType ? { 'content-type': contentType } : {},
    });

  const createWith = (patch: Record<string, unknown>) =>
    client.post('/v1/me/employees', { first_name: 'A', last_name: 'B', ...patch });

  /** `action` must be rejected; afterwards the employee list is as before. */
  async function rejectedWithoutWrite(action: () => Promise<ApiResponse>) {
    const before = await client.get('/v1/me/employees?limit=200');
    const res = await action();
    expect((await client.get('/v1/me/employees?limit=200')).body).toEqual(before.body);
    return res;
  }

  it('sends Content-Type: application/json on success and error replies', async () => {
    const token = await server.token();
    const replies = await Promise.all([
      client.get('/v1/me/employees'),
      client.get('/v2/employees'),
      client.get('/v1/me/employees?limit=0'),
      client.get('/v2/employees?limit=0'),
      api(server).get('/v1/me/roles'),
      api(server).get('/v2/employees'),
      (await clientWith([])).get('/v1/me/roles'),
      client.get('/v1/me/roles/nope'),
      client.get('/v2/nope'),
      api(server, token).get('/openapi.json'),
    ]);
    expect(replies.map((r) => r.status)).toEqual([
      200, 200, 400, 400, 401, 401, 403, 404, 404, 200,
    ]);
    for (const res of replies) expectJsonContentType(res);
  });

  it('accepts GET and DELETE with Content-Type: application/json and no body', async () => {
    const json = { 'content-type': 'application/json' };
    const get = await raw('/v1/me/employees', { method: 'GET', headers: json });
    expectStatus(get, 200);
    const getV2 = await raw('/v2/employees', { method: 'GET', headers: json });
    expectStatus(getV2, 200);
    const employee = await createEmployee(client, { first_name: 'Delete', last_name: 'Me' });
    const timecard = await client.post<V1TimecardT>('/v1/me/timecards', {
      employee_id: employee.id,
      clockin_time: hoursAgo(2),
      clockout_time: hoursAgo(1),
    });
    const del = await raw(`/v1/me/timecards/${timecard.body.id}`, {
      method: 'DELETE',
      headers: json,
    });
    expectStatus(del, 200);
    expect(del.body).toEqual({});
  });

  it('accepts the SDK headers, Square-Version: 2019-08-14 included', async () => {
    const headers = {
      'square-version': '2019-08-14',
      'user-agent': 'Square-Connect-Javascript/2.20190814.2',
      accept: 'application/json',
      'content-type': 'application/json',
    };
    expectStatus(await client.get('/v1/me/employees', headers), 200);
    expectStatus(await client.get('/v2/employees', headers), 200);
    const res = await client.post('/v1/me/roles', { name: 'Versioned', permissions: [] }, headers);
    expectStatus(res, 200);
  });

  it.each([
    ['malformed JSON', '{"first_name": "Ada",', 'The request body must be valid JSON'],
    ['an empty body', '', 'The request body must be valid JSON'],
    ['a JSON array', '[{"first_name": "Ada", "last_name": "L"}]', 'The request body must be'],
    ['a JSON string', '"Ada Lovelace"', 'The request body must be'],
    ['JSON null', 'null', 'The request body must be'],
  ])('rejects %s with 400 bad_request and writes nothing', async (_, body, message) => {
    const res = await rejectedWithoutWrite(() => post(body, 'application/json'));
    expectV1Error(res, 400, 'bad_request', message);
  });

  it('rejects malformed JSON on PUT too', async () => {
    const res = await raw(`/v1/me/employees/${ids.employee_id}`, {
      method: 'PUT',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expectV1Error(res, 400, 'bad_request', 'The request body must be valid JSON');
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['XML', 'application/xml'],
  ])('rejects a body sent as %s with 415', async (_, contentType) => {
    const body = JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace' });
    const res = await rejectedWithoutWrite(() => post(body, contentType));
    expectV1Error(res, 415, 'unsupported_media_type', 'The request body must be sent as');
  });

  it('rejects a body over 1 MiB with 413 in the envelope', async () => {
    const big = JSON.stringify({ first_name: 'x'.repeat(1024 * 1024), last_name: 'L' });
    const res = await rejectedWithoutWrite(() => post(big, 'application/json'));
    expectV1Error(res, 413, 'request_entity_too_large', 'The request body is larger than 1048576');
    expect(res.headers.get('connection')).toBe('close');
    // The client's next request (on a pooled connection) still works.
    expectStatus(await client.get('/v1/me/roles'), 200);
  });

  it('rejects a streamed body over 1 MiB (no Content-Length) with 413', async () => {
    const res = await postChunked('/v1/me/employees', await server.token(), 2 * 1024 * 1024);
    expectV1Error(res, 413, 'request_entity_too_large', 'The request body is larger than');
  });

  it('accepts a body just under the limit (and then validates it)', async () => {
    const body = JSON.stringify({ first_name: 'x'.repeat(1024 * 1024 - 100), last_name: 'L' });
    const res = await post(body, 'application/json');
    expectV1Error(res, 400, 'bad_request.invalid_parameter', 'first_name must be at most 255');
  });

  it.each([
    ['GET', '/v1/nope'],
    ['GET', '/v1/me/employees/a/b'],
    ['POST', '/v1/me/employees/some-id'],
    ['GET', '/v2/nope'],
    ['DELETE', '/v2/employees'],
  ])('%s %s (no such operation) → 404 in the envelope', async (method, path) => {
    const res = await raw(path, { method });
    expectError(
      res,
      path,
      404,
      'not_found',
      {
        category: 'INVALID_REQUEST_ERROR',
        code: 'NOT_FOUND',
      },
      `No operation matches ${method} ${path}`,
    );
  });

  it.each<[string, () => Promise<ApiResponse>, string]>([
    ['a path id', () => client.get('/v1/me/employees/%00'), 'employee_id'],
    ['a query value', () => client.get('/v1/me/employees?external_id=a%00'), 'external_id'],
    ['a v2 path id', () => client.get('/v2/employees/x%00'), 'id'],
    ['a v2 query value', () => client.get('/v2/employees?location_id=%00'), 'location_id'],
    ['a body field', () => createWith({ first_name: 'a\u0000b' }), 'first_name'],
    ['an array item', () => createWith({ role_ids: ['\u0000'] }), 'role_ids[0]'],
  ])('rejects U+0000 in %s with 400 naming %s, on every engine', async (_, send, field) => {
    const res = await rejectedWithoutWrite(send);
    const rule = 'must not contain the character U+0000';
    if (field === 'id' || field === 'location_id') {
      expectV2Error(res, 400, { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', field });
    } else {
      expectV1FieldError(res, field, rule);
    }
    expect(JSON.stringify(res.body)).toContain(`${field} ${rule}`);
  });

  it('never shows a stack trace, SQL or internals in an error body', async () => {
    const long = 'x'.repeat(5000);
    const replies = await Promise.all([
      client.get(`/v1/me/employees/${encodeURIComponent("'; select 1; --")}`),
      client.get(`/v1/me/employees/${long}`),
      client.get('/v1/me/employees/%00'),
      client.get(`/v2/employees/${encodeURIComponent('a"b\\c')}`),
      client.get('/v1/me/employees?external_id=%00'),
      client.get(`/v1/me/roles?batch_token=${long.slice(0, 2048)}`),
      client.put(`/v1/me/employees/${ids.employee_id}`, { role_ids: [long] }),
      client.post('/v1/me/employees', { first_name: 'a\u0000b', last_name: 'c' }),
      client.post('/v1/me/roles', { name: '\u0000', permissions: [] }),
      client.post('/v1/me/timecards', { employee_id: "x' or '1'='1" }),
      post('{"first_name": tru', 'application/json'),
    ]);
    for (const res of replies) {
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(
        /\bat \S+ \(|\.ts:\d+|node_modules|kysely|sqlite|postgres|syntax error/i,
      );
    }
  });
});

describe('GET /openapi.json', () => {
  interface Doc {
    openapi: string;
    paths: Record<string, Record<string, { security?: { oauth2: string[] }[] }>>;
  }

  it('is OpenAPI 3.1 with every operation and its scopes', async () => {
    const res = await api(server).get<Doc>('/openapi.json');
    expectStatus(res, 200);
    expectJsonContentType(res);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = Object.entries(res.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        op: `${method.toUpperCase()} ${path}`,
        scopes: op.security,
      })),
    );
    const expected = OPERATIONS.map((op) => ({
      op: label(op)
        .replace('{deletable_id}', '{timecard_id}')
        .replace('{tender_id}', '{payment_id}'),
      scopes: op.public ? [] : [{ bearerAuth: op.scopes }],
    }));
    const byOp = (a: { op: string }, b: { op: string }) => a.op.localeCompare(b.op);
    expect(documented.sort(byOp)).toEqual(expected.sort(byOp));
  });

  it('describes the bearer scheme truthfully, with no OAuth endpoints it lacks (issue 9 defect 10)', async () => {
    const res = await api(server).get<Doc & { components: Record<string, unknown> }>(
      '/openapi.json',
    );
    expectStatus(res, 200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('/oauth2/');
    const schemes = res.body.components.securitySchemes as Record<string, { type: string }>;
    expect(Object.keys(schemes)).toEqual(['bearerAuth']);
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
