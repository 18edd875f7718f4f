import { z } from 'zod';
import { RefundPaymentRequest } from '@/api/schemas/refunds';
import { decimalToMinorUnits, exampleAmount, formatMoney, type MoneyAmount } from '@/lib/money';

/**
 * The refund dialog's form: a full refund of what is left, or a partial one typed as a decimal
 * (nothing is chosen when it opens: the manager decides how much), and a reason — turned into the contract's `RefundPaymentRequest` and validated by it, refined
 * with the one rule the request alone cannot know: never more than what is left to refund (the
 * payment's total minus its completed and pending refunds). The service applies the same rule
 * inside the refund's transaction.
 */

export interface RefundFormValues {
  /** Nothing chosen yet (`''`), everything left, or part of it. */
  kind: '' | 'full' | 'partial';
  /** The partial amount as typed, e.g. "12.50", or "1,500" in yen. */
  amount_money: string;
  reason: string;
}

/** The form as it opens: no amount chosen, the amount input empty. */
export const emptyRefundForm = (): RefundFormValues => ({
  kind: '',
  amount_money: '',
  reason: '',
});

/** Stands in for the attempt's idempotency key until the send puts the real one in. */
const KEY_OF_THE_ATTEMPT = 'key-of-the-attempt';

/**
 * The remaining-amount rule as a refinement of a refund request (`amount_money.amount` at most
 * `remaining`), for any schema with the request's shape; `describe` words the limit.
 */
function refundWithin(
  remaining: MoneyAmount,
  describe: (limit: MoneyAmount) => string = (limit) => String(limit.amount),
) {
  return (request: { amount_money: { amount: number } }, ctx: z.RefinementCtx) => {
    if (request.amount_money.amount > remaining.amount) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount_money'],
        message:
          remaining.amount === 0
            ? 'nothing is left to refund on this payment'
            : `must be at most ${describe(remaining)}, what is left to refund`,
      });
    }
  };
}

interface RefundFormOptions {
  paymentId: string;
  remaining: MoneyAmount;
  locale?: string;
}

export function refundFormSchema({ paymentId, remaining, locale }: RefundFormOptions) {
  const { currency } = remaining;
  const amountOf = (values: RefundFormValues) =>
    values.kind === 'full' ? remaining.amount : decimalToMinorUnits(values.amount_money, currency);
  return z
    .object({
      kind: z.enum(['', 'full', 'partial']),
      amount_money: z.string(),
      reason: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.kind === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['kind'],
          message: 'choose a full or a partial refund',
        });
        return;
      }
      const amount = amountOf(values);
      if (values.kind === 'partial' && !values.amount_money.trim()) {
        ctx.addIssue({ code: 'custom', path: ['amount_money'], message: 'is required' });
      } else if (amount === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount_money'],
          message: `must be an amount in ${currency} such as ${exampleAmount(currency)}`,
        });
      } else if (amount <= 0) {
        ctx.addIssue({ code: 'custom', path: ['amount_money'], message: 'must be more than zero' });
      }
    })
    .transform((values): z.input<typeof RefundPaymentRequest> => ({
      idempotency_key: KEY_OF_THE_ATTEMPT,
      payment_id: paymentId,
      amount_money: { amount: amountOf(values) ?? 0, currency },
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    }))
    .pipe(
      RefundPaymentRequest.superRefine(
        refundWithin(remaining, (limit) => formatMoney(limit, locale)),
      ),
    );
}

export type RefundBody = z.output<ReturnType<typeof refundFormSchema>>;
