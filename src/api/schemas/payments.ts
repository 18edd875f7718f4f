import { z } from 'zod';
import { QueryInstant, Money, SortOrder, V2Address, V2Error, v2Response } from './common';
import { timeRangeRule } from './lists';
import { CARD_BRAND_VALUES, PAYMENT_STATUS_VALUES } from './values';

/** listPayments answers at most this many payments per page; it takes no `limit`. */
export const PAYMENTS_PAGE_SIZE = 100;

/** Days an APPROVED (autocomplete false) payment waits for completePayment before it is voided. */
export const CAPTURE_WINDOW_DAYS = 6;

/** app_fee_money may be at most this share of the total (amount + tip), in percent. */
export const APP_FEE_MAX_PERCENT = 90;

const PaymentStatus = z.enum(PAYMENT_STATUS_VALUES).meta({ id: 'PaymentStatus' });

const CardBrand = z.enum(CARD_BRAND_VALUES).meta({ id: 'CardBrand' });

const CardPaymentDetailsStatus = z
  .enum(['AUTHORIZED', 'CAPTURED', 'VOIDED', 'FAILED'])
  .meta({ id: 'CardPaymentDetailsStatus' });

const CardEntryMethod = z
  .enum(['KEYED', 'SWIPED', 'EMV', 'ON_FILE', 'CONTACTLESS'])
  .meta({ id: 'CardEntryMethod' });

const Card = z
  .object({
    id: z.string().optional(),
    card_brand: CardBrand.optional(),
    last_4: z.string().optional(),
    exp_month: z.number().int().optional(),
    exp_year: z.number().int().optional(),
    cardholder_name: z.string().optional(),
    fingerprint: z.string().optional(),
    billing_address: V2Address.optional(),
  })
  .meta({ id: 'Card' });

const CardPaymentDetails = z
  .object({
    status: CardPaymentDetailsStatus.optional(),
    card: Card.optional(),
    entry_method: CardEntryMethod.optional(),
    cvv_status: z.enum(['CVV_ACCEPTED', 'CVV_REJECTED', 'CVV_NOT_CHECKED']).optional(),
    avs_status: z.enum(['AVS_ACCEPTED', 'AVS_REJECTED', 'AVS_NOT_CHECKED']).optional(),
    auth_result_code: z.string().optional(),
    errors: z.array(V2Error).optional(),
  })
  .meta({ id: 'CardPaymentDetails' });

const ProcessingFee = z
  .object({
    effective_at: z.string().optional(),
    type: z.enum(['INITIAL', 'ADJUSTMENT']).optional(),
    amount_money: Money.optional(),
  })
  .meta({ id: 'ProcessingFee' });

const Payment = z
  .object({
    id: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    amount_money: Money.meta({ description: 'Excluding the tip.' }),
    tip_money: Money.optional(),
    total_money: Money.meta({ description: 'amount_money + tip_money.' }),
    app_fee_money: Money.optional(),
    processing_fee: z.array(ProcessingFee).optional(),
    refunded_money: Money.optional().meta({ description: 'The COMPLETED refunds.' }),
    status: PaymentStatus,
    source_type: z
      .string()
      .meta({ description: 'CARD for card payments; CASH, … for POS tenders.' }),
    card_details: CardPaymentDetails.optional(),
    location_id: z.string(),
    order_id: z.string().optional(),
    reference_id: z.string().optional(),
    customer_id: z.string().optional(),
    employee_id: z.string().optional(),
    buyer_email_address: z.string().optional(),
    note: z.string().optional(),
    refund_ids: z.array(z.string()).optional(),
    billing_address: V2Address.optional(),
    shipping_address: V2Address.optional(),
    delayed_until: z
      .string()
      .optional()
      .meta({
        description: `APPROVED payments: when it is voided unless completed (created_at + ${CAPTURE_WINDOW_DAYS} days).`,
      }),
  })
  .meta({ id: 'Payment' });

const text = (max: number) =>
  z.string({ error: 'must be a string' }).max(max, { error: `must be at most ${max} characters` });

const nonEmptyText = (max: number) => text(max).min(1, { error: 'must not be empty' });

