/**
 * One merchant's resources of every area for the fixture, made through the API where it can
 * (break types, shifts, payments, refunds, settlements read) and inserted where it cannot
 * (wages, point-of-sale sales, bank accounts, cash drawer shifts, online orders): two of each,
 * so every list has a second page.
 */
import { newId } from '../server/lib/ids';
import { nowStored } from '../server/lib/time';
import { inTransaction } from '../server/modules/context';
import { runSettlementJob } from '../server/modules/deposits/settlement-job';
import { recordSale } from '../server/modules/payments/sales';
import type { TestServer } from '../server/testing/harness';
import type { SignedInPerson } from '../server/testing/sessions';
import { createdV2, newPayment, newRefund, onlyItem } from './api-writes';
import { jsonRequest } from './http';
import { insertBankAccount, insertDrawerShift, insertOpenOrder, pastCardSales } from './ledger';

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
export async function laborOf(
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

/**
 * The payments of one merchant: a COMPLETED card payment through the API with a large
 * refundable remainder and two refunds (so the refund list has a second page), a split tender
 * POS sale (card and cash) and BULK_SALES one-tender POS sales written by the ledger's sale
 * writer (there is no API for POS sales), so the payment list has a second page.
 */
export async function paymentsOf(
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
export async function newOpenOrder(
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
export async function generation1Of(
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

let invitations = 0;

/**
 * A new pending invitation of the merchant, made by its owner through the API (the team
 * operations are for people, not tokens): the link's secret, which alone authorises
 * GetInvitation and AcceptInvitation. Each invites a new address, so each can be accepted.
 */
export async function newInvitationSecret(
  server: TestServer,
  owner: SignedInPerson,
  options: { email?: string } = {},
): Promise<string> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const sets = (await call('GET', '/app/team/permission-sets')) as {
    permission_sets: { id: string }[];
  };
  const setId = sets.permission_sets[0]?.id;
  if (setId === undefined) throw new Error('the merchant has no permission set to invite with');
  invitations += 1;
  const email = options.email ?? `invitee-${invitations}-${Date.now()}@reliability.example`;
  const made = (await call('POST', '/app/team/invitations', {
    email,
    permission_set_id: setId,
  })) as { url: string };
  const secret = made.url.split('/invite/')[1];
  if (secret === undefined || secret === '') throw new Error(`no secret in ${made.url}`);
  return secret;
}
