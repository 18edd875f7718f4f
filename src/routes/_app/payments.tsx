import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { paymentTotalsOptions } from '@/features/payments/api/payment-reports';
import { paymentListOptions } from '@/features/payments/api/payments';
import { loaderCurrency } from '@/features/payments/components/use-currency';
import { paymentsSearch, toPaymentFilters } from '@/features/payments/lib/payments-search';
import { PaymentsPage } from '@/features/payments/pages/payments-page';
import { prefetchListPage } from '@/lib/list-loader';

export const Route = createFileRoute('/_app/payments')({
  validateSearch: paymentsSearch.schema,
  search: { middlewares: [stripSearchParams(paymentsSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself. The first page and the totals of
  // the range go out together; a typed total needs the currency first.
  loader: async ({ context: { queryClient }, deps }) => {
    const currency = await loaderCurrency(queryClient, deps.total !== undefined);
    return prefetchListPage(queryClient, deps, paymentsSearch, async (timeZone) => {
      const filters = toPaymentFilters(deps, timeZone, currency);
      await Promise.all([
        queryClient.prefetchInfiniteQuery(
          paymentListOptions({ ...filters, sort_order: deps.order }),
        ),
        queryClient.prefetchQuery(paymentTotalsOptions(filters)),
      ]);
    });
  },
  component: PaymentsPage,
});
