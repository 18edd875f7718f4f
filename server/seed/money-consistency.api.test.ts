/**
 * One truth for money (issue 16 §7), on the engine under test, over a generated demo merchant:
 * every money total the web app shows — the payments totals bar per location and local day
 * (fees, refunds, net), the CSV export's fee and net per payment, a refunded payment's drawer,
 * each deposit's sum and entries — equals the same figure computed here, independently, from the
 * public API's records: v2 listPayments and listPaymentRefunds, v1 listSettlements and
 * retrieveSettlement. Nothing here calls the service's money rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetDepositResponseT, ListDepositsResponseT } from '@contract/deposit-details';
import type { PaymentMoneyT, PaymentTotalsT } from '@contract/payment-reports';
import type { PaymentT } from '@contract/payments';
import type { PaymentRefundT } from '@contract/refunds';
import type { V1SettlementT } from '@contract/settlements';
import { addDays, zonedInstant } from '../lib/time';
import { clientFor, collectV1Pages, expectStatus, type Client } from '../testing/expectations';
import { startTestServer, type TestServer } from '../testing/harness';

let server: TestServer;
let client: Client;
const DAYS = 14;
const engine = process.env.TEST_ENGINE ?? 'sqlite';

const payments: PaymentT[] = [];
const refunds: PaymentRefundT[] = [];
let locations: { id: string; timezone: string }[] = [];
const cases = { payments: 0, dayTotals: 0, csvRows: 0, drawers: 0, deposits: 0 };

async function walkV2<T>(path: string, key: string): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1_000; page += 1) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await client.get<Record<string, unknown>>(
      cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path,
    );
    expectStatus(res, 200);
    all.push(...((res.body[key] as T[] | undefined) ?? []));
    cursor = res.body.cursor as string | undefined;
    if (!cursor) return all;
  }
  throw new Error(`${path}: too many pages`);
}

const amount = (m: { amount?: number | null } | null | undefined) => Number(m?.amount ?? 0);

/** Independent money of one payment from its v2 records: the reference's fields only. */
function expected(p: PaymentT) {
  const completed = p.status === 'COMPLETED';
  const own = refunds.filter((r) => r.payment_id === p.id);
  const done = own.filter((r) => r.status === 'COMPLETED');
  const pending = own.filter((r) => r.status === 'PENDING');
  const initial = (p.processing_fee ?? [])
    .filter((f) => f.type === 'INITIAL')
    .reduce((s, f) => s + amount(f.amount_money), 0);
  // What a refund gives back is on the PaymentRefund itself (a negative ADJUSTMENT).
  const feeBack =
    0 -
    done.reduce(
      (s, r) => s + (r.processing_fee ?? []).reduce((t, f) => t + amount(f.amount_money), 0),
      0,
    );
  const refunded = done.reduce((s, r) => s + amount(r.amount_money), 0);
  const appBack = done.reduce((s, r) => s + amount(r.app_fee_money), 0);
  const total = amount(p.total_money);
  const fee = completed ? initial - feeBack : 0;
  const appFee = completed ? amount(p.app_fee_money) - appBack : 0;
  return {
    completed,
    total,
    tip: amount(p.tip_money),
    refunded,
    feeCharged: completed ? initial : 0,
    feeBack: completed ? feeBack : 0,
    fee,
    appFee,
    net: completed ? total - refunded - fee - appFee : 0,
    left: completed
      ? total - refunded - pending.reduce((s, r) => s + amount(r.amount_money), 0)
      : 0,
  };
}

const minorOf = (decimal: string) => Math.round(Number(decimal) * 100);

beforeAll(async () => {
  server = await startTestServer({ seed: true, config: { settlementIntervalSeconds: 0 } });
  client = clientFor(server.url, await server.token());
  const listed = await client.get<{ locations: { id: string; timezone?: string }[] }>(
    '/v2/locations',
  );
  expectStatus(listed, 200);
  locations = listed.body.locations.map((l) => ({ id: l.id, timezone: l.timezone ?? 'UTC' }));
  for (const l of locations) {
    payments.push(...(await walkV2<PaymentT>(`/v2/payments?location_id=${l.id}`, 'payments')));
    refunds.push(...(await walkV2<PaymentRefundT>(`/v2/refunds?location_id=${l.id}`, 'refunds')));
  }
}, 240_000);

