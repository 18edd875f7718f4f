/**
 * One in-process server (real HTTP, its own database) with what the fuzz and isolation tests
 * need: resources of the main merchant created through the API, another merchant's resources, and
 * tokens of every kind (full scope, revoked, other merchant, unapproved merchant, no scopes).
 */
import { ALL_SCOPES, type Scope } from '../server/auth/scopes';
import { issueToken, revokeToken } from '../server/auth/tokens';
import { newId } from '../server/lib/ids';
import { nowStored } from '../server/lib/time';
import { inTransaction } from '../server/modules/context';
import { runSettlementJob } from '../server/modules/deposits/settlement-job';
import { recordSale } from '../server/modules/payments/sales';
import { startTestServer, type TestServer } from '../server/testing/harness';
import { jsonRequest, send } from './http';
import { insertBankAccount, insertDrawerShift, insertOpenOrder, pastCardSales } from './ledger';
import { insertLocation } from './locations';
import { loadDocument, operations, type OpenApiDocument, type Operation } from './openapi';
import type { IdsByKind, Kind } from './resources';

export interface Tokens {
  main: string;
  revoked: string;
  other: string;
  unapproved: string;
  noScopes: string;
  /** A main-merchant token with every scope but `missing`. */
  without(missing: readonly string[]): Promise<string>;
}

export interface Fixture {
  server: TestServer;
  doc: OpenApiDocument;
  ops: Operation[];
  own: IdsByKind;
  other: IdsByKind;
  tokens: Tokens;
  /**
   * A next-page token (batch_token or cursor) per list operation, issued to the main merchant and
   * to the other merchant.
   */
  cursors: { own: Record<string, string>; other: Record<string, string> };
  /**
   * List operations that hold one resource per merchant, so they never have a next page (the
   * workweek config): checked to list exactly one, and given no page tokens of their own.
   */
  singleResourceLists: readonly string[];
  /** Strings only the other merchant's data contains (ids, names, e-mail). */
  otherSecrets: string[];
  /** Employees of the main merchant for generated requests to clock in and out. */
  employeePool: string[];
  /** Locations of the main merchant for generated requests to add break types to. */
  locationPool: string[];
  /** Creates an employee of the main merchant through the API. */
  newEmployee(): Promise<string>;
  /** A new resource of the main merchant of a kind some operations use up (FRESH_KINDS). */
  fresh(kind: Kind): Promise<string>;
  /**
   * For operations without a bearer token (Operation.public): the query string that authorises
   * the main merchant's request (a new signed export link).
   */
  publicQueries: Record<string, () => Promise<string>>;
}

/** Lists with one resource per merchant (see Fixture.singleResourceLists). */
const SINGLE_RESOURCE_LISTS = ['ListWorkweekConfigs'];

async function created(
  server: TestServer,
  token: string,
  path: string,
  body: unknown,
): Promise<{ id: string }> {
  const res = await jsonRequest<{ id: string }>(server.url, 'POST', path, token, body);
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
  return res.body;
}

/** A v2 create (`{wrapper: {…}}` in and out); returns the created resource. */
async function createdV2<T extends { id: string }>(
  server: TestServer,
  token: string,
  path: string,
  wrapper: string,
  resource: Record<string, unknown>,
): Promise<T> {
  const res = await jsonRequest<Record<string, T>>(server.url, 'POST', path, token, {
    [wrapper]: resource,
  });
  const made = res.body[wrapper];
  if (res.status !== 200 || !made) {
    throw new Error(`POST ${path} answered ${res.status}: ${res.text}`);
  }
  return made;
}

/** The one item of a v2 list that holds one resource per merchant. */
async function onlyItem(server: TestServer, token: string, path: string, key: string) {
  const res = await jsonRequest<Record<string, { id: string }[]>>(server.url, 'GET', path, token);
  const items = res.body[key];
  if (res.status !== 200 || items?.length !== 1) {
    throw new Error(`GET ${path} answered ${res.status}: ${res.text} (want exactly one)`);
  }
  return items[0]!;
}

