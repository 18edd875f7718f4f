import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { PAGE_SIZES, hasFilters, type EmployeesSearch } from '../pages/employees-search';
import { dayRangeToInstants, instantsToDayRange, type DayRange } from './day-range';

type FilterChange = Partial<Omit<EmployeesSearch, 'page' | 'prev'>>;

interface EmployeeFiltersProps {
  search: EmployeesSearch;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}

const ANY_STATUS = 'ANY';

const statusOptions = [
  { value: ANY_STATUS, label: 'Any status' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];

const orderOptions = [
  { value: 'DESC', label: 'Newest first' },
  { value: 'ASC', label: 'Oldest first' },
];

const pageSizeOptions = PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

export function EmployeeFilters({ search, onChange, onClear }: EmployeeFiltersProps) {
  return (
    <Group
      role="search"
      aria-label="Filter employees"
      align="flex-end"
      gap="sm"
      mb="md"
      wrap="wrap"
    >
      <Select
        label="Status"
        w={140}
        data={statusOptions}
        value={search.status ?? ANY_STATUS}
        onChange={(value) =>
          onChange({ status: value === 'ACTIVE' || value === 'INACTIVE' ? value : undefined })
        }
        allowDeselect={false}
      />
      <ExternalIdFilter
        value={search.external_id}
        onChange={(external_id) => onChange({ external_id })}
      />
      <DateRangeFilter
        label="Created"
        from={search.created_from}
        to={search.created_to}
        onChange={({ from, to }) => onChange({ created_from: from, created_to: to })}
      />
      <DateRangeFilter
        label="Last changed"
        from={search.updated_from}
        to={search.updated_to}
        onChange={({ from, to }) => onChange({ updated_from: from, updated_to: to })}
      />
      <Select
        label="Order"
        w={150}
        data={orderOptions}
        value={search.order}
        onChange={(value) => onChange({ order: value === 'ASC' ? 'ASC' : 'DESC' })}
        allowDeselect={false}
      />
      <Select
        label="Per page"
        w={100}
        data={pageSizeOptions}
        value={String(search.size)}
        onChange={(value) => onChange({ size: Number(value) })}
        allowDeselect={false}
      />
      {hasFilters(search) ? (
        <Button variant="subtle" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}

interface ExternalIdFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Applies what is typed after a short pause; follows the URL when it changes elsewhere. */
function ExternalIdFilter({ value, onChange }: ExternalIdFilterProps) {
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
  }
  const apply = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 400);

  return (
    <TextInput
      label="External ID"
      w={170}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
    />
  );
}

interface DateRangeFilterProps {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (instants: { from: string | undefined; to: string | undefined }) => void;
}

function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  return (
    <DatePickerInput
      type="range"
      label={label}
      w={230}
      clearable
      allowSingleDateInRange
      value={instantsToDayRange(from, to)}
      onChange={(range: DayRange) => onChange(dayRangeToInstants(range))}
      valueFormat="MMM D, YYYY"
    />
  );
}
