import { z } from 'zod';
import { QueryInstant, QueryBoolean } from './common';
import { v1ListFields } from './lists';
import { REFUND_REASON_MAX } from './refunds';

/** Generation 1 lists reach back no further than this (the reference). */
const V1_EARLIEST_TIME = '2013-01-01T00:00:00.000Z';

/** A refund through generation 1 must come within this many days of the payment. */
export const V1_REFUND_WINDOW_DAYS = 60;

/** Generation 1 money: signed, in the smallest unit, with `currency_code`. */
export const V1Money = z
  .object({
    amount: z
      .number({ error: 'must be a whole number of the smallest unit, e.g. cents' })
      .int({ error: 'must be a whole number of the smallest unit, e.g. cents' }),
    currency_code: z
      .string({ error: 'must be a string' })
      .regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 currency code such as USD' }),
  })
  .meta({ id: 'V1Money' });

export const Device = z
  .object({ id: z.string().optional(), name: z.string().optional() })
  .meta({ id: 'Device' });

const V1PaymentTaxInclusionType = z
  .enum(['ADDITIVE', 'INCLUSIVE'])
  .meta({ id: 'V1PaymentTaxInclusionType' });

const V1PaymentTax = z
  .object({
    name: z.string().optional(),
    applied_money: V1Money.optional(),
    rate: z.string().optional().meta({ description: 'A decimal string, e.g. "0.07".' }),
    inclusion_type: V1PaymentTaxInclusionType.optional(),
    fee_id: z.string().optional(),
  })
  .meta({ id: 'V1PaymentTax' });

const V1PaymentDiscount = z
  .object({
    name: z.string().optional(),
    applied_money: V1Money.optional().meta({ description: 'Negative or zero.' }),
    discount_id: z.string().optional(),
  })
  .meta({ id: 'V1PaymentDiscount' });

const V1PaymentModifier = z
  .object({
    name: z.string().optional(),
    applied_money: V1Money.optional(),
    modifier_option_id: z.string().optional(),
  })
  .meta({ id: 'V1PaymentModifier' });

const V1PaymentItemDetail = z
  .object({
    category_name: z.string().optional(),
    sku: z.string().optional(),
    item_id: z.string().optional(),
    item_variation_id: z.string().optional(),
  })
  .meta({ id: 'V1PaymentItemDetail' });

const V1PaymentItemizationType = z
  .enum([
    'ITEM',
    'CUSTOM_AMOUNT',
    'GIFT_CARD_ACTIVATION',
    'GIFT_CARD_RELOAD',
    'GIFT_CARD_UNKNOWN',
    'OTHER',
  ])
  .meta({ id: 'V1PaymentItemizationItemizationType' });

const V1PaymentItemization = z
  .object({
    name: z.string(),
    quantity: z.number().meta({ description: 'May be decimal.' }),
    itemization_type: V1PaymentItemizationType,
    item_detail: V1PaymentItemDetail.optional(),
    notes: z.string().optional(),
    item_variation_name: z.string().optional(),
    total_money: V1Money,
    single_quantity_money: V1Money,
    gross_sales_money: V1Money,
    discount_money: V1Money.meta({ description: 'Negative or zero.' }),
    net_sales_money: V1Money,
    taxes: z.array(V1PaymentTax),
    discounts: z.array(V1PaymentDiscount),
    modifiers: z.array(V1PaymentModifier),
  })
  .meta({ id: 'V1PaymentItemization' });

const V1TenderType = z
  .enum([
    'CREDIT_CARD',
    'CASH',
    'THIRD_PARTY_CARD',
    'NO_SALE',
    'SQUARE_WALLET',
    'SQUARE_GIFT_CARD',
    'UNKNOWN',
    'OTHER',
  ])
  .meta({ id: 'V1TenderType' });

const V1TenderCardBrand = z
  .enum([
    'OTHER_BRAND',
    'VISA',
    'MASTER_CARD',
    'AMERICAN_EXPRESS',
    'DISCOVER',
    'DISCOVER_DINERS',
    'JCB',
    'CHINA_UNIONPAY',
    'SQUARE_GIFT_CARD',
  ])
  .meta({ id: 'V1TenderCardBrand' });

const V1TenderEntryMethod = z
  .enum(['MANUAL', 'SCANNED', 'SQUARE_CASH', 'SQUARE_WALLET', 'SWIPED', 'WEB_FORM', 'OTHER'])
  .meta({ id: 'V1TenderEntryMethod' });

export const V1Tender = z
  .object({
    id: z.string(),
    type: V1TenderType,
    name: z.string().optional(),
    employee_id: z.string().optional(),
    receipt_url: z.string().optional(),
    card_brand: V1TenderCardBrand.optional(),
    pan_suffix: z.string().optional(),
    entry_method: V1TenderEntryMethod.optional(),
    payment_note: z.string().optional(),
    total_money: V1Money,
    tendered_money: V1Money.optional(),
    tendered_at: z.string().optional(),
    settled_at: z.string().optional(),
    change_back_money: V1Money.optional(),
    refunded_money: V1Money.meta({ description: 'Negative or zero.' }),
    is_exchange: z.boolean(),
  })
  .meta({ id: 'V1Tender' });

const V1RefundType = z.enum(['FULL', 'PARTIAL']).meta({ id: 'V1RefundType' });

