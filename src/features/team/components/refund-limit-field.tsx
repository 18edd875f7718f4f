import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/form-fields';

/** The form's `refund_limit`, typed in the merchant's currency; blank is no limit. */
export function RefundLimitField({ currency }: { currency: string }) {
  const { control } = useFormContext<{ refund_limit: string }>();
  return (
    <TextField
      control={control}
      name="refund_limit"
      label={`Refund limit (${currency})`}
      description="The largest refund they may issue. Leave blank for no limit."
      inputMode="decimal"
      autoComplete="off"
    />
  );
}
