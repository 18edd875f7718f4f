import { Paper, SimpleGrid } from '@mantine/core';
import { DayRangeFilter } from '@/components/day-range-filter';
import { AnySelect, ClearFilters, LocationFilter, OrderSelect } from '@/components/filter-selects';
import { DEPOSIT_STATUS_LABELS } from '../lib/deposit-format';
import {
  EARLIEST_DAY,
  dayRangeProblem,
  depositsSearch,
  type DepositStatus,
  type DepositsSearch,
} from '../lib/deposits-search';

const STATUS_OPTIONS = Object.entries(DEPOSIT_STATUS_LABELS).map(([value, label]) => ({
  value: value as DepositStatus,
  label,
}));

interface DepositFiltersProps {
  search: DepositsSearch;
  onChange: (next: DepositsSearch) => void;
}

/** Every filter of the deposits list, each kept in the URL; a change starts the list over. */
export function DepositFilters({ search, onChange }: DepositFiltersProps) {
  const apply = (changes: Partial<DepositsSearch>) => onChange({ ...search, ...changes });
  return (
    <Paper component="section" role="search" aria-label="Filter deposits" withBorder p="md" mb="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <DayRangeFilter
          label="Initiated"
          from={search.initiated_from}
          to={search.initiated_to}
          minDate={EARLIEST_DAY}
          check={dayRangeProblem}
          onChange={(initiated_from, initiated_to) => apply({ initiated_from, initiated_to })}
        />
        <LocationFilter
          value={search.location_id}
          onChange={(location_id) => apply({ location_id })}
        />
        <AnySelect
          label="Status"
          anyLabel="Any status"
          options={STATUS_OPTIONS}
          value={search.status}
          onChange={(status) => apply({ status })}
        />
        <OrderSelect value={search.order} onChange={(order) => apply({ order })} />
      </SimpleGrid>
      <ClearFilters list={depositsSearch} search={search} onChange={onChange} />
    </Paper>
  );
}
