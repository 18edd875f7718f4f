import {
  MultiSelect,
  Select,
  type ComboboxItem,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';

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
