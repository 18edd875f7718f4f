import { z } from 'zod';
import {
  EmployeeWageBody,
  MAX_HOURLY_RATE,
  type EmployeeWageT,
} from '@/api/schemas/employee-wages';
import { decimalToMinorUnits, exampleAmount, formatMoney, moneyToDecimal } from '@/lib/money';

/**
 * The wage form: what a manager types (a job title, the hourly rate as a decimal such as 16.50, or 1500 in yen),
 * turned into the contract's `EmployeeWageBody` and validated by it.
 */
export interface WageFormValues {
  title: string;
  hourly_rate: string;
}

export const emptyWageForm: WageFormValues = { title: '', hourly_rate: '' };

/** A wage's values, for its edit form. */
export function wageFormValues(wage: EmployeeWageT): WageFormValues {
  return {
    title: wage.title ?? '',
    hourly_rate: wage.hourly_rate ? moneyToDecimal(wage.hourly_rate) : '',
  };
}

const formShape = z.object({ title: z.string(), hourly_rate: z.string() });

/** The form schema: its output is the contract's body, in the merchant's `currency`. */
export function wageFormSchema(currency: string) {
  return formShape
    .superRefine((values, ctx) => {
      const rate = values.hourly_rate.trim();
      const amount = decimalToMinorUnits(rate, currency);
      const issue = (message: string) =>
        ctx.addIssue({ code: 'custom', path: ['hourly_rate'], message });
      if (!rate) issue('is required');
      else if (amount === null)
        issue(`must be an amount in ${currency} such as ${exampleAmount(currency)}`);
      else if (amount > MAX_HOURLY_RATE) {
        issue(`must be at most ${formatMoney({ amount: MAX_HOURLY_RATE, currency })}`);
      }
    })
    .transform((values): z.input<typeof EmployeeWageBody> => ({
      title: values.title.trim() || null,
      hourly_rate: {
        amount: decimalToMinorUnits(values.hourly_rate, currency) ?? 0,
        currency,
      },
    }))
    .pipe(EmployeeWageBody);
}

export type WageBody = z.output<typeof EmployeeWageBody>;
