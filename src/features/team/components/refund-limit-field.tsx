import { useFormContext } from 'react-hook-form';
import { MoneyField } from '@/components/form-fields';

/** The form's `refund_limit`, typed in the merchant's currency; blank is no limit. */
export function RefundLimitField({ currency }: { currency: string }) {
  const { control } = useFormContext<{ refund_limit: string }>();
  return (
    <MoneyField
      control={control}
      name="refund_limit"
      currency={currency}
      label={`Refund limit (${currency})`}
      description="The largest refund they may issue. Leave blank for no limit."
    />
  );
}
