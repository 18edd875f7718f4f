import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Actor } from '../auth/principal';
import type { Engine } from '../db';
import { compiledQuery } from '../db/compiled';
import { isStaleStatementError } from '../db/pg-statements';
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
 * bound to the transaction. A transaction that failed on a PostgreSQL statement prepared before
 * a migration changed its result columns runs once more (its connection prepares afresh since:
 * `db/pg-statements.ts`).
 */
export async function inTransaction<T>(
  ctx: MerchantContext,
  work: (tctx: MerchantContext) => Promise<T>,
): Promise<T> {
  const run = () => ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx }));
  try {
    return await run();
  } catch (error) {
    if (!isStaleStatementError(error)) throw error;
    return run();
  }
}

/** Tables whose rows belong to one merchant and are addressed by id. */
type OwnedTable = {
  [T in keyof DB]: DB[T] extends { id: string; merchant_id: string } ? T : never;
}[keyof DB];

type OwnedKey = {
  merchant_id: string;
  id: string;
};

/** findOwned's query for each table (and lock), built and compiled once per database. */
const ownedQueries = new Map<
  string,
  (db: Kysely<DB>, v: OwnedKey) => Promise<Array<Selectable<DB['employees']>>>
>();

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
  const forUpdate = lock && ctx.engine === 'postgres';
  const key = `${table}${forUpdate ? ' for update' : ''}`;
  let query = ownedQueries.get(key);
  if (!query) {
    // One query for every owned table; Kysely cannot narrow a generic table name, hence the cast.
    const source = table as 'employees';
    query = compiledQuery((db: Kysely<DB>, v: OwnedKey) => {
      const q = db
        .selectFrom(source)
        .selectAll()
        .where('merchant_id', '=', v.merchant_id)
        .where('id', '=', v.id);
      return forUpdate ? q.forUpdate() : q;
    });
    ownedQueries.set(key, query);
  }
  const [row] = await query(ctx.db, { merchant_id: ctx.merchantId, id });
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
