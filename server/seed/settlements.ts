/**
 * The Deposits area's demo data, produced from the demo ledger rather than invented
 * (docs/decisions/2026-11-23-deposits-drawers-orders.md):
 * - one bank account per location (bank name, routing number, type); its full number is made
 *   here and only its last 4 digits and HMAC digest are stored;
 * - ledger adjustments: a manual credit, a chargeback hold on a real card payment and, at another
 *   location, a hold and its release;
 * - settlements written by the service's own job (`closeDueSettlements`) at each day's cut-off,
 *   one of them marked FAILED (the service has no bank) before the next day closes, so the next
 *   settlement re-sends it.
 * Runs after every other generator: settlements pay out their payments and refunds too.
 */
import type { Kysely } from 'kysely';
import type { BankAccountsTable, DB, LedgerAdjustmentsTable } from '../db/schema';
import { toStoredTime } from '../lib/time';
import { loadBankAccountSecret, protectAccountNumber } from '../modules/deposits/bank-accounts';
import {
  closeDueSettlements,
  cutoffAfter,
  cutoffOf,
  pacificDate,
} from '../modules/deposits/settle';
import { addDays } from '../lib/time';
import { isPostgres } from './bulk';
import type { Random } from './core';
import { DAY, HOUR, type SeedAccount } from './core';

export interface SettlementsOptions {
  days: number;
  nowMs: number;
}

export interface SeededSettlements {
  bankAccountCount: number;
  adjustmentCount: number;
  settlementCount: number;
  failedCount: number;
}

const BANKS: ReadonlyArray<{ name: string; routing: string }> = [
  { name: 'Wells Fargo Bank', routing: '121042882' },
  { name: 'Bank of America', routing: '026009593' },
  { name: 'JPMorgan Chase Bank', routing: '322271627' },
  { name: 'U.S. Bank', routing: '123000220' },
  { name: 'Pacific Premier Bank', routing: '122241255' },
];

const ACCOUNT_NAMES = ['Operating account', 'Business checking', 'Deposits account'];

const FAILURE_REASONS = [
  'The bank returned the transfer: account frozen (R16)',
  'The bank returned the transfer: no account / unable to locate account (R03)',
];

/** A full account number of `length` digits (never stored). */
function accountNumber(rng: Random, length: number): string {
  let digits = String(rng.int(1, 9));
  while (digits.length < length) digits += String(rng.int(0, 9));
  return digits;
}

export async function seedSettlements(
  db: Kysely<DB>,
  rng: Random,
  account: SeedAccount,
  options: SettlementsOptions,
): Promise<SeededSettlements> {
  const secret = await loadBankAccountSecret(db);
  const merchantId = account.merchant.id;
  const startMs = options.nowMs - options.days * DAY;
  const banks = rng.sample(BANKS, account.locations.length);
  const accounts: BankAccountsTable[] = account.locations.map((l, i) => ({
    id: rng.uuid(),
    merchant_id: merchantId,
    location_id: l.row.id,
    name: rng.pick(ACCOUNT_NAMES),
    bank_name: banks[i % banks.length]!.name,
    routing_number: banks[i % banks.length]!.routing,
    ...protectAccountNumber(secret, accountNumber(rng, rng.int(9, 12))),
    type: i === 0 ? 'BUSINESS_CHECKING' : rng.pick(['BUSINESS_CHECKING', 'CHECKING'] as const),
    currency: l.row.currency,
    created_at: toStoredTime(new Date(Math.max(Date.parse(l.row.created_at), startMs - 30 * DAY))),
  }));
  await db.insertInto('bank_accounts').values(accounts).execute();

  const adjustments = await buildAdjustments(db, rng, account, startMs, options.nowMs);
  if (adjustments.length > 0)
    await db.insertInto('ledger_adjustments').values(adjustments).execute();

  // The job, day by day, as a running server would have closed them; one day fails and the
  // next settlement re-sends it.
  const engine = isPostgres(db) ? 'postgres' : 'sqlite';
  const now = toStoredTime(new Date(options.nowMs));
  const makeId = () => rng.uuid();
  const failDate = pacificDate(
    toStoredTime(new Date(options.nowMs - Math.min(5, options.days - 1) * DAY)),
  );
  const failLocation = account.locations[0]!.row.id;
  let failed = 0;
  for (let cutoff = cutoffAfter(toStoredTime(new Date(startMs))); cutoff <= now;) {
    await closeDueSettlements(db, engine, cutoff, { merchantId, makeId });
    if (failed === 0 && pacificDate(cutoff) >= failDate) {
      const last = await db
        .selectFrom('settlements')
        .select(['id', 'initiated_at'])
        .where('location_id', '=', failLocation)
        .orderBy('period_end', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last) {
        const failedAt = toStoredTime(new Date(Date.parse(last.initiated_at) + 14 * HOUR));
        await db
          .updateTable('settlements')
          .set({
            status: 'FAILED',
            failed_at: failedAt,
            failure_reason: rng.pick(FAILURE_REASONS),
            updated_at: failedAt,
          })
          .where('id', '=', last.id)
          .execute();
        failed += 1;
      }
    }
    cutoff = cutoffOf(addDays(pacificDate(cutoff), 1));
  }
  const count = await db
    .selectFrom('settlements')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return {
    bankAccountCount: accounts.length,
    adjustmentCount: adjustments.length,
    settlementCount: Number(count.n),
    failedCount: failed,
  };
}

