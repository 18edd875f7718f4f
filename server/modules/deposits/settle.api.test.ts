/**
 * The settlement job (closeDueSettlements) on the real database of each engine: cut-offs at
 * 10 p.m. Pacific in standard and daylight time, entries and signs, cash left out, zero-sum days
 * rolling over, FAILED settlements re-sent, two closers racing, and a property test over
 * generated ledgers: entries sum to totals and every completed card payment is settled once,
 * also one taken offline that reaches the service after its day was closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetDepositResponseT } from '@contract/deposit-details';
import { clientFor, expectStatus } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { Random } from '../../seed/core';
import { CLOSE_GRACE_MS, closableAsOf, closeDueSettlements, cutoffAfter } from './settle';
import {
  adjustmentAt,
  cardPaymentAt,
  cashPaymentAt,
  entriesOf,
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

const close = (merchantId: string, now: string) =>
  closeDueSettlements(server.db, server.engine, now, { merchantId });

// 10 p.m. Pacific: 06:00 UTC in standard time, 05:00 UTC in daylight time.
const PST_CUTOFF = '2025-01-16T06:00:00.000Z';
const PDT_CUTOFF = '2025-07-16T05:00:00.000Z';
const before = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
const plusHours = (iso: string, h: number) =>
  new Date(Date.parse(iso) + h * 3_600_000).toISOString();

describe('cut-off', () => {
  it.each([
    ['PST', PST_CUTOFF, '2025-01-15'],
    ['PDT', PDT_CUTOFF, '2025-07-15'],
  ])('closes a day at 10 p.m. Pacific (%s), not a millisecond before', async (_, cutoff, date) => {
    const m = await jobMerchant(server);
    const early = await cardPaymentAt(server, m, 1_000, plusHours(cutoff, -10));
    // Exactly at the cut-off belongs to the next day.
    await cardPaymentAt(server, m, 2_000, cutoff);

    expect(await close(m.merchantId, before(cutoff))).toBe(0);
    expect(await settlementsOf(server, m.merchantId)).toEqual([]);

    expect(await close(m.merchantId, cutoff)).toBe(1);
    const [s] = await settlementsOf(server, m.merchantId);
    expect(s).toMatchObject({
      status: 'SENT',
      period_start: new Date(early.completed_at!).toISOString(),
      period_end: cutoff,
      initiated_at: cutoff,
      business_date: date,
      total_amount: 1_000 - early.processing_fee_amount,
    });
    const entries = await entriesOf(server, s!.id);
    expect(entries).toEqual([
      expect.objectContaining({
        position: 1,
        type: 'CHARGE',
        payment_id: early.id,
        amount: 1_000,
        fee_amount: -early.processing_fee_amount,
        carried_from_settlement_id: null,
      }),
    ]);
    // Running again writes nothing more.
    expect(await close(m.merchantId, cutoff)).toBe(0);
    // The next day: period_start is this period_end.
    expect(await close(m.merchantId, plusHours(cutoff, 24))).toBe(1);
    const [, next] = await settlementsOf(server, m.merchantId);
    expect(next).toMatchObject({ period_start: cutoff, period_end: plusHours(cutoff, 24) });
  });

  it('is closed by the service only after the grace, so a late commit still lands in its day', async () => {
    const m = await jobMerchant(server);
    const at = (ms: number) => closableAsOf(new Date(Date.parse(PST_CUTOFF) + ms).toISOString());
    const early = await cardPaymentAt(server, m, 1_000, plusHours(PST_CUTOFF, -10));
    expect(await close(m.merchantId, at(CLOSE_GRACE_MS - 1))).toBe(0);
    // A payment of the day whose transaction committed after 10 p.m., within the grace.
    const late = await cardPaymentAt(server, m, 1_500, before(PST_CUTOFF));
    expect(await close(m.merchantId, at(CLOSE_GRACE_MS))).toBe(1);
    const [s] = await settlementsOf(server, m.merchantId);
    expect(s).toMatchObject({ period_end: PST_CUTOFF });
    expect((await entriesOf(server, s!.id)).map((e) => e.payment_id)).toEqual([early.id, late.id]);
  });

  it('steps over the daylight saving change (23 h and 25 h days)', () => {
    // 2025-03-09 (spring forward) and 2025-11-02 (fall back).
    expect(cutoffAfter('2025-03-09T06:00:00.000Z')).toBe('2025-03-10T05:00:00.000Z');
    expect(cutoffAfter('2025-11-02T05:00:00.000Z')).toBe('2025-11-03T06:00:00.000Z');
  });
});

describe('entries', () => {
  it('settles card charges (less app fee), refunds net of fees given back, and adjustments; not cash', async () => {
    const m = await jobMerchant(server);
    const day = plusHours(PST_CUTOFF, -12);
    const charge = await cardPaymentAt(server, m, 5_000, day, { appFee: 200 });
    await cashPaymentAt(server, m, 3_000, day);
    const older = await cardPaymentAt(server, m, 4_000, plusHours(day, -1));
    const refundId = await refundAt(server, older, 1_500, plusHours(day, 1), { feeBack: 40 });
    await refundAt(server, older, 100, plusHours(day, 2), { status: 'PENDING' });
    const adjId = await adjustmentAt(server, m, -700, plusHours(day, 3), {
      type: 'HOLD_ADJUSTMENT',
      paymentId: older.id,
    });
    await close(m.merchantId, PST_CUTOFF);
    const [s] = await settlementsOf(server, m.merchantId);
    const entries = await entriesOf(server, s!.id);
    expect(entries.map((e) => [e.type, e.payment_id, e.refund_id, e.adjustment_id])).toEqual([
      ['CHARGE', older.id, null, null],
      ['CHARGE', charge.id, null, null],
      ['REFUND', older.id, refundId, null],
      ['HOLD_ADJUSTMENT', older.id, null, adjId],
    ]);
    expect(entries.map((e) => [e.amount, e.fee_amount])).toEqual([
      [4_000, -older.processing_fee_amount],
      [4_800, -charge.processing_fee_amount],
      [-(1_500 - 40), 0],
      [-700, 0],
    ]);
    expect(s!.total_amount).toBe(entries.reduce((a, e) => a + e.amount + e.fee_amount, 0));
  });

  it('writes nothing for an empty day or a day summing to 0, and rolls its rows into the next', async () => {
    const m = await jobMerchant(server);
    const p = await cardPaymentAt(server, m, 1_000, plusHours(PST_CUTOFF, -5));
    const net = 1_000 - p.processing_fee_amount;
    await adjustmentAt(server, m, -net, plusHours(PST_CUTOFF, -4));
    // Day 1 sums to 0, day 2 is empty, day 3 has a sale.
    const day3 = plusHours(PST_CUTOFF, 48 - 3);
    const later = await cardPaymentAt(server, m, 2_500, day3);
    expect(await close(m.merchantId, plusHours(PST_CUTOFF, 24))).toBe(0);
    expect(await close(m.merchantId, plusHours(PST_CUTOFF, 48))).toBe(1);
    const [s] = await settlementsOf(server, m.merchantId);
    expect(s).toMatchObject({
      period_start: new Date(p.completed_at!).toISOString(),
      period_end: plusHours(PST_CUTOFF, 48),
      total_amount: 2_500 - later.processing_fee_amount,
    });
    expect((await entriesOf(server, s!.id)).map((e) => e.type)).toEqual([
      'CHARGE',
      'ADJUSTMENT',
      'CHARGE',
    ]);
  });

  it('a negative day is a withdrawal', async () => {
    const m = await jobMerchant(server);
    await adjustmentAt(server, m, -2_000, plusHours(PST_CUTOFF, -2));
    await close(m.merchantId, PST_CUTOFF);
    const [s] = await settlementsOf(server, m.merchantId);
    expect(s!.total_amount).toBe(-2_000);
  });
});

describe('re-send', () => {
  it('repeats a FAILED settlement’s entries in the next one, once', async () => {
    const m = await jobMerchant(server);
    const p1 = await cardPaymentAt(server, m, 1_000, plusHours(PST_CUTOFF, -3));
    await close(m.merchantId, PST_CUTOFF);
    const [first] = await settlementsOf(server, m.merchantId);
    await failSettlement(server, first!.id, plusHours(PST_CUTOFF, 12));
    const p2 = await cardPaymentAt(server, m, 3_000, plusHours(PST_CUTOFF, 20));
    const p3 = await cardPaymentAt(server, m, 500, plusHours(PST_CUTOFF, 44));
    await close(m.merchantId, plusHours(PST_CUTOFF, 48));
    const [, second, third] = await settlementsOf(server, m.merchantId);
    expect(second).toMatchObject({
      status: 'SENT',
      resends_settlement_id: first!.id,
      total_amount: first!.total_amount + 3_000 - p2.processing_fee_amount,
    });
    expect(
      (await entriesOf(server, second!.id)).map((e) => [
        e.payment_id,
        e.carried_from_settlement_id,
      ]),
    ).toEqual([
      [p1.id, first!.id],
      [p2.id, null],
    ]);
    expect(third).toMatchObject({
      resends_settlement_id: null,
      total_amount: 500 - p3.processing_fee_amount,
    });
  });
});

describe('two closers at once', () => {
  it('write each settlement once (parallel connections on PostgreSQL)', async () => {
    const m = await jobMerchant(server);
    for (let d = 0; d < 4; d++) {
      await cardPaymentAt(server, m, 1_000 + d, plusHours(PST_CUTOFF, d * 24 - 6));
    }
    const now = plusHours(PST_CUTOFF, 3 * 24);
    const results = await Promise.all([close(m.merchantId, now), close(m.merchantId, now)]);
    expect(results[0] + results[1]).toBe(4);
    const written = await settlementsOf(server, m.merchantId);
    expect(written).toHaveLength(4);
    expect(new Set(written.map((s) => s.period_end)).size).toBe(4);
  });
});

/** Records that the sale of `payment` reached the service at `at` (taken offline earlier). */
async function receivedLate(payment: { checkout_id: string }, at: string) {
  await server.db
    .updateTable('checkouts')
    .set({ received_at: Date.parse(at), updated_at: Date.parse(at) })
    .where('id', '=', payment.checkout_id)
    .execute();
}