afterAll(async () => {
  const all = Object.values(cases).reduce((a, b) => a + b, 0);
  console.log(`money consistency (${engine}): ${all} cases checked ${JSON.stringify(cases)}`);
  await server?.close();
});

describe(`money consistency over a generated merchant (${engine})`, () => {
  it('has a demo merchant with refunded card payments and deposits', () => {
    expect(payments.length).toBeGreaterThan(200);
    expect(refunds.filter((r) => r.status === 'COMPLETED').length).toBeGreaterThan(5);
    expect(refunds.some((r) => (r.processing_fee ?? []).length > 0)).toBe(true);
  });

  it("each Payment's processing_fee entries add up to the fee kept by its refunds' records", () => {
    for (const p of payments) {
      const e = expected(p);
      const entries = (p.processing_fee ?? []).reduce((s, f) => s + amount(f.amount_money), 0);
      expect(entries, p.id).toBe(e.fee);
      expect(amount(p.refunded_money), p.id).toBe(e.refunded);
      cases.payments += 1;
    }
  });

  it('the totals bar per location and local day: gross, tips, refunds, fees and net', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const l of locations) {
      for (let d = -DAYS - 1; d <= 1; d += 1) {
        const day = addDays(today, d);
        const begin = zonedInstant(day, '00:00', l.timezone);
        const end = zonedInstant(addDays(day, 1), '00:00', l.timezone);
        const res = await client.get<{ totals: PaymentTotalsT }>(
          `/app/payments/totals?location_id=${l.id}&begin_time=${begin}&end_time=${end}`,
        );
        expectStatus(res, 200);
        const inDay = payments.filter(
          (p) => p.location_id === l.id && p.created_at >= begin && p.created_at < end,
        );
        const sum = (f: (e: ReturnType<typeof expected>) => number) =>
          inDay.reduce((s, p) => {
            const e = expected(p);
            return s + (e.completed ? f(e) : 0);
          }, 0);
        expect(res.body.totals, `${l.id} ${day}`).toMatchObject({
          count: inDay.length,
          completed_count: inDay.filter((p) => p.status === 'COMPLETED').length,
          gross_amount: sum((e) => e.total),
          tip_amount: sum((e) => e.tip),
          refunded_amount: sum((e) => e.refunded),
          processing_fee_amount: sum((e) => e.fee),
          app_fee_amount: sum((e) => e.appFee),
          net_amount: sum((e) => e.net),
        });
        cases.dayTotals += 1;
      }
    }
  });

  it("the CSV export's refunded, fee and net of every payment", async () => {
    const made = await client.post<{ url: string }>('/app/payments/export');
    expectStatus(made, 200);
    const text = await (await fetch(`${server.url}${made.body.url}`)).text();
    const [header, ...lines] = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const columns = header!.split(',');
    const col = (name: string) => columns.indexOf(name);
    const byId = new Map(payments.map((p) => [p.id, p]));
    expect(lines.length).toBe(payments.length);
    for (const line of lines) {
      // The money columns come before any free text, so a plain split is enough for them.
      const cells = line.split(',');
      const p = byId.get(cells[col('payment_id')]!);
      expect(p, cells[col('payment_id')]).toBeDefined();
      const e = expected(p!);
      expect(
        [col('refunded'), col('processing_fee'), col('app_fee'), col('net')].map((i) =>
          minorOf(cells[i]!),
        ),
        p!.id,
      ).toEqual([e.refunded, e.fee, e.appFee, e.net]);
      cases.csvRows += 1;
    }
  });

  it("a refunded payment's drawer: fee charged, given back and kept, net, left to refund", async () => {
    const refunded = payments.filter((p) => refunds.some((r) => r.payment_id === p.id));
    expect(refunded.length).toBeGreaterThan(0);
    for (const p of refunded) {
      const res = await client.get<{ money: PaymentMoneyT }>(`/app/payments/${p.id}/money`);
      expectStatus(res, 200);
      const e = expected(p);
      const m = res.body.money;
      expect(
        [
          m.refunded_money.amount,
          m.processing_fee_charged_money.amount,
          m.processing_fee_returned_money.amount,
          m.processing_fee_money.amount,
          m.app_fee_money.amount,
          m.net_money.amount,
          m.left_to_refund_money.amount,
        ],
        p.id,
      ).toEqual([e.refunded, e.feeCharged, e.feeBack, e.fee, e.appFee, e.net, e.left]);
      cases.drawers += 1;
    }
  });

  it('each deposit: its v1 entries sum to it, and the app drawer and list show the same sums and entries', async () => {
    const byId = new Map(payments.map((p) => [p.id, p]));
    const refundById = new Map(refunds.map((r) => [r.id, r]));
    let deposits = 0;
    for (const l of locations) {
      const { items } = await collectV1Pages<V1SettlementT>(client, `/v1/${l.id}/settlements`);
      // The Deposits list's rows of the location (one page: the demo has a few weeks).
      const listed = await client.get<ListDepositsResponseT>(
        `/app/deposits?location_id=${l.id}&limit=200`,
      );
      expectStatus(listed, 200);
      expect(listed.body.cursor).toBeUndefined();
      const rows = new Map(listed.body.deposits.map((r) => [r.id, r]));
      expect(rows.size).toBe(items.length);
      for (const s of items) {
        const one = await client.get<V1SettlementT>(`/v1/${l.id}/settlements/${s.id}`);
        expectStatus(one, 200);
        const entries = one.body.entries ?? [];
        const v1Sum = entries.reduce((t, e) => t + amount(e.amount_money) + amount(e.fee_money), 0);
        expect(v1Sum, s.id).toBe(amount(s.total_money));

        const app = await client.get<GetDepositResponseT>(`/app/deposits/settlements/${s.id}`);
        expectStatus(app, 200);
        const d = app.body;
        expect(d.deposit.total_money.amount, s.id).toBe(amount(s.total_money));
        const amounts = entries.reduce((t, e) => t + amount(e.amount_money), 0);
        const fees = entries.reduce((t, e) => t + amount(e.fee_money), 0);
        expect([
          d.sums.amount_money.amount,
          d.sums.fee_money.amount,
          d.sums.difference_money.amount,
        ]).toEqual([amounts, fees, 0]);
        // The same entries (as a multiset), and each from its v2 records.
        const key = (e: { type: string; payment_id?: string; a: number; f: number }) =>
          `${e.type}|${e.payment_id ?? ''}|${e.a}|${e.f}`;
        expect(
          d.entries
            .map((e) => key({ ...e, a: e.amount_money.amount, f: e.fee_money.amount }))
            .sort(),
        ).toEqual(
          entries
            .map((e) => key({ ...e, a: amount(e.amount_money), f: amount(e.fee_money) }))
            .sort(),
        );
        const times = d.entries.map((e) => e.effective_at ?? '');
        expect(times).toEqual([...times].sort());
        for (const e of d.entries) {
          expect(e.reason.text.length, `${s.id} ${e.position}`).toBeGreaterThan(0);
          if (e.type === 'CHARGE') {
            const p = byId.get(e.payment_id!)!;
            const x = expected(p);
            expect([e.amount_money.amount, e.fee_money.amount]).toEqual([
              x.total - amount(p.app_fee_money),
              -x.feeCharged,
            ]);
          } else if (e.type === 'REFUND') {
            const r = refundById.get(e.refund_id!)!;
            const back =
              0 - (r.processing_fee ?? []).reduce((t, f) => t + amount(f.amount_money), 0);
            expect(e.amount_money.amount).toBe(
              -(amount(r.amount_money) - back - amount(r.app_fee_money)),
            );
            expect(e.processing_fee_returned_money?.amount ?? 0).toBe(back);
          }
        }
        const row = rows.get(s.id);
        expect(row?.total_money.amount, s.id).toBe(amount(s.total_money));
        expect(row && { ...row, bank_account: undefined, resent_by: undefined }, s.id).toEqual({
          ...d.deposit,
          bank_account: undefined,
          resent_by: undefined,
        });
        expect(row?.bank_account).toEqual(d.bank_account);
        deposits += 1;
        cases.deposits += 1;
      }
    }
    expect(deposits).toBeGreaterThan(0);
  }, 120_000);
});
