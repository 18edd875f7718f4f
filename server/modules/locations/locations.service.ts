import { invalidField } from '../errors';
import type { MerchantContext } from '../context';

export interface LocationReference {
  /** The request field that names the location, for the error. */
  field: string;
  id: string;
}

/** 400 naming the first reference that is not one of the merchant's locations; one query. */
export async function checkLocationsExist(
  ctx: MerchantContext,
  references: LocationReference[],
): Promise<void> {
  if (references.length === 0) return;
  const found = await ctx.db
    .selectFrom('locations')
    .select('id')
    .where('merchant_id', '=', ctx.merchantId)
    .where(
      'id',
      'in',
      references.map((r) => r.id),
    )
    .execute();
  const known = new Set(found.map((l) => l.id));
  const missing = references.find((r) => !known.has(r.id));
  if (missing) {
    throw invalidField(missing.field, `refers to a location that does not exist: ${missing.id}`);
  }
}
