/**
 * The generation 1 settlement and bank account operations and the app's deposit details over
 * HTTP: a list reads only what the settlement job wrote, Link paging both ways, `me`, status, the
 * time range rules, limit, scopes, 404s and other merchants; and no full account number in any
 * response or stored row.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetDepositResponseT } from '@contract/deposit-details';
import type { V1BankAccountT, V1SettlementT } from '@contract/settlements';
import { ALL_SCOPES } from '../../auth/scopes';
import { newId } from '../../lib/ids';
import {
  clientFor,
  collectV1Pages,
  expectStatus,
  expectV1Error,
  expectV1FieldError,
  nextPageUrl,
  type Client,
  anyString,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  FULL_ACCOUNT_NUMBER,
  addBankAccount,
  cardPaymentAt,
  failSettlement,
  settlementsOf,
} from '../../testing/deposits';
import { runSettlementJob } from './settlement-job';

const DAY_MS = 86_400_000;
const anyNumber: unknown = expect.any(Number);

let server: TestServer;
let client: Client;
let loc1: string;
let loc2: string;
let account1: string;
let account2: string;
const bodies: string[] = [];

/** Every response body is kept, to look for the full account number in them at the end. */
async function get<T>(path: string, c = client) {
  const res = await c.get<T>(path);
  bodies.push(JSON.stringify(res.body));
  return res;
}

beforeAll(async () => {
  server = await startTestServer({ config: { settlementIntervalSeconds: 0 } });
  client = clientFor(server.url, await server.token());
  [loc1 = '', loc2 = ''] = server.locationIds;
  account1 = await addBankAccount(server.db, server.merchantId, loc1);
  account2 = await addBankAccount(server.db, server.merchantId, loc2, '555500001234');
  const m1 = { merchantId: server.merchantId, locationId: loc1 };
  const m2 = { merchantId: server.merchantId, locationId: loc2 };
  // A sale a day for six days at the first location, two at the second.
  for (let d = 2; d <= 7; d++) {
    await cardPaymentAt(server, m1, 1_000 * d, new Date(Date.now() - d * DAY_MS).toISOString());
  }
  for (const d of [3, 5]) {
    await cardPaymentAt(server, m2, 700 * d, new Date(Date.now() - d * DAY_MS).toISOString());
  }
});

afterAll(async () => {
  await server?.close();
});

/** Rows of the tables the settlement job writes. */
async function settlementRowCounts() {
  const count = async (table: 'settlements' | 'settlement_entries') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { settlements: await count('settlements'), entries: await count('settlement_entries') };
}

