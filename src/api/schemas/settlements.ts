import { z } from 'zod';
import { v1ListFields } from './lists';
import { V1Money, checkV1TimeRange, v1TimeFields } from './v1-transactions';

/**
 * Generation 1 settlements (deposits) and bank accounts, as the reference's V1TransactionsApi:
 * a settlement pays out one closed day of a location's card payments, refunds and adjustments.
 */

export const V1SettlementStatus = z
  .enum(['FAILED', 'SENT'], { error: 'must be SENT or FAILED' })
  .meta({ id: 'V1SettlementStatus' });

export const V1SettlementEntryType = z
  .enum([
    'ADJUSTMENT',
    'BALANCE_CHARGE',
    'CHARGE',
    'FREE_PROCESSING',
    'HOLD_ADJUSTMENT',
    'PAID_SERVICE_FEE',
    'PAID_SERVICE_FEE_REFUND',
    'REDEMPTION_CODE',
    'REFUND',
    'RETURNED_PAYOUT',
    'SQUARE_CAPITAL_ADVANCE',
    'SQUARE_CAPITAL_PAYMENT',
    'SQUARE_CAPITAL_REVERSED_PAYMENT',
    'SUBSCRIPTION_FEE',
    'SUBSCRIPTION_FEE_REFUND',
    'OTHER',
    'INCENTED_PAYMENT',
    'RETURNED_ACH_ENTRY',
    'RETURNED_SQUARE_275',
    'SQUARE_275',
    'SQUARE_CARD',
  ])
  .meta({ id: 'V1SettlementEntryType' });

const V1SettlementEntry = z
  .object({
    payment_id: z.string().optional().meta({
      description: 'The payment (tender) charged, refunded or disputed; absent on an adjustment.',
    }),
    type: V1SettlementEntryType,
    amount_money: V1Money.meta({ description: 'Positive on a charge, negative on a refund.' }),
    fee_money: V1Money.meta({ description: 'Negative or zero: the processing fee kept.' }),
  })
  .meta({ id: 'V1SettlementEntry', description: 'Has no id (as the reference).' });

export const V1Settlement = z
  .object({
    id: z.string(),
    status: V1SettlementStatus,
    total_money: V1Money.meta({
      description: 'Σ(amount + fee) of the entries: positive is a deposit, negative a withdrawal.',
    }),
    initiated_at: z.string(),
    bank_account_id: z.string(),
    entries: z
      .array(V1SettlementEntry)
      .optional()
      .meta({ description: 'retrieveSettlement only; listSettlements leaves it out.' }),
  })
  .meta({ id: 'V1Settlement' });

export const V1BankAccountType = z
  .enum(['BUSINESS_CHECKING', 'CHECKING', 'INVESTMENT', 'LOAN', 'SAVINGS', 'OTHER'])
  .meta({ id: 'V1BankAccountType' });

export const V1BankAccount = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    bank_name: z.string(),
    name: z.string(),
    routing_number: z.string(),
    account_number_suffix: z
      .string()
      .meta({ description: 'The last digits only; the full number is never stored or sent.' }),
    currency_code: z.string(),
    type: V1BankAccountType,
  })
  .meta({ id: 'V1BankAccount' });

export const V1ListSettlementsQuery = z
  .object({
    ...v1ListFields,
    ...v1TimeFields,
    status: V1SettlementStatus.optional().meta({ description: 'Only settlements in this status.' }),
  })
  .superRefine(checkV1TimeRange);

export type V1SettlementT = z.infer<typeof V1Settlement>;
export type V1SettlementEntryT = z.infer<typeof V1SettlementEntry>;
export type V1BankAccountT = z.infer<typeof V1BankAccount>;
export type V1ListSettlementsQueryT = z.output<typeof V1ListSettlementsQuery>;
