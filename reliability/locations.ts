/** Locations inserted through the query layer: the API has no location create. */
import type { Kysely } from 'kysely';
import type { DB } from '../server/db/schema';
import { newId } from '../server/lib/ids';
import { nowStored } from '../server/lib/time';

/** A new location of `merchantId`; returns its id. */
export async function insertLocation(
  db: Kysely<DB>,
  merchantId: string,
  name: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('locations')
    .values({
      id,
      merchant_id: merchantId,
      name,
      timezone: 'America/Chicago',
      address_line_1: null,
      locality: null,
      administrative_district_level_1: null,
      postal_code: null,
      country: 'US',
      currency: 'USD',
      status: 'ACTIVE',
      created_at: nowStored(),
    })
    .execute();
  return id;
}
