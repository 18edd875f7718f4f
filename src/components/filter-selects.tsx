import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { locationsQueryOptions } from '@/api/account';
import { ClearFiltersButton } from './list-filters';

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
    <Select
      label={label}
      data={[{ value: ANY, label: anyLabel }, ...options]}
      value={value ?? ANY}
      allowDeselect={false}
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

const ORDER_OPTIONS: Option<'ASC' | 'DESC'>[] = [
  { value: 'DESC', label: 'Newest first' },
  { value: 'ASC', label: 'Oldest first' },
];

/** Newest or oldest first. */
export function OrderSelect({
  value,
  onChange,
}: {
  value: 'ASC' | 'DESC';
  onChange: (value: 'ASC' | 'DESC') => void;
}) {
  return (
    <Select
      label="Order"
      data={ORDER_OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(next) => onChange(next === 'ASC' ? 'ASC' : 'DESC')}
    />
  );
}

interface ClearFiltersProps<S> {
  /** The list's search definition (`defineListSearch`). */
  list: { hasFilters: (search: S) => boolean; withoutFilters: (search: S) => S };
  search: S;
  onChange: (search: S) => void;
  /** Under the filter grid, at its right (default), or inline in a row of filters. */
  inline?: boolean;
}

/**
 * @deprecated "Clear filters" of the lists not yet in a `ListFilters` bar (which shows it itself),
 * shown only while a filter is set: back to the list without filters.
 */
export function ClearFilters<S>({ list, search, onChange, inline = false }: ClearFiltersProps<S>) {
  if (!list.hasFilters(search)) return null;
  const button = <ClearFiltersButton onClear={() => onChange(list.withoutFilters(search))} />;
  if (inline) return button;
  return (
    <Group justify="flex-end" mt="md">
      {button}
    </Group>
  );
}