describe('listSettlements', () => {
  it('reads only what the job wrote: days due are not closed by a list (a GET never writes)', async () => {
    const before = await settlementRowCounts();
    expect(before).toEqual({ settlements: 0, entries: 0 });
    for (const path of [
      `/v1/${loc1}/settlements`,
      '/v1/me/settlements?order=DESC',
      '/app/deposits',
      `/app/deposits?location_id=${loc2}`,
    ]) {
      const res = await get<unknown>(path);
      expectStatus(res, 200);
      expect(res.body, path).toEqual(Array.isArray(res.body) ? [] : { deposits: [] });
    }
    expect(await settlementRowCounts()).toEqual(before);
    expect(await runSettlementJob(server)).toEqual({ ran: true, written: 8 });
    expect((await settlementRowCounts()).settlements).toBe(8);
  });

  it('pages with Link, ASC by default and DESC', async () => {
    const asc = await collectV1Pages<V1SettlementT>(client, `/v1/${loc1}/settlements?limit=2`);
    const stored = (await settlementsOf(server, server.merchantId)).filter(
      (s) => s.location_id === loc1,
    );
    expect(stored.length).toBe(6);
    expect(asc.pages.length).toBe(3);
    expect(asc.urls.every((u) => u.includes('batch_token='))).toBe(true);
    expect(asc.items.map((s) => s.id)).toEqual(stored.map((s) => s.id));
    expect(asc.items[0]).toEqual({
      id: stored[0]!.id,
      status: 'SENT',
      total_money: { amount: stored[0]!.total_amount, currency_code: 'USD' },
      initiated_at: stored[0]!.initiated_at,
      bank_account_id: account1,
    });
    expect(asc.items.every((s) => s.entries === undefined)).toBe(true);
    const desc = await collectV1Pages<V1SettlementT>(
      client,
      `/v1/${loc1}/settlements?limit=4&order=DESC`,
    );
    expect(desc.items.map((s) => s.id)).toEqual(stored.map((s) => s.id).reverse());
  });

  it('`me` lists every location; status filters', async () => {
    const me = await collectV1Pages<V1SettlementT>(client, '/v1/me/settlements');
    expect(me.items.length).toBe(8);
    expect(new Set(me.items.map((s) => s.bank_account_id))).toEqual(new Set([account1, account2]));
    const target = me.items[1]!;
    await failSettlement(server, target.id, new Date().toISOString());
    const failed = await get<V1SettlementT[]>('/v1/me/settlements?status=FAILED');
    expectStatus(failed, 200);
    expect(failed.body.map((s) => [s.id, s.status])).toEqual([[target.id, 'FAILED']]);
    const sent = await get<V1SettlementT[]>('/v1/me/settlements?status=SENT');
    expect(sent.body.map((s) => s.id)).not.toContain(target.id);
    expect(sent.body.length).toBe(7);
  });

  it('filters on initiated_at within [begin_time, end_time)', async () => {
    const all = (await get<V1SettlementT[]>(`/v1/${loc1}/settlements`)).body;
    const begin = all[2]!.initiated_at;
    const end = all[4]!.initiated_at;
    const res = await get<V1SettlementT[]>(
      `/v1/${loc1}/settlements?begin_time=${begin}&end_time=${end}`,
    );
    expect(res.body.map((s) => s.id)).toEqual([all[2]!.id, all[3]!.id]);
  });

  it('rejects bad parameters, naming them', async () => {
    expectV1FieldError(await get(`/v1/${loc1}/settlements?status=PAID`), 'status');
    expectV1FieldError(await get(`/v1/${loc1}/settlements?limit=0`), 'limit');
    expectV1FieldError(await get(`/v1/${loc1}/settlements?limit=201`), 'limit');
    expectV1FieldError(await get(`/v1/${loc1}/settlements?order=UP`), 'order');
    expectV1FieldError(
      await get(`/v1/${loc1}/settlements?begin_time=2012-12-31T23:59:59Z`),
      'begin_time',
    );
    expectV1FieldError(
      await get(
        `/v1/${loc1}/settlements?begin_time=2024-01-01T00:00:00Z&end_time=2025-01-02T00:00:00Z`,
      ),
      'end_time',
      'must be at most one year',
    );
    expectV1FieldError(
      await get(
        `/v1/${loc1}/settlements?begin_time=2024-01-02T00:00:00Z&end_time=2024-01-01T00:00:00Z`,
      ),
      'end_time',
    );
    const first = await get(`/v1/${loc1}/settlements?limit=1`);
    const next = nextPageUrl(first)!;
    expectV1FieldError(await get(next.replace(`/v1/${loc1}/`, '/v1/me/')), 'batch_token');
    expectV1FieldError(await get(`${next}&status=SENT`), 'batch_token');
  });
});

