import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { orderListOptions } from '@/features/orders/api/orders';
import {
  ordersSearch,
  ordersSearchSchema,
  toOrderListQuery,
} from '@/features/orders/lib/orders-search';
import { OrdersPage } from '@/features/orders/pages/orders-page';
import { loaderLocation } from '@/lib/selected-location';

export const Route = createFileRoute('/_app/orders')({
  validateSearch: ordersSearchSchema,
  search: { middlewares: [stripSearchParams(ordersSearch.defaults)] },
  staticData: { locationScoped: true },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself. A v1 list is one location's, so
  // the locations are read first.
  loader: async ({ context: { queryClient }, deps }) => {
    const location = await loaderLocation(queryClient, deps.location);
    if (location) {
      void queryClient.prefetchInfiniteQuery(orderListOptions(toOrderListQuery(deps, location.id)));
    }
  },
  component: OrdersPage,
});
