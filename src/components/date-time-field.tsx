import '@/components/dates-styles';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useControlledInput, type ControlledProps } from './controlled-input';
import { localeHourCycle } from '@/lib/hour-cycle';
import { formatPickerValue, isoToPickerValue, pickerValueToIso } from '@/lib/picker-time';
import { useRecordTimeZone, useTimeZone } from '@/lib/time-zone';

type DateTimeFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> = ControlledProps<TValues, TName, TOutput> &
  Omit<
    DateTimePickerProps,
    'value' | 'defaultValue' | 'onChange' | 'name' | 'error' | 'valueFormat'
  > & {
    /**
     * IANA zone the user types wall-clock times in; default: the zone of the record the form edits
     * (`RecordLocation`), else the selected location's.
     */
    timeZone?: string;
  };

/**
 * DateTimePicker bound to react-hook-form. The form value is an ISO instant in UTC (or null), the
 * same shape the API takes; the picker shows it as wall-clock time in the record's location's zone,
 * written as the lists write times: the locale's clock (12- or 24-hour, `localeHourCycle`), and the
 * zone's short name when it is not the selected location's.
 */
export function DateTimeField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ timeZone: zoneProp, ...props }: DateTimeFieldProps<TValues, TName, TOutput>) {
  const selectedZone = useTimeZone();
  const recordZone = useRecordTimeZone();
  const timeZone = zoneProp ?? recordZone ?? selectedZone;
  const {
    field: { ref, ...field },
    fieldState,
    inputProps: pickerProps,
  } = useControlledInput(props);
  const value = typeof field.value === 'string' ? field.value : null;
  const { timePickerProps, ...rest } = pickerProps;

  return (
    <DateTimePicker
      // Mantine leaves these controls unnamed; screen readers need the names.
      previousLabel="Previous month"
      nextLabel="Next month"
      submitButtonProps={{ 'aria-label': 'Confirm date and time' }}
      clearButtonProps={{
        'aria-label': typeof props.label === 'string' ? `Clear ${props.label}` : 'Clear',
      }}
      {...rest}
      timePickerProps={{
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        amPmInputLabel: 'AM or PM',
        ...timePickerProps,
        format: localeHourCycle() === 'h12' ? '12h' : '24h',
      }}
      valueFormat={(picked) => formatPickerValue(picked, { timeZone, selectedZone })}
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
