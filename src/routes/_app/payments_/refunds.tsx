import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { refundListOptions } from '@/features/payments/api/refunds';
import { refundsSearch, toRefundListQuery } from '@/features/payments/lib/refunds-search';
import { RefundsPage } from '@/features/payments/pages/refunds-page';
import { prefetchListPage } from '@/lib/list-loader';

// `payments_`: at /payments/refunds, but a page of its own, not an overlay over the payments list.
export const Route = createFileRoute('/_app/payments_/refunds')({
  validateSearch: refundsSearch.schema,
  search: { middlewares: [stripSearchParams(refundsSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    prefetchListPage(queryClient, deps, refundsSearch, (timeZone) =>
      queryClient.prefetchInfiniteQuery(refundListOptions(toRefundListQuery(deps, timeZone))),
    ),
  component: RefundsPage,
});
