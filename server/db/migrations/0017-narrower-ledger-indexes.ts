import { sql, type Kysely } from 'kysely';

/**
 * The ledger's indexes hold less per sale (about 0.3 kB of the demo seed's):
 * - the keyset indexes of payments and checkouts stop carrying `id` after `created_at`: a UUID is
 *   37 of about 120 bytes of each entry. Both engines still seek a page's start on `created_at`
 *   (PostgreSQL cuts the row comparison `(created_at, id) < (…)` to its leading column, SQLite
 *   bounds it the same way) and order the rare rows sharing a millisecond by `id` after the index
 *   (SQLite's "right part of ORDER BY", PostgreSQL's incremental sort), so a page reads no more
 *   rows than before. The checkout ones keep `completed` rather than index completed checkouts
 *   only: listV1Payments binds the flag, and SQLite re-plans a statement at every bind of a value
 *   a partial index depends on;
 * - deposits/settle reads a location's COMPLETED payments by `completed_at`, which is set exactly
 *   when a payment is COMPLETED (0003's check): its index holds those payments only, without the
 *   status (a range on `completed_at` implies it is not null, on both engines).
 * Undone, the indexes are 0003's, 0005's and 0016's again.
 */
type Keyset = readonly [
  name: string,
  table: 'payments' | 'checkouts',
  columns: readonly string[],
  /** The column of 0016's partial card indexes. */
  card?: string,
];

const KEYSETS: readonly Keyset[] = [
  ['payments_merchant_created', 'payments', ['merchant_id']],
  ['payments_merchant_location_created', 'payments', ['merchant_id', 'location_id']],
  ['payments_merchant_status_created', 'payments', ['merchant_id', 'status']],
  ['payments_merchant_total_created', 'payments', ['merchant_id', 'total_amount']],
  ['payments_merchant_last4_created', 'payments', ['merchant_id', 'last_4'], 'last_4'],
  ['payments_merchant_brand_created', 'payments', ['merchant_id', 'card_brand'], 'card_brand'],
  ['checkouts_merchant_completed_created', 'checkouts', ['merchant_id', 'completed']],
  [
    'checkouts_merchant_location_completed_created',
    'checkouts',
    ['merchant_id', 'location_id', 'completed'],
  ],
];
const SETTLED = 'payments_location_status_completed';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function recreate(db: Kysely<any>, narrow: boolean): Promise<void> {
  for (const [name, table, columns, card] of KEYSETS) {
    await db.schema.dropIndex(name).execute();
    let index = db.schema
      .createIndex(name)
      .on(table)
      .columns(narrow ? [...columns, 'created_at'] : [...columns, 'created_at', 'id']);
    if (card) index = index.where(sql.ref(card), 'is not', null);
    await index.execute();
  }
  await db.schema.dropIndex(SETTLED).execute();
  const settled = db.schema.createIndex(SETTLED).on('payments');
  await (
    narrow
      ? settled
          .columns(['location_id', 'completed_at'])
          .where(sql.ref('completed_at'), 'is not', null)
      : settled.columns(['location_id', 'status', 'completed_at'])
  ).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await recreate(db, true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function down(db: Kysely<any>): Promise<void> {
  await recreate(db, false);
}
