import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1EmployeeT } from '@contract/employees';
import type { SearchResponseT } from '@contract/search';
import { newId } from '../../lib/ids';
import { addBankAccount } from '../../testing/deposits';
import {
  clientFor,
  createEmployee,
  expectStatus,
  nextPageUrl,
  type Client,
} from '../../testing/expectations';
import { api, startTestServer, type TestServer } from '../../testing/harness';
import { insertOrder } from '../../testing/orders';
import { cardSale, createPayment, REFUNDS, sale, usd, visa } from '../../testing/payments';
import { signInAs } from '../../testing/sessions';

/** A 400 whose one error names `field`. */
function expectFieldError(res: { status: number; body: unknown }, field: string) {
  expectStatus(res as never, 400);
  const errors = (res.body as { errors: { category: string; field?: string }[] }).errors;
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ category: 'INVALID_REQUEST_ERROR', field });
}

/** Issue 19 §2: the palette's search and the Employees page's, one merchant's records only. */
let server: TestServer;
let client: Client;

const search = (q: string, extra = '', as: Client = client) =>
  as.get<SearchResponseT>(`/app/search?q=${encodeURIComponent(q)}${extra}`);

const ids = (records: { id: string }[] | undefined) => (records ?? []).map((r) => r.id).sort();

let quinn: V1EmployeeT;
let quinnOther: V1EmployeeT;
let paymentId: string;
let refundId: string;
let orderId: string;
let depositId: string;

