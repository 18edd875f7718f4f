import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('merchants')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('business_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('language_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('merchants_approved_bool', sql`approved in (0, 1)`)
    .execute();

  await db.schema
    .createTable('locations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull())
    .addColumn('address_line_1', 'varchar(255)')
    .addColumn('locality', 'varchar(255)')
    .addColumn('administrative_district_level_1', 'varchar(255)')
    .addColumn('postal_code', 'varchar(32)')
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('locations_merchant')
    .on('locations')
    .columns(['merchant_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('label', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(24)')
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('roles_is_owner_bool', sql`is_owner in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('roles_merchant_created')
    .on('roles')
    .columns(['merchant_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('employees')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('first_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)')
    .addColumn('phone_number', 'varchar(32)')
    .addColumn('external_id', 'varchar(255)')
    .addColumn('role_id', 'varchar(36)', (c) => c.references('roles.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('employees_status', sql`status in ('ACTIVE', 'INACTIVE')`)
    .execute();
  // One index per list filter; every list pages by (created_at, id).
  for (const [name, columns] of [
    ['employees_merchant_created', ['merchant_id', 'created_at', 'id']],
    ['employees_merchant_status', ['merchant_id', 'status', 'created_at', 'id']],
    ['employees_merchant_external', ['merchant_id', 'external_id', 'created_at', 'id']],
    ['employees_merchant_updated', ['merchant_id', 'updated_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('employees')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('employee_locations')
    .addColumn('employee_id', 'varchar(36)', (c) => c.notNull().references('employees.id'))
    .addColumn('location_id', 'varchar(36)', (c) => c.notNull().references('locations.id'))
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addPrimaryKeyConstraint('employee_locations_pk', ['employee_id', 'location_id'])
    .execute();
  await db.schema
    .createIndex('employee_locations_location')
    .on('employee_locations')
    .columns(['location_id', 'employee_id'])
    .execute();

  await db.schema
    .createTable('timecards')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('employee_id', 'varchar(36)', (c) => c.notNull().references('employees.id'))
    .addColumn('clockin_time', 'varchar(24)', (c) => c.notNull())
    .addColumn('clockout_time', 'varchar(24)')
    .addColumn('clockin_location_id', 'varchar(36)', (c) => c.references('locations.id'))
    .addColumn('clockout_location_id', 'varchar(36)', (c) => c.references('locations.id'))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(24)', (c) => c.notNull())
    .addCheckConstraint('timecards_deleted_bool', sql`deleted in (0, 1)`)
    .addCheckConstraint(
      'timecards_clockout_after_clockin',
      sql`clockout_time is null or clockout_time > clockin_time`,
    )
    .execute();
  // The rule "an employee cannot be clocked in twice" is enforced by the database, so it holds
  // across concurrent requests and across service instances.
  await db.schema
    .createIndex('timecards_one_open_per_employee')
    .on('timecards')
    .column('employee_id')
    .unique()
    .where(sql.ref('clockout_time'), 'is', null)
    .where(sql.ref('deleted'), '=', 0)
    .execute();
  for (const [name, columns] of [
    ['timecards_merchant_created', ['merchant_id', 'created_at', 'id']],
    ['timecards_merchant_employee', ['merchant_id', 'employee_id', 'created_at', 'id']],
    ['timecards_merchant_deleted', ['merchant_id', 'deleted', 'created_at', 'id']],
    ['timecards_merchant_clockin', ['merchant_id', 'clockin_time']],
    ['timecards_merchant_clockout', ['merchant_id', 'clockout_time']],
    ['timecards_merchant_updated', ['merchant_id', 'updated_at']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('timecards')
      .columns([...columns])
      .execute();
  }

  await db.schema
    .createTable('timecard_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('timecard_id', 'varchar(36)', (c) => c.notNull().references('timecards.id'))
    .addColumn('event_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('clockin_time', 'varchar(24)')
    .addColumn('clockout_time', 'varchar(24)')
    .addColumn('created_at', 'varchar(24)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addUniqueConstraint('timecard_events_seq', ['timecard_id', 'seq'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'timecard_events',
    'timecards',
    'employee_locations',
    'employees',
    'roles',
    'access_tokens',
    'locations',
    'merchants',
    'settings',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
