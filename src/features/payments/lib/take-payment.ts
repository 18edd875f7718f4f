import { z } from 'zod';
import { CreatePaymentRequest } from '@/api/schemas/payments';
import { decimalToMinorUnits, exampleAmount } from '@/lib/money';

/**
 * The virtual terminal's form: what the manager types (amounts as decimals, a test card by name,
 * capture now or later) as the contract's `CreatePaymentRequest`, validated by it.
 */

export interface TakePaymentFormValues {
  location_id: string;
  amount_money: string;
  tip_money: string;
  source_id: string;
  /** Capture now (true) or hold the authorization for a later capture (false). */
  autocomplete: boolean;
  reference_id: string;
  note: string;
}

export const emptyTakePaymentForm = (
  overrides: Partial<TakePaymentFormValues> = {},
): TakePaymentFormValues => ({
  location_id: '',
  amount_money: '',
  tip_money: '',
  source_id: '',
  autocomplete: true,
  reference_id: '',
  note: '',
  ...overrides,
});

export const takePaymentLabels = {
  amount_money: 'the amount',
  tip_money: 'the tip',
  source_id: 'the card',
  location_id: 'the location',
  reference_id: 'the reference id',
};

/** Stands in for the attempt's idempotency key until the send puts the real one in. */
const KEY_OF_THE_ATTEMPT = 'key-of-the-attempt';

export function takePaymentFormSchema(currency: string) {
  const example = exampleAmount(currency);
  return z
    .object({
      location_id: z.string(),
      amount_money: z.string(),
      tip_money: z.string(),
      source_id: z.string(),
      autocomplete: z.boolean(),
      reference_id: z.string(),
      note: z.string(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!values.location_id) issue('location_id', 'choose a location');
      if (!values.source_id) issue('source_id', 'choose a test card');
      const amount = decimalToMinorUnits(values.amount_money, currency);
      if (amount === null)
        issue('amount_money', `must be an amount in ${currency} such as ${example}`);
      else if (amount <= 0) issue('amount_money', 'must be more than zero');
      if (values.tip_money.trim() && decimalToMinorUnits(values.tip_money, currency) === null) {
        issue('tip_money', `must be an amount in ${currency} such as ${example}, or empty`);
      }
    })
    .transform((values): z.input<typeof CreatePaymentRequest> => {
      const tip = values.tip_money.trim() ? decimalToMinorUnits(values.tip_money, currency) : null;
      const reference = values.reference_id.trim();
      const note = values.note.trim();
      return {
        idempotency_key: KEY_OF_THE_ATTEMPT,
        source_id: values.source_id,
        location_id: values.location_id,
        amount_money: { amount: decimalToMinorUnits(values.amount_money, currency) ?? 0, currency },
        ...(tip ? { tip_money: { amount: tip, currency } } : {}),
        autocomplete: values.autocomplete,
        ...(reference ? { reference_id: reference } : {}),
        ...(note ? { note } : {}),
      };
    })
    .pipe(CreatePaymentRequest);
}

export type TakePaymentBody = z.output<ReturnType<typeof takePaymentFormSchema>>;
