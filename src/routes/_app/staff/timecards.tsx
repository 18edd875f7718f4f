import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { employeeDirectoryOptions } from '@/features/staff/api/employees';
import { timecardListOptions } from '@/features/staff/api/timecards';
import { timecardsSearch, toTimecardListQuery } from '@/features/staff/lib/timecards-search';
import { TimecardsPage } from '@/features/staff/pages/timecards-page';
import { prefetchListPage } from '@/lib/list-loader';

export const Route = createFileRoute('/_app/staff/timecards')({
  validateSearch: timecardsSearch.schema,
  search: { middlewares: [stripSearchParams(timecardsSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself, with a retry. Rows are named from
  // the employee directory.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(employeeDirectoryOptions());
    return prefetchListPage(queryClient, deps, timecardsSearch, (timeZone) =>
      queryClient.prefetchInfiniteQuery(timecardListOptions(toTimecardListQuery(deps, timeZone))),
    );
  },
  component: TimecardsPage,
});