describe('late arrivals (offline payments)', () => {
  it('a payment or refund that arrives after its day was closed is paid once, by the next deposit, as LATE_ARRIVAL', async () => {
    const m = await jobMerchant(server);
    const p1 = await cardPaymentAt(server, m, 1_000, plusHours(PST_CUTOFF, -3));
    expect(await close(m.merchantId, PST_CUTOFF)).toBe(1);
    // Taken offline before the cut-off, received the next morning: its day is already closed.
    const late = await cardPaymentAt(server, m, 4_000, plusHours(PST_CUTOFF, -2));
    await receivedLate(late, plusHours(PST_CUTOFF, 8));
    const refund = await refundAt(server, p1, 300, plusHours(PST_CUTOFF, -1));
    const p3 = await cardPaymentAt(server, m, 2_000, plusHours(PST_CUTOFF, 10));
    expect(await close(m.merchantId, plusHours(PST_CUTOFF, 24))).toBe(1);
    // A second one whose next day has nothing else: it still makes a deposit of its own.
    const alone = await cardPaymentAt(server, m, 700, plusHours(PST_CUTOFF, 23));
    await receivedLate(alone, plusHours(PST_CUTOFF, 30));
    expect(await close(m.merchantId, plusHours(PST_CUTOFF, 48))).toBe(1);
    expect(await close(m.merchantId, plusHours(PST_CUTOFF, 96))).toBe(0);

    const [s1, s2, s3] = await settlementsOf(server, m.merchantId);
    expect((await entriesOf(server, s1!.id)).map((e) => e.payment_id)).toEqual([p1.id]);
    const e2 = await entriesOf(server, s2!.id);
    expect(e2.map((e) => [e.type, e.payment_id, e.refund_id])).toEqual([
      ['CHARGE', late.id, null],
      ['REFUND', p1.id, refund],
      ['CHARGE', p3.id, null],
    ]);
    expect(s2).toMatchObject({
      period_start: PST_CUTOFF,
      period_end: plusHours(PST_CUTOFF, 24),
      total_amount: 4_000 - late.processing_fee_amount - 300 + 2_000 - p3.processing_fee_amount,
    });
    expect((await entriesOf(server, s3!.id)).map((e) => e.payment_id)).toEqual([alone.id]);
    expect(s3!.total_amount).toBe(700 - alone.processing_fee_amount);

    const client = clientFor(server.url, await server.tokenFor(m.merchantId));
    const res = await client.get<GetDepositResponseT>(`/app/deposits/settlements/${s2!.id}`);
    expectStatus(res, 200);
    expect(res.body.entries.map((e) => [e.type, e.reason.code, e.reason.text])).toEqual([
      [
        'CHARGE',
        'LATE_ARRIVAL',
        "Card sale of Wed, Jan 15 that reached the service after that day's deposit was made (taken offline), so it is paid with this one.",
      ],
      [
        'REFUND',
        'LATE_ARRIVAL',
        "Refund of Wed, Jan 15 that reached the service after that day's deposit was made (taken offline), so it is paid with this one.",
      ],
      ['CHARGE', 'DAY_SALE', "Card sale of Thu, Jan 16, this deposit's business day."],
    ]);
    expect(res.body.sums.difference_money.amount).toBe(0);
  });

  it('two closers at once settle a late payment once', async () => {
    const m = await jobMerchant(server);
    await cardPaymentAt(server, m, 1_000, plusHours(PST_CUTOFF, -3));
    expect(await close(m.merchantId, PST_CUTOFF)).toBe(1);
    const late = await cardPaymentAt(server, m, 4_000, plusHours(PST_CUTOFF, -2));
    await cardPaymentAt(server, m, 2_000, plusHours(PST_CUTOFF, 30));
    const results = await Promise.all([
      close(m.merchantId, plusHours(PST_CUTOFF, 24)),
      close(m.merchantId, plusHours(PST_CUTOFF, 48)),
      close(m.merchantId, plusHours(PST_CUTOFF, 48)),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(2);
    const rows = await server.db
      .selectFrom('settlement_entries')
      .select('settlement_id')
      .where('payment_id', '=', late.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await settlementsOf(server, m.merchantId)).toHaveLength(3);
  });
});

// Many small ledgers, each closed day by day: a minute or more on a loaded PostgreSQL.
describe('property: generated ledgers', { timeout: 240_000 }, () => {
  it('entries sum to totals; every completed card payment is settled exactly once', async () => {
    const CASES = 12;
    for (let seed = 1; seed <= CASES; seed++) {
      const rng = new Random(seed);
      const m = await jobMerchant(server);
      const start = Date.parse('2025-02-20T12:00:00.000Z') + rng.int(0, 90) * 86_400_000;
      const days = rng.int(3, 10);
      const at = () => new Date(start + rng.int(0, days * 24 * 60) * 60_000).toISOString();
      const card: string[] = [];
      // The closes first, so an offline payment can arrive (be written) just before one of them.
      const closes: number[] = [];
      for (let now = start; now < start + (days + 5) * 86_400_000;) {
        now += rng.int(6, 60) * 3_600_000;
        closes.push(now);
      }
      const arriving = new Map<number, (() => Promise<void>)[]>();
      for (let i = rng.int(3, 25); i > 0; i--) {
        const kind = rng.weighted([
          ['card', 6],
          ['cash', 2],
          ['approved', 1],
        ] as const);
        if (kind === 'cash') {
          await cashPaymentAt(server, m, rng.int(100, 9_000), at());
          continue;
        }
        const taken = at();
        const amount = rng.int(100, 9_000);
        const fields = {
          ...(rng.chance(0.2) ? { appFee: rng.int(1, 50) } : {}),
          ...(kind === 'approved' ? { status: 'APPROVED' as const } : {}),
        };
        const refund = rng.chance(0.3);
        const write = async () => {
          const p = await cardPaymentAt(server, m, amount, taken, fields);
          if (kind !== 'card') return;
          card.push(p.id);
          if (refund) {
            const when = new Date(p.completed_at! + rng.int(1, 72) * 3_600_000).toISOString();
            await refundAt(server, p, rng.int(1, p.total_amount), when, {
              feeBack: rng.int(0, p.processing_fee_amount),
            });
          }
        };
        // Taken offline: written only just before a close up to 72 h later (spec, Limits).
        const t = Date.parse(taken);
        const within = closes.filter((c) => c > t && c <= t + 72 * 3_600_000);
        if (kind === 'card' && within.length > 0 && rng.chance(0.35)) {
          const c = rng.pick(within);
          arriving.set(c, [...(arriving.get(c) ?? []), write]);
        } else {
          await write();
        }
      }
      for (let i = rng.int(0, 3); i > 0; i--) {
        await adjustmentAt(
          server,
          m,
          rng.chance(0.5) ? rng.int(1, 3_000) : -rng.int(1, 3_000),
          at(),
        );
      }
      // Close at a few increasing instants, failing some settlements in between.
      for (const now of closes) {
        for (const write of arriving.get(now) ?? []) await write();
        await close(m.merchantId, new Date(now).toISOString());
        if (rng.chance(0.3)) {
          const all = await settlementsOf(server, m.merchantId);
          const last = all[all.length - 1];
          if (last && last.status === 'SENT') {
            await failSettlement(server, last.id, new Date(now).toISOString());
          }
        }
      }
      // A final close with nothing failed after it, so every FAILED one has been re-sent.
      await server.db
        .updateTable('settlements')
        .set({ status: 'SENT', failed_at: null, failure_reason: null })
        .where('merchant_id', '=', m.merchantId)
        .where('status', '=', 'FAILED')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('settlements as r')
                .select('r.id')
                .whereRef('r.resends_settlement_id', '=', 'settlements.id'),
            ),
          ),
        )
        .execute();

      const settlements = await settlementsOf(server, m.merchantId);
      const entries = await server.db
        .selectFrom('settlement_entries')
        .selectAll()
        .where(
          'settlement_id',
          'in',
          server.db.selectFrom('settlements').select('id').where('merchant_id', '=', m.merchantId),
        )
        .execute();
      for (const s of settlements) {
        const own = entries.filter((e) => e.settlement_id === s.id);
        expect(own.length, `seed ${seed}`).toBeGreaterThan(0);
        expect(s.total_amount, `seed ${seed}`).toBe(
          own.reduce((a, e) => a + e.amount + e.fee_amount, 0),
        );
        expect(s.total_amount).not.toBe(0);
      }
      const sent = new Set(settlements.filter((s) => s.status === 'SENT').map((s) => s.id));
      for (const id of card) {
        const charges = entries.filter((e) => e.type === 'CHARGE' && e.payment_id === id);
        const originals = charges.filter((e) => e.carried_from_settlement_id === null);
        const inSent = charges.filter((e) => sent.has(e.settlement_id));
        // Rows after the last closed cut-off are not settled yet.
        const p = await server.db
          .selectFrom('payments')
          .select('completed_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const lastEnd = settlements[settlements.length - 1]?.period_end ?? '';
        if (lastEnd === '' || p.completed_at! >= Date.parse(lastEnd)) continue;
        expect(originals, `seed ${seed} payment ${id}`).toHaveLength(1);
        expect(inSent, `seed ${seed} payment ${id}`).toHaveLength(1);
      }
      // Nothing but card payments' charges.
      const cardSet = new Set(card);
      expect(
        entries.filter((e) => e.type === 'CHARGE').every((e) => cardSet.has(e.payment_id!)),
      ).toBe(true);
    }
  });
});
