import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useEmployeeOptions } from '@/features/staff/api/employee-names';

type EmployeeSelectProps = Omit<SelectProps, 'data' | 'searchable'>;

/** Searchable picker over the merchant's employees, by name (Staff's directory). */
export function EmployeeSelect(props: EmployeeSelectProps) {
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
      clearButtonProps={{
        'aria-label': typeof props.label === 'string' ? `Clear ${props.label}` : 'Clear',
      }}
      {...props}
    />
  );
}

type EmployeeMultiSelectProps = Omit<MultiSelectProps, 'data' | 'searchable'>;

/** Picks several employees by name, e.g. to filter a list. */
export function EmployeeMultiSelect(props: EmployeeMultiSelectProps) {
  const { options, directory } = useEmployeeOptions();
  return (
    <MultiSelect
      searchable
      data={options}
      placeholder={directory.isPending ? 'Loading employees…' : undefined}
      nothingFoundMessage="No employee by that name"
      comboboxProps={{ withinPortal: true }}
      clearButtonProps={{
        'aria-label': typeof props.label === 'string' ? `Clear ${props.label}` : 'Clear',
      }}
      {...props}
    />
  );
}
