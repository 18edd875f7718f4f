import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loaderTimeZone } from '../../../lib/selected-location';
import { employeeDirectoryOptions } from '../../../features/staff/api/employees';
import { timecardListOptions } from '../../../features/staff/api/timecards';
import { TimecardsPage } from '../../../features/staff/pages/timecards-page';
import { timecardsSearch, toTimecardListQuery } from '../../../features/staff/lib/timecards-search';

export const Route = createFileRoute('/_app/staff/timecards')({
  validateSearch: timecardsSearch.schema,
  search: { middlewares: [stripSearchParams(timecardsSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself, with a retry.
  loader: async ({ context: { queryClient }, deps }) => {
    // The rows are named from the directory.
    void queryClient.prefetchQuery(employeeDirectoryOptions());
    const timeZone = await loaderTimeZone(queryClient, timecardsSearch.usesTimeZone(deps));
    void queryClient.prefetchQuery(timecardListOptions(toTimecardListQuery(deps, timeZone)));
  },
  component: TimecardsPage,
});