/** An employee wage, inserted directly (wages are read-only in the API, as in the SDK test). */
async function insertWage(
  server: TestServer,
  merchantId: string,
  employeeId: string,
  title: string,
) {
  const id = newId();
  await server.db
    .insertInto('employee_wages')
    .values({
      id,
      merchant_id: merchantId,
      employee_id: employeeId,
      title,
      hourly_rate_amount: 2100,
      hourly_rate_currency: 'USD',
      created_at: nowStored(),
    })
    .execute();
  return id;
}

const HOUR_MS = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

/** A closed shift `hoursAgo` hours ago, one hour long, with a 10-minute break of `breakType`. */
function pastShift(employeeId: string, locationId: string, breakType: string, hoursAgo: number) {
  return {
    employee_id: employeeId,
    location_id: locationId,
    start_at: ago(hoursAgo),
    end_at: ago(hoursAgo - 1),
    breaks: [
      {
        start_at: ago(hoursAgo - 0.5),
        end_at: ago(hoursAgo - 0.5 - 1 / 6),
        break_type_id: breakType,
        name: 'Reliability break',
        expected_duration: 'PT10M',
        is_paid: false,
      },
    ],
  };
}

interface ShiftMade {
  id: string;
  breaks: { id: string }[];
}

/**
 * The labor resources of one merchant, through the API (break types, shifts) or inserted (wages):
 * two of each, so each list has a second page; the workweek config exists once.
 */
async function laborOf(
  server: TestServer,
  merchantId: string,
  token: string,
  employeeId: string,
  locations: readonly [string, string],
  label: string,
) {
  const breakType = (location: string, n: number) =>
    createdV2(server, token, '/v2/labor/break-types', 'break_type', {
      location_id: location,
      break_name: `${label} break ${n}`,
      expected_duration: 'PT10M',
      is_paid: false,
    });
  const breakTypes = [await breakType(locations[0], 1), await breakType(locations[1], 2)];
  const shift = (hoursAgo: number) =>
    createdV2<ShiftMade>(
      server,
      token,
      '/v2/labor/shifts',
      'shift',
      pastShift(employeeId, locations[0], breakTypes[0]!.id, hoursAgo),
    );
  const shifts = [await shift(30), await shift(50)];
  const wages = [
    await insertWage(server, merchantId, employeeId, `${label} wage 1`),
    await insertWage(server, merchantId, employeeId, `${label} wage 2`),
  ];
  const config = await onlyItem(server, token, '/v2/labor/workweek-configs', 'workweek_configs');
  return {
    ids: {
      breakType: breakTypes[0]!.id,
      shift: shifts[0]!.id,
      break: shifts[0]!.breaks[0]!.id,
      wage: wages[0]!,
      workweekConfig: config.id,
    },
    all: [
      ...breakTypes.map((b) => b.id),
      ...shifts.flatMap((s) => [s.id, ...s.breaks.map((b) => b.id)]),
      ...wages,
      config.id,
    ],
  };
}

/** Enough POS sales that the first page of ListPayments (100, no `limit`) has a next page. */
const BULK_SALES = 100;

/** A v2 createPayment with the test nonce the card simulator approves; returns the payment id. */
export async function newPayment(
  url: string,
  token: string,
  amount: number,
  options: { autocomplete?: boolean; locationId?: string } = {},
): Promise<string> {
  const res = await jsonRequest<{ payment?: { id: string } }>(url, 'POST', '/v2/payments', token, {
    idempotency_key: newId(),
    source_id: 'cnon:card-nonce-ok',
    amount_money: { amount, currency: 'USD' },
    autocomplete: options.autocomplete ?? true,
    ...(options.locationId === undefined ? {} : { location_id: options.locationId }),
  });
  if (res.status !== 200 || !res.body.payment) {
    throw new Error(`POST /v2/payments answered ${res.status}: ${res.text}`);
  }
  return res.body.payment.id;
}

