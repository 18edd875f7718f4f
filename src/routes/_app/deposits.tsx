import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { depositListOptions } from '@/features/deposits/api/deposits';
import { depositsSearch, toDepositListQuery } from '@/features/deposits/lib/deposits-search';
import { DepositsPage } from '@/features/deposits/pages/deposits-page';
import { prefetchListPage } from '@/lib/list-loader';

export const Route = createFileRoute('/_app/deposits')({
  validateSearch: depositsSearch.schema,
  search: { middlewares: [stripSearchParams(depositsSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself.
  loader: ({ context: { queryClient }, deps }) => {
    return prefetchListPage(queryClient, deps, depositsSearch, (timeZone) =>
      queryClient.prefetchInfiniteQuery(depositListOptions(toDepositListQuery(deps, timeZone))),
    );
  },
  component: DepositsPage,
});
