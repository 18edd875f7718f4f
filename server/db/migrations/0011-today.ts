import type { Kysely } from 'kysely';

/**
 * The Today page's summary (`GET /app/today`) reads a few "what is open now" sets across every
 * location of a merchant; each gets an index so it stays one index range however old the
 * merchant's history is:
 * - cash drawers by state (the open ones) and by when they were counted (short or over lately);
 * - online orders by state across locations (waiting for an action).
 * Open shifts, today's payments and refunds, and deposits by status already have theirs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('cash_drawer_shifts_merchant_state')
    .on('cash_drawer_shifts')
    .columns(['merchant_id', 'state', 'opened_at'])
    .execute();
  await db.schema
    .createIndex('cash_drawer_shifts_merchant_closed')
    .on('cash_drawer_shifts')
    .columns(['merchant_id', 'closed_at'])
    .execute();
  await db.schema
    .createIndex('online_orders_merchant_state_created')
    .on('online_orders')
    .columns(['merchant_id', 'state', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'online_orders_merchant_state_created',
    'cash_drawer_shifts_merchant_closed',
    'cash_drawer_shifts_merchant_state',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
