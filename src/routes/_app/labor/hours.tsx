import { createFileRoute } from '@tanstack/react-router';
import { workedTimeOptions } from '@/features/labor/api/worked-time';
import { workweekConfigOptions } from '@/features/labor/api/workweek-configs';
import { scheduleWeek } from '@/features/labor/lib/schedule-search';
import { DEFAULT_WORKWEEK } from '@/features/labor/lib/workweek';
import { HoursPage } from '@/features/labor/pages/hours-page';
import { employeeDirectoryOptions } from '@/features/staff/api/employees';
import { searchDay, searchSchema } from '@/lib/list-search';
import { loaderLocation, locationSearchShape } from '@/lib/selected-location';
import { browserTimeZone } from '@/lib/time-zone';

export const Route = createFileRoute('/_app/labor/hours')({
  // The location (`?location=`) whose zone names the week, and the week (any day of it); the
  // figures place each shift in its own location's zone.
  validateSearch: searchSchema({ ...locationSearchShape, week: searchDay }),
  staticData: { locationScoped: true },
  loaderDeps: ({ search: { location, week } }) => ({ location, week }),
  // Prefetch only: the page shows loading and errors itself.
  loader: async ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(employeeDirectoryOptions());
    const [location, config] = await Promise.all([
      loaderLocation(queryClient, deps.location),
      queryClient.ensureQueryData(workweekConfigOptions()).catch(() => undefined),
    ]);
    if (config === undefined) return;
    const timeZone = location?.timezone ?? browserTimeZone();
    const week = scheduleWeek(deps.week, config ?? DEFAULT_WORKWEEK, timeZone, Date.now());
    void queryClient.prefetchQuery(workedTimeOptions({ workweek: week.startDate }));
  },
  component: HoursPage,
});
