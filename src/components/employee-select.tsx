import {
  MultiSelect,
  Select,
  type ComboboxItem,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { useController } from 'react-hook-form';
import { asSentence } from './form-errors';

/** What a picker offers: the employees by name, and what to say while there are none yet. */
export interface EmployeeChoices {
  options: ComboboxItem[];
  /** "Loading employees…", "Employees could not be loaded" or "Choose an employee". */
  placeholder: string;
  /** The directory is still loading. */
  loading: boolean;
}

const clearLabel = (label: unknown) => (typeof label === 'string' ? `Clear ${label}` : 'Clear');

type EmployeeSelectProps = Omit<SelectProps, 'data' | 'searchable'> & {
  employees: EmployeeChoices;
};

/**
 * Searchable picker of one employee by name. The choices come from the caller (Staff's
 * directory, `useEmployeeChoices` in `staff/api`), so the picker serves any area.
 */
export function EmployeeSelect({ employees, ...props }: EmployeeSelectProps) {
  return (
    <Select
      searchable
      // Focus alone (autofocus, or focusing the first invalid field) must not cover the form.
      openOnFocus={false}
      data={employees.options}
      placeholder={employees.placeholder}
      nothingFoundMessage="No employee by that name"
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': clearLabel(props.label) }}
      {...props}
    />
  );
}

type EmployeeMultiSelectProps = Omit<MultiSelectProps, 'data' | 'searchable'> & {
  employees: EmployeeChoices;
};

/** Picks several employees by name, e.g. to filter a list. */
export function EmployeeMultiSelect({ employees, ...props }: EmployeeMultiSelectProps) {
  return (
    <MultiSelect
      searchable
      data={employees.options}
      placeholder={employees.loading ? 'Loading employees…' : undefined}
      nothingFoundMessage="No employee by that name"
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{ 'aria-label': clearLabel(props.label) }}
      {...props}
    />
  );
}

/**
 * The required employee input of a form, bound to the form's `employee_id` (`''` while none is
 * chosen) and focused when the form opens; `onPicked` hears of each pick.
 */
export function EmployeeField({
  employees,
  onPicked,
}: {
  employees: EmployeeChoices;
  onPicked?: () => void;
}) {
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<{ employee_id: string }>({ name: 'employee_id' });
  return (
    <EmployeeSelect
      employees={employees}
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
      error={asSentence(fieldState.error?.message)}
    />
  );
}
