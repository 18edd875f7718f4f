import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Engine } from '../../db';
import { isUniqueViolation } from '../../db';
import type { DB, SettlementsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { storedTimeOfMs } from '../../db/stored-time';
import { addDays, fromMs, toMs, utcOffsetMinutes, zonedInstant } from '../../lib/time';

/** The settlement `s` (a failed one) has not been sent again: no settlement resends it. */
export function notResent(
  eb: ExpressionBuilder<DB & { s: SettlementsTable }, 's'>,
): Expression<SqlBool> {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('settlements as r')
        .select('r.id')
        .whereRef('r.resends_settlement_id', '=', 's.id'),
    ),
  );
}

/**
 * The settlement job (docs/decisions/2026-11-23-deposits-drawers-orders.md, Settlements): every
 * 10 p.m. America/Los_Angeles cut-off closes the day of each location that has a bank account,
 * paying out its ledger rows effective since the location's last settlement.
 */

const CUTOFF_ZONE = 'America/Los_Angeles';
const CUTOFF_TIME = '22:00';

const MINUTE_MS = 60_000;

/**
 * How long after a cut-off the service waits before closing it: a payment completed just before
 * 10 p.m. whose transaction commits just after must still find its day open.
 */
export const CLOSE_GRACE_MS = 2 * MINUTE_MS;

/**
 * How far before a settlement's period the job looks for rows not settled yet: an offline payment
 * reaches the service up to 72 h after its completed_at (spec, Limits), plus a day of margin. Such
 * a row lies before the window of the next settlement, so it is found by "no original entry yet".
 */
const LATE_LOOKBACK_MS = 96 * 60 * MINUTE_MS;

const lookbackFrom = (periodStart: string) =>
  new Date(Date.parse(periodStart) - LATE_LOOKBACK_MS).toISOString();

/** The instant up to which the service closes days at `now`: cut-offs at least the grace ago. */
export function closableAsOf(now: string): string {
  return new Date(Date.parse(now) - CLOSE_GRACE_MS).toISOString();
}

/** The calendar day (YYYY-MM-DD) the Pacific wall clock shows at `iso`. */
export function pacificDate(iso: string): string {
  const ms = Date.parse(iso);
  return new Date(ms + utcOffsetMinutes(CUTOFF_ZONE, ms) * MINUTE_MS).toISOString().slice(0, 10);
}

/** The cut-off of Pacific day `date`: 10 p.m. there, daylight saving included. */
export function cutoffOf(date: string): string {
  return zonedInstant(date, CUTOFF_TIME, CUTOFF_ZONE);
}

/** The first cut-off strictly after `iso`: a row effective at a cut-off belongs to the next day. */
export function cutoffAfter(iso: string): string {
  const date = pacificDate(iso);
  const same = cutoffOf(date);
  return same > iso ? same : cutoffOf(addDays(date, 1));
}

/** The last cut-off at or before `iso`. */
function cutoffAtOrBefore(iso: string): string {
  const date = pacificDate(iso);
  const same = cutoffOf(date);
  return same <= iso ? same : cutoffOf(addDays(date, -1));
}

interface Target {
  merchantId: string;
  locationId: string;
  bankAccountId: string;
  currency: string;
}

/**
 * The ledger rows of a location to settle for the period [begin, end), as entries (decision:
 * amounts and signs): COMPLETED card payments at completed_at, COMPLETED refunds of card payments
 * at updated_at, adjustments at effective_at. Cash is not settled. Every row effective in the
 * period, and every row effective in [from, begin) that is not settled yet: it reached the service
 * after its own day was closed. "Not settled" probes the row's original (not carried) entry in
 * its unique partial index, row by row (a scalar subquery, so no engine turns it into a scan of
 * all entries), and only for rows before the period.
 */
function ledgerRows(engine: Engine, t: Target, from: string, begin: string, end: string) {
  const unsettled = (
    column: 'payment_id' | 'refund_id' | 'adjustment_id',
    id: RawBuilder<unknown>,
  ) =>
    sql`(select count(*) from settlement_entries e where e.${sql.ref(column)} = ${id}
      and e.${sql.ref(column)} is not null and e.carried_from_settlement_id is null
      ${column === 'payment_id' ? sql`and e.type = 'CHARGE'` : sql``}) = 0`;
  return sql`
    select 'CHARGE' as type, p.id as payment_id, cast(null as varchar(36)) as refund_id,
      cast(null as varchar(36)) as adjustment_id,
      p.total_amount - coalesce(p.app_fee_amount, 0) as amount,
      0 - p.processing_fee_amount as fee_amount,
      ${storedTimeOfMs(engine, sql.ref('p.completed_at'))} as effective_at, p.id as row_id
    from payments p
    where p.location_id = ${t.locationId} and p.status = 'COMPLETED'
      and p.completed_at >= ${toMs(from)} and p.completed_at < ${toMs(end)}
      and p.source_type = 'CARD' and p.currency = ${t.currency}
      and (p.completed_at >= ${toMs(begin)} or ${unsettled('payment_id', sql.ref('p.id'))})
    union all
    select 'REFUND', r.payment_id, r.id, cast(null as varchar(36)),
      0 - (r.amount - r.processing_fee_amount - coalesce(r.app_fee_amount, 0)),
      0, r.updated_at, r.id
    from refunds r
    where r.location_id = ${t.locationId} and r.status = 'COMPLETED'
      and r.updated_at >= ${from} and r.updated_at < ${end}
      and r.source_type = 'CARD' and r.currency = ${t.currency}
      and (r.updated_at >= ${begin} or ${unsettled('refund_id', sql.ref('r.id'))})
    union all
    select a.type, a.payment_id, cast(null as varchar(36)), a.id, a.amount, 0, a.effective_at, a.id
    from ledger_adjustments a
    where a.location_id = ${t.locationId}
      and a.effective_at >= ${from} and a.effective_at < ${end} and a.currency = ${t.currency}
      and (a.effective_at >= ${begin} or ${unsettled('adjustment_id', sql.ref('a.id'))})`;
}

