import { IconCreditCard } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useLocationName } from '@/api/account';
import { noRows, useListRows } from '@/api/paging';
import { DayRangeFilter } from '@/components/day-range-filter';
import { AnySelect, LocationFilter, OrderSelect } from '@/components/filter-selects';
import { ListFilters } from '@/components/list-filters';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useFormatDateTime, useTimeZone } from '@/lib/time-zone';
import { useRefundList } from '../api/refunds';
import { RefundsTable } from '../components/refunds/refunds-table';
import { refundsSearch, toRefundListQuery, type RefundsSearch } from '../lib/refunds-search';

const route = getRouteApi('/_app/payments_/refunds');

const STATUS_OPTIONS: { value: NonNullable<RefundsSearch['status']>; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'FAILED', label: 'Failed' },
];
const SOURCE_OPTIONS: { value: NonNullable<RefundsSearch['source_type']>; label: string }[] = [
  { value: 'CARD', label: 'Card' },
  { value: 'CASH', label: 'Cash' },
];

function RefundFilters({
  search,
  onChange,
}: {
  search: RefundsSearch;
  onChange: (next: RefundsSearch) => void;
}) {
  return (
    <ListFilters
      label="Filter refunds"
      list={refundsSearch}
      search={search}
      onChange={onChange}
      cols={{ base: 1, sm: 2, lg: 5 }}
    >
      {(apply) => (
        <>
          <DayRangeFilter
            label="Refunded"
            from={search.created_from}
            to={search.created_to}
            onChange={(created_from, created_to) => apply({ created_from, created_to })}
          />
          <AnySelect
            label="Status"
            anyLabel="Any status"
            options={STATUS_OPTIONS}
            value={search.status}
            onChange={(status) => apply({ status })}
          />
          <AnySelect
            label="Source"
            anyLabel="Card and cash"
            options={SOURCE_OPTIONS}
            value={search.source_type}
            onChange={(source_type) => apply({ source_type })}
          />
          <LocationFilter
            value={search.location_id}
            onChange={(location_id) => apply({ location_id })}
          />
          <OrderSelect value={search.order} onChange={(order) => apply({ order })} />
        </>
      )}
    </ListFilters>
  );
}

/** Every refund, by status, source, location and days; rows open the refunded payment. */
export function RefundsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();
  const formatDateTime = useFormatDateTime();
  const locationName = useLocationName();
  const refunds = useRefundList(toRefundListQuery(search, timeZone));
  const { rows, more, stale } = useListRows(refunds);
  const show = (next: RefundsSearch) => void navigate({ search: next });
  const filterControl = { list: refundsSearch, search, onChange: show };
  return (
    <>
      <PageHeader
        title="Refunds"
        description={
          <>
            Money returned to buyers, card and cash. <TimeZoneNote />
          </>
        }
        actions={
          <LinkButton
            variant="default"
            to="/payments"
            leftSection={<IconCreditCard size={16} stroke={1.5} aria-hidden />}
          >
            Payments
          </LinkButton>
        }
      />
      <RefundFilters search={search} onChange={show} />
      <QueryState
        query={refunds}
        subject="refunds"
        skeletonRows={8}
        isEmpty={noRows}
        empty={listEmptyState(filterControl, 'No refunds match these filters.', {
          message: 'No refunds in the last year.',
        })}
      >
        {() => (
          <RefundsTable
            refunds={rows}
            more={more}
            stale={stale}
            formatDateTime={formatDateTime}
            locationName={(id) => locationName(id) ?? id}
            caption={`Refunds, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
          />
        )}
      </QueryState>
    </>
  );
}
