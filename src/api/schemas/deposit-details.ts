import { z } from 'zod';
import { CalendarDate, Money, SortOrder } from './common';
import { v2ListFields } from './lists';
import { V1BankAccountType, V1SettlementEntryType, V1SettlementStatus } from './settlements';
import { checkV1TimeRange, v1TimeFields } from './v1-transactions';

/**
 * App-only reads of the web Deposits area (not Square operations, served under `/app/deposits`):
 * a page of deposits with what a V1Settlement's wire lacks, and one deposit with its entries.
 * Money here is generation 2 `Money`.
 */

/** Deposits per page of `GET /app/deposits`: at most 200, 50 unless asked. */
const DEPOSITS_PAGE_MAX = 200;
export const DEPOSITS_PAGE_DEFAULT = 50;

const DepositLink = z
  .object({
    id: z.string(),
    status: V1SettlementStatus,
    initiated_at: z.string(),
    business_date: CalendarDate,
    total_money: Money,
    failed_at: z.string().optional(),
    failure_reason: z.string().optional(),
  })
  .meta({
    id: 'DepositLink',
    description: 'Another settlement: the FAILED one this one re-sends, or the one re-sending it.',
  });

const DepositBankAccount = z
  .object({
    id: z.string(),
    name: z.string(),
    bank_name: z.string(),
    type: V1BankAccountType,
    account_number_suffix: z.string(),
    masked_number: z.string().meta({ example: '•••• 6789' }),
  })
  .meta({ id: 'DepositBankAccount' });

const DepositSummary = z
  .object({
    id: z.string(),
    location_id: z.string(),
    status: V1SettlementStatus,
    business_date: CalendarDate.meta({
      description: 'The Pacific calendar day whose 10 p.m. cut-off closed it.',
    }),
    period_start: z.string().meta({ description: 'Ledger rows effective from here (inclusive)…' }),
    period_end: z.string().meta({ description: '…to here (exclusive): the cut-off.' }),
    initiated_at: z.string(),
    expected_arrival_date: CalendarDate.meta({
      description:
        '3 business days after initiated_at (its Pacific date), weekends skipped; bank holidays ' +
        'are not known to the service and not skipped.',
    }),
    total_money: Money,
    entry_count: z.number().int(),
    failed_at: z.string().optional(),
    failure_reason: z.string().optional(),
    resends_settlement_id: z.string().optional(),
    resent_by_settlement_id: z.string().optional(),
  })
  .meta({ id: 'DepositSummary' });

const DepositEntryReason = z
  .object({
    code: z
      .enum([
        'DAY_SALE',
        'EARLIER_DAY',
        'LATE_ARRIVAL',
        'REFUND_FROM_SALES',
        'RESENT',
        'ADJUSTMENT',
      ])
      .meta({
        description:
          'DAY_SALE: a card payment of the deposit’s business day; EARLIER_DAY: a row of an ' +
          'earlier day that made no deposit of its own (its rows summed to 0, or the location had ' +
          'no deposit yet); LATE_ARRIVAL: a row of an earlier day that reached the service after ' +
          'that day’s deposit was made (an offline payment, up to 72 h late); REFUND_FROM_SALES: a refund, taken from the sales of the day it was ' +
          'made; RESENT: repeated from a FAILED deposit; ADJUSTMENT: a manual adjustment or hold.',
      }),
    business_date: z.string().meta({
      description: 'The business day (YYYY-MM-DD, 10 p.m. Pacific cut-off) the row belongs to.',
    }),
    text: z.string().meta({ description: 'One sentence saying why the entry is here.' }),
  })
  .meta({ id: 'DepositEntryReason' });

const DepositEntry = z
  .object({
    position: z.number().int(),
    type: V1SettlementEntryType,
    payment_id: z.string().optional(),
    refund_id: z.string().optional(),
    adjustment_id: z.string().optional(),
    adjustment_note: z.string().optional(),
    payment_created_at: z.string().optional(),
    card_brand: z.string().optional().meta({ description: 'Generation 2 spelling (MASTERCARD).' }),
    last_4: z.string().optional(),
    amount_money: Money,
    fee_money: Money,
    net_money: Money.meta({ description: 'amount + fee.' }),
    carried_from_settlement_id: z
      .string()
      .optional()
      .meta({ description: 'Repeated from this FAILED settlement (a re-send).' }),
    effective_at: z.string().optional().meta({
      description: 'When the ledger row counted: completed_at, refund updated_at, effective_at.',
    }),
    processing_fee_returned_money: Money.optional().meta({
      description:
        'REFUND entries: the processing fee the refund gave back, netted into amount_money (a ' +
        'wire fee is never positive); the same figure as the payment’s ADJUSTMENT fee entry.',
    }),
    reason: DepositEntryReason,
  })
  .meta({
    id: 'DepositEntry',
    description: 'Ordered by effective_at (then position): the order the money moved.',
  });

const DepositSums = z
  .object({
    amount_money: Money.meta({ description: 'Σ entry amounts.' }),
    fee_money: Money.meta({ description: 'Σ entry fees (≤ 0).' }),
    total_money: Money.meta({ description: 'The settlement total.' }),
    difference_money: Money.meta({
      description: 'total − (Σ amounts + Σ fees): 0 when the deposit reconciles.',
    }),
  })
  .meta({ id: 'DepositSums' });

export const GetDepositResponse = z
  .object({
    deposit: DepositSummary,
    location_name: z.string(),
    bank_account: DepositBankAccount,
    resends: DepositLink.optional(),
    resent_by: DepositLink.optional(),
    sums: DepositSums,
    entries: z.array(DepositEntry),
  })
  .meta({ id: 'GetDepositResponse' });

const DepositListItem = DepositSummary.extend({
  bank_account: DepositBankAccount,
  resent_by: DepositLink.optional().meta({
    description: 'A FAILED deposit: the one that sent its entries again, once one has.',
  }),
}).meta({
  id: 'DepositListItem',
  description: 'One row of the Deposits list: the deposit, where it went and what re-sent it.',
});

export const ListDepositsQuery = z
  .object({
    location_id: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'One location of the merchant; every location when absent.' }),
    status: V1SettlementStatus.optional().meta({ description: 'Only deposits in this status.' }),
    ...v1TimeFields,
    order: SortOrder.optional().meta({ description: 'By initiated_at, then id; default DESC.' }),
    ...v2ListFields(DEPOSITS_PAGE_MAX, DEPOSITS_PAGE_DEFAULT),
  })
  .superRefine(checkV1TimeRange);

export const ListDepositsResponse = z
  .object({
    deposits: z.array(DepositListItem),
    cursor: z.string().optional().meta({ description: 'The next page; absent on the last.' }),
  })
  .meta({ id: 'ListDepositsResponse' });

export type DepositSummaryT = z.infer<typeof DepositSummary>;
export type DepositEntryT = z.infer<typeof DepositEntry>;
export type DepositLinkT = z.infer<typeof DepositLink>;
export type GetDepositResponseT = z.infer<typeof GetDepositResponse>;
export type DepositListItemT = z.infer<typeof DepositListItem>;
export type ListDepositsQueryT = z.output<typeof ListDepositsQuery>;
export type ListDepositsResponseT = z.infer<typeof ListDepositsResponse>;
