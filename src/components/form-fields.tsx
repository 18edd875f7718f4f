import {
  Select,
  Textarea,
  TextInput,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useControlledInput, type ControlledProps } from './controlled-input';
import { amountInputMode, exampleAmount } from '@/lib/money';
import { asSentence } from './form-errors';

type TextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> = ControlledProps<TValues, TName, TOutput> &
  Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error'>;

/**
 * TextInput bound to react-hook-form; shows the field's error as a sentence. With `emptyAsNull`
 * (an optional text the API clears with `null`), a blank input is `null` in the form, so the
 * contract's schema accepts it and an edit can clear the value; the text is trimmed on blur.
 */
export function TextField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({
  emptyAsNull = false,
  ...props
}: TextFieldProps<TValues, TName, TOutput> & { emptyAsNull?: boolean }) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
    inputProps,
  } = useControlledInput(props);
  const text = typeof value === 'string' ? value : '';

  return (
    <TextInput
      {...inputProps}
      ref={ref}
      name={name}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(emptyAsNull && next.trim() === '' ? null : next);
      }}
      onBlur={() => {
        if (emptyAsNull && text !== text.trim()) onChange(text.trim());
        onBlur();
      }}
      error={asSentence(fieldState.error?.message)}
    />
  );
}

/**
 * An amount typed in `currency`, as text (the form reads it with `decimalToMinorUnits`): the
 * phone keyboard and the placeholder follow the currency's decimals ("e.g. 1500" in yen,
 * "e.g. 12.50" in dollars), and the currency's code stands at the input's end.
 */
export function MoneyField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ currency, ...props }: TextFieldProps<TValues, TName, TOutput> & { currency: string }) {
  return (
    <TextField
      inputMode={amountInputMode(currency)}
      autoComplete="off"
      placeholder={`e.g. ${exampleAmount(currency)}`}
      rightSection={
        <span aria-hidden="true" style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
          {currency}
        </span>
      }
      rightSectionWidth={44}
      rightSectionPointerEvents="none"
      {...props}
    />
  );
}

type TextareaFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> = ControlledProps<TValues, TName, TOutput> &
  Omit<TextareaProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error'>;

/** A growing Textarea bound to react-hook-form; shows the field's error as a sentence. */
export function TextareaField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>(props: TextareaFieldProps<TValues, TName, TOutput>) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
    inputProps,
  } = useControlledInput(props);
  return (
    <Textarea
      autosize
      minRows={2}
      {...inputProps}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}

type SelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> = ControlledProps<TValues, TName, TOutput> &
  Omit<SelectProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error'>;

/**
 * A Select of a required choice bound to react-hook-form: nothing chosen is `''` in the form, a
 * choice cannot be cleared by picking it again; shows the field's error as a sentence.
 */
export function SelectField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>(props: SelectFieldProps<TValues, TName, TOutput>) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
    inputProps,
  } = useControlledInput(props);
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...inputProps}
      ref={ref}
      name={name}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}
