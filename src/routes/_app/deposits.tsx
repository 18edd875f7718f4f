import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { depositListOptions } from '@/features/deposits/api/deposits';
import {
  depositsSearch,
  depositsSearchProblem,
  toDepositListQuery,
} from '@/features/deposits/lib/deposits-search';
import { DepositsPage } from '@/features/deposits/pages/deposits-page';
import { prefetchListPage } from '@/lib/list-loader';

export const Route = createFileRoute('/_app/deposits')({
  validateSearch: depositsSearch.schema,
  search: { middlewares: [stripSearchParams(depositsSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself. Refused days send nothing.
  loader: ({ context: { queryClient }, deps }) => {
    return prefetchListPage(queryClient, deps, depositsSearch, async (timeZone) => {
      if (depositsSearchProblem(deps, timeZone)) return;
      await queryClient.prefetchInfiniteQuery(
        depositListOptions(toDepositListQuery(deps, timeZone)),
      );
    });
  },
  component: DepositsPage,
});