describe('retrieveSettlement', () => {
  it('has its entries; `me` finds it; another location or merchant does not', async () => {
    const [s] = (await settlementsOf(server, server.merchantId)).filter(
      (x) => x.location_id === loc1,
    );
    const res = await get<V1SettlementT>(`/v1/${loc1}/settlements/${s!.id}`);
    expectStatus(res, 200);
    expect(res.body.entries).toEqual([
      {
        payment_id: anyString,
        type: 'CHARGE',
        amount_money: { amount: anyNumber, currency_code: 'USD' },
        fee_money: { amount: anyNumber, currency_code: 'USD' },
      },
    ]);
    const e = res.body.entries![0]!;
    expect(e.amount_money.amount + e.fee_money.amount).toBe(res.body.total_money.amount);
    expect(e.fee_money.amount).toBeLessThan(0);
    expect((await get<V1SettlementT>(`/v1/me/settlements/${s!.id}`)).body).toEqual(res.body);
    expectV1Error(await get(`/v1/${loc2}/settlements/${s!.id}`), 404, 'not_found', 'Settlement');
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    expectV1Error(await get(`/v1/me/settlements/${s!.id}`, other), 404, 'not_found', 'Settlement');
    expectV1Error(await get(`/v1/me/settlements/${newId()}`), 404, 'not_found', 'Settlement');
    expectV1Error(await get(`/v1/${newId()}/settlements/${s!.id}`), 404, 'not_found', 'Location');
    expectV1Error(await get(`/v1/${loc1}/settlements`, other), 404, 'not_found', 'Location');
  });
});

describe('bank accounts', () => {
  it('lists a location’s account, all with `me`, and retrieves one', async () => {
    const list = await get<V1BankAccountT[]>(`/v1/${loc1}/bank-accounts`);
    expectStatus(list, 200);
    expect(list.body).toEqual([
      {
        id: account1,
        merchant_id: server.merchantId,
        bank_name: 'Test Bank',
        name: 'Operating account',
        routing_number: '121042882',
        account_number_suffix: FULL_ACCOUNT_NUMBER.slice(-4),
        currency_code: 'USD',
        type: 'BUSINESS_CHECKING',
      },
    ]);
    const me = await get<V1BankAccountT[]>('/v1/me/bank-accounts');
    expect(me.body.map((a) => a.id).sort()).toEqual([account1, account2].sort());
    expect((await get(`/v1/${loc1}/bank-accounts/${account1}`)).body).toEqual(list.body[0]);
    expect((await get(`/v1/me/bank-accounts/${account2}`)).status).toBe(200);
    expectV1Error(
      await get(`/v1/${loc2}/bank-accounts/${account1}`),
      404,
      'not_found',
      'Bank account',
    );
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    expectV1Error(
      await get(`/v1/me/bank-accounts/${account1}`, other),
      404,
      'not_found',
      'Bank account',
    );
    expect((await get<V1BankAccountT[]>('/v1/me/bank-accounts', other)).body).toEqual([]);
  });
});

describe('scopes', () => {
  it('needs SETTLEMENTS_READ for settlements and deposits, BANK_ACCOUNTS_READ for accounts', async () => {
    const without = (scope: string) =>
      server.token(ALL_SCOPES.filter((s) => s !== scope)).then((t) => clientFor(server.url, t));
    const noSettlements = await without('SETTLEMENTS_READ');
    const noAccounts = await without('BANK_ACCOUNTS_READ');
    const [s] = await settlementsOf(server, server.merchantId);
    for (const path of [
      `/v1/${loc1}/settlements`,
      `/v1/me/settlements/${s!.id}`,
      `/app/deposits/settlements/${s!.id}`,
      '/app/deposits',
    ]) {
      expect((await noSettlements.get(path)).status, path).toBe(403);
      expect((await noAccounts.get(path)).status, path).toBe(200);
    }
    for (const path of [`/v1/${loc1}/bank-accounts`, `/v1/me/bank-accounts/${account1}`]) {
      expect((await noAccounts.get(path)).status, path).toBe(403);
      expect((await noSettlements.get(path)).status, path).toBe(200);
    }
  });
});

