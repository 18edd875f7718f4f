import { Alert, Paper, SimpleGrid } from '@mantine/core';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AnySelect, OrderSelect } from '@/components/filter-selects';
import { PageHeader } from '@/components/page-header';
import { noMatchState, QueryState } from '@/components/query-state';
import { RouterAnchor } from '@/components/router-anchor';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useSelectedLocation } from '@/lib/selected-location';
import { useFormatDateTime } from '@/lib/time-zone';
import { useOrderList } from '../api/orders';
import { OrdersTable } from '../components/orders-table';
import { STATE_LABELS } from '../lib/order-format';
import {
  ORDER_STATES,
  ordersSearch,
  toOrderListQuery,
  type OrdersSearch,
} from '../lib/orders-search';

const route = getRouteApi('/_app/orders');

const STATE_OPTIONS = ORDER_STATES.map((value) => ({ value, label: STATE_LABELS[value] ?? value }));

function OrderFilters({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (next: OrdersSearch) => void;
}) {
  const apply = (changes: Partial<OrdersSearch>) => onChange({ ...search, ...changes });
  return (
    <Paper component="section" role="search" aria-label="Filter orders" withBorder p="md" mb="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <AnySelect
          label="State"
          anyLabel="Any state"
          options={STATE_OPTIONS}
          value={search.state}
          onChange={(state) => apply({ state })}
        />
        <OrderSelect value={search.order} onChange={(order) => apply({ order })} />
      </SimpleGrid>
    </Paper>
  );
}

/**
 * The selected location's online orders: the state filter and the order in the URL, the location
 * as the header's switcher set it; "Load more" follows the v1 `Link` pages. Rows open the order's
 * drawer, which stays over the list.
 */
export function OrdersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location, locationsQuery } = useSelectedLocation();
  const formatDateTime = useFormatDateTime();
  const orders = useOrderList(toOrderListQuery(search, location?.id ?? ''), Boolean(location));
  const show = (next: OrdersSearch) => void navigate({ search: next });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const where = location ? ` at ${location.name}` : '';
  const noLocation = !locationsQuery.isPending && !location;

  return (
    <>
      <PageHeader
        title="Online orders"
        description={
          <>
            Orders placed online{where}: complete them once shipped, cancel or refund them.{' '}
            <TimeZoneNote />
          </>
        }
      />
      <OrderFilters search={search} onChange={show} />
      {noLocation ? (
        <Alert color="yellow" title="No location">
          {locationsQuery.isError
            ? 'The locations could not be loaded, so there is no location to show the orders of.'
            : 'Online orders belong to a location, and this merchant has none.'}
        </Alert>
      ) : (
        <QueryState
          query={orders}
          subject="orders"
          skeletonRows={8}
          isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
          empty={
            ordersSearch.hasFilters(search)
              ? noMatchState('No orders match these filters.', () =>
                  show(ordersSearch.withoutFilters(search)),
                )
              : { message: `No online orders${where} yet.` }
          }
        >
          {(data) => (
            <OrdersTable
              orders={data.pages.flatMap((page) => page.items)}
              caption={`Online orders${where}, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
              stale={orders.isPlaceholderData}
              formatDateTime={formatDateTime}
              renderLink={(order, children) => (
                <RouterAnchor
                  to="/orders/$orderId"
                  params={{ orderId: order.id }}
                  search={(previous) => ({ ...previous, location: location?.id })}
                  fw={500}
                  size="sm"
                >
                  {children}
                </RouterAnchor>
              )}
              hasMore={Boolean(hasNextPage)}
              loadingMore={isFetchingNextPage}
              onLoadMore={loadMore}
            />
          )}
        </QueryState>
      )}
      <Outlet />
    </>
  );
}
