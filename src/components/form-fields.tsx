import { TextInput, type TextInputProps } from '@mantine/core';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { asSentence } from './form-errors';

type TextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> = Omit<UseControllerProps<TValues, TName, TOutput>, 'disabled'> &
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
  control,
  name,
  rules,
  shouldUnregister,
  defaultValue,
  emptyAsNull = false,
  ...inputProps
}: TextFieldProps<TValues, TName, TOutput> & { emptyAsNull?: boolean }) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name, rules, shouldUnregister, defaultValue });
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
