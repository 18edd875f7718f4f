/**
 * `GET /app/deposits`, the Deposits list: one page per request, each row with its summary,
 * expected arrival, bank account and re-sender (the same as the drawer's), keyset pages by
 * (initiated_at, id) both ways, the filters and range rules of listSettlements, scopes, and a
 * merchant sees only its own. One query per page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepositListItemT,
  GetDepositResponseT,
  ListDepositsResponseT,
} from '@contract/deposit-details';
import type { V1SettlementT } from '@contract/settlements';
import { ALL_SCOPES } from '../../auth/scopes';
import { clientFor, collectV1Pages, expectStatus, type Client } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { expectedArrivalDate, listDeposits } from './deposits.service';
import { runSettlementJob } from './settlement-job';
import {
  addBankAccount,
  cardPaymentAt,
  failSettlement,
  settlementsOf,
} from '../../testing/deposits';

const DAY_MS = 86_400_000;
const daysAgo = (d: number) => new Date(Date.now() - d * DAY_MS).toISOString();

let server: TestServer;
let client: Client;
let loc1: string;
let loc2: string;
let account1: string;
/** The FAILED deposit of loc1 and the one that re-sent it. */
let failedId: string;
let resendId: string;

beforeAll(async () => {
  server = await startTestServer({ config: { settlementIntervalSeconds: 0 } });
  client = clientFor(server.url, await server.token());
  [loc1 = '', loc2 = ''] = server.locationIds;
  account1 = await addBankAccount(server.db, server.merchantId, loc1);
  await addBankAccount(server.db, server.merchantId, loc2, '555500001234');
  const m1 = { merchantId: server.merchantId, locationId: loc1 };
  const m2 = { merchantId: server.merchantId, locationId: loc2 };
  for (let d = 3; d <= 7; d++) await cardPaymentAt(server, m1, 1_000 * d, daysAgo(d));
  for (const d of [3, 5, 7]) await cardPaymentAt(server, m2, 700 * d, daysAgo(d));
  await runSettlementJob(server);
  // loc1's last deposit fails; a sale two days ago makes the next one, which re-sends it.
  const loc1Deposits = (await settlementsOf(server, server.merchantId)).filter(
    (s) => s.location_id === loc1,
  );
  const last = loc1Deposits[loc1Deposits.length - 1]!;
  failedId = last.id;
  await failSettlement(
    server,
    failedId,
    new Date(Date.parse(last.initiated_at) + 3_600_000).toISOString(),
  );
  await cardPaymentAt(server, m1, 4_321, daysAgo(2));
  await runSettlementJob(server);
  const resend = (await settlementsOf(server, server.merchantId)).find(
    (s) => s.resends_settlement_id === failedId,
  );
  resendId = resend!.id;
});

afterAll(async () => {
  await server?.close();
});

/** Every page of `path` (with `limit`), following `cursor`; each page one request. */
async function collectPages(path: string, c = client) {
  const pages: DepositListItemT[][] = [];
  let cursor: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await c.get<ListDepositsResponseT>(
      cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path,
    );
    expectStatus(res, 200);
    pages.push(res.body.deposits);
    cursor = res.body.cursor;
  } while (cursor !== undefined && pages.length < 50);
  return { pages, items: pages.flat() };
}

/** The merchant's settlements by (initiated_at, id), as the database holds them. */
async function storedOrder(
  order: 'ASC' | 'DESC',
  where: (s: { location_id: string; status: string }) => boolean = () => true,
) {
  const rows = (await settlementsOf(server, server.merchantId)).filter(where);
  rows.sort((a, b) => a.initiated_at.localeCompare(b.initiated_at) || a.id.localeCompare(b.id));
  const ids = rows.map((r) => r.id);
  return order === 'ASC' ? ids : ids.reverse();
}