async function insertDeposit(merchantId: string, locationId: string, total: number) {
  const bankAccountId = await addBankAccount(server.db, merchantId, locationId);
  const id = newId();
  const now = new Date().toISOString();
  await server.db
    .insertInto('settlements')
    .values({
      id,
      merchant_id: merchantId,
      location_id: locationId,
      bank_account_id: bankAccountId,
      status: 'SENT',
      currency: 'USD',
      total_amount: total,
      period_start: new Date(Date.now() - 86_400_000).toISOString(),
      period_end: now,
      business_date: now.slice(0, 10),
      initiated_at: now,
      resends_settlement_id: null,
      failed_at: null,
      failure_reason: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  quinn = await createEmployee(client, {
    first_name: 'Quinn',
    last_name: 'Smith',
    email: 'q.smith@example.com',
    external_id: 'PAYROLL-0009',
  });
  quinnOther = await createEmployee(client, { first_name: 'Quinn', last_name: 'Jones' });
  await createEmployee(client, { first_name: 'Robin', last_name: 'Smith' });
  // The other merchant's Quinn Smith is never found.
  const theirs = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
  await createEmployee(theirs, { first_name: 'Quinn', last_name: 'Smith' });

  paymentId = (await cardSale(server, 4_321, { tender: { card: visa('4829') } })).paymentId;
  await sale(
    server,
    {
      location_id: server.other.locationIds[0]!,
      currency: 'USD',
      tenders: [{ type: 'CARD', amount: 4_321, card: visa('4829') }],
    },
    server.otherMerchantId,
  );
  const paid = await createPayment(client, { amount_money: usd(5_000) });
  const refund = await client.post<{ refund: { id: string } }>(REFUNDS, {
    idempotency_key: newId(),
    payment_id: paid.id,
    amount_money: usd(1_717),
  });
  expectStatus(refund, 200);
  refundId = refund.body.refund.id;
  orderId = (await insertOrder(server, 'OPEN', { subtotal: 9_000 })).id;
  await insertOrder(server, 'OPEN', { merchantId: server.otherMerchantId, subtotal: 9_000 });
  depositId = await insertDeposit(server.merchantId, server.locationIds[0]!, 88_888);
  await insertDeposit(server.otherMerchantId, server.other.locationIds[0]!, 88_888);
});

afterAll(async () => {
  await server?.close();
});

describe('GET /app/search', () => {
  it('finds an employee by several words in any order and field, not another merchant’s', async () => {
    for (const q of ['Smith Quinn', 'quinn smith', 'Quinn 0009', 'q.smith@', 'payroll-0009']) {
      const res = await search(q);
      expectStatus(res, 200);
      expect(ids(res.body.employees), q).toEqual([quinn.id]);
    }
    const everyQuinn = await search('quinn');
    expect(ids(everyQuinn.body.employees)).toEqual([quinn.id, quinnOther.id].sort());
    expect((await search(quinn.id)).body.employees?.map((e) => e.id)).toEqual([quinn.id]);
  });

  it('finds a payment by its amount, its card’s last 4 and its id', async () => {
    for (const q of ['43.21', '$43.21', '€43.21', '4829', paymentId]) {
      const res = await search(q);
      expectStatus(res, 200);
      expect(ids(res.body.payments), q).toEqual([paymentId]);
    }
    const found = (await search('4829')).body.payments![0]!;
    expect(found).toMatchObject({
      id: paymentId,
      total_money: usd(4_321),
      last_4: '4829',
      card_brand: 'VISA',
    });
  });

  it('finds a refund by its amount or id, an order by its buyer and a deposit by its amount', async () => {
    expect(ids((await search('17.17')).body.refunds)).toEqual([refundId]);
    expect(ids((await search(refundId)).body.refunds)).toEqual([refundId]);
    const orders = await search('ada lovelace');
    expect(ids(orders.body.orders)).toEqual([orderId]);
    expect(ids((await search('ada@example')).body.orders)).toEqual([orderId]);
    expect(ids((await search(orderId)).body.orders)).toEqual([orderId]);
    const deposits = await search('888.88');
    expect(ids(deposits.body.deposits)).toEqual([depositId]);
    expect(deposits.body.deposits![0]).toMatchObject({ total_money: usd(88_888), status: 'SENT' });
  });

  it('reads an amount in thousands and takes LIKE’s own characters literally', async () => {
    expect(ids((await search('888.88')).body.deposits)).toEqual([depositId]);
    const wild = await search('%');
    expectStatus(wild, 200);
    expect(wild.body.employees).toEqual([]);
    expect((await search('_')).body.employees).toEqual([]);
    expect((await search('12.345')).body.payments).toEqual([]);
  });

  it('returns at most `limit` of each kind', async () => {
    const res = await search('smith', '&limit=1');
    expectStatus(res, 200);
    expect(res.body.employees).toHaveLength(1);
  });

  it('leaves out each kind the signed-in person may not read', async () => {
    const crew = await signInAs(server, server.db, server.merchantId, {
      permissions: ['staff.read'],
    });
    const asCrew = api({ url: server.url });
    const res = await asCrew.get<SearchResponseT>(
      `/app/search?q=${encodeURIComponent('43.21')}`,
      crew.headers,
    );
    expectStatus(res, 200);
    expect(Object.keys(res.body).sort()).toEqual(['employees']);

    const books = await signInAs(server, server.db, server.merchantId, {
      permissions: ['payments.read', 'deposits.read', 'orders.read'],
    });
    const money = await asCrew.get<SearchResponseT>('/app/search?q=4829', books.headers);
    expect(Object.keys(money.body).sort()).toEqual(['deposits', 'orders', 'payments', 'refunds']);
    expect(ids(money.body.payments)).toEqual([paymentId]);
  });

  it('leaves out each kind a token lacks the scope for', async () => {
    const staffOnly = clientFor(server.url, await server.token(['EMPLOYEES_READ']));
    const res = await search('quinn', '', staffOnly);
    expectStatus(res, 200);
    expect(Object.keys(res.body)).toEqual(['employees']);
  });

  it.each<[string, string, string]>([
    ['no q', '', 'q'],
    ['an empty q', '?q=%20%20', 'q'],
    ['a limit of 0', '?q=a&limit=0', 'limit'],
    ['a limit above 20', '?q=a&limit=21', 'limit'],
  ])('refuses %s, naming the field', async (_what, query, field) => {
    const res = await client.get(`/app/search${query}`);
    expectFieldError(res, field);
  });

  it('needs a caller', async () => {
    const res = await api({ url: server.url }).get('/app/search?q=quinn');
    expectStatus(res, 401);
  });
});

describe('GET /app/staff/employees?q=', () => {
  it('lists the employees matching every word, with the list’s other filters and paging', async () => {
    const res = await client.get<V1EmployeeT[]>('/app/staff/employees?q=smith%20quinn');
    expectStatus(res, 200);
    expect(res.body.map((e) => e.id)).toEqual([quinn.id]);

    const smiths = await client.get<V1EmployeeT[]>('/app/staff/employees?q=SMITH&limit=1');
    expectStatus(smiths, 200);
    expect(smiths.body).toHaveLength(1);
    const next = nextPageUrl(smiths);
    expect(next).toBeDefined();
    const rest = await client.get<V1EmployeeT[]>(next!);
    expectStatus(rest, 200);
    expect([...smiths.body, ...rest.body].map((e) => e.last_name)).toEqual(['Smith', 'Smith']);

    const inactive = await client.get<V1EmployeeT[]>('/app/staff/employees?q=quinn&status=ACTIVE');
    expect(inactive.body).toEqual([]);
  });

  it('without q lists everyone, as the public list does', async () => {
    const all = await client.get<V1EmployeeT[]>('/app/staff/employees');
    const publicList = await client.get<V1EmployeeT[]>('/v1/me/employees');
    expect(all.body).toEqual(publicList.body);
  });

  it('refuses an empty q and leaves the public list without q', async () => {
    const res = await client.get('/app/staff/employees?q=');
    expectFieldError(res, 'q');
    const v1 = await client.get<V1EmployeeT[]>('/v1/me/employees?q=nobody');
    expectStatus(v1, 200);
    expect(v1.body.length).toBeGreaterThan(1);
  });
});
