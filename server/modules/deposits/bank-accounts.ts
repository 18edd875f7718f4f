import { createHmac } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { V1BankAccountT } from '@contract/settlements';
import type { BankAccountsTable, DB } from '../../db/schema';
import { loadSharedSecret } from '../../db/shared-secret';
import type { MerchantContext } from '../context';
import { notFound } from '../errors';

type BankAccountRow = Selectable<BankAccountsTable>;

/**
 * The key of account number digests: one secret shared by every instance, created once in the
 * database (as the paging secret is).
 */
export function loadBankAccountSecret(db: Kysely<DB>): Promise<string> {
  return loadSharedSecret(db, 'bank_account_secret');
}

/** HMAC-SHA256 (hex) of a full account number: tells accounts apart, cannot be read back. */
function accountNumberDigest(secret: string, accountNumber: string): string {
  return createHmac('sha256', secret).update(accountNumber).digest('hex');
}

/** What is kept of a full account number: its last 4 digits and its digest, never the number. */
export function protectAccountNumber(secret: string, accountNumber: string) {
  if (!/^\d{4,17}$/.test(accountNumber)) {
    throw new Error('an account number is 4 to 17 digits');
  }
  return {
    account_number_suffix: accountNumber.slice(-4),
    account_number_digest: accountNumberDigest(secret, accountNumber),
  };
}

function toV1BankAccount(row: BankAccountRow): V1BankAccountT {
  return {
    id: row.id,
    merchant_id: row.merchant_id,
    bank_name: row.bank_name,
    name: row.name,
    routing_number: row.routing_number,
    account_number_suffix: row.account_number_suffix,
    currency_code: row.currency,
    type: row.type as V1BankAccountT['type'],
  };
}

/** The accounts of a location, or of every location with `me` (undefined). */
export async function listBankAccounts(
  ctx: MerchantContext,
  locationId: string | undefined,
): Promise<V1BankAccountT[]> {
  let q = ctx.db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .orderBy('created_at')
    .orderBy('id');
  if (locationId !== undefined) q = q.where('location_id', '=', locationId);
  return (await q.execute()).map(toV1BankAccount);
}

export async function retrieveBankAccount(
  ctx: MerchantContext,
  locationId: string | undefined,
  id: string,
): Promise<V1BankAccountT> {
  let q = ctx.db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', id);
  if (locationId !== undefined) q = q.where('location_id', '=', locationId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`Bank account ${id}`);
  return toV1BankAccount(row);
}
