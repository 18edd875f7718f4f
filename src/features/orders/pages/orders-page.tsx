import { Alert } from '@mantine/core';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { noRows, useListRows } from '@/api/paging';
import { AnySelect, OrderSelect } from '@/components/filter-selects';
import { ListFilters } from '@/components/list-filters';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { RouterAnchor } from '@/components/router-anchor';
import { SearchInput } from '@/components/search-input';
import { TimeZoneNote } from '@/components/time-zone-note';
import type { ListFilterControl } from '@/lib/list-search';
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

function OrderFilters(filters: ListFilterControl<OrdersSearch>) {
  const { search } = filters;
  return (
    <ListFilters label="Filter orders" {...filters}>
      {(apply) => (
        <>
          <SearchInput
            label="Search"
            placeholder="Order ID, buyer email or name"
            withIcon
            maxLength={200}
            value={search.q}
            onChange={(q) => apply({ q })}
          />
          <AnySelect
            label="State"
            anyLabel="Any state"
            options={STATE_OPTIONS}
            value={search.state}
            onChange={(state) => apply({ state })}
          />
          <OrderSelect value={search.order} onChange={(order) => apply({ order })} />
        </>
      )}
    </ListFilters>
  );
}

/**
 * The selected location's online orders: the search (order id or buyer), the state filter and the
 * order in the URL, the location as the header's switcher set it; the list loads the `Link` pages
 * as it scrolls. Rows open the order's drawer, which stays over the list.
 */
export function OrdersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location, locationsQuery } = useSelectedLocation();
  const formatDateTime = useFormatDateTime();
  const orders = useOrderList(toOrderListQuery(search, location?.id ?? ''), Boolean(location));
  const { rows, more, stale } = useListRows(orders);
  const filters: ListFilterControl<OrdersSearch> = {
    list: ordersSearch,
    search,
    onChange: (next) => void navigate({ search: next }),
  };

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
      <OrderFilters {...filters} />
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
          isEmpty={noRows}
          empty={listEmptyState(
            filters,
            search.q
              ? `No order${where} has every word of “${search.q}” in its ID or buyer.`
              : 'No orders match these filters.',
            {
              message: `No online orders${where} yet.`,
            },
          )}
        >
          {() => (
            <OrdersTable
              orders={rows}
              caption={`Online orders${where}, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
              stale={stale}
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
              more={more}
            />
          )}
        </QueryState>
      )}
      <Outlet />
    </>
  );
}
