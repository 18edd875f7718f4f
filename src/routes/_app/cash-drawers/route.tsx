import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { shiftListOptions } from '../../../features/cash-drawer/api/shifts';
import {
  periodProblem,
  shiftsSearchDefaults,
  shiftsSearchSchema,
  toShiftListQuery,
} from '../../../features/cash-drawer/lib/shifts-search';
import { ShiftsPage } from '../../../features/cash-drawer/pages/shifts-page';
import { employeeDirectoryOptions } from '../../../features/staff/api/employees';
import { loaderLocation } from '../../../lib/selected-location';
import { browserTimeZone } from '../../../lib/time-zone';

export const Route = createFileRoute('/_app/cash-drawers')({
  validateSearch: shiftsSearchSchema,
  search: { middlewares: [stripSearchParams(shiftsSearchDefaults)] },
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
    const query = toShiftListQuery(deps, location.timezone || browserTimeZone());
    if (periodProblem(query)) return;
    void queryClient.prefetchQuery(shiftListOptions(location.id, query));
  },
  component: ShiftsPage,
});
