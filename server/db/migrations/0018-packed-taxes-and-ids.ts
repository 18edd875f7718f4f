import type { Kysely } from 'kysely';
import { decodeSaleTaxes, encodeSaleTaxes, repackItemizations } from '../itemizations';

/**
 * A sale packs what 0015 left wide (`db/itemizations.ts`): its taxes (`checkouts.taxes`) lose
 * their key names and currency like its lines' taxes did, `[name, amount, rate, inclusion_type,
 * fee_id?]`, and the UUIDs of its lines' item details and of its taxes' fees are stored as 22
 * base64url characters instead of 36. About 150 bytes of the demo seed's sale. A value that would
 * not read back exactly stays as it was. Undone, the taxes are JSON V1PaymentTax[] again and the
 * lines as 0015 packed them. Rewritten in batches through the module's code, the same on both
 * engines.
 */
const BATCH = 500;

interface Row {
  id: string;
  currency: string;
  taxes: string | null;
  itemizations: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
async function rewrite(db: Kysely<any>, pack: boolean): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('checkouts')
      .select(['id', 'currency', 'taxes', 'itemizations'])
      .where((eb) => eb.or([eb('taxes', 'is not', null), eb('itemizations', 'is not', null)]))
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Row[];
    for (const row of rows) {
      const taxes =
        row.taxes === null
          ? null
          : pack
            ? encodeSaleTaxes(row.taxes, row.currency)
            : JSON.stringify(decodeSaleTaxes(row.taxes, row.currency));
      const itemizations =
        row.itemizations === null ? null : repackItemizations(row.itemizations, row, true, pack);
      if (taxes === row.taxes && itemizations === row.itemizations) continue;
      await db
        .updateTable('checkouts')
        .set({ taxes, itemizations })
        .where('id', '=', row.id)
        .execute();
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
