import { Select, type SelectProps } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useEmployeeOptions } from '../../api/employee-names';

type TimecardEmployeeSelectProps = Omit<SelectProps, 'data' | 'searchable'>;

/** Searchable picker over every employee of the merchant, by name. */
export function TimecardEmployeeSelect(props: TimecardEmployeeSelectProps) {
  const { options, placeholder } = useEmployeeOptions();
  return (
    <Select
      searchable
      // Focus alone (autofocus, or focusing the first invalid field) must not cover the form.
      openOnFocus={false}
      data={options}
      placeholder={placeholder}
      nothingFoundMessage="No employee by that name"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/** The employee input of a timecard form, bound to its `employee_id`. */
export function TimecardEmployeeField({ onPicked }: { onPicked?: () => void }) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<{ employee_id: string }>({ name: 'employee_id' });
  return (
    <TimecardEmployeeSelect
      label="Employee"
      required
      data-autofocus
      ref={ref}
      name={name}
      value={value || null}
      onChange={(id) => {
        onPicked?.();
        onChange(id ?? '');
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