/** A v2 refund of `amount` of `paymentId`; returns the refund id. */
async function newRefund(url: string, token: string, paymentId: string, amount: number) {
  const res = await jsonRequest<{ refund?: { id: string } }>(url, 'POST', '/v2/refunds', token, {
    idempotency_key: newId(),
    payment_id: paymentId,
    amount_money: { amount, currency: 'USD' },
  });
  if (res.status !== 200 || !res.body.refund) {
    throw new Error(`POST /v2/refunds answered ${res.status}: ${res.text}`);
  }
  return res.body.refund.id;
}

/**
 * The payments of one merchant: a COMPLETED card payment through the API with a large
 * refundable remainder and two refunds (so the refund list has a second page), a split tender
 * POS sale (card and cash) and BULK_SALES one-tender POS sales written by the ledger's sale
 * writer (there is no API for POS sales), so the payment list has a second page.
 */
async function paymentsOf(
  server: TestServer,
  merchantId: string,
  token: string,
  locationId: string,
) {
  const payment = await newPayment(server.url, token, 1_000_000, { locationId });
  const refunds = [
    await newRefund(server.url, token, payment, 100),
    await newRefund(server.url, token, payment, 200),
  ];
  const ctx = { db: server.db, engine: server.engine, merchantId };
  const { split, bulk } = await inTransaction(ctx, async (tctx) => {
    const split = await recordSale(tctx, {
      location_id: locationId,
      currency: 'USD',
      items: [{ name: 'Reliability item', quantity: '2', unit_amount: 500 }],
      tenders: [
        {
          type: 'CARD',
          amount: 600,
          card: { brand: 'VISA', last_4: '1111', entry_method: 'EMV' },
        },
        { type: 'CASH', amount: 400, tendered: 500 },
      ],
    });
    const bulk: string[] = [];
    for (let i = 0; i < BULK_SALES; i += 1) {
      const sale = await recordSale(tctx, {
        location_id: locationId,
        currency: 'USD',
        tenders: [
          {
            type: 'CARD',
            amount: 100 + i,
            card: { brand: 'MASTERCARD', last_4: '4444', entry_method: 'CONTACTLESS' },
          },
        ],
      });
      bulk.push(sale.checkoutId, ...sale.tenderIds);
    }
    return { split, bulk };
  });
  return {
    ids: { payment, checkout: split.checkoutId, refund: refunds[0]! },
    all: [payment, ...refunds, split.checkoutId, ...split.tenderIds, ...bulk],
  };
}

/** An OPEN online order of `locationId`, paid by a new COMPLETED card payment through the API. */
async function newOpenOrder(
  server: TestServer,
  merchantId: string,
  token: string,
  locationId: string,
  buyer: string,
): Promise<string> {
  const total = 4_200;
  const payment = await newPayment(server.url, token, total, { locationId });
  return insertOpenOrder(server.db, merchantId, locationId, payment, total, buyer);
}

/** The first settlement a location lists, once the settlement job has closed the days due. */
async function firstSettlement(server: TestServer, token: string, locationId: string) {
  await runSettlementJob(server);
  const res = await jsonRequest<{ id: string }[]>(
    server.url,
    'GET',
    `/v1/${locationId}/settlements?limit=200`,
    token,
  );
  if (res.status !== 200 || !Array.isArray(res.body) || res.body.length < 2) {
    throw new Error(`GET /v1/${locationId}/settlements answered ${res.status}: ${res.text}`);
  }
  return { id: res.body[0]!.id, all: res.body.map((s) => s.id) };
}

/**
 * The rest of generation 1 for one merchant's location, none of which the API creates: a bank
 * account, card sales of the three days before (so the settlement job, run here, has three closed
 * days to pay out: listSettlements has a second page), two closed cash drawer
 * shifts with their events and two OPEN online orders (listOrders has a second page).
 */
