import type { Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiled';
import type { DB } from '../../db/schema';
import type { MerchantContext } from '../context';
import { invalidField } from '../errors';

const merchantCurrency = compiledQuery((db: Kysely<DB>, v: { id: string }) =>
  db.selectFrom('merchants').select('currency').where('id', '=', v.id),
);

/**
 * A wage's rate must be in the merchant's own currency, in which labor cost is summed: a 400
 * naming `field` otherwise.
 */
export async function checkWageCurrency(
  ctx: MerchantContext,
  currency: string,
  field: string,
): Promise<void> {
  const [merchant] = await merchantCurrency(ctx.db, { id: ctx.merchantId });
  if (!merchant) throw new Error(`merchant ${ctx.merchantId} not found`);
  if (currency !== merchant.currency) {
    throw invalidField(field, `must be the merchant's currency, ${merchant.currency}`);
  }
}
