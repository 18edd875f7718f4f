/** Ledger rows and bank accounts for the settlement tests, written as the services store them. */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { newId } from '../lib/ids';
import { loadBankAccountSecret, protectAccountNumber } from '../modules/deposits/bank-accounts';
import type { TestServer } from './harness';
import { createMerchant } from './merchants';
import { apiCardPayment } from './payments';

/** A full account number the tests look for in every response and row (it must be nowhere). */
export const FULL_ACCOUNT_NUMBER = '987654321012';

export async function addBankAccount(
  db: Kysely<DB>,
  merchantId: string,
  locationId: string,
  accountNumber = FULL_ACCOUNT_NUMBER,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('bank_accounts')
    .values({
      id,
      merchant_id: merchantId,
      location_id: locationId,
      name: 'Operating account',
      bank_name: 'Test Bank',
      routing_number: '121042882',
      ...protectAccountNumber(await loadBankAccountSecret(db), accountNumber),
      type: 'BUSINESS_CHECKING',
      currency: 'USD',
      created_at: '2024-01-01T00:00:00.000Z',
    })
    .execute();
  return id;
}

/** A merchant of its own with one location and a bank account, for the job's tests. */
export async function jobMerchant(server: TestServer) {
  const { merchantId, locationIds } = await createMerchant(server.db, {
    businessName: 'Settlement Job Merchant',
    approved: true,
    locations: 1,
  });
  const locationId = locationIds[0]!;
  const bankAccountId = await addBankAccount(server.db, merchantId, locationId);
  return { merchantId, locationId, bankAccountId };
}

export interface JobMerchant {
  merchantId: string;
  locationId: string;
}

/** A COMPLETED card payment (completed_at = at) with its processing fee; returns its row. */
export async function cardPaymentAt(
  server: TestServer,
  m: JobMerchant,
  amount: number,
  at: string,
  fields: { appFee?: number; status?: 'COMPLETED' | 'APPROVED' } = {},
) {
  const id = await apiCardPayment(server, amount, {
    merchantId: m.merchantId,
    locationId: m.locationId,
    createdAt: at,
    ...fields,
  });
  return server.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A COMPLETED cash payment at `at` (never settled). */
export async function cashPaymentAt(
  server: TestServer,
  m: JobMerchant,
  amount: number,
  at: string,
) {
  const id = await apiCardPayment(server, amount, {
    merchantId: m.merchantId,
    locationId: m.locationId,
    createdAt: at,
  });
  await server.db
    .updateTable('payments')
    .set({ source_type: 'CASH', tender_type: 'CASH', processing_fee_amount: 0, card_brand: null })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A refund of `payment` completed at `at`, giving back `feeBack` of the processing fee. */
export async function refundAt(
  server: TestServer,
  payment: { id: string; checkout_id: string; merchant_id: string; location_id: string },
  amount: number,
  at: string,
  fields: { feeBack?: number; status?: 'COMPLETED' | 'PENDING'; sourceType?: string } = {},
) {
  const id = newId();
  await server.db
    .insertInto('refunds')
    .values({
      id,
      merchant_id: payment.merchant_id,
      location_id: payment.location_id,
      payment_id: payment.id,
      checkout_id: payment.checkout_id,
      source_type: fields.sourceType ?? 'CARD',
      status: fields.status ?? 'COMPLETED',
      v1_type: null,
      currency: 'USD',
      amount,
      app_fee_amount: null,
      processing_fee_amount: fields.feeBack ?? 0,
      reason: 'test',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function adjustmentAt(
  server: TestServer,
  m: JobMerchant,
  amount: number,
  at: string,
  fields: { type?: 'ADJUSTMENT' | 'HOLD_ADJUSTMENT'; paymentId?: string; note?: string } = {},
) {
  const id = newId();
  await server.db
    .insertInto('ledger_adjustments')
    .values({
      id,
      merchant_id: m.merchantId,
      location_id: m.locationId,
      type: fields.type ?? 'ADJUSTMENT',
      payment_id: fields.paymentId ?? null,
      currency: 'USD',
      amount,
      note: fields.note ?? 'test adjustment',
      effective_at: at,
      created_at: at,
    })
    .execute();
  return id;
}

export const settlementsOf = (server: TestServer, merchantId: string) =>
  server.db
    .selectFrom('settlements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('period_end')
    .execute();

export const entriesOf = (server: TestServer, settlementId: string) =>
  server.db
    .selectFrom('settlement_entries')
    .selectAll()
    .where('settlement_id', '=', settlementId)
    .orderBy('position')
    .execute();

/** Marks a settlement FAILED, as a bank's return would. */
export async function failSettlement(server: TestServer, id: string, at: string) {
  await server.db
    .updateTable('settlements')
    .set({
      status: 'FAILED',
      failed_at: at,
      failure_reason: 'account closed (R02)',
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}
