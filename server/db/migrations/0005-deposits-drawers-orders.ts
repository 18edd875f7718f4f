import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function indexes(db: Kysely<any>, table: string, list: ReadonlyArray<[string, string[]]>) {
  for (const [name, columns] of list) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

/**
 * The rest of generation 1 (see docs/decisions/2026-11-23-deposits-drawers-orders.md):
 * - `bank_accounts`: where a location's deposits go; only the last digits of the number are kept;
 * - `ledger_adjustments`: manual adjustments and chargeback holds, the money movements that are
 *   neither a payment nor a refund, so that settlements are produced from the ledger alone;
 * - `settlements` + `settlement_entries`: one payout per location and closed day (cut-off 10 p.m.
 *   Pacific), each entry pointing to the payment, refund or adjustment it settles;
 * - `cash_drawer_shifts` + `cash_drawer_events`: what a point of sale records about its drawer,
 *   built from the ledger's cash tenders;
 * - `online_orders` + `online_order_history`: online store orders and every move of their state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('routing_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_number_suffix', 'varchar(4)', (c) => c.notNull())
    // HMAC-SHA256 of the full number under a server secret: tells two accounts apart, cannot be read.
    .addColumn('account_number_digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(24)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'bank_accounts_suffix_digits',
      sql`length(account_number_suffix) between 1 and 4`,
    )
    .addCheckConstraint(
      'bank_accounts_type',
      sql`type in ('BUSINESS_CHECKING', 'CHECKING', 'INVESTMENT', 'LOAN', 'SAVINGS', 'OTHER')`,
    )
    .execute();
  // A location deposits to one account.
  await db.schema
    .createIndex('bank_accounts_location')
    .on('bank_accounts')
    .columns(['location_id'])
    .unique()
    .execute();
  await indexes(db, 'bank_accounts', [['bank_accounts_merchant', ['merchant_id', 'id']]]);

  await db.schema
    .createTable('ledger_adjustments')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('type', 'varchar(24)', (c) => c.notNull())
    // The disputed payment of a chargeback hold; null for a manual adjustment.
    .addColumn('payment_id', 'varchar(36)', (c) => c.references('payments.id'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('effective_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('ledger_adjustments_type', sql`type in ('ADJUSTMENT', 'HOLD_ADJUSTMENT')`)
    .addCheckConstraint('ledger_adjustments_amount', sql`amount <> 0`)
    .execute();
  await indexes(db, 'ledger_adjustments', [
    ['ledger_adjustments_location_effective', ['location_id', 'effective_at']],
  ]);

  await db.schema
    .createTable('settlements')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('bank_account_id', 'varchar(36)', (c) => c.notNull().references('bank_accounts.id'))
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    // The ledger rows settled are those effective in [period_start, period_end).
    .addColumn('period_start', 'varchar(24)', (c) => c.notNull())
    .addColumn('period_end', 'varchar(24)', (c) => c.notNull())
    // The Pacific calendar day whose 10 p.m. cut-off is period_end (YYYY-MM-DD).
    .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('initiated_at', 'varchar(24)', (c) => c.notNull())
    // A FAILED settlement sent again: its entries are repeated here (carried_from_settlement_id).
    .addColumn('resends_settlement_id', 'varchar(36)', (c) => c.references('settlements.id'))
    .addColumn('failed_at', 'varchar(24)')
    .addColumn('failure_reason', 'varchar(255)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('settlements_status', sql`status in ('SENT', 'FAILED')`)
    .addCheckConstraint('settlements_total_not_zero', sql`total_amount <> 0`)
    .addCheckConstraint('settlements_period', sql`period_start < period_end`)
    .addCheckConstraint('settlements_failed_at', sql`(status = 'FAILED') = (failed_at is not null)`)
    .execute();
  // One settlement per location and cut-off: two instances closing the same day cannot both write.
  await db.schema
    .createIndex('settlements_location_period_end')
    .on('settlements')
    .columns(['location_id', 'period_end'])
    .unique()
    .execute();
  // A failed settlement is sent again once.
  await db.schema
    .createIndex('settlements_resends')
    .on('settlements')
    .columns(['resends_settlement_id'])
    .unique()
    .where(sql.ref('resends_settlement_id'), 'is not', null)
    .execute();
  // listSettlements: per location and `me`, with and without `status`, keyset (initiated_at, id).
  await indexes(db, 'settlements', [
    ['settlements_merchant_initiated', ['merchant_id', 'initiated_at', 'id']],
    [
      'settlements_merchant_location_initiated',
      ['merchant_id', 'location_id', 'initiated_at', 'id'],
    ],
    ['settlements_merchant_status_initiated', ['merchant_id', 'status', 'initiated_at', 'id']],
    [
      'settlements_merchant_location_status_initiated',
      ['merchant_id', 'location_id', 'status', 'initiated_at', 'id'],
    ],
  ]);

  await db.schema
    .createTable('settlement_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('settlement_id', 'varchar(36)', (c) =>
      c.notNull().references('settlements.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    // The wire's payment_id: the payment charged, refunded or disputed (null for an adjustment).
    .addColumn('payment_id', 'varchar(36)', (c) => c.references('payments.id'))
    .addColumn('refund_id', 'varchar(36)', (c) => c.references('refunds.id'))
    .addColumn('adjustment_id', 'varchar(36)', (c) => c.references('ledger_adjustments.id'))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // ≤ 0, as the wire says: the processing fee kept on a charge.
    .addColumn('fee_amount', 'bigint', (c) => c.notNull())
    .addColumn('carried_from_settlement_id', 'varchar(36)', (c) => c.references('settlements.id'))
    .addCheckConstraint('settlement_entries_fee_not_positive', sql`fee_amount <= 0`)
    .addCheckConstraint(
      'settlement_entries_source',
      sql`(type = 'CHARGE' and payment_id is not null and refund_id is null and adjustment_id is null)
        or (type = 'REFUND' and payment_id is not null and refund_id is not null and adjustment_id is null)
        or (type in ('ADJUSTMENT', 'HOLD_ADJUSTMENT') and refund_id is null and adjustment_id is not null)`,
    )
    .execute();
  await indexes(db, 'settlement_entries', [
    ['settlement_entries_settlement', ['settlement_id', 'position']],
  ]);
  // Each ledger row is settled once: at most one original (not carried) entry per row.
  for (const [name, column] of [
    ['settlement_entries_charge_once', 'payment_id'],
    ['settlement_entries_refund_once', 'refund_id'],
    ['settlement_entries_adjustment_once', 'adjustment_id'],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('settlement_entries')
      .columns([column])
      .unique()
      .where((eb) =>
        eb.and([
          eb(sql.ref(column), 'is not', null),
          eb(sql.ref('carried_from_settlement_id'), 'is', null),
          ...(column === 'payment_id' ? [eb(sql.ref('type'), '=', sql.lit('CHARGE'))] : []),
        ]),
      )
      .execute();
  }
  // The ledger rows a day closes: completed card payments and completed refunds of a location.
  await indexes(db, 'payments', [
    ['payments_location_status_completed', ['location_id', 'status', 'completed_at']],
  ]);
  await indexes(db, 'refunds', [
    ['refunds_location_status_updated', ['location_id', 'status', 'updated_at']],
  ]);

  await db.schema
    .createTable('cash_drawer_shifts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    .addColumn('device_id', 'varchar(64)')
    .addColumn('device_name', 'varchar(255)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('opening_employee_id', 'varchar(36)')
    .addColumn('ending_employee_id', 'varchar(36)')
    .addColumn('closing_employee_id', 'varchar(36)')
    .addColumn('starting_cash_amount', 'bigint', (c) => c.notNull())
    .addColumn('cash_payment_amount', 'bigint', (c) => c.notNull())
    // Positive here; the wire's cash_refunds_money is its negation.
    .addColumn('cash_refunds_amount', 'bigint', (c) => c.notNull())
    .addColumn('cash_paid_in_amount', 'bigint', (c) => c.notNull())
    .addColumn('cash_paid_out_amount', 'bigint', (c) => c.notNull())
    .addColumn('expected_cash_amount', 'bigint', (c) => c.notNull())
    // As counted at close; null until CLOSED.
    .addColumn('closed_cash_amount', 'bigint')
    .addColumn('opened_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(24)')
    .addColumn('closed_at', 'varchar(24)')
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('cash_drawer_shifts_state', sql`state in ('OPEN', 'ENDED', 'CLOSED')`)
    .addCheckConstraint(
      'cash_drawer_shifts_expected',
      sql`expected_cash_amount = starting_cash_amount + cash_payment_amount - cash_refunds_amount + cash_paid_in_amount - cash_paid_out_amount`,
    )
    .addCheckConstraint(
      'cash_drawer_shifts_amounts',
      sql`starting_cash_amount >= 0 and cash_payment_amount >= 0 and cash_refunds_amount >= 0 and cash_paid_in_amount >= 0 and cash_paid_out_amount >= 0`,
    )
    .addCheckConstraint(
      'cash_drawer_shifts_lifecycle',
      sql`(state = 'OPEN' and ended_at is null and closed_at is null and closed_cash_amount is null)
        or (state = 'ENDED' and ended_at is not null and closed_at is null and closed_cash_amount is null)
        or (state = 'CLOSED' and ended_at is not null and closed_at is not null and closed_cash_amount is not null)`,
    )
    .execute();
  await indexes(db, 'cash_drawer_shifts', [
    ['cash_drawer_shifts_location_opened', ['merchant_id', 'location_id', 'opened_at', 'id']],
  ]);

  await db.schema
    .createTable('cash_drawer_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('shift_id', 'varchar(36)', (c) =>
      c.notNull().references('cash_drawer_shifts.id').onDelete('cascade'),
    )
    .addColumn('event_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('employee_id', 'varchar(36)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // Signed as the wire's event_money: + into the drawer, − out of it.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(255)')
    // The ledger row behind a tender event.
    .addColumn('payment_id', 'varchar(36)', (c) => c.references('payments.id'))
    .addColumn('refund_id', 'varchar(36)', (c) => c.references('refunds.id'))
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'cash_drawer_events_type',
      sql`event_type in ('NO_SALE', 'CASH_TENDER_PAYMENT', 'OTHER_TENDER_PAYMENT', 'CASH_TENDER_CANCELED_PAYMENT', 'OTHER_TENDER_CANCELED_PAYMENT', 'CASH_TENDER_REFUND', 'OTHER_TENDER_REFUND', 'PAID_IN', 'PAID_OUT')`,
    )
    .execute();
  await indexes(db, 'cash_drawer_events', [
    ['cash_drawer_events_shift_created', ['shift_id', 'created_at', 'id']],
  ]);

  await db.schema
    .createTable('online_orders')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('buyer_email', 'varchar(255)')
    .addColumn('buyer_note', 'varchar(500)')
    .addColumn('recipient_name', 'varchar(255)')
    .addColumn('recipient_phone_number', 'varchar(32)')
    // JSON Address.
    .addColumn('shipping_address', 'text')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('subtotal_amount', 'bigint', (c) => c.notNull())
    .addColumn('shipping_amount', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount', 'bigint', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    // The card payment in the ledger (a `payments` row); null while nothing was authorised.
    .addColumn('payment_id', 'varchar(36)', (c) => c.references('payments.id'))
    .addColumn('promo_code', 'varchar(64)')
    .addColumn('shipped_tracking_number', 'varchar(128)')
    .addColumn('completed_note', 'varchar(500)')
    .addColumn('canceled_note', 'varchar(500)')
    .addColumn('refunded_note', 'varchar(500)')
    .addColumn('expires_at', 'varchar(24)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'online_orders_state',
      sql`state in ('PENDING', 'OPEN', 'COMPLETED', 'CANCELED', 'REFUNDED', 'REJECTED')`,
    )
    .addCheckConstraint(
      'online_orders_total',
      sql`total_amount = subtotal_amount + shipping_amount + tax_amount - discount_amount and subtotal_amount >= 0 and shipping_amount >= 0 and tax_amount >= 0 and discount_amount >= 0`,
    )
    .execute();
  await indexes(db, 'online_orders', [
    ['online_orders_location_created', ['merchant_id', 'location_id', 'created_at', 'id']],
    [
      'online_orders_location_state_created',
      ['merchant_id', 'location_id', 'state', 'created_at', 'id'],
    ],
  ]);

  await db.schema
    .createTable('online_order_history')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('order_id', 'varchar(36)', (c) =>
      c.notNull().references('online_orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    // The state the order left and entered (null `from_state` for ORDER_PLACED).
    .addColumn('from_state', 'varchar(10)')
    .addColumn('to_state', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'online_order_history_action',
      sql`action in ('ORDER_PLACED', 'DECLINED', 'PAYMENT_RECEIVED', 'CANCELED', 'COMPLETED', 'REFUNDED', 'EXPIRED')`,
    )
    .execute();
  // One entry per position: two moves recorded from the same state cannot both commit.
  await db.schema
    .createIndex('online_order_history_order_position')
    .on('online_order_history')
    .columns(['order_id', 'position'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refunds_location_status_updated').execute();
  await db.schema.dropIndex('payments_location_status_completed').execute();
  for (const t of [
    'online_order_history',
    'online_orders',
    'cash_drawer_events',
    'cash_drawer_shifts',
    'settlement_entries',
    'settlements',
    'ledger_adjustments',
    'bank_accounts',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
