import type { Kysely } from 'kysely';
import { repackItemizations } from '../itemizations';

/**
 * A sale's lines stop repeating what the sale already says (`db/itemizations.ts`):
 * a line's tax becomes an index into the checkout's taxes and its amount, discounts and modifiers
 * lose their currency and key names, item details their key names. About 870 bytes of the demo
 * seed's 4 kB per sale were these lines; packed they are about 330. Undone, the lines are written
 * out again as 0014 left them. The column is rewritten in batches through the module's own code,
 * the same on both engines.
 */
const BATCH = 500;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function rewrite(db: Kysely<any>, pack: boolean): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('checkouts')
      .select(['id', 'currency', 'taxes', 'itemizations'])
      .where('itemizations', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Array<{
      id: string;
      currency: string;
      taxes: string | null;
      itemizations: string;
    }>;
    for (const row of rows) {
      const itemizations = repackItemizations(row.itemizations, row, pack);
      if (itemizations === row.itemizations) continue;
      await db.updateTable('checkouts').set({ itemizations }).where('id', '=', row.id).execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, false);
}
