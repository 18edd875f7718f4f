/**
 * The one money rule (docs/decisions/2026-11-25-one-money-rule.md) seen from every view of one
 * partly refunded payment: the v2 Payment's processing_fee entries, the app's money of the
 * payment, the totals bar's endpoint and the CSV export give the same fee and net.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMoneyT, PaymentTotalsT } from '@contract/payment-reports';
import type { PaymentT } from '@contract/payments';
import { clientFor, expectStatus, type Client } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { CARD_NOT_PRESENT_RATE, processingFee, refundedFee } from './fees';
import { REFUNDS, apiCardPayment, refundBody } from '../../testing/payments';
import { EXPORT_COLUMNS } from './export-csv';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

const money = async (id: string) => {
  const res = await client.get<{ money: PaymentMoneyT }>(`/app/payments/${id}/money`);
  expectStatus(res, 200);
  return res.body.money;
};

async function csvRow(total: number): Promise<Record<string, string>> {
  const made = await client.post<{ url: string }>(`/app/payments/export?total=${total}`);
  expectStatus(made, 200);
  const text = await (await fetch(`${server.url}${made.body.url}`)).text();
  const lines = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(',');
  return Object.fromEntries(EXPORT_COLUMNS.map((c, i) => [c, cells[i] ?? '']));
}

const cents = (minor: number) => (minor / 100).toFixed(2);

describe(`one money rule (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('gives one fee and one net for a partly refunded payment in the Payment, the drawer, the totals and the CSV', async () => {
    const total = 10_073;
    const id = await apiCardPayment(server, total);
    expectStatus(await client.post(REFUNDS, refundBody(id, 2_500)), 200);
    expectStatus(await client.post(REFUNDS, refundBody(id, 1_000)), 200);
    const fee = processingFee(total, CARD_NOT_PRESENT_RATE);
    const back = refundedFee(fee, total, 2_500) + refundedFee(fee, total, 1_000);
    const kept = fee - back;
    const net = total - 3_500 - kept;
    expect(back).toBeGreaterThan(0);

    // The v2 Payment: an INITIAL entry and one negative ADJUSTMENT per refund (wire facts §5).
    const got = await client.get<{ payment: PaymentT }>(`/v2/payments/${id}`);
    expectStatus(got, 200);
    const entries = got.body.payment.processing_fee ?? [];
    expect(entries.map((e) => e.type)).toEqual(['INITIAL', 'ADJUSTMENT', 'ADJUSTMENT']);
    expect(entries[0]!.amount_money!.amount).toBe(fee);
    expect(entries.reduce((s, e) => s + (e.amount_money?.amount ?? 0), 0)).toBe(kept);
    const listed = await client.get<{ payments: PaymentT[] }>(`/v2/payments?total=${total}`);
    expect(listed.body.payments.find((p) => p.id === id)?.processing_fee).toEqual(entries);

    // The drawer's figures.
    const m = await money(id);
    expect(m).toMatchObject({
      payment_id: id,
      total_money: { amount: total, currency: 'USD' },
      refunded_money: { amount: 3_500 },
      pending_refund_money: { amount: 0 },
      processing_fee_money: { amount: kept },
      processing_fee_charged_money: { amount: fee },
      processing_fee_returned_money: { amount: back },
      app_fee_money: { amount: 0 },
      net_money: { amount: net },
      left_to_refund_money: { amount: total - 3_500 },
    });

    // The totals bar and the CSV.
    const totals = await client.get<{ totals: PaymentTotalsT }>(
      `/app/payments/totals?total=${total}`,
    );
    expectStatus(totals, 200);
    expect(totals.body.totals).toMatchObject({
      refunded_amount: 3_500,
      processing_fee_amount: kept,
      net_amount: net,
    });
    const row = await csvRow(total);
    expect([row.processing_fee, row.net, row.refunded]).toEqual([
      cents(kept),
      cents(net),
      cents(3_500),
    ]);
  });

  it('counts pending refunds out of what is left to refund, and an approved payment has neither fee nor net', async () => {
    const id = await apiCardPayment(server, 5_000, { refunded: 1_000, pending: 1_500 });
    const m = await money(id);
    expect(m.left_to_refund_money.amount).toBe(2_500);
    expect(m.pending_refund_money.amount).toBe(1_500);
    const approved = await apiCardPayment(server, 4_000, { status: 'APPROVED' });
    expect(await money(approved)).toMatchObject({
      processing_fee_money: { amount: 0 },
      net_money: { amount: 0 },
      left_to_refund_money: { amount: 0 },
    });
  });

  it('answers 404 for another merchant’s payment', async () => {
    const other = await apiCardPayment(server, 1_000, { merchantId: server.other.merchantId });
    expectStatus(await client.get(`/app/payments/${other}/money`), 404);
  });
});
