import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Actor } from '../auth/principal';
import type { Engine } from '../db';
import type { DB } from '../db/schema';
import { notFound } from './errors';

/** What a domain operation needs: the database and the merchant it acts for. */
export interface MerchantContext {
  db: Kysely<DB>;
  engine: Engine;
  merchantId: string;
  /** Who is writing, for the activity log and per-person limits; absent in seeds and jobs. */
  actor?: Actor;
}

/**
 * Runs `work` in one transaction, so a rejected request writes nothing; `work` gets the context
 * bound to the transaction.
 */
export function inTransaction<T>(
  ctx: MerchantContext,
  work: (tctx: MerchantContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
}

/** Tables whose rows belong to one merchant and are addressed by id. */
type OwnedTable = {
  [T in keyof DB]: DB[T] extends { id: string; merchant_id: string } ? T : never;
}[keyof DB];

/**
 * The merchant's row `id` of `table`, or a 404 naming `what` (another merchant's id is as unknown
 * as a made-up one). `lock` takes the row for the rest of the transaction on PostgreSQL; SQLite has
 * one writer, so it needs none.
 */
export async function findOwned<T extends OwnedTable>(
  ctx: MerchantContext,
  table: T,
  id: string,
  what: string,
  { lock = false } = {},
): Promise<Selectable<DB[T]>> {
  // One query for every owned table; Kysely cannot narrow a generic table name, hence the casts.
  const source = table as 'employees';
  let q = ctx.db
    .selectFrom(source)
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', id);
  if (lock && ctx.engine === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`${what} ${id}`);
  return row as unknown as Selectable<DB[T]>;
}

/** Writes `changes` to the merchant's row `id` of `table` (found before, in the same transaction). */
export async function updateOwned<T extends OwnedTable>(
  ctx: MerchantContext,
  table: T,
  id: string,
  changes: Updateable<DB[T]>,
): Promise<void> {
  await ctx.db
    .updateTable(table as 'employees')
    .set(changes as Updateable<DB['employees']>)
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', id)
    .execute();
}