/**
 * A manual credit at the first location, a chargeback hold on one of its card payments, and at
 * the second location a hold released a few days later (dispute won).
 */
async function buildAdjustments(
  db: Kysely<DB>,
  rng: Random,
  account: SeedAccount,
  startMs: number,
  nowMs: number,
): Promise<LedgerAdjustmentsTable[]> {
  const rows: LedgerAdjustmentsTable[] = [];
  const span = nowMs - startMs;
  const at = (fraction: number) =>
    toStoredTime(new Date(startMs + Math.floor(span * fraction) + rng.int(0, 6 * HOUR)));
  const [first, second] = account.locations;
  if (!first) return rows;
  const currency = first.row.currency;
  const credit = at(0.3);
  rows.push({
    id: rng.uuid(),
    merchant_id: account.merchant.id,
    location_id: first.row.id,
    type: 'ADJUSTMENT',
    payment_id: null,
    currency,
    amount: rng.int(5, 40) * 100,
    note: 'Processing fee credit: card reader outage',
    effective_at: credit,
    created_at: credit,
  });
  for (const [location, release] of [
    [first, false],
    [second, true],
  ] as const) {
    if (!location) continue;
    // Milliseconds, as payments.completed_at is stored (migration 0022).
    const window = [Math.trunc(startMs + span * 0.2), Math.trunc(startMs + span * 0.5)];
    const disputed = await db
      .selectFrom('payments')
      .select(['id', 'total_amount', 'completed_at'])
      .where('location_id', '=', location.row.id)
      .where('status', '=', 'COMPLETED')
      .where('source_type', '=', 'CARD')
      .where('completed_at', '>=', window[0]!)
      .where('completed_at', '<', window[1]!)
      .where('refunded_amount', '=', 0)
      .orderBy('completed_at')
      .limit(1)
      .executeTakeFirst();
    if (!disputed?.completed_at) continue;
    const held = toStoredTime(new Date(disputed.completed_at + rng.int(3, 6) * DAY));
    if (held >= toStoredTime(new Date(nowMs))) continue;
    rows.push({
      id: rng.uuid(),
      merchant_id: account.merchant.id,
      location_id: location.row.id,
      type: 'HOLD_ADJUSTMENT',
      payment_id: disputed.id,
      currency,
      amount: -Number(disputed.total_amount),
      note: 'Chargeback: cardholder disputes the charge',
      effective_at: held,
      created_at: held,
    });
    const released = toStoredTime(new Date(Date.parse(held) + rng.int(4, 8) * DAY));
    if (release && released < toStoredTime(new Date(nowMs))) {
      rows.push({
        id: rng.uuid(),
        merchant_id: account.merchant.id,
        location_id: location.row.id,
        type: 'HOLD_ADJUSTMENT',
        payment_id: disputed.id,
        currency,
        amount: Number(disputed.total_amount),
        note: 'Dispute won: hold released',
        effective_at: released,
        created_at: released,
      });
    }
  }
  return rows;
}
