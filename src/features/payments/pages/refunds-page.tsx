import { Paper, SimpleGrid } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useLocationName } from '@/api/account';
import { DayRangeFilter } from '@/components/day-range-filter';
import { AnySelect, ClearFilters, LocationFilter, OrderSelect } from '@/components/filter-selects';
import { LinkButton } from '@/components/link-button';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { noMatchState, QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { pageNumber, withFilters } from '@/lib/list-search';
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
  const apply = (changes: Partial<Omit<RefundsSearch, 'page' | 'previous'>>) =>
    onChange(withFilters(search, changes));
  return (
    <Paper component="section" role="search" aria-label="Filter refunds" withBorder p="md" mb="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
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
      </SimpleGrid>
      <ClearFilters list={refundsSearch} search={search} onChange={onChange} />
    </Paper>
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
  const show = (next: RefundsSearch) => void navigate({ search: next });
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
        isEmpty={(page) => page.items.length === 0}
        empty={
          refundsSearch.hasFilters(search) || search.page
            ? noMatchState('No refunds match these filters.', () =>
                show(refundsSearch.withoutFilters(search)),
              )
            : { message: 'No refunds in the last year.' }
        }
      >
        {(page) => (
          <RefundsTable
            refunds={page.items}
            stale={refunds.isPlaceholderData}
            formatDateTime={formatDateTime}
            locationName={(id) => locationName(id) ?? id}
            caption={`Refunds, page ${pageNumber(search)}, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
          />
        )}
      </QueryState>
      <ListPager
        label="Refund pages"
        search={search}
        nextToken={refunds.data?.nextToken}
        loading={refunds.isPlaceholderData}
        onChange={show}
      />
    </>
  );
}
