import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function indexes(db: Kysely<any>, table: string, list: ReadonlyArray<[string, string[]]>) {
  for (const [name, columns] of list) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

/**
 * The payments ledger (see docs/decisions/2026-11-23-payments-ledger.md):
 * - `checkouts`: one sale, what generation 1 calls a V1Payment (itemizations, taxes, partial);
 * - `payments`: one tender of a checkout, what generation 2 calls a Payment;
 * - `refunds`: money returned against one payment (tender), a PaymentRefund and a V1Refund.
 * Every money movement is a `payments` or `refunds` row, so a settlement entry can point to it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('origin', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('is_partial', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('device_id', 'varchar(64)')
    .addColumn('device_name', 'varchar(255)')
    .addColumn('creator_id', 'varchar(36)')
    .addColumn('gross_sales_amount', 'bigint', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('net_sales_amount', 'bigint', (c) => c.notNull())
    .addColumn('inclusive_tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('additive_tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('taxes', 'text')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('checkouts_origin', sql`origin in ('API', 'POS')`)
    .addCheckConstraint('checkouts_is_partial_bool', sql`is_partial in (0, 1)`)
    .addCheckConstraint('checkouts_completed_bool', sql`completed in (0, 1)`)
    .execute();
  // Generation 1 listPayments: per location and `me`, only checkouts with a completed tender.
  await indexes(db, 'checkouts', [
    ['checkouts_merchant_completed_created', ['merchant_id', 'completed', 'created_at', 'id']],
    [
      'checkouts_merchant_location_completed_created',
      ['merchant_id', 'location_id', 'completed', 'created_at', 'id'],
    ],
  ]);

  await db.schema
    .createTable('checkout_itemizations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('checkout_id', 'varchar(36)', (c) =>
      c.notNull().references('checkouts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('quantity', 'varchar(16)', (c) => c.notNull())
    .addColumn('itemization_type', 'varchar(24)', (c) => c.notNull())
    .addColumn('item_detail', 'text')
    .addColumn('notes', 'varchar(500)')
    .addColumn('item_variation_name', 'varchar(255)')
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('single_quantity_amount', 'bigint', (c) => c.notNull())
    .addColumn('gross_sales_amount', 'bigint', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('net_sales_amount', 'bigint', (c) => c.notNull())
    .addColumn('taxes', 'text')
    .addColumn('discounts', 'text')
    .addColumn('modifiers', 'text')
    .execute();
  await indexes(db, 'checkout_itemizations', [
    ['checkout_itemizations_checkout', ['checkout_id', 'position']],
  ]);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('checkout_id', 'varchar(36)', (c) => c.notNull().references('checkouts.id'))
    .addColumn('tender_position', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('source_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('tender_type', 'varchar(24)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tip_amount', 'bigint', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('app_fee_amount', 'bigint')
    .addColumn('processing_fee_amount', 'bigint', (c) => c.notNull())
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull())
    .addColumn('refund_pending_amount', 'bigint', (c) => c.notNull())
    .addColumn('tendered_amount', 'bigint')
    .addColumn('change_back_amount', 'bigint')
    .addColumn('card_brand', 'varchar(24)')
    .addColumn('last_4', 'varchar(4)')
    .addColumn('exp_month', 'integer')
    .addColumn('exp_year', 'integer')
    .addColumn('card_fingerprint', 'varchar(64)')
    .addColumn('cardholder_name', 'varchar(255)')
    .addColumn('entry_method', 'varchar(16)')
    .addColumn('error_code', 'varchar(64)')
    .addColumn('employee_id', 'varchar(36)')
    .addColumn('customer_id', 'varchar(192)')
    .addColumn('order_id', 'varchar(192)')
    .addColumn('reference_id', 'varchar(40)')
    .addColumn('note', 'varchar(500)')
    .addColumn('buyer_email_address', 'varchar(255)')
    .addColumn('billing_address', 'text')
    .addColumn('shipping_address', 'text')
    .addColumn('idempotency_key', 'varchar(45)')
    .addColumn('capture_deadline', 'varchar(24)')
    .addColumn('completed_at', 'varchar(24)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'payments_status',
      sql`status in ('APPROVED', 'COMPLETED', 'CANCELED', 'FAILED')`,
    )
    .addCheckConstraint('payments_total', sql`total_amount = amount + tip_amount`)
    .addCheckConstraint(
      'payments_completed_at',
      sql`(status = 'COMPLETED') = (completed_at is not null)`,
    )
    .addCheckConstraint(
      'payments_refunds_within_total',
      sql`refunded_amount >= 0 and refund_pending_amount >= 0 and refunded_amount + refund_pending_amount <= total_amount`,
    )
    .execute();
  // The key of a createPayment, so cancelPaymentByIdempotencyKey finds its payment; unique per
  // merchant, which also makes a second charge with one key impossible on both engines.
  await db.schema
    .createIndex('payments_merchant_idempotency_key')
    .on('payments')
    .columns(['merchant_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  // Generation 2 listPayments: keyset (created_at, id), one index per filter the web app uses.
  await indexes(db, 'payments', [
    ['payments_merchant_created', ['merchant_id', 'created_at', 'id']],
    ['payments_merchant_location_created', ['merchant_id', 'location_id', 'created_at', 'id']],
    ['payments_merchant_status_created', ['merchant_id', 'status', 'created_at', 'id']],
    ['payments_merchant_last4_created', ['merchant_id', 'last_4', 'created_at', 'id']],
    ['payments_merchant_brand_created', ['merchant_id', 'card_brand', 'created_at', 'id']],
    ['payments_merchant_total_created', ['merchant_id', 'total_amount', 'created_at', 'id']],
    ['payments_checkout', ['checkout_id', 'tender_position']],
    // The void of APPROVED payments past their capture deadline, run before each read and list.
    ['payments_merchant_status_deadline', ['merchant_id', 'status', 'capture_deadline']],
  ]);

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('payment_id', 'varchar(36)', (c) => c.notNull().references('payments.id'))
    .addColumn('checkout_id', 'varchar(36)', (c) => c.notNull().references('checkouts.id'))
    .addColumn('source_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('v1_type', 'varchar(8)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('app_fee_amount', 'bigint')
    .addColumn('processing_fee_amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(192)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'refunds_status',
      sql`status in ('PENDING', 'COMPLETED', 'REJECTED', 'FAILED')`,
    )
    .addCheckConstraint('refunds_amount_positive', sql`amount > 0`)
    .execute();
  await indexes(db, 'refunds', [
    ['refunds_merchant_created', ['merchant_id', 'created_at', 'id']],
    ['refunds_merchant_location_created', ['merchant_id', 'location_id', 'created_at', 'id']],
    ['refunds_merchant_status_created', ['merchant_id', 'status', 'created_at', 'id']],
    ['refunds_merchant_source_created', ['merchant_id', 'source_type', 'created_at', 'id']],
    ['refunds_payment', ['payment_id', 'created_at']],
    ['refunds_checkout', ['checkout_id', 'created_at']],
  ]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['refunds', 'payments', 'checkout_itemizations', 'checkouts']) {
    await db.schema.dropTable(t).execute();
  }
}
