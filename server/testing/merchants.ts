/**
 * Minimal merchants for tests and the e2e server, inserted directly so they do not depend on the
 * API under test.
 */
import type { Kysely } from 'kysely';
import { ensureBuiltInSets } from '../auth/team';
import type { DB } from '../db/schema';
import { newId } from '../lib/ids';
import { nowStored } from '../lib/time';
import { appendShiftEvent } from '../modules/labor/shift-store';
import { timecardShift } from '../modules/staff/timecards.service';

export interface MerchantFixture {
  merchantId: string;
  locationIds: string[];
}

export interface MerchantOptions {
  businessName: string;
  approved: boolean;
  locations: number;
}

export async function createMerchant(
  db: Kysely<DB>,
  { businessName, approved, locations }: MerchantOptions,
): Promise<MerchantFixture> {
  const merchantId = newId();
  const createdAt = nowStored();
  await db
    .insertInto('merchants')
    .values({
      id: merchantId,
      business_name: businessName,
      approved: approved ? 1 : 0,
      country: 'US',
      currency: 'USD',
      language_code: 'en-US',
      created_at: createdAt,
    })
    .execute();
  const locationIds = Array.from({ length: locations }, () => newId());
  if (locationIds.length > 0) {
    await db
      .insertInto('locations')
      .values(
        locationIds.map((id, index) => ({
          id,
          merchant_id: merchantId,
          name: `${businessName} #${index + 1}`,
          timezone: 'America/New_York',
          address_line_1: `${100 + index} Main Street`,
          locality: 'New York',
          administrative_district_level_1: 'NY',
          postal_code: '10001',
          country: 'US',
          currency: 'USD',
          status: 'ACTIVE',
          created_at: createdAt,
        })),
      )
      .execute();
  }
  await ensureBuiltInSets(db, merchantId);
  return { merchantId, locationIds };
}

export interface StaffedMerchantFixture extends MerchantFixture {
  roleId: string;
  employeeId: string;
  timecardId: string;
}

/** An approved merchant with one location, role, employee and closed timecard. */
export async function createStaffedMerchant(
  db: Kysely<DB>,
  businessName: string,
): Promise<StaffedMerchantFixture> {
  const merchant = await createMerchant(db, { businessName, approved: true, locations: 1 });
  const { merchantId } = merchant;
  const locationId = merchant.locationIds[0] ?? null;
  const now = nowStored();
  const ids = { roleId: newId(), employeeId: newId(), timecardId: newId() };
  await db
    .insertInto('roles')
    .values({
      id: ids.roleId,
      merchant_id: merchantId,
      name: 'Barista',
      permissions: JSON.stringify(['REGISTER_ACCESS_SALES_HISTORY']),
      is_owner: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('employees')
    .values({
      id: ids.employeeId,
      merchant_id: merchantId,
      first_name: 'Olive',
      last_name: 'Other',
      email: 'olive@other.example',
      phone_number: null,
      external_id: 'other-1',
      role_id: ids.roleId,
      status: 'ACTIVE',
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (locationId) {
    await db
      .insertInto('employee_locations')
      .values({ employee_id: ids.employeeId, location_id: locationId, merchant_id: merchantId })
      .execute();
  }
  await insertClosedTimecard(db, {
    merchantId,
    employeeId: ids.employeeId,
    locationId,
    id: ids.timecardId,
  });
  return { ...merchant, ...ids };
}

/** A closed timecard: one shift (the one store of worked time) with its API_CREATE event. */
async function insertClosedTimecard(
  db: Kysely<DB>,
  t: { id: string; merchantId: string; employeeId: string; locationId: string | null },
): Promise<void> {
  const now = nowStored();
  const clockout = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const clockin = new Date(Date.parse(clockout) - 8 * 60 * 60 * 1000).toISOString();
  if (t.locationId === null) throw new Error('a timecard needs a location');
  const location = await db
    .selectFrom('locations')
    .select('timezone')
    .where('id', '=', t.locationId)
    .executeTakeFirstOrThrow();
  const row = timecardShift({
    id: t.id,
    merchantId: t.merchantId,
    employeeId: t.employeeId,
    locationId: t.locationId,
    timezone: location.timezone,
    clockin,
    clockout,
    clockoutLocationId: t.locationId,
    at: now,
  });
  await db.insertInto('shifts').values(row).execute();
  await appendShiftEvent(db, row, 'API_CREATE', now);
}
