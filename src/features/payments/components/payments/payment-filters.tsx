import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { locationsQueryOptions } from '../../../../api/account';
import { DayRangeFilter } from '../../../../components/day-range-filter';
import { withFilters } from '../../../../lib/list-search';
import { BRAND_LABELS, STATUS_LABELS } from '../../lib/payment-format';
import { paymentsSearch, type PaymentsSearch } from '../../lib/payments-search';

const ANY = 'ANY';
const STATUS_OPTIONS = [
  { value: ANY, label: 'Any status' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];
const BRAND_OPTIONS = [
  { value: ANY, label: 'Any brand' },
  ...Object.entries(BRAND_LABELS).map(([value, label]) => ({ value, label })),
];
const ORDER_OPTIONS = [
  { value: 'DESC', label: 'Newest first' },
  { value: 'ASC', label: 'Oldest first' },
];

interface PaymentFiltersProps {
  search: PaymentsSearch;
  onChange: (next: PaymentsSearch) => void;
  /** Shown under the total when it is not an amount of the currency. */
  totalError?: string | undefined;
}

/** A text filter applied on Enter or when the field is left, not on every key. */
function TextFilter({
  label,
  value,
  placeholder,
  inputMode,
  maxLength,
  error,
  onApply,
}: {
  label: string;
  value: string | undefined;
  placeholder: string;
  inputMode: 'numeric' | 'decimal';
  maxLength: number;
  error?: string | undefined;
  onApply: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed elsewhere (Clear filters, back button): follow it.
    setShown(value);
    setText(value ?? '');
  }
  const apply = () => {
    const next = text.trim() || undefined;
    if (next !== value) onApply(next);
  };
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode={inputMode}
      maxLength={maxLength}
      value={text}
      error={error}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

/** Every filter of the payments list, each kept in the URL; a change starts the list over. */
export function PaymentFilters({ search, onChange, totalError }: PaymentFiltersProps) {
  const locations = useQuery(locationsQueryOptions());
  const apply = (changes: Partial<Omit<PaymentsSearch, 'page' | 'previous'>>) =>
    onChange(withFilters(search, changes));
  const locationOptions = [
    { value: ANY, label: 'All locations' },
    ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
  ];
  return (
    <Paper component="section" role="search" aria-label="Filter payments" withBorder p="md" mb="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <DayRangeFilter
          label="Taken"
          from={search.created_from}
          to={search.created_to}
          onChange={(created_from, created_to) => apply({ created_from, created_to })}
        />
        <Select
          label="Location"
          data={locationOptions}
          value={search.location_id ?? ANY}
          allowDeselect={false}
          onChange={(value) => apply({ location_id: value && value !== ANY ? value : undefined })}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={search.status ?? ANY}
          allowDeselect={false}
          onChange={(value) =>
            apply({
              status:
                value && value !== ANY
                  ? (value as NonNullable<PaymentsSearch['status']>)
                  : undefined,
            })
          }
        />
        <Select
          label="Card brand"
          data={BRAND_OPTIONS}
          value={search.card_brand ?? ANY}
          allowDeselect={false}
          onChange={(value) =>
            apply({
              card_brand:
                value && value !== ANY
                  ? (value as NonNullable<PaymentsSearch['card_brand']>)
                  : undefined,
            })
          }
        />
        <TextFilter
          label="Total (exact)"
          placeholder="e.g. 12.50"
          inputMode="decimal"
          maxLength={16}
          value={search.total}
          error={totalError}
          onApply={(total) => apply({ total })}
        />
        <TextFilter
          label="Card last 4"
          placeholder="e.g. 4242"
          inputMode="numeric"
          maxLength={4}
          value={search.last_4}
          onApply={(last_4) => apply({ last_4 })}
        />
        <Select
          label="Order"
          data={ORDER_OPTIONS}
          value={search.order}
          allowDeselect={false}
          onChange={(value) => apply({ order: value === 'ASC' ? 'ASC' : 'DESC' })}
        />
      </SimpleGrid>
      {paymentsSearch.hasFilters(search) ? (
        <Group justify="flex-end" mt="md">
          <Button variant="subtle" onClick={() => onChange(paymentsSearch.withoutFilters(search))}>
            Clear filters
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
