import { z } from 'zod';
import { Money, QueryInstant } from './common';
import { timeRangeRule } from './lists';
import { CARD_BRAND_VALUES, PAYMENT_STATUS_VALUES } from './values';

/**
 * App-only reports over generation 2 payments (not Square resources, served under `/app/`):
 * the totals of a filtered range, its CSV export, and what the payment drawer needs about the
 * sale a payment (tender) belongs to.
 */

/** How many rows the CSV export reads per query while it streams. */
export const PAYMENTS_EXPORT_BATCH = 500;

/** A signed export link is valid this long. */
export const PAYMENTS_EXPORT_LINK_SECONDS = 300;

const PaymentStatusValue = z
  .enum(PAYMENT_STATUS_VALUES, {
    error: 'must be one of APPROVED, COMPLETED, CANCELED, FAILED',
  })
  .meta({ id: 'PaymentStatusValue' });

export const CardBrandValue = z
  .enum(CARD_BRAND_VALUES, { error: 'must be a card brand such as VISA or MASTERCARD' })
  .meta({ id: 'CardBrandValue' });

const filterFields = {
  begin_time: QueryInstant.optional().meta({
    description: 'Inclusive; default one year before now, as GET /v2/payments.',
  }),
  end_time: QueryInstant.optional().meta({ description: 'Exclusive; default now.' }),
  location_id: z.string().min(1, { error: 'must not be empty' }).max(64).optional(),
  status: PaymentStatusValue.optional(),
  total: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'must be a whole number of minor units, at least 0' })
    .transform(Number)
    .optional()
    .meta({ description: 'Exact total (amount + tip) in minor units.' }),
  last_4: z
    .string()
    .regex(/^\d{4}$/, { error: 'must be the last 4 digits of the card' })
    .optional(),
  card_brand: CardBrandValue.optional(),
};

/** Exactly the filters of GET /v2/payments (plus its web extension `status`). */
export const PaymentReportQuery = z
  .object(filterFields)
  .superRefine(timeRangeRule([['begin_time', 'end_time']]))
  .meta({ id: 'PaymentReportQuery' });

const PaymentTotals = z
  .object({
    currency: z.string(),
    count: z.number().int().meta({ description: 'Payments in the range, any status.' }),
    completed_count: z.number().int(),
    gross_amount: z
      .number()
      .int()
      .meta({ description: 'Total (amount + tip) of the COMPLETED payments.' }),
    tip_amount: z.number().int(),
    refunded_amount: z.number().int().meta({ description: 'COMPLETED refunds of them.' }),
    processing_fee_amount: z
      .number()
      .int()
      .meta({ description: 'Fees kept: their fees less what refunds gave back.' }),
    app_fee_amount: z.number().int(),
    net_amount: z
      .number()
      .int()
      .meta({ description: 'gross − refunded − processing fees − app fees.' }),
  })
  .meta({ id: 'PaymentTotals', description: 'Minor units of `currency`.' });

export const GetPaymentTotalsResponse = z
  .object({ totals: PaymentTotals })
  .meta({ id: 'GetPaymentTotalsResponse' });

export const CreatePaymentsExportResponse = z
  .object({
    url: z.string().meta({
      description: 'A relative URL that streams the CSV without a bearer token, until expires_at.',
    }),
    expires_at: z.string(),
  })
  .meta({ id: 'CreatePaymentsExportResponse' });

export const DownloadPaymentsExportQuery = z
  .object({
    token: z.string({ error: 'must be the token of an export link' }).min(1).max(4096),
  })
  .meta({ id: 'DownloadPaymentsExportQuery' });

const SaleItem = z
  .object({
    name: z.string(),
    variation_name: z.string().optional(),
    quantity: z.string().meta({ description: 'A decimal, e.g. "2" or "1.5".' }),
    total_money: Money,
  })
  .meta({ id: 'SaleItem' });

const PaymentCheckout = z
  .object({
    payment_id: z.string(),
    checkout_id: z.string().meta({
      description: 'The sale (V1Payment id) this payment is a tender of.',
    }),
    location_id: z.string(),
    origin: z.enum(['API', 'POS']),
    tender_count: z.number().int(),
    itemization_count: z.number().int(),
    /** Whether GET /v1/{location_id}/payments/{checkout_id} finds it (a completed tender). */
    v1_visible: z.boolean(),
    items: z.array(SaleItem).meta({
      description: 'What was bought (the itemizations), in order; empty when nothing was itemized.',
    }),
  })
  .meta({ id: 'PaymentCheckout' });

export const GetPaymentCheckoutResponse = z
  .object({ checkout: PaymentCheckout })
  .meta({ id: 'GetPaymentCheckoutResponse' });

export type PaymentReportQueryT = z.output<typeof PaymentReportQuery>;
export type PaymentTotalsT = z.infer<typeof PaymentTotals>;
export type PaymentCheckoutT = z.infer<typeof PaymentCheckout>;

const minor = (description: string) =>
  z
    .object({ amount: z.number().int(), currency: z.string() })
    .meta({ description: `${description} Minor units, never negative.` });

/** One payment's money by the service's one money rule (server/modules/payments/money.ts). */
const PaymentMoney = z
  .object({
    payment_id: z.string(),
    status: z.string(),
    total_money: minor('Amount + tip.'),
    refunded_money: minor('COMPLETED refunds.'),
    pending_refund_money: minor('PENDING refunds (no longer refundable, not yet returned).'),
    processing_fee_money: minor(
      'The processing fee kept: charged less what completed refunds gave back (the sum of the ' +
        'Payment’s processing_fee entries).',
    ),
    processing_fee_charged_money: minor('The INITIAL fee.'),
    processing_fee_returned_money: minor('Given back by completed refunds (ADJUSTMENT entries).'),
    app_fee_money: minor('The app fee kept (less what refunds gave back).'),
    net_money: z
      .object({ amount: z.number().int(), currency: z.string() })
      .meta({ description: 'total − refunded − fee kept − app fee kept; 0 unless COMPLETED.' }),
    left_to_refund_money: minor(
      'total − completed refunds − pending refunds; 0 unless COMPLETED. What a refund may take.',
    ),
  })
  .meta({ id: 'PaymentMoney' });

export const GetPaymentMoneyResponse = z
  .object({ money: PaymentMoney })
  .meta({ id: 'GetPaymentMoneyResponse' });

export type PaymentMoneyT = z.infer<typeof PaymentMoney>;
