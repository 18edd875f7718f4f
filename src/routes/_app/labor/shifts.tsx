import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { shiftListOptions } from '@/features/labor/api/shifts';
import { employeeDirectoryOptions } from '@/features/staff/api/employees';
import {
  shiftsSearch,
  shiftsSearchSchema,
  toShiftSearchRequest,
} from '@/features/labor/lib/shifts-search';
import { ShiftsPage } from '@/features/labor/pages/shifts-page';
import { loaderLocation } from '@/lib/selected-location';
import { browserTimeZone } from '@/lib/time-zone';

export const Route = createFileRoute('/_app/labor/shifts')({
  validateSearch: shiftsSearchSchema,
  search: { middlewares: [stripSearchParams(shiftsSearch.defaults)] },
  staticData: { locationScoped: true },
  loaderDeps: ({ search }) => search,
  // Prefetch only: the page shows loading and errors itself. The search names the location and
  // reads days in its zone, so the locations are read first.
  loader: async ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(employeeDirectoryOptions());
    const location = await loaderLocation(queryClient, deps.location);
    void queryClient.prefetchInfiniteQuery(
      shiftListOptions(
        toShiftSearchRequest(deps, {
          locationId: location?.id,
          timeZone: location?.timezone ?? browserTimeZone(),
        }),
      ),
    );
  },
  component: ShiftsPage,
});
