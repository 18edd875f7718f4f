import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import {
  useController,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { isoToPickerValue, pickerValueToIso } from './date-time-value';

type DateTimeFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = Omit<
  UseControllerProps<TValues, TName>,
  'disabled'
> &
  Omit<DateTimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'name' | 'error'> & {
    /** IANA zone the user types wall-clock times in, e.g. the location's; default: the browser's. */
    timeZone?: string;
  };

/**
 * DateTimePicker bound to react-hook-form. The form value is an ISO instant in UTC (or null), the
 * same shape the API takes; the picker shows it as wall-clock time in `timeZone`.
 */
export function DateTimeField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  rules,
  shouldUnregister,
  defaultValue,
  timeZone,
  ...pickerProps
}: DateTimeFieldProps<TValues, TName>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules,
    shouldUnregister,
    defaultValue,
  });
  const value = typeof field.value === 'string' ? field.value : null;

  return (
    <DateTimePicker
      // Mantine leaves these controls unnamed; screen readers need the names.
      previousLabel="Previous month"
      nextLabel="Next month"
      submitButtonProps={{ 'aria-label': 'Confirm date and time' }}
      timePickerProps={{ hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes' }}
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
