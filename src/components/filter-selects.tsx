import { ComboboxChevron, InputBase, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { locationsQueryOptions } from '@/api/account';
import { useStandIn } from './stand-in';

const ANY = 'ANY';

interface Option<T extends string> {
  value: T;
  label: string;
}

interface AnySelectProps<T extends string> {
  label: string;
  /** The first option, which means "no filter", e.g. "Any status". */
  anyLabel: string;
  options: readonly Option<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** A list filter picked from `options`, or none ("Any …"); never cleared to an empty value. */
export function AnySelect<T extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: AnySelectProps<T>) {
  return (
    <FilterSelect
      label={label}
      data={[{ value: ANY, label: anyLabel }, ...options]}
      value={value ?? ANY}
      onChange={(next) => onChange(options.find((o) => o.value === next)?.value)}
    />
  );
}

/** The merchant's locations as a list filter ("All locations" = none). */
export function LocationFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const locations = useQuery(locationsQueryOptions());
  const options = (locations.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  return (
    <AnySelect
      label="Location"
      anyLabel="All locations"
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}

/** Newest or oldest first, in the list's own words (e.g. "Latest first" for shifts). */
export function OrderSelect({
  value,
  onChange,
  newest = 'Newest first',
  oldest = 'Oldest first',
}: {
  value: 'ASC' | 'DESC';
  onChange: (value: 'ASC' | 'DESC') => void;
  newest?: string;
  oldest?: string;
}) {
  return (
    <FilterSelect
      label="Order"
      data={[
        { value: 'DESC', label: newest },
        { value: 'ASC', label: oldest },
      ]}
      value={value}
      onChange={(next) => onChange(next === 'ASC' ? 'ASC' : 'DESC')}
    />
  );
}

interface FilterSelectProps {
  label: string;
  data: readonly Option<string>[];
  value: string;
  onChange: (value: string | null) => void;
}

/** A list filter's Select, a look-alike on the page's first commit (see `useStandIn`). */
function FilterSelect({ label, data, value, onChange }: FilterSelectProps) {
  const { real, ref, autoFocus, standIn } = useStandIn<HTMLInputElement>();
  if (real) {
    return (
      <Select
        ref={ref}
        label={label}
        data={data}
        value={value}
        allowDeselect={false}
        onChange={onChange}
        autoFocus={autoFocus}
      />
    );
  }
  return (
    <InputBase
      label={label}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      value={data.find((option) => option.value === value)?.label ?? ''}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      {...standIn}
    />
  );
}
