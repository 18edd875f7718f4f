import { z } from 'zod';
import { decimalToMinorUnits, formatMoney, moneyToDecimal } from '@/lib/money';

/**
 * A refund limit as the forms take it: typed in the merchant's currency ("50" or "50.00"), blank
 * for no limit; sent as minor units or null.
 */
export const refundLimitText = (limit: number | null, currency: string): string =>
  limit === null ? '' : moneyToDecimal({ amount: limit, currency });

export function describeRefundLimit(limit: number | null, currency: string): string {
  return limit === null ? 'No limit' : formatMoney({ amount: limit, currency });
}

/** The typed text as minor units (null for blank), or an issue on `path`. */
export function refundLimitField(currency: string) {
  return z.string().transform((text, ctx): number | null => {
    if (text.trim() === '') return null;
    const amount = decimalToMinorUnits(text, currency);
    if (amount === null) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an amount in ${currency} such as ${moneyToDecimal({ amount: 5000, currency })}, or blank for no limit`,
      });
      return z.NEVER;
    }
    return amount;
  });
}
