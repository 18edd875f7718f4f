import type { Kysely } from 'kysely';

/**
 * The palette's search (`GET /app/search`) finds refunds, deposits and online orders by their
 * amount: one index each, newest first as the search returns them. Payments already have one
 * (`payments_merchant_total_created`, and `payments_merchant_last4_created` for the last 4); ids
 * are primary keys. Names and emails are matched by contains (`db/text-search.ts`), bounded by
 * the merchant's index and a limit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('refunds_merchant_amount_created')
    .on('refunds')
    .columns(['merchant_id', 'amount', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('settlements_merchant_total_initiated')
    .on('settlements')
    .columns(['merchant_id', 'total_amount', 'initiated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('online_orders_merchant_total_created')
    .on('online_orders')
    .columns(['merchant_id', 'total_amount', 'created_at', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('online_orders_merchant_total_created').execute();
  await db.schema.dropIndex('settlements_merchant_total_initiated').execute();
  await db.schema.dropIndex('refunds_merchant_amount_created').execute();
}