export const V1Refund = z
  .object({
    type: V1RefundType,
    reason: z.string().optional(),
    refunded_money: V1Money.meta({ description: 'Negative.' }),
    refunded_processing_fee_money: V1Money.meta({ description: 'Positive or zero.' }),
    refunded_tax_money: V1Money.optional(),
    refunded_additive_tax_money: V1Money.optional(),
    refunded_inclusive_tax_money: V1Money.optional(),
    refunded_tip_money: V1Money.optional(),
    refunded_discount_money: V1Money.optional(),
    refunded_surcharge_money: V1Money.optional(),
    created_at: z.string(),
    processed_at: z.string().optional(),
    payment_id: z.string().meta({
      description:
        'The payment; the tender id when one tender of a split tender payment was refunded.',
    }),
    merchant_id: z.string(),
    is_exchange: z.boolean(),
  })
  .meta({ id: 'V1Refund', description: 'Has no id (as the reference).' });

export const V1Payment = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    created_at: z.string(),
    creator_id: z.string().optional(),
    device: Device.optional(),
    payment_url: z.string().optional(),
    receipt_url: z.string().optional(),
    inclusive_tax_money: V1Money,
    additive_tax_money: V1Money,
    tax_money: V1Money,
    tip_money: V1Money,
    discount_money: V1Money,
    total_collected_money: V1Money,
    processing_fee_money: V1Money,
    net_total_money: V1Money,
    refunded_money: V1Money,
    swedish_rounding_money: V1Money,
    gross_sales_money: V1Money,
    net_sales_money: V1Money,
    surcharge_money: V1Money,
    inclusive_tax: z.array(V1PaymentTax),
    additive_tax: z.array(V1PaymentTax),
    tender: z
      .array(V1Tender)
      .meta({ description: 'The tenders (singular name, as the reference).' }),
    refunds: z.array(V1Refund),
    itemizations: z.array(V1PaymentItemization),
    surcharges: z.array(z.object({ name: z.string().optional() })),
    is_partial: z.boolean(),
  })
  .meta({
    id: 'V1Payment',
    description:
      'Money signs: what adds to what the merchant receives is positive; discounts, refunds and ' +
      'the processing fee are negative. tax = inclusive + additive; net_total = total_collected + ' +
      'processing_fee (negative) + refunded (negative).',
  });

export const V1CreateRefundRequest = z
  .object({
    payment_id: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }),
    type: V1RefundType,
    reason: z
      .string({ error: 'must be a string' })
      .max(REFUND_REASON_MAX, { error: `must be at most ${REFUND_REASON_MAX} characters` }),
    refunded_money: V1Money.optional().meta({
      description:
        'Required for PARTIAL, in the payment’s currency. Negative as the reference shows it; a ' +
        'positive amount is read as the same refund.',
    }),
    request_idempotence_key: z
      .string({ error: 'must be a string' })
      .min(1, { error: 'must not be empty' })
      .max(128, { error: 'must be at most 128 characters' })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'PARTIAL' && b.refunded_money === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['refunded_money'],
        message: 'is required for a PARTIAL refund',
      });
    }
    if (b.refunded_money && b.refunded_money.amount === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['refunded_money', 'amount'],
        message: 'must not be 0',
      });
    }
  })
  .meta({ id: 'V1CreateRefundRequest' });

/** One calendar year after `iso` (2024-02-29 + 1 year = 2025-03-01). */
function oneYearAfter(iso: string): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString();
}

/** One calendar year before `iso`. */
export function oneYearBefore(iso: string): string {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() - 1);
  return d.toISOString();
}

/**
 * begin_time not before 2013-01-01, end after begin, and at most one year between them, with
 * end_time defaulting to now and begin_time to one year before end_time.
 */
export function checkV1TimeRange(
  q: { begin_time?: string | undefined; end_time?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (q.begin_time !== undefined && q.begin_time < V1_EARLIEST_TIME) {
    ctx.addIssue({
      code: 'custom',
      path: ['begin_time'],
      message: 'must not be before 2013-01-01T00:00:00Z',
    });
    return;
  }
  if (q.begin_time === undefined || Number.isNaN(Date.parse(q.begin_time))) return;
  const end = q.end_time ?? new Date().toISOString();
  if (end <= q.begin_time) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_time'],
      message: q.end_time ? 'must be after begin_time' : 'must be after begin_time (default now)',
    });
  } else if (end > oneYearAfter(q.begin_time)) {
    ctx.addIssue({
      code: 'custom',
      path: ['end_time'],
      message: `must be at most one year after begin_time${q.end_time ? '' : ' (end_time defaults to now)'}`,
    });
  }
}

export const v1TimeFields = {
  begin_time: QueryInstant.optional().meta({
    description: 'Inclusive; not before 2013-01-01T00:00:00Z; default one year before end_time.',
  }),
  end_time: QueryInstant.optional().meta({
    description: 'Exclusive; default now; at most one year after begin_time.',
  }),
};

export const V1ListPaymentsQuery = z
  .object({
    ...v1ListFields,
    ...v1TimeFields,
    include_partial: QueryBoolean.optional().meta({
      description: 'true adds partial payments (tenders so far, no itemizations). Default false.',
    }),
  })
  .superRefine(checkV1TimeRange);

export const V1ListRefundsQuery = z
  .object({ ...v1ListFields, ...v1TimeFields })
  .superRefine(checkV1TimeRange);

export type V1MoneyT = z.infer<typeof V1Money>;
export type V1PaymentT = z.infer<typeof V1Payment>;
export type V1TenderT = z.infer<typeof V1Tender>;
export type V1RefundT = z.infer<typeof V1Refund>;
export type V1PaymentItemizationT = z.infer<typeof V1PaymentItemization>;
export type V1PaymentTaxT = z.infer<typeof V1PaymentTax>;
export type V1CreateRefundRequestT = z.output<typeof V1CreateRefundRequest>;
export type V1ListPaymentsQueryT = z.output<typeof V1ListPaymentsQuery>;
export type V1ListRefundsQueryT = z.output<typeof V1ListRefundsQuery>;
