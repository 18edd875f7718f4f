/**
 * A deposit explains itself (issue 16 §5): GET /app/deposits/settlements/{id} lists entries in
 * the order the money moved, each with why it is in this deposit, and still reconciles; v1
 * retrieveSettlement entries stay wire-identical.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetDepositResponseT } from '@contract/deposit-details';
import type { V1SettlementT } from '@contract/settlements';
import { clientFor, expectStatus, type Client } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { closeDueSettlements } from './settle';
import {
  cardPaymentAt,
  failSettlement,
  jobMerchant,
  refundAt,
  settlementsOf,
} from '../../testing/deposits';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { settlementIntervalSeconds: 0 } });
});

afterAll(async () => {
  await server?.close();
});

const EARLIER =
  "made no deposit of its own (its entries summed to zero or came before the location's first deposit), so it is paid with this one.";

describe(`deposit entries say why they are there (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('orders entries by time and gives each its reason: earlier day, day sale, refund, re-sent', async () => {
    const m = await jobMerchant(server);
    const client: Client = clientFor(server.url, await server.tokenFor(m.merchantId));
    // Mon Jan 13: a sale refunded in full the same day, fee and all: the day sums to 0.
    const p0 = await cardPaymentAt(server, m, 500, '2025-01-13T18:00:00.000Z');
    await refundAt(server, p0, 500, '2025-01-13T20:00:00.000Z', {
      feeBack: p0.processing_fee_amount,
    });
    // Tue Jan 14: a sale; its deposit fails.
    const p1 = await cardPaymentAt(server, m, 4_000, '2025-01-14T18:00:00.000Z');
    await closeDueSettlements(server.db, server.engine, '2025-01-15T06:00:00.000Z', {
      merchantId: m.merchantId,
    });
    const [s1] = await settlementsOf(server, m.merchantId);
    // Wed Jan 15: part of Tuesday's sale refunded, then a sale; the deposit re-sends Tuesday's.
    const r1 = await refundAt(server, p1, 300, '2025-01-15T17:00:00.000Z', { feeBack: 7 });
    const p2 = await cardPaymentAt(server, m, 2_000, '2025-01-15T20:00:00.000Z');
    await failSettlement(server, s1!.id, '2025-01-15T12:00:00.000Z');
    await closeDueSettlements(server.db, server.engine, '2025-01-16T06:00:00.000Z', {
      merchantId: m.merchantId,
    });
    const [, s2] = await settlementsOf(server, m.merchantId);

    const first = await client.get<GetDepositResponseT>(`/app/deposits/settlements/${s1!.id}`);
    expectStatus(first, 200);
    expect(first.body.entries.map((e) => [e.type, e.reason.code, e.reason.text])).toEqual([
      ['CHARGE', 'EARLIER_DAY', `Card sale of Mon, Jan 13. Mon, Jan 13 ${EARLIER}`],
      [
        'REFUND',
        'EARLIER_DAY',
        `Refund made on Mon, Jan 13, taken from that day's card sales. Mon, Jan 13 ${EARLIER}`,
      ],
      ['CHARGE', 'DAY_SALE', "Card sale of Tue, Jan 14, this deposit's business day."],
    ]);

    const second = await client.get<GetDepositResponseT>(`/app/deposits/settlements/${s2!.id}`);
    expectStatus(second, 200);
    const entries = second.body.entries;
    const times = entries.map((e) => e.effective_at ?? '');
    expect(times).toEqual([...times].sort());
    const resent = 'Re-sent: it was in the deposit of Tue, Jan 14, which failed.';
    expect(entries.map((e) => [e.type, e.payment_id, e.reason.code, e.reason.text])).toEqual([
      ['CHARGE', p0.id, 'RESENT', resent],
      ['REFUND', p0.id, 'RESENT', resent],
      ['CHARGE', p1.id, 'RESENT', resent],
      [
        'REFUND',
        p1.id,
        'REFUND_FROM_SALES',
        "Refund of a payment from Tue, Jan 14 made on Wed, Jan 15, taken from that day's card sales.",
      ],
      ['CHARGE', p2.id, 'DAY_SALE', "Card sale of Wed, Jan 15, this deposit's business day."],
    ]);
    expect(entries[3]).toMatchObject({
      refund_id: r1,
      amount_money: { amount: -(300 - 7) },
      fee_money: { amount: 0 },
      processing_fee_returned_money: { amount: 7, currency: 'USD' },
    });
    expect(entries.map((e) => e.reason.business_date)).toEqual([
      '2025-01-13',
      '2025-01-13',
      '2025-01-14',
      '2025-01-15',
      '2025-01-15',
    ]);
    // Still reconciles: entries and fees sum to the deposit.
    const sum = entries.reduce((s, e) => s + e.amount_money.amount + e.fee_money.amount, 0);
    expect(sum).toBe(second.body.deposit.total_money.amount);
    expect(second.body.sums.difference_money.amount).toBe(0);

    // v1 keeps its wire: the same entries, no new keys.
    const v1 = await client.get<V1SettlementT>(`/v1/${m.locationId}/settlements/${s2!.id}`);
    expectStatus(v1, 200);
    for (const e of v1.body.entries ?? []) {
      expect(Object.keys(e).sort()).toEqual(['amount_money', 'fee_money', 'payment_id', 'type']);
    }
    expect(v1.body.entries).toHaveLength(entries.length);
  });
});
