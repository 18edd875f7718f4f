import {
  MultiSelect,
  Select,
  type ComboboxItem,
  type ComboboxParsedItem,
  type MultiSelectProps,
  type OptionsFilter,
  type SelectProps,
} from '@mantine/core';
import { useController } from 'react-hook-form';
import { matchesEveryWord, queryWords } from '@/lib/word-match';
import { asSentence } from './form-errors';

/** One employee a picker offers: their name, and other texts that find them (email, external id). */
interface EmployeeOption extends ComboboxItem {
  keywords?: readonly string[];
}

/** What a picker offers: the employees by name, and what to say while there are none yet. */
export interface EmployeeChoices {
  options: EmployeeOption[];
  /** "Loading employees…", "Employees could not be loaded" or "Choose an employee". */
  placeholder: string;
  /** The directory is still loading. */
  loading: boolean;
}

/**
 * Mantine's own filter looks for the whole text typed in the name; this one finds an employee by
 * every word typed, in any order, in the name or their keywords ("smith quinn", "quinn 0009").
 */
const employeeWordsFilter: OptionsFilter = ({ options, search, limit }) => {
  const words = queryWords(search);
  const found: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (found.length >= limit) break;
    if ('group' in option) {
      const items = option.items.filter((item) => matches(item, words));
      if (items.length > 0) found.push({ group: option.group, items });
    } else if (matches(option, words)) {
      found.push(option);
    }
  }
  return found;
};

function matches(option: ComboboxItem, words: string[]): boolean {
  const keywords = (option as EmployeeOption).keywords ?? [];
  return matchesEveryWord(words, [option.label, ...keywords]);
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
      filter={employeeWordsFilter}
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
      filter={employeeWordsFilter}
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
