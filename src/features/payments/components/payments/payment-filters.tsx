import { DayRangeFilter } from '@/components/day-range-filter';
import { AnySelect, LocationFilter, OrderSelect } from '@/components/filter-selects';
import { ListFilters } from '@/components/list-filters';
import { SearchInput } from '@/components/search-input';
import { CARD_BRAND_VALUES } from '@/api/schemas/values';
import { cardBrandLabel } from '@/lib/card-brands';
import { amountInputMode, exampleAmount } from '@/lib/money';
import { STATUS_LABELS } from '../../lib/payment-format';
import { paymentsSearch, type PaymentsSearch } from '../../lib/payments-search';

type Status = NonNullable<PaymentsSearch['status']>;
const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({
  value: value as Status,
  label,
}));
const BRAND_OPTIONS = CARD_BRAND_VALUES.map((value) => ({
  value,
  label: cardBrandLabel(value),
}));

interface PaymentFiltersProps {
  /** The merchant's currency: the total filter's example and keyboard follow it. */
  currency: string;
  search: PaymentsSearch;
  onChange: (next: PaymentsSearch) => void;
  /** Shown under the total when it is not an amount of the currency. */
  totalError?: string | undefined;
}

/** Every filter of the payments list, each kept in the URL; a change starts the list over. */
export function PaymentFilters({ search, onChange, currency, totalError }: PaymentFiltersProps) {
  return (
    <ListFilters label="Filter payments" list={paymentsSearch} search={search} onChange={onChange}>
      {(apply) => (
        <>
          <DayRangeFilter
            label="Taken"
            from={search.created_from}
            to={search.created_to}
            onChange={(created_from, created_to) => apply({ created_from, created_to })}
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
          <AnySelect
            label="Card brand"
            anyLabel="Any brand"
            options={BRAND_OPTIONS}
            value={search.card_brand}
            onChange={(card_brand) => apply({ card_brand })}
          />
          <SearchInput
            label="Total (exact)"
            placeholder={`e.g. ${exampleAmount(currency)}`}
            inputMode={amountInputMode(currency)}
            maxLength={16}
            value={search.total}
            error={totalError}
            onChange={(total) => apply({ total })}
          />
          <SearchInput
            label="Card last 4"
            placeholder="e.g. 4242"
            inputMode="numeric"
            maxLength={4}
            value={search.last_4}
            onChange={(last_4) => apply({ last_4 })}
          />
          <OrderSelect value={search.order} onChange={(order) => apply({ order })} />
        </>
      )}
    </ListFilters>
  );
}
