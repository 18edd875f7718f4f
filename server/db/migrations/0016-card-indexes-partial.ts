import { sql, type Kysely } from 'kysely';

/**
 * listPayments and search look card payments up by last 4 digits or brand only with `=`, which
 * never matches a null, so the two indexes leave out the payments without a card (cash and other
 * tenders, a fifth of the demo seed's): a partial index the planner of both engines uses for an
 * equality on its column.
 */
const INDEXES = [
  ['payments_merchant_last4_created', 'last_4'],
  ['payments_merchant_brand_created', 'card_brand'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function recreate(db: Kysely<any>, partial: boolean): Promise<void> {
  for (const [name, column] of INDEXES) {
    await db.schema.dropIndex(name).execute();
    const index = db.schema
      .createIndex(name)
      .on('payments')
      .columns(['merchant_id', column, 'created_at', 'id']);
    await (partial ? index.where(sql.ref(column), 'is not', null) : index).execute();
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
