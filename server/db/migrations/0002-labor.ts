import { sql, type Kysely } from 'kysely';

/** `OPEN_SHIFT_END_SORT` in schema.ts, written out: a migration never changes with the code. */
const OPEN_END_SORT = '9999-12-31T23:59:59.999Z';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function indexes(db: Kysely<any>, table: string, list: ReadonlyArray<[string, string[]]>) {
  for (const [name, columns] of list) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

/** Labor: break types, shifts and their breaks, employee wages, workweek configs, idempotency. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('break_types')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('break_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('expected_duration', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('break_types_is_paid_bool', sql`is_paid in (0, 1)`)
    .execute();
  // listBreakTypes with and without location_id; the per-location count of the 3-type limit.
  await indexes(db, 'break_types', [
    ['break_types_merchant_created', ['merchant_id', 'created_at', 'id']],
    ['break_types_merchant_location', ['merchant_id', 'location_id', 'created_at', 'id']],
  ]);

  await db.schema
    .createTable('shifts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('employee_id', 'varchar(36)', (c) => c.notNull().references('employees.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
    .addColumn('start_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(24)')
    .addColumn('end_sort', 'varchar(24)', (c) => c.notNull())
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('wage_title', 'varchar(255)')
    .addColumn('wage_amount', 'bigint')
    .addColumn('wage_currency', 'varchar(3)')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'shifts_status_follows_end',
      sql`(status = 'OPEN' and end_at is null) or (status = 'CLOSED' and end_at is not null)`,
    )
    .addCheckConstraint('shifts_end_after_start', sql`end_at is null or end_at > start_at`)
    .addCheckConstraint(
      'shifts_end_sort',
      sql`end_sort = coalesce(end_at, ${sql.lit(OPEN_END_SORT)})`,
    )
    .execute();
  // "One OPEN shift per employee" is the database's rule, so it holds across concurrent
  // requests and service instances (overlaps are serialised per employee by the service).
  await db.schema
    .createIndex('shifts_one_open_per_employee')
    .on('shifts')
    .column('employee_id')
    .unique()
    .where(sql.ref('end_at'), 'is', null)
    .execute();
  // searchShifts: one index per sort field (keyset: the field, then id) and one per filter,
  // ending in the default sort's keyset. The employee index also serves the overlap check.
  await indexes(db, 'shifts', [
    ['shifts_merchant_start', ['merchant_id', 'start_at', 'id']],
    ['shifts_merchant_end', ['merchant_id', 'end_sort', 'id']],
    ['shifts_merchant_created', ['merchant_id', 'created_at', 'id']],
    ['shifts_merchant_updated', ['merchant_id', 'updated_at', 'id']],
    ['shifts_merchant_location_start', ['merchant_id', 'location_id', 'start_at', 'id']],
    ['shifts_merchant_employee_start', ['merchant_id', 'employee_id', 'start_at', 'id']],
    ['shifts_merchant_status_start', ['merchant_id', 'status', 'start_at', 'id']],
  ]);

  await db.schema
    .createTable('shift_breaks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('shift_id', 'varchar(36)', (c) =>
      c.notNull().references('shifts.id').onDelete('cascade'),
    )
    .addColumn('break_type_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('expected_duration', 'varchar(32)', (c) => c.notNull())
    .addColumn('is_paid', 'integer', (c) => c.notNull())
    .addColumn('start_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('end_at', 'varchar(24)')
    .addCheckConstraint('shift_breaks_is_paid_bool', sql`is_paid in (0, 1)`)
    .addCheckConstraint('shift_breaks_end_after_start', sql`end_at is null or end_at > start_at`)
    .execute();
  await indexes(db, 'shift_breaks', [['shift_breaks_shift', ['shift_id', 'start_at']]]);

  await db.schema
    .createTable('employee_wages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('employee_id', 'varchar(36)', (c) => c.notNull().references('employees.id'))
    .addColumn('title', 'varchar(255)')
    .addColumn('hourly_rate_amount', 'bigint')
    .addColumn('hourly_rate_currency', 'varchar(3)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .execute();
  await indexes(db, 'employee_wages', [
    ['employee_wages_merchant_created', ['merchant_id', 'created_at', 'id']],
    ['employee_wages_merchant_employee', ['merchant_id', 'employee_id', 'created_at', 'id']],
  ]);

  await db.schema
    .createTable('workweek_configs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('start_of_week', 'varchar(3)', (c) => c.notNull())
    .addColumn('start_of_day_local_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint(
      'workweek_configs_start_of_week',
      sql`start_of_week in ('MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN')`,
    )
    .execute();
  // Exactly one per merchant, also when two first requests create it at once; it also serves
  // the list (one row, so its keyset order is trivial).
  await db.schema
    .createIndex('workweek_configs_one_per_merchant')
    .on('workweek_configs')
    .column('merchant_id')
    .unique()
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('operation', 'varchar(64)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['merchant_id', 'operation', 'idempotency_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'idempotency_keys',
    'workweek_configs',
    'employee_wages',
    'shift_breaks',
    'shifts',
    'break_types',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
