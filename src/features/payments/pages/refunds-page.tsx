import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { locationsQueryOptions, useLocationName } from '../../../api/account';
import { DayRangeFilter } from '../../../components/day-range-filter';
import { LinkButton } from '../../../components/link-button';
import { ListPager } from '../../../components/list-pager';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { pageNumber, withFilters } from '../../../lib/list-search';
import { useFormatDateTime, useTimeZone } from '../../../lib/time-zone';
import { useRefundList } from '../api/refunds';
import { RefundsTable } from '../components/refunds/refunds-table';
import { refundsSearch, toRefundListQuery, type RefundsSearch } from '../lib/refunds-search';

const route = getRouteApi('/_app/payments_/refunds');

const ANY = 'ANY';
const STATUS_OPTIONS = [
  { value: ANY, label: 'Any status' },
  { value: 'PENDING', label: 'Pending' },
  { value: 'COMPLETED', label: 'Completed' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'FAILED', label: 'Failed' },
];
const SOURCE_OPTIONS = [
  { value: ANY, label: 'Card and cash' },
  { value: 'CARD', label: 'Card' },
  { value: 'CASH', label: 'Cash' },
];
const ORDER_OPTIONS = [
  { value: 'DESC', label: 'Newest first' },
  { value: 'ASC', label: 'Oldest first' },
];

function RefundFilters({
  search,
  onChange,
}: {
  search: RefundsSearch;
  onChange: (next: RefundsSearch) => void;
}) {
  const locations = useQuery(locationsQueryOptions());
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
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={search.status ?? ANY}
          allowDeselect={false}
          onChange={(value) =>
            apply({
              status:
                value && value !== ANY
                  ? (value as NonNullable<RefundsSearch['status']>)
                  : undefined,
            })
          }
        />
        <Select
          label="Source"
          data={SOURCE_OPTIONS}
          value={search.source_type ?? ANY}
          allowDeselect={false}
          onChange={(value) =>
            apply({ source_type: value === 'CARD' || value === 'CASH' ? value : undefined })
          }
        />
        <Select
          label="Location"
          data={[
            { value: ANY, label: 'All locations' },
            ...(locations.data ?? []).map((l) => ({ value: l.id, label: l.name })),
          ]}
          value={search.location_id ?? ANY}
          allowDeselect={false}
          onChange={(value) => apply({ location_id: value && value !== ANY ? value : undefined })}
        />
        <Select
          label="Order"
          data={ORDER_OPTIONS}
          value={search.order}
          allowDeselect={false}
          onChange={(value) => apply({ order: value === 'ASC' ? 'ASC' : 'DESC' })}
        />
      </SimpleGrid>
      {refundsSearch.hasFilters(search) ? (
        <Group justify="flex-end" mt="md">
          <Button variant="subtle" onClick={() => onChange(refundsSearch.withoutFilters(search))}>
            Clear filters
          </Button>
        </Group>
      ) : null}
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
            ? {
                message: 'No refunds match these filters.',
                action: (
                  <Button
                    variant="default"
                    onClick={() => show(refundsSearch.withoutFilters(search))}
                  >
                    Clear filters
                  </Button>
                ),
              }
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