describe('app deposit details', () => {
  it('shows entries with their payment, the bank account masked, sums and re-send links', async () => {
    const loc1Settlements = (await settlementsOf(server, server.merchantId)).filter(
      (x) => x.location_id === loc1,
    );
    const s = loc1Settlements[0]!;
    const res = await get<GetDepositResponseT>(`/app/deposits/settlements/${s.id}`);
    expectStatus(res, 200);
    const payment = await server.db
      .selectFrom('payments')
      .selectAll()
      .where('completed_at', '>=', Date.parse(s.period_start))
      .where('completed_at', '<', Date.parse(s.period_end))
      .where('location_id', '=', loc1)
      .executeTakeFirstOrThrow();
    expect(res.body).toMatchObject({
      deposit: {
        id: s.id,
        location_id: loc1,
        status: s.status,
        business_date: s.business_date,
        period_start: s.period_start,
        period_end: s.period_end,
        entry_count: 1,
        total_money: { amount: s.total_amount, currency: 'USD' },
      },
      bank_account: {
        id: account1,
        account_number_suffix: '1012',
        masked_number: '•••• 1012',
      },
      sums: {
        amount_money: { amount: payment.total_amount },
        fee_money: { amount: -payment.processing_fee_amount },
        total_money: { amount: s.total_amount },
        difference_money: { amount: 0 },
      },
      entries: [
        {
          position: 1,
          type: 'CHARGE',
          payment_id: payment.id,
          payment_created_at: new Date(payment.created_at).toISOString(),
          card_brand: 'MASTERCARD',
          last_4: '4444',
          effective_at: new Date(payment.completed_at!).toISOString(),
        },
      ],
    });
    expect(res.body.deposit.expected_arrival_date > s.business_date).toBe(true);
    expectStatus(await get(`/app/deposits/settlements/${newId()}`), 404);
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    expectStatus(await get(`/app/deposits/settlements/${s.id}`, other), 404);
  });

  it('links a FAILED settlement and the one re-sending it', async () => {
    const m1 = { merchantId: server.merchantId, locationId: loc1 };
    const loc1Settlements = (await settlementsOf(server, server.merchantId)).filter(
      (x) => x.location_id === loc1,
    );
    const last = loc1Settlements[loc1Settlements.length - 1]!;
    await failSettlement(
      server,
      last.id,
      new Date(Date.parse(last.initiated_at) + 3_600_000).toISOString(),
    );
    // A sale in the next day, then the job closes its cut-off with the failed one re-sent.
    await cardPaymentAt(
      server,
      m1,
      1_234,
      new Date(Date.parse(last.period_end) + 60_000).toISOString(),
    );
    await runSettlementJob(server);
    const after = (await settlementsOf(server, server.merchantId)).filter(
      (x) => x.location_id === loc1,
    );
    // The new day's settlement re-sends the oldest FAILED one of the location (the `me` test
    // failed one too, when it was at this location).
    const oldestFailed = (await settlementsOf(server, server.merchantId)).find(
      (x) => x.location_id === loc1 && x.status === 'FAILED',
    )!;
    const resend = after.find((x) => x.period_end > last.period_end);
    expect(resend?.resends_settlement_id).toBe(oldestFailed.id);
    if (!resend) return;
    const res = await get<GetDepositResponseT>(`/app/deposits/settlements/${resend.id}`);
    expect(res.body.resends).toMatchObject({ id: oldestFailed.id, status: 'FAILED' });
    expect(
      res.body.entries.filter((e) => e.carried_from_settlement_id === oldestFailed.id),
    ).toHaveLength(1);
    expect(res.body.sums.difference_money.amount).toBe(0);
    const back = await get<GetDepositResponseT>(`/app/deposits/settlements/${oldestFailed.id}`);
    expect(back.body.resent_by).toMatchObject({ id: resend.id });
    expect(back.body.deposit.failure_reason).toBe('account closed (R02)');
  });
});

describe('account numbers', () => {
  it('no response body holds a full account number, nor does any stored row', async () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toContain(FULL_ACCOUNT_NUMBER);
      expect(body).not.toContain('555500001234');
    }
    const rows = await server.db.selectFrom('bank_accounts').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(FULL_ACCOUNT_NUMBER);
      expect(text).not.toContain('555500001234');
      expect(row.account_number_digest).toMatch(/^[0-9a-f]{64}$/);
    }
    const digests = await sql<{ n: number | string }>`
      select count(distinct account_number_digest) as n from bank_accounts`.execute(server.db);
    expect(Number(digests.rows[0]!.n)).toBe(rows.length);
  });
});