/** Money a request charges: a whole number of minor units, at least `min`. */
const chargeMoney = (min: number) =>
  Money.extend({
    amount: z
      .number({ error: 'must be a whole number of the smallest unit, e.g. cents' })
      .int({ error: 'must be a whole number of the smallest unit, e.g. cents' })
      .min(min, { error: `must be at least ${min}` })
      .max(Number.MAX_SAFE_INTEGER, { error: 'is too large' }),
  });

/** The key of a createPayment: 1 to 45 characters. */
const PaymentIdempotencyKey = nonEmptyText(45).meta({
  description:
    'The same key and body return the first answer (no second charge); the same key with ' +
    'another body is IDEMPOTENCY_KEY_REUSED.',
});

export const CreatePaymentRequest = z
  .object({
    source_id: nonEmptyText(192).meta({
      description:
        'A test card nonce (cnon:card-nonce-ok, cnon:card-nonce-declined, …) or a card on file ' +
        '(ccof:…, with customer_id).',
    }),
    idempotency_key: PaymentIdempotencyKey,
    amount_money: chargeMoney(1).meta({ description: 'Excluding the tip; more than 0.' }),
    tip_money: chargeMoney(0).optional(),
    app_fee_money: chargeMoney(0)
      .optional()
      .meta({
        description: `At most ${APP_FEE_MAX_PERCENT} % of the total; needs PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS.`,
      }),
    autocomplete: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .meta({ description: 'Default true (COMPLETED); false holds the payment APPROVED.' }),
    order_id: nonEmptyText(192).optional(),
    verification_token: text(2048).optional(),
    customer_id: nonEmptyText(192).optional().meta({
      description: 'Required when source_id is a card on file.',
    }),
    location_id: nonEmptyText(64).optional().meta({
      description: "Default: the merchant's first location.",
    }),
    reference_id: text(40).optional(),
    accept_partial_authorization: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .meta({ description: 'Only with autocomplete false.' }),
    buyer_email_address: text(255).optional(),
    billing_address: V2Address.optional(),
    shipping_address: V2Address.optional(),
    note: text(500).optional(),
  })
  .meta({ id: 'CreatePaymentRequest' });

export const CancelPaymentByIdempotencyKeyRequest = z
  .object({ idempotency_key: PaymentIdempotencyKey })
  .meta({ id: 'CancelPaymentByIdempotencyKeyRequest' });

const digits = (rule: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, { error: rule })
    .transform(Number);

export const ListPaymentsQuery = z
  .object({
    begin_time: QueryInstant.optional().meta({
      description: 'Inclusive; default one year before now.',
    }),
    end_time: QueryInstant.optional().meta({ description: 'Exclusive; default now.' }),
    sort_order: SortOrder.optional().meta({ description: 'By created_at; default DESC.' }),
    cursor: z.string().max(2048).optional(),
    location_id: z.string().min(1).optional(),
    total: digits('must be a whole number of the smallest unit, 0 or more')
      .optional()
      .meta({ description: 'Exactly this total_money amount.' }),
    last_4: z
      .string()
      .regex(/^\d{4}$/, { error: 'must be the 4 last digits of a card' })
      .optional(),
    card_brand: CardBrand.optional(),
    status: PaymentStatus.optional().meta({
      description: 'Extension: only payments in this status.',
    }),
  })
  .superRefine(timeRangeRule([['begin_time', 'end_time']]));

export const CreatePaymentResponse = v2Response('CreatePaymentResponse', {
  payment: Payment.optional(),
});
export const GetPaymentResponse = v2Response('GetPaymentResponse', { payment: Payment.optional() });
export const CompletePaymentResponse = v2Response('CompletePaymentResponse', {
  payment: Payment.optional(),
});
export const CancelPaymentResponse = v2Response('CancelPaymentResponse', {
  payment: Payment.optional(),
});
export const CancelPaymentByIdempotencyKeyResponse = v2Response(
  'CancelPaymentByIdempotencyKeyResponse',
  {},
);
export const ListPaymentsResponse = v2Response('ListPaymentsResponse', {
  payments: z.array(Payment).optional(),
  cursor: z.string().optional(),
});

export type PaymentT = z.infer<typeof Payment>;
export type CardBrandT = z.infer<typeof CardBrand>;
export type CreatePaymentRequestT = z.output<typeof CreatePaymentRequest>;
export type ListPaymentsQueryT = z.output<typeof ListPaymentsQuery>;