describe('GET /app/deposits', () => {
  it('pages by (initiated_at, id), newest first by default, ASC on request, as listSettlements', async () => {
    expect((await settlementsOf(server, server.merchantId)).length).toBe(9);
    const desc = await collectPages('/app/deposits?limit=4');
    expect(desc.pages.map((p) => p.length)).toEqual([4, 4, 1]);
    expect(desc.items.map((d) => d.id)).toEqual(await storedOrder('DESC'));
    const asc = await collectPages('/app/deposits?limit=2&order=ASC');
    expect(asc.pages.length).toBe(5);
    expect(asc.items.map((d) => d.id)).toEqual(await storedOrder('ASC'));
    const v1 = await collectV1Pages<V1SettlementT>(client, '/v1/me/settlements?order=DESC');
    expect(desc.items.map((d) => d.id)).toEqual(v1.items.map((s) => s.id));
    // The last page has no cursor; one page holds them all when it can.
    const all = await client.get<ListDepositsResponseT>('/app/deposits');
    expect(all.body.deposits.length).toBe(9);
    expect(all.body.cursor).toBeUndefined();
  });

  it('sends each row as the drawer shows it: summary, expected arrival, bank account, re-sender', async () => {
    const { items } = await collectPages('/app/deposits?limit=200');
    for (const row of items) {
      const one = await client.get<GetDepositResponseT>(`/app/deposits/settlements/${row.id}`);
      expectStatus(one, 200);
      const { bank_account, resent_by, ...summary } = row;
      expect(summary).toEqual(one.body.deposit);
      expect(bank_account).toEqual(one.body.bank_account);
      expect(resent_by).toEqual(one.body.resent_by);
      expect(row.expected_arrival_date).toBe(expectedArrivalDate(row.initiated_at));
      expect(row.expected_arrival_date > row.business_date).toBe(true);
    }
    const failed = items.find((d) => d.id === failedId)!;
    const resend = items.find((d) => d.id === resendId)!;
    expect(failed).toMatchObject({
      status: 'FAILED',
      failure_reason: 'account closed (R02)',
      resent_by_settlement_id: resendId,
      resent_by: {
        id: resendId,
        status: 'SENT',
        business_date: resend.business_date,
        initiated_at: resend.initiated_at,
        total_money: resend.total_money,
      },
      bank_account: { id: account1, masked_number: '•••• 1012' },
    });
    expect(resend.resends_settlement_id).toBe(failedId);
    expect(resend.resent_by).toBeUndefined();
  });

  it('filters by location, status and initiated_at in [begin_time, end_time)', async () => {
    const atLoc2 = await collectPages(`/app/deposits?location_id=${loc2}&limit=2`);
    expect(atLoc2.items.map((d) => d.id)).toEqual(
      await storedOrder('DESC', (s) => s.location_id === loc2),
    );
    expect(atLoc2.items.every((d) => d.location_id === loc2)).toBe(true);
    const failed = await collectPages('/app/deposits?status=FAILED');
    expect(failed.items.map((d) => d.id)).toEqual([failedId]);
    const sent = await collectPages(`/app/deposits?status=SENT&location_id=${loc1}&limit=1`);
    expect(sent.items.map((d) => d.id)).toEqual(
      await storedOrder('DESC', (s) => s.location_id === loc1 && s.status === 'SENT'),
    );
    const rows = (await collectPages('/app/deposits?order=ASC')).items;
    const begin = rows[2]!.initiated_at;
    const end = rows[5]!.initiated_at;
    const ranged = await collectPages(
      `/app/deposits?order=ASC&begin_time=${begin}&end_time=${end}&limit=2`,
    );
    expect(ranged.items.map((d) => d.id)).toEqual(
      rows.filter((d) => d.initiated_at >= begin && d.initiated_at < end).map((d) => d.id),
    );
    expect(ranged.items.length).toBeGreaterThan(0);
  });

  it('rejects bad parameters naming them, and a cursor of other filters', async () => {
    const field = async (path: string) => {
      const res = await client.get<{ errors: { field?: string }[] }>(path);
      expectStatus(res, 400);
      return res.body.errors[0]?.field;
    };
    expect(await field('/app/deposits?limit=0')).toBe('limit');
    expect(await field('/app/deposits?limit=201')).toBe('limit');
    expect(await field('/app/deposits?status=PAID')).toBe('status');
    expect(await field('/app/deposits?order=UP')).toBe('order');
    expect(await field('/app/deposits?begin_time=2012-12-31T23:59:59Z')).toBe('begin_time');
    expect(
      await field('/app/deposits?begin_time=2024-01-01T00:00:00Z&end_time=2025-01-02T00:00:00Z'),
    ).toBe('end_time');
    expect(await field('/app/deposits?cursor=nonsense')).toBe('cursor');
    const first = await client.get<ListDepositsResponseT>('/app/deposits?limit=1');
    const cursor = encodeURIComponent(first.body.cursor!);
    expect(await field(`/app/deposits?limit=1&status=SENT&cursor=${cursor}`)).toBe('cursor');
    expect(await field(`/app/deposits?limit=1&order=ASC&cursor=${cursor}`)).toBe('cursor');
    // The same filters with another page size keep the cursor.
    expectStatus(await client.get(`/app/deposits?limit=3&cursor=${cursor}`), 200);
  });

  it('needs SETTLEMENTS_READ; another merchant sees none of these, not even by location', async () => {
    const noScope = clientFor(
      server.url,
      await server.token(ALL_SCOPES.filter((s) => s !== 'SETTLEMENTS_READ')),
    );
    expectStatus(await noScope.get('/app/deposits'), 403);
    const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
    for (const path of ['/app/deposits', `/app/deposits?location_id=${loc1}`]) {
      const res = await other.get<ListDepositsResponseT>(path);
      expectStatus(res, 200);
      expect(res.body).toEqual({ deposits: [] });
    }
    const first = await client.get<ListDepositsResponseT>('/app/deposits?limit=1');
    const cursor = encodeURIComponent(first.body.cursor!);
    expectStatus(await other.get(`/app/deposits?limit=1&cursor=${cursor}`), 400);
  });

  it('loads a page in one query, whatever its size', async () => {
    let queries = 0;
    const counted = server.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        queries += 1;
        return Promise.resolve(args.result);
      },
    });
    const ctx = { db: counted, engine: server.engine, merchantId: server.merchantId };
    const page = await listDeposits(ctx, {}, { order: 'DESC', limit: 200, after: null });
    expect(page.items.length).toBe(9);
    expect(queries).toBe(1);
    queries = 0;
    const small = await listDeposits(
      ctx,
      { location_id: loc1 },
      { order: 'ASC', limit: 2, after: null },
    );
    expect(small.next).not.toBeNull();
    const next = await listDeposits(
      ctx,
      { location_id: loc1 },
      { order: 'ASC', limit: 2, after: small.next },
    );
    expect(next.items.map((d) => d.id)).toEqual(
      (await storedOrder('ASC', (s) => s.location_id === loc1)).slice(2, 4),
    );
    expect(queries).toBe(2);
  });
});