async function generation1Of(
  server: TestServer,
  merchantId: string,
  token: string,
  locationId: string,
  label: string,
  withSettlements: boolean,
) {
  const bankAccount = await insertBankAccount(
    server.db,
    merchantId,
    locationId,
    `${label} account`,
  );
  const sales = await pastCardSales(server.db, server.engine, merchantId, locationId, 3, 2);
  const settlements = withSettlements
    ? await firstSettlement(server, token, locationId)
    : { id: '', all: [] };
  const shifts = [
    await insertDrawerShift(
      server.db,
      server.engine,
      merchantId,
      locationId,
      30,
      `${label} drawer`,
    ),
    await insertDrawerShift(
      server.db,
      server.engine,
      merchantId,
      locationId,
      54,
      `${label} drawer`,
    ),
  ];
  const orders = [
    await newOpenOrder(server, merchantId, token, locationId, `${label} Buyer`),
    await newOpenOrder(server, merchantId, token, locationId, `${label} Buyer`),
  ];
  return {
    ids: {
      settlement: settlements.id,
      bankAccount,
      drawerShift: shifts[0]!.id,
      order: orders[0]!,
    },
    all: [bankAccount, ...sales, ...settlements.all, ...shifts.flatMap((s) => s.all), ...orders],
  };
}

