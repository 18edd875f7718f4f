import { createFileRoute } from '@tanstack/react-router';
import { employeeDirectoryOptions } from '@/features/staff/api/employees';
import { allShiftsOptions } from '@/features/labor/api/shifts';
import { workweekConfigOptions } from '@/features/labor/api/workweek-configs';
import {
  scheduleSearchSchema,
  scheduleWeek,
  weekShiftsRequest,
} from '@/features/labor/lib/schedule-search';
import { DEFAULT_WORKWEEK } from '@/features/labor/lib/workweek';
import { SchedulePage } from '@/features/labor/pages/schedule-page';
import { loaderLocation } from '@/lib/selected-location';
import { browserTimeZone } from '@/lib/time-zone';

export const Route = createFileRoute('/_app/labor/schedule')({
  validateSearch: scheduleSearchSchema,
  staticData: { locationScoped: true },
  loaderDeps: ({ search: { location, week, employee_id, status } }) => ({
    location,
    week,
    employee_id,
    status,
  }),
  // Prefetch only: the page shows loading and errors itself. The week's request names the
  // location and the workweek's bounds, so both are read first.
  loader: async ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(employeeDirectoryOptions());
    const [location, config] = await Promise.all([
      loaderLocation(queryClient, deps.location),
      queryClient.ensureQueryData(workweekConfigOptions()).catch(() => undefined),
    ]);
    if (!location || config === undefined) return;
    const week = scheduleWeek(
      deps.week,
      config ?? DEFAULT_WORKWEEK,
      location.timezone || browserTimeZone(),
      Date.now(),
    );
    void queryClient.prefetchQuery(
      allShiftsOptions(
        weekShiftsRequest(week, {
          locationId: location.id,
          employeeId: deps.employee_id,
          status: deps.status,
        }),
      ),
    );
  },
  component: SchedulePage,
});
