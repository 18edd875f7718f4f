import { type Kysely } from 'kysely';

/**
 * Indexes no query of the service uses (db/indexes.api.test.ts lists a query for every index
 * left):
 * - `payments_merchant_status_deadline`: voidExpired finds APPROVED payments past their capture
 *   deadline through `payments_merchant_status_created` (merchant, status): APPROVED payments are
 *   the few still inside their capture window (60 of 51,000 in the demo seed), so reading them all
 *   costs nothing, and every other payment no longer writes a deadline index entry;
 * - `employee_locations_location`: the employees list filters a location with a correlated
 *   `exists` on (employee_id, location_id), which the primary key answers;
 * - `twoFactor_secret_idx`: better-auth looks second factors up by user, never by secret;
 * - `shifts_merchant_end_at`: listTimecards' clock-out range also bounds `end_sort` (end_at
 *   wherever end_at is set), read from `shifts_merchant_end` like searchShifts' end range;
 * - `employees_merchant_updated`: PostgreSQL reads an updated_at range from the created_at index
 *   (the list's order) anyway, and a merchant's employees are few enough for SQLite to do so too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payments_merchant_status_deadline').execute();
  await db.schema.dropIndex('employee_locations_location').execute();
  await db.schema.dropIndex('twoFactor_secret_idx').execute();
  await db.schema.dropIndex('shifts_merchant_end_at').execute();
  await db.schema.dropIndex('employees_merchant_updated').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('employees_merchant_updated')
    .on('employees')
    .columns(['merchant_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('shifts_merchant_end_at')
    .on('shifts')
    .columns(['merchant_id', 'end_at'])
    .execute();
  await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute();
  await db.schema
    .createIndex('employee_locations_location')
    .on('employee_locations')
    .columns(['location_id', 'employee_id'])
    .execute();
  await db.schema
    .createIndex('payments_merchant_status_deadline')
    .on('payments')
    .columns(['merchant_id', 'status', 'capture_deadline'])
    .execute();
}
