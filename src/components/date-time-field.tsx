import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useControlledInput, type ControlledProps } from './controlled-input';
import { isoToPickerValue, pickerValueToIso, useTimeZone } from '../lib/time-zone';

type DateTimeFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> = ControlledProps<TValues, TName, TOutput> &
  Omit<DateTimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'error'> & {
    /** IANA zone the user types wall-clock times in; default: the selected location's. */
    timeZone?: string;
  };

/**
 * DateTimePicker bound to react-hook-form. The form value is an ISO instant in UTC (or null), the
 * same shape the API takes; the picker shows it as wall-clock time in the location's zone.
 */
export function DateTimeField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ timeZone: zoneProp, ...props }: DateTimeFieldProps<TValues, TName, TOutput>) {
  const locationZone = useTimeZone();
  const timeZone = zoneProp ?? locationZone;
  const {
    field: { ref, ...field },
    fieldState,
    inputProps: pickerProps,
  } = useControlledInput(props);
  const value = typeof field.value === 'string' ? field.value : null;

  return (
    <DateTimePicker
      // Mantine leaves these controls unnamed; screen readers need the names.
      previousLabel="Previous month"
      nextLabel="Next month"
      submitButtonProps={{ 'aria-label': 'Confirm date and time' }}
      timePickerProps={{ hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes' }}
      clearButtonProps={{
        'aria-label': typeof props.label === 'string' ? `Clear ${props.label}` : 'Clear',
      }}
      {...pickerProps}
      ref={ref}
      name={field.name}
      value={isoToPickerValue(value, timeZone)}
      onChange={(next) => field.onChange(pickerValueToIso(next, timeZone))}
      onBlur={field.onBlur}
      disabled={field.disabled ?? pickerProps.disabled}
      error={fieldState.error?.message}
    />
  );
}