export async function startFixture(): Promise<Fixture> {
  // A short body deadline: sockets of rejected bodies linger that long before close() is done.
  const server = await startTestServer({ config: { bodyTimeoutMs: 1_000 } });
  try {
    const db = server.db;
    const main = await server.token();
    const revokedToken = await issueToken(db, server.merchantId, ALL_SCOPES, 'revoked');
    await revokeToken(db, revokedToken.id);
    const locationId = server.locationIds[0]!;
    const role = await created(server, main, '/v1/me/roles', {
      name: 'Reliability role',
      permissions: [],
    });
    // A second role, so the role list has a second page.
    await created(server, main, '/v1/me/roles', { name: 'Reliability role 2', permissions: [] });
    let employees = 0;
    const newEmployee = async () => {
      employees += 1;
      const employee = await created(server, main, '/v1/me/employees', {
        first_name: 'Rel',
        last_name: `Employee ${employees}`,
        role_ids: [role.id],
        authorized_location_ids: [locationId],
      });
      return employee.id;
    };
    const employeeId = await newEmployee();
    const hour = 3_600_000;
    const timecard = await created(server, main, '/v1/me/timecards', {
      employee_id: employeeId,
      // Worked time is one store: a timecard is a shift of its employee, so it keeps out of the
      // hours the generated shift bodies use (ending two or more hours ago).
      clockin_time: new Date(Date.now() - 1.5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 1 * hour).toISOString(),
      clockin_location_id: locationId,
      clockout_location_id: locationId,
    });
    const { other } = server;
    const employeePool: string[] = [];
    for (let i = 0; i < 30; i += 1) employeePool.push(await newEmployee());
    let locations = 0;
    const newLocation = async () => {
      locations += 1;
      return insertLocation(server.db, server.merchantId, `Reliability location ${locations}`);
    };
    const locationPool: string[] = [];
    for (let i = 0; i < 30; i += 1) locationPool.push(await newLocation());
    // A second timecard, so the timecard list has a second page.
    await created(server, main, '/v1/me/timecards', {
      employee_id: employeePool[0],
      clockin_time: new Date(Date.now() - 1.5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 1 * hour).toISOString(),
    });
    // A second employee, role and timecard of the other merchant, so its lists have pages.
    const otherToken = await server.tokenFor(other.merchantId);
    const otherEmployee = await created(server, otherToken, '/v1/me/employees', {
      first_name: 'Otto',
      last_name: 'Othername',
      authorized_location_ids: [other.locationIds[0]!],
    });
    const otherRole = await created(server, otherToken, '/v1/me/roles', {
      name: 'Othername role',
      permissions: [],
    });
    const otherTimecard = await created(server, otherToken, '/v1/me/timecards', {
      employee_id: otherEmployee.id,
      clockin_time: new Date(Date.now() - 1.5 * hour).toISOString(),
      clockout_time: new Date(Date.now() - 1 * hour).toISOString(),
    });
    const ownLabor = await laborOf(
      server,
      server.merchantId,
      main,
      employeeId,
      [locationId, server.locationIds[1]!],
      'Reliability',
    );
    const otherSecondLocation = await insertLocation(
      server.db,
      other.merchantId,
      'Othername place',
    );
    const otherLabor = await laborOf(
      server,
      other.merchantId,
      otherToken,
      other.employeeId,
      [other.locationIds[0]!, otherSecondLocation],
      'Othername',
    );
    const ownPayments = await paymentsOf(server, server.merchantId, main, locationId);
    const otherPayments = await paymentsOf(
      server,
      other.merchantId,
      otherToken,
      other.locationIds[0]!,
    );
    // Settlements are closed by reading them (and a job the in-process server does not run).
    const withSettlements = operations(await loadDocument(server.url)).some(
      (op) => op.operationId === 'V1ListSettlements',
    );
    const ownGeneration1 = await generation1Of(
      server,
      server.merchantId,
      main,
      locationId,
      'Reliability',
      withSettlements,
    );
    const otherGeneration1 = await generation1Of(
      server,
      other.merchantId,
      otherToken,
      other.locationIds[0]!,
      'Othername',
      withSettlements,
    );
    const otherIds: IdsByKind = {
      merchant: other.merchantId,
      location: other.locationIds[0]!,
      employee: other.employeeId,
      role: other.roleId,
      timecard: other.timecardId,
      ...otherLabor.ids,
      ...otherPayments.ids,
      ...otherGeneration1.ids,
    };
    const doc = await loadDocument(server.url);
    const ops = operations(doc);
    const cursors = {
      own: await nextPageTokens(server.url, ops, main, locationId),
      other: await nextPageTokens(server.url, ops, otherToken, other.locationIds[0]!),
    };
    const fresh = async (kind: Kind) => {
      if (kind === 'employee') return newEmployee();
      if (kind === 'location') return newLocation();
      // An APPROVED payment (autocomplete false), for CompletePayment and CancelPayment.
      if (kind === 'payment') {
        return newPayment(server.url, main, 500, { autocomplete: false, locationId });
      }
      // An OPEN online order, which every action of updateOrder but REFUND leaves.
      if (kind === 'order') {
        return newOpenOrder(server, server.merchantId, main, locationId, 'Reliability Buyer');
      }
      throw new Error(`the fixture cannot make a new ${kind}`);
    };
    return {
      server,
      doc,
      ops,
      own: {
        merchant: server.merchantId,
        location: locationId,
        employee: employeeId,
        role: role.id,
        timecard: timecard.id,
        ...ownLabor.ids,
        ...ownPayments.ids,
        ...ownGeneration1.ids,
      },
      other: otherIds,
      tokens: {
        main,
        revoked: revokedToken.token,
        other: otherToken,
        unapproved: await server.tokenFor(server.unapprovedMerchantId),
        noScopes: await server.token([]),
        without: (missing) =>
          server.token(ALL_SCOPES.filter((scope: Scope) => !missing.includes(scope))),
      },
      cursors,
      singleResourceLists: SINGLE_RESOURCE_LISTS,
      otherSecrets: [
        ...new Set([
          ...Object.values(otherIds),
          ...otherLabor.all,
          ...otherPayments.all,
          ...otherGeneration1.all,
          otherSecondLocation,
          otherEmployee.id,
          otherRole.id,
          otherTimecard.id,
          'olive@other.example',
          'Other Merchant',
          'Othername',
        ]),
      ],
      employeePool,
      locationPool,
      newEmployee,
      fresh,
      publicQueries: {
        DownloadPaymentsExport: async () => {
          const res = await jsonRequest<{ url?: string }>(
            server.url,
            'POST',
            '/app/payments/export',
            main,
          );
          const query = res.body.url?.split('?')[1];
          if (res.status !== 200 || query === undefined) {
            throw new Error(`POST /app/payments/export answered ${res.status}: ${res.text}`);
          }
          return `?${query}`;
        },
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export interface PageToken {
  /** v1 `batch_token`, v2 `cursor`. */
  name: string;
  /** A query parameter of a list, or a body field of a search (POST …/search). */
  in: 'query' | 'body';
}

const PAGE_TOKEN_NAMES = ['batch_token', 'cursor'];

/** Where a list or search operation takes its page token, if it pages. */
export function pageTokenParam(op: Operation): PageToken | undefined {
  // A list pages over a collection; a path naming one resource (other than the location a v1
  // list is of, /v1/{location_id}/settlements) is no list.
  if (op.pathParams.some((p) => p.name !== 'location_id')) return undefined;
  const query = op.queryParams.find((p) => PAGE_TOKEN_NAMES.includes(p.name));
  if (op.method === 'GET' && query) return { name: query.name, in: 'query' };
  const field = PAGE_TOKEN_NAMES.find((name) => op.body?.properties?.[name]);
  if (op.method === 'POST' && field && op.body?.properties?.limit) {
    return { name: field, in: 'body' };
  }
  return undefined;
}

/**
 * The request for a page of one (`limit=1`, where the list takes it), from `cursor` when given;
 * a v1 list of one location is asked for `locationId`'s.
 */
export function pageRequest(op: Operation, param: PageToken, locationId: string, cursor?: string) {
  const path = op.path.replace('{location_id}', encodeURIComponent(locationId));
  if (param.in === 'body') {
    return {
      path,
      body: { limit: 1, ...(cursor === undefined ? {} : { [param.name]: cursor }) },
    };
  }
  // A list without `limit` (v2 ListPayments: 100 a page) is asked for its default page.
  const query = [
    ...(op.queryParams.some((p) => p.name === 'limit') ? ['limit=1'] : []),
    ...(cursor === undefined ? [] : [`${param.name}=${encodeURIComponent(cursor)}`]),
  ];
  return { path: `${path}${query.length > 0 ? `?${query.join('&')}` : ''}`, body: undefined };
}

/** The next-page token of the first page (limit=1) of every list operation, as `token` sees it. */
async function nextPageTokens(
  url: string,
  ops: Operation[],
  token: string,
  locationId: string,
): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const op of ops) {
    const param = pageTokenParam(op);
    if (!param) continue;
    const first = pageRequest(op, param, locationId);
    const label = `${op.method} ${first.path}${first.body ? ` ${JSON.stringify(first.body)}` : ''}`;
    const outcome = await send(url, {
      method: op.method,
      path: first.path,
      headers: {
        authorization: `Bearer ${token}`,
        ...(first.body ? { 'content-type': 'application/json' } : {}),
      },
      body: first.body ? Buffer.from(JSON.stringify(first.body)) : undefined,
    });
    if (!outcome.ok || outcome.response.status !== 200) {
      throw new Error(`${label} failed: ${outcome.ok ? outcome.response.text : outcome.error}`);
    }
    const { response } = outcome;
    const link = String(response.headers.link ?? '');
    const fromLink = /[?&]batch_token=([^&>]+)/.exec(link)?.[1];
    const fromBody = (JSON.parse(response.text) as { cursor?: unknown }).cursor;
    const next = fromLink ? decodeURIComponent(fromLink) : fromBody;
    if (SINGLE_RESOURCE_LISTS.includes(op.operationId)) {
      // One resource per merchant: a first page of one item and no next page, ever.
      const items = Object.values(JSON.parse(response.text) as object).find(Array.isArray);
      if (next !== undefined || items?.length !== 1) {
        throw new Error(`${label} should list exactly one item and no next page: ${response.text}`);
      }
      continue;
    }
    if (typeof next !== 'string') {
      throw new Error(`${label} gave no next-page token (${link}; ${response.text.slice(0, 200)})`);
    }
    tokens[op.operationId] = next;
  }
  return tokens;
}

/** The secrets `text` contains, leaving out those the request itself carried. */
export function leakedSecrets(fixture: Fixture, text: string, request: string): string[] {
  return fixture.otherSecrets.filter(
    (secret) => text.includes(secret) && !request.includes(secret),
  );
}
