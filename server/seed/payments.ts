/**
 * The Payments area's demo data: `days` of sales at each location, in its zone and opening hours
 * (busier at breakfast, lunch and weekends), written straight into the ledger of migration 0003
 * (docs/decisions/2026-11-23-payments-ledger.md):
 * - point-of-sale checkouts with itemizations from the location's menu (variations, quantities,
 *   modifiers, discounts; additive tax, or tax included in the price at one location), paid by
 *   card (several brands and entry methods, tips), cash (tendered, change), card + cash or two
 *   cards; a few partial payments (tenders so far, no itemizations), a few declined cards, some
 *   offline sales received up to 72 h after they were taken; creators are the location's staff;
 * - generation 2 API payments (one CARD tender, reference id, note, idempotency key): mostly
 *   COMPLETED, a few FAILED with a card error code, some delayed captures (recent ones still
 *   APPROVED before their capture deadline, older ones captured or voided);
 * - refunds, full and partial: mostly COMPLETED, a few recent PENDING, a few REJECTED, with each
 *   payment's `refunded_amount` / `refund_pending_amount` their sums.
 * Processing fees follow `modules/payments/fees.ts`. `payments` scales the volume (1,000,000 for
 * the benchmark); rows go out in multi-row inserts as they are made (`bulk.ts`).
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isPostgres } from './bulk';
import { Random, type SeedAccount } from './core';
import type { SeededStaff } from './staff';
import { SalesGenerator, type PaymentsOptions } from './sales/generator';
import type { SeededPayments } from './sales/ledger';

/** Writes the demo merchant's sales, payments and refunds; see the module comment. */
export async function seedPayments(
  db: Kysely<DB>,
  parentRng: Random,
  account: SeedAccount,
  staff: SeededStaff,
  options: PaymentsOptions,
): Promise<SeededPayments> {
  // A generator of its own, so the volume never changes what the other areas draw.
  const rng = new Random(parentRng.uint32());
  const generator = new SalesGenerator(db, rng, account, staff, options);
  await withDeferredIndexes(db, () => generator.run());
  return generator.counts();
}

const LEDGER_TABLES = ['checkouts', 'payments', 'refunds'];

/**
 * On SQLite, the ledger's secondary indexes are dropped while `run` writes and then created again
 * from their own stored definitions (`sqlite_master`), in the same transaction, so a rollback
 * keeps them: building an index from sorted rows is several times cheaper than updating ten of
 * them row by row, which is what makes 1,000,000 payments fit in about two minutes. A larger page
 * cache (256 MiB instead of 2 MiB) holds the random-UUID primary keys meanwhile. PostgreSQL
 * writes with its indexes in place.
 */
async function withDeferredIndexes(db: Kysely<DB>, run: () => Promise<void>): Promise<void> {
  if (isPostgres(db)) return run();
  const before = (await sql<{ cache_size: number }>`pragma cache_size`.execute(db)).rows[0];
  const { rows: indexes } = await sql<{ name: string; sql: string }>`select "name", "sql"
    from "sqlite_master" where "type" = 'index' and "sql" is not null
    and "tbl_name" in (${sql.join(LEDGER_TABLES)})`.execute(db);
  await sql`pragma cache_size = -262144`.execute(db);
  try {
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
    await run();
    for (const index of indexes) await sql.raw(index.sql).execute(db);
  } finally {
    await sql.raw(`pragma cache_size = ${Number(before?.cache_size ?? -2000)}`).execute(db);
  }
}
