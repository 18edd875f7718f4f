import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { wageListOptions } from '@/features/labor/api/employee-wages';
import { toWageListQuery, wagesSearch } from '@/features/labor/lib/wages-search';
import { WagesPage } from '@/features/labor/pages/wages-page';
import { employeeDirectoryOptions } from '@/features/staff/api/employees';

export const Route = createFileRoute('/_app/labor/wages')({
  validateSearch: wagesSearch.schema,
  search: { middlewares: [stripSearchParams(wagesSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself. Rows are named from the directory.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(employeeDirectoryOptions());
    void queryClient.prefetchInfiniteQuery(wageListOptions(toWageListQuery(deps)));
  },
  component: WagesPage,
});
