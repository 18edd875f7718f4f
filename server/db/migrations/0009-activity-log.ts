import { sql, type Kysely } from 'kysely';

/**
 * The activity log (issue 18 §4): one row per successful write, through a session or a token,
 * written in the write's own transaction. Append-only: no route updates or deletes a row.
 * - who: `actor_kind` ('session' | 'token'), the person (`actor_user_id`) and `actor_name`, kept
 *   as it was when written (the person's name or the token's label) so the log still reads after
 *   the person is removed; the token and the connected app, if any;
 * - what: `operation` (the operationId), `area`, `resource_type` + `resource_id`, `changes` (JSON
 *   `[{field, before, after}]`), `amount` (minor units) + `currency` for money, `summary`;
 * - when: `occurred_at` (UTC, fixed-width ISO 8601); from where: `address`, `user_agent`.
 * Never a token, a password or a card number.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('occurred_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_user_id', 'varchar(36)')
    .addColumn('actor_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('token_id', 'varchar(36)')
    .addColumn('app_id', 'varchar(36)')
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('operation', 'varchar(64)', (c) => c.notNull())
    .addColumn('area', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint')
    .addColumn('currency', 'varchar(3)')
    .addColumn('summary', 'varchar(500)', (c) => c.notNull())
    .addCheckConstraint('activity_log_actor_kind', sql`actor_kind in ('session', 'token')`)
    .execute();
  // Every list is newest first by (occurred_at, id) within one merchant, with at most one filter
  // besides the day range; each filter has its own index leading to that order.
  for (const [name, columns] of [
    ['activity_log_merchant', ['merchant_id', 'occurred_at', 'id']],
    ['activity_log_person', ['merchant_id', 'actor_user_id', 'occurred_at', 'id']],
    ['activity_log_area', ['merchant_id', 'area', 'occurred_at', 'id']],
    ['activity_log_type', ['merchant_id', 'resource_type', 'occurred_at', 'id']],
    // A resource's history: a timecard is a shift too, so by id whatever the type.
    ['activity_log_resource', ['merchant_id', 'resource_id', 'occurred_at', 'id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('activity_log')
      .columns([...columns])
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_log').ifExists().execute();
}
