import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { drawerShiftListOptions } from '@/features/cash-drawers/api/drawer-shifts';
import {
  drawerShiftsSearch,
  drawerShiftsSearchSchema,
  toDrawerShiftListQuery,
} from '@/features/cash-drawers/lib/drawer-shifts-search';
import { CashDrawersPage } from '@/features/cash-drawers/pages/cash-drawers-page';
import { employeeDirectoryOptions } from '@/features/staff/api/employees';
import { loaderLocation } from '@/lib/selected-location';
import { browserTimeZone } from '@/lib/time-zone';

export const Route = createFileRoute('/_app/cash-drawers')({
  validateSearch: drawerShiftsSearchSchema,
  search: { middlewares: [stripSearchParams(drawerShiftsSearch.defaults)] },
  staticData: { locationScoped: true },
  loaderDeps: ({ search: { location, opened_from, opened_to, order } }) => ({
    location,
    opened_from,
    opened_to,
    order,
  }),
  // Prefetch only: the page shows loading and errors itself. The request names the location and
  // reads days in its zone, so the locations are read first; a refused period sends nothing.
  loader: async ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(employeeDirectoryOptions());
    const location = await loaderLocation(queryClient, deps.location);
    if (!location) return;
    const query = toDrawerShiftListQuery(deps, location.timezone || browserTimeZone());
    // The contract's period rule (zod) is not part of the app's first download: loaded here,
    // as by the page.
    const { periodProblem } = await import('@/features/cash-drawers/lib/drawer-period');
    if (periodProblem(query)) return;
    void queryClient.prefetchInfiniteQuery(drawerShiftListOptions(location.id, query));
  },
  component: CashDrawersPage,
});
