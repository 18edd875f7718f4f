import { DayRangeFilter } from '@/components/day-range-filter';
import { AnySelect, LocationFilter, OrderSelect } from '@/components/filter-selects';
import { ListFilters } from '@/components/list-filters';
import type { ListFilterControl } from '@/lib/list-search';
import { useTimeZone } from '@/lib/time-zone';
import { DEPOSIT_STATUS_LABELS } from '../lib/deposit-format';
import {
  EARLIEST_DAY,
  depositsSearch,
  depositsSearchProblem,
  type DepositStatus,
  type DepositsSearch,
} from '../lib/deposits-search';

const STATUS_OPTIONS = Object.entries(DEPOSIT_STATUS_LABELS).map(([value, label]) => ({
  value: value as DepositStatus,
  label,
}));

/** Every filter of the deposits list, each kept in the URL; a change starts the list over. */
export function DepositFilters(filters: Omit<ListFilterControl<DepositsSearch>, 'list'>) {
  const { search } = filters;
  const timeZone = useTimeZone();
  return (
    <ListFilters label="Filter deposits" list={depositsSearch} {...filters}>
      {(apply) => (
        <>
          <DayRangeFilter
            label="Initiated"
            from={search.initiated_from}
            to={search.initiated_to}
            minDate={EARLIEST_DAY}
            check={(initiated_from, initiated_to) =>
              depositsSearchProblem({ initiated_from, initiated_to }, timeZone)
            }
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
        </>
      )}
    </ListFilters>
  );
}
