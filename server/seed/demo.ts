/**
 * The demo merchant that `npm start`, `npm run seed`, the tests and the benchmark use: the seed
 * core (account and locations) and then each area's generator, in one transaction.
 */
import type { Kysely } from 'kysely';
import { ensureBuiltInSets } from '../auth/team';
import type { DB, EmployeesTable } from '../db/schema';
import { newId } from '../lib/ids';
import { toStoredTime } from '../lib/time';
import { Random, buildAccount, insertAccount, positiveInteger } from './core';
import { seedCashDrawers } from './cash-drawers';
import { seedLabor } from './labor';
import { seedOrders } from './orders';
import { seedPayments } from './payments';
import { seedSettlements } from './settlements';
import { seedStaff } from './staff';

export interface SeedOptions {
  /** Number of employees, owner included (default 40). */
  employees?: number;
  /** Days of history ending at `now` (default 90). */
  days?: number;
  /** About how many payments (tenders) to write (default: a café's volume, ~13,000 in 90 days). */
  payments?: number;
  /** PRNG seed; the same seed and `now` always produce the same rows (default 1). */
  seed?: number;
  now?: Date;
}

export interface SeedResult {
  merchantId: string;
  businessName: string;
  locationIds: string[];
  employeeCount: number;
  timecardCount: number;
  wageCount: number;
  shiftCount: number;
  checkoutCount: number;
  paymentCount: number;
  refundCount: number;
  cashDrawerShiftCount: number;
  cashDrawerEventCount: number;
  bankAccountCount: number;
  settlementCount: number;
  orderCount: number;
}

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const merchant = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  return merchant === undefined;
}
/** `settings` key under which the demo merchant's id is kept. */

export const DEMO_MERCHANT_SETTING = 'demo_merchant_id';

/** Seeds one approved demo merchant with every area's data, in one transaction. */
export async function seedDemo(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedResult> {
  const employeeCount = positiveInteger('employees', options.employees ?? 40);
  const days = positiveInteger('days', options.days ?? 90);
  const payments =
    options.payments === undefined ? undefined : positiveInteger('payments', options.payments);
  const rng = new Random(options.seed ?? 1);
  const nowMs = (options.now ?? new Date()).getTime();
  const account = buildAccount(rng, nowMs);

  return db.transaction().execute(async (trx) => {
    await insertAccount(trx, account);
    await ensureBuiltInSets(trx, account.merchant.id);
    const staff = await seedStaff(trx, rng, account, { employeeCount, days, nowMs });
    const labor = await seedLabor(trx, rng, account, staff, { nowMs });
    const sales = await seedPayments(trx, rng, account, staff, { days, nowMs, payments });
    const online = await seedOrders(trx, rng, account, { days, nowMs });
    const drawers = await seedCashDrawers(trx, rng, account, staff, { days, nowMs });
    // Last: settlements pay out the ledger every generator above wrote.
    const deposits = await seedSettlements(trx, rng, account, { days, nowMs });
    return {
      merchantId: account.merchant.id,
      businessName: account.merchant.business_name,
      locationIds: account.locations.map((l) => l.row.id),
      employeeCount: staff.members.length,
      timecardCount: staff.timecardCount,
      wageCount: labor.wageCount,
      shiftCount: labor.shiftCount,
      cashDrawerShiftCount: drawers.shiftCount,
      cashDrawerEventCount: drawers.eventCount,
      bankAccountCount: deposits.bankAccountCount,
      settlementCount: deposits.settlementCount,
      // The ledger counts include the online orders' payments and refunds.
      checkoutCount: sales.checkoutCount + online.checkoutCount,
      paymentCount: sales.paymentCount + online.paymentCount,
      refundCount: sales.refundCount + online.refundCount,
      orderCount: online.orderCount,
    };
  });
}

/** A small merchant that has not been approved yet, for the "unapproved account" responses. */
export async function seedUnapprovedMerchant(db: Kysely<DB>): Promise<{ merchantId: string }> {
  const now = toStoredTime(new Date());
  const merchantId = newId();
  const locationId = newId();
  const employees: EmployeesTable[] = [
    { firstName: 'Rosa', lastName: 'Delgado' },
    { firstName: 'Tom', lastName: 'Becker' },
  ].map(({ firstName, lastName }) => ({
    id: newId(),
    merchant_id: merchantId,
    first_name: firstName,
    last_name: lastName,
    email: `${firstName.toLowerCase()}@lanternstreet.example`,
    phone_number: null,
    external_id: null,
    role_id: null,
    status: 'ACTIVE',
    created_at: now,
    updated_at: now,
  }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('merchants')
      .values({
        id: merchantId,
        business_name: 'Lantern Street Bakery',
        approved: 0,
        country: 'US',
        currency: 'USD',
        language_code: 'en-US',
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('locations')
      .values({
        id: locationId,
        merchant_id: merchantId,
        name: 'Lantern Street Bakery',
        timezone: 'America/New_York',
        address_line_1: '88 Lantern St',
        locality: 'Providence',
        administrative_district_level_1: 'RI',
        postal_code: '02903',
        country: 'US',
        currency: 'USD',
        status: 'ACTIVE',
        created_at: now,
      })
      .execute();
    await ensureBuiltInSets(trx, merchantId);
    await trx.insertInto('employees').values(employees).execute();
    await trx
      .insertInto('employee_locations')
      .values(
        employees.map((e) => ({
          employee_id: e.id,
          location_id: locationId,
          merchant_id: merchantId,
        })),
      )
      .execute();
  });
  return { merchantId };
}