/**
 * Whether a row effective in the look-back before `last` (the location's last period_end) is not
 * settled yet: it arrived after its day was closed. One bounded look-up per source.
 */
async function hasLateRow(
  db: Kysely<DB>,
  engine: Engine,
  t: Target,
  last: string,
): Promise<boolean> {
  const row = await sql<{ one: number }>`
    select 1 as one from (${ledgerRows(engine, t, lookbackFrom(last), last, last)}) u limit 1`.execute(
    db,
  );
  return row.rows.length > 0;
}

/**
 * The earliest effective time of a settleable row in [from, before) (`from` '' for no lower
 * bound), or undefined: 3 index seeks.
 */
async function firstRowTime(
  db: Kysely<DB>,
  t: Target,
  from: string,
  before: string,
): Promise<string | undefined> {
  const [p, r, a] = await Promise.all([
    db
      .selectFrom('payments')
      .select('completed_at as at')
      .where('location_id', '=', t.locationId)
      .where('status', '=', 'COMPLETED')
      .where('completed_at', '>=', from === '' ? 0 : toMs(from))
      .where('completed_at', '<', toMs(before))
      .where('source_type', '=', 'CARD')
      .where('currency', '=', t.currency)
      .orderBy('completed_at')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('refunds')
      .select('updated_at as at')
      .where('location_id', '=', t.locationId)
      .where('status', '=', 'COMPLETED')
      .where('updated_at', '>=', from)
      .where('updated_at', '<', before)
      .where('source_type', '=', 'CARD')
      .where('currency', '=', t.currency)
      .orderBy('updated_at')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('ledger_adjustments')
      .select('effective_at as at')
      .where('location_id', '=', t.locationId)
      .where('effective_at', '>=', from)
      .where('effective_at', '<', before)
      .where('currency', '=', t.currency)
      .orderBy('effective_at')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const times = [p?.at == null ? null : fromMs(p.at), r?.at, a?.at].filter(
    (v): v is string => typeof v === 'string',
  );
  return times.length === 0 ? undefined : times.sort()[0];
}

async function lastPeriodEnd(db: Kysely<DB>, locationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settlements')
    .select('period_end')
    .where('location_id', '=', locationId)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.period_end;
}

type Outcome = 'written' | 'zero' | 'raced';

/**
 * One settlement of `t` for [periodStart, periodEnd), in one transaction: the sums first (a day
 * summing to 0 writes nothing), then the settlement row, the entries of the FAILED settlement it
 * re-sends (if any) and the new entries, each set in one INSERT … SELECT. Another instance that
 * wrote this cut-off (or any later one) first makes it 'raced'.
 */
async function writeSettlement(
  db: Kysely<DB>,
  engine: Engine,
  t: Target,
  periodStart: string | undefined,
  periodEnd: string,
  first: string,
  now: string,
  makeId: () => string,
): Promise<Outcome> {
  // The demo generator runs the job inside its own transaction; the service gives it one each.
  const inTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  try {
    return await inTransaction(async (trx) => {
      // Closers of one location take turns (PostgreSQL; SQLite runs one write transaction at a
      // time): the one that waited then sees the other's settlement and its settled rows.
      if (engine === 'postgres') {
        await trx
          .selectFrom('bank_accounts')
          .select('id')
          .where('id', '=', t.bankAccountId)
          .forUpdate()
          .execute();
      }
      if ((await lastPeriodEnd(trx, t.locationId)) !== periodStart) return 'raced';
      const begin = periodStart ?? first;
      // Before the first settlement there is nothing settled to look back past.
      const from = periodStart === undefined ? begin : lookbackFrom(periodStart);
      const sums = await sql<{ n: number | string; total: number | string | null }>`
        select count(*) as n, sum(amount + fee_amount) as total
        from (${ledgerRows(engine, t, from, begin, periodEnd)}) u`.execute(trx);
      const newTotal = Number(sums.rows[0]?.total ?? 0);
      const failed = await trx
        .selectFrom('settlements as s')
        .select(['s.id', 's.total_amount'])
        .where('s.location_id', '=', t.locationId)
        .where('s.status', '=', 'FAILED')
        .where(notResent)
        .orderBy('s.period_end')
        .limit(1)
        .executeTakeFirst();
      const total = newTotal + (failed ? Number(failed.total_amount) : 0);
      if (total === 0) return 'zero';
      const id = makeId();
      await trx
        .insertInto('settlements')
        .values({
          id,
          merchant_id: t.merchantId,
          location_id: t.locationId,
          bank_account_id: t.bankAccountId,
          status: 'SENT',
          currency: t.currency,
          total_amount: total,
          period_start: begin,
          period_end: periodEnd,
          business_date: pacificDate(periodEnd),
          initiated_at: periodEnd,
          resends_settlement_id: failed?.id ?? null,
          failed_at: null,
          failure_reason: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      let carried = 0;
      if (failed) {
        const result = await sql`
          insert into settlement_entries (settlement_id, position, type, payment_id, refund_id,
            adjustment_id, amount, fee_amount, carried_from_settlement_id)
          select ${id}, e.position, e.type, e.payment_id, e.refund_id, e.adjustment_id, e.amount,
            e.fee_amount, ${failed.id}
          from settlement_entries e where e.settlement_id = ${failed.id}`.execute(trx);
        carried = Number(result.numAffectedRows ?? 0);
      }
      await sql`
        insert into settlement_entries (settlement_id, position, type, payment_id, refund_id,
          adjustment_id, amount, fee_amount, carried_from_settlement_id)
        select ${id}, ${carried} + row_number() over (order by u.effective_at, u.row_id),
          u.type, u.payment_id, u.refund_id, u.adjustment_id, u.amount, u.fee_amount, null
        from (${ledgerRows(engine, t, from, begin, periodEnd)}) u`.execute(trx);
      // The entries must add up to the total written above (nothing slipped in between).
      const check = await trx
        .selectFrom('settlement_entries')
        .select((eb) => eb.fn.sum<number | string>(sql`amount + fee_amount`).as('total'))
        .where('settlement_id', '=', id)
        .executeTakeFirstOrThrow();
      if (Number(check.total) !== total) {
        throw new Error(`settlement ${id}: entries sum to ${check.total}, total is ${total}`);
      }
      return 'written';
    });
  } catch (error) {
    // Another instance closed this cut-off (or settled one of these rows) first.
    if (isUniqueViolation(error)) return 'raced';
    throw error;
  }
}

/** Closes every due day of one location; returns how many settlements it wrote. */
async function closeLocation(
  db: Kysely<DB>,
  engine: Engine,
  t: Target,
  now: string,
  makeId: () => string,
): Promise<number> {
  const latest = cutoffAtOrBefore(now);
  let written = 0;
  for (;;) {
    const last = await lastPeriodEnd(db, t.locationId);
    if (last !== undefined && last >= latest) return written;
    let first = await firstRowTime(db, t, last ?? '', latest);
    // A row that arrived after its day was closed goes into the next cut-off after `last`.
    if (last !== undefined && (await hasLateRow(db, engine, t, last))) first = last;
    if (first === undefined) return written;
    let cutoff = cutoffAfter(first);
    let outcome: Outcome = 'zero';
    const from = first;
    while (cutoff <= latest) {
      outcome = await writeSettlement(db, engine, t, last, cutoff, from, now, makeId);
      if (outcome !== 'zero') break;
      // Nothing to pay (no rows, or they sum to 0): the rows roll into the next closed day.
      first = await firstRowTime(db, t, cutoff, latest);
      if (first === undefined) return written;
      cutoff = cutoffAfter(first);
    }
    if (outcome === 'written') written += 1;
    else if (outcome === 'zero') return written;
  }
}

export interface CloseOptions {
  /** Only this merchant's locations (default: every merchant). */
  merchantId?: string;
  /** Settlement ids (default: random UUIDs); the demo generator passes its seeded ones. */
  makeId?: () => string;
}

/**
 * Writes every settlement whose cut-off (10 p.m. Pacific) is at or before `now`, for each
 * location with a bank account, one transaction per settlement. Cheap when nothing is due: per
 * location one index look-up of its last settlement and, when a cut-off passed since, three index
 * seeks for a row to settle; no write happens then. Safe to run from several instances at once.
 */
export async function closeDueSettlements(
  db: Kysely<DB>,
  engine: Engine,
  now: string,
  options: CloseOptions = {},
): Promise<number> {
  let q = db
    .selectFrom('bank_accounts')
    .select(['merchant_id', 'location_id', 'id', 'currency'])
    .orderBy('location_id');
  if (options.merchantId !== undefined) q = q.where('merchant_id', '=', options.merchantId);
  const targets = await q.execute();
  const makeId = options.makeId ?? newId;
  let written = 0;
  for (const b of targets) {
    written += await closeLocation(
      db,
      engine,
      {
        merchantId: b.merchant_id,
        locationId: b.location_id,
        bankAccountId: b.id,
        currency: b.currency,
      },
      now,
      makeId,
    );
  }
  return written;
}
