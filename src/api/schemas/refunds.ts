import { z } from 'zod';
import { IdempotencyKey, QueryInstant, Money, SortOrder, v2Response } from './common';
import { timeRangeRule, v2ListFields } from './lists';
import { PAYMENT_REFUND_STATUSES, REFUNDS_PAGE_LIMIT } from './values';

/** The longest `reason` a refund takes (both generations). */
export const REFUND_REASON_MAX = 192;

const PaymentRefundStatus = z.enum(PAYMENT_REFUND_STATUSES).meta({ id: 'PaymentRefundStatus' });

/** A share of a processing fee: negative when given back with a refund. */
const RefundProcessingFee = z.object({
  effective_at: z.string().optional(),
  type: z.enum(['INITIAL', 'ADJUSTMENT']).optional(),
  amount_money: Money.optional(),
});

export const PaymentRefund = z
  .object({
    id: z.string(),
    status: PaymentRefundStatus,
    location_id: z.string(),
    payment_id: z.string(),
    order_id: z.string().optional(),
    reason: z.string().optional(),
    amount_money: Money,
    app_fee_money: Money.optional(),
    processing_fee: z.array(RefundProcessingFee).optional().meta({
      description:
        'The part of the payment’s processing fee given back (an ADJUSTMENT with a negative amount).',
    }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PaymentRefund' });

export const RefundPaymentRequest = z
  .object({
    idempotency_key: IdempotencyKey,
    amount_money: Money.meta({
      description:
        'Positive; at most the payment’s total minus its completed and pending refunds, in its currency.',
    }),
    app_fee_money: Money.optional().meta({
      description: 'At most amount_money; only for a payment that had an app fee.',
    }),
    payment_id: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }),
    reason: z
      .string({ error: 'must be a string' })
      .max(REFUND_REASON_MAX, { error: `must be at most ${REFUND_REASON_MAX} characters` })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.amount_money.amount <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount_money', 'amount'],
        message: 'must be greater than 0',
      });
    }
    if (b.app_fee_money && b.app_fee_money.amount < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['app_fee_money', 'amount'],
        message: 'must not be negative',
      });
    }
  })
  .meta({ id: 'RefundPaymentRequest' });

export const ListPaymentRefundsQuery = z
  .object({
    begin_time: QueryInstant.optional().meta({ description: 'Inclusive; default one year back.' }),
    end_time: QueryInstant.optional().meta({ description: 'Exclusive; default now.' }),
    sort_order: SortOrder.optional().meta({ description: 'By created_at; default DESC.' }),
    location_id: z.string().min(1).optional(),
    status: PaymentRefundStatus.optional(),
    source_type: z.enum(['CARD', 'CASH']).optional().meta({
      description: 'CARD: refunds of card payments. CASH is an extension of this service.',
    }),
    ...v2ListFields(REFUNDS_PAGE_LIMIT, REFUNDS_PAGE_LIMIT),
  })
  .superRefine(timeRangeRule([['begin_time', 'end_time']]));

export const RefundPaymentResponse = v2Response('RefundPaymentResponse', {
  refund: PaymentRefund.optional(),
});
export const GetPaymentRefundResponse = v2Response('GetPaymentRefundResponse', {
  refund: PaymentRefund.optional(),
});
export const ListPaymentRefundsResponse = v2Response('ListPaymentRefundsResponse', {
  refunds: z.array(PaymentRefund).optional(),
  cursor: z.string().optional(),
});

export type PaymentRefundT = z.infer<typeof PaymentRefund>;
export type RefundPaymentRequestT = z.output<typeof RefundPaymentRequest>;
export type ListPaymentRefundsQueryT = z.output<typeof ListPaymentRefundsQuery>;
