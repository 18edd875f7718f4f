import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MerchantContext } from '../context';
import { invalidField, notFound } from '../errors';

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

/**
 * The merchant's location `locationId` named in a path, or NOT_FOUND (another merchant's
 * location is not found either). `me` names no location here: it is not found.
 */
export async function merchantLocation(ctx: MerchantContext, locationId: string): Promise<string> {
  const found = await ctx.db
    .selectFrom('locations')
    .select('id')
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', locationId)
    .executeTakeFirst();
  if (!found) throw notFound(`Location ${locationId}`);
  return found.id;
}

/**
 * A generation 1 `{location_id}` where `me` is allowed: `me` is every location of the merchant
 * (undefined), any other id must be one of its locations (else NOT_FOUND). The reference allows
 * `me` for listPayments and listSettlements; this service also takes it for the other payment,
 * refund, settlement and bank account operations (their descriptions say so).
 */
export async function resolveLocation(
  ctx: MerchantContext,
  locationId: string,
): Promise<string | undefined> {
  return locationId === 'me' ? undefined : merchantLocation(ctx, locationId);
}

/** Where a location is, as a manager knows it: its name and its own time zone. */
export interface LocationPlace {
  name: string;
  timezone: string;
}

/** Every location of the merchant by id, with its name and time zone; one query. */
export async function locationPlaces(
  db: Kysely<DB>,
  merchantId: string,
): Promise<Map<string, LocationPlace>> {
  const rows = await db
    .selectFrom('locations')
    .select(['id', 'name', 'timezone'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, timezone: r.timezone }]));
}
