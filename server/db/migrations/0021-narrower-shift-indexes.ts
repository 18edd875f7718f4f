import type { Kysely } from 'kysely';

/**
 * The shifts' keyset indexes stop carrying `id` after their sort column, as 0017 did for the
 * ledger's: a UUID is 37 of about 100 bytes of each entry, and shifts have nine such indexes
 * (about 0.15 kB of the bench seed's 3.1 kB per sale). Both engines seek a page's start on the sort
 * column and order the rare rows sharing a millisecond by `id` after the index; so do a drawer
 * shift's events. Indexes led by a location or an employee keep the merchant before it: without
 * it, PostgreSQL plans a small merchant's list on the merchant's index and filters, and the lists
 * always bind both. Undone, the indexes are 0002's, 0005's and 0006's again.
 */
const INDEXES: ReadonlyArray<readonly [table: string, name: string, columns: readonly string[]]> = [
  ['shifts', 'shifts_merchant_start', ['merchant_id', 'start_at']],
  ['shifts', 'shifts_merchant_end', ['merchant_id', 'end_sort']],
  ['shifts', 'shifts_merchant_created', ['merchant_id', 'created_at']],
  ['shifts', 'shifts_merchant_updated', ['merchant_id', 'updated_at']],
  ['shifts', 'shifts_merchant_location_start', ['merchant_id', 'location_id', 'start_at']],
  ['shifts', 'shifts_merchant_employee_start', ['merchant_id', 'employee_id', 'start_at']],
  ['shifts', 'shifts_merchant_status_start', ['merchant_id', 'status', 'start_at']],
  ['shifts', 'shifts_merchant_employee_created', ['merchant_id', 'employee_id', 'created_at']],
  ['shifts', 'shifts_merchant_deleted_created', ['merchant_id', 'deleted', 'created_at']],
  ['cash_drawer_events', 'cash_drawer_events_shift_created', ['shift_id', 'created_at']],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function recreate(db: Kysely<any>, narrow: boolean): Promise<void> {
  for (const [table, name, columns] of INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on(table)
      .columns(narrow ? [...columns] : [...columns, 'id'])
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await recreate(db, true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function down(db: Kysely<any>): Promise<void> {
  await recreate(db, false);
}
