import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { activityListOptions } from '@/features/activity/api/activity';
import {
  activitySearch,
  activitySearchSchema,
  toActivityQuery,
} from '@/features/activity/lib/activity-search';
import { ActivityPage } from '@/features/activity/pages/activity-page';
import { loaderLocation } from '@/lib/selected-location';

export const Route = createFileRoute('/_app/activity')({
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(activitySearch.defaults)] },
  // The day is read in the selected location's zone: the header's switcher applies.
  staticData: { locationScoped: true },
  loaderDeps: ({ search: { location, person, area, resource_type, resource_id, day } }) => ({
    location,
    person,
    area,
    resource_type,
    resource_id,
    day,
  }),
  // Prefetch only: the page shows loading and errors itself. A day is read in the selected
  // location's zone, so the locations are read first when one is set.
  loader: async ({ context: { queryClient }, deps }) => {
    const location = deps.day ? await loaderLocation(queryClient, deps.location) : undefined;
    void queryClient.prefetchInfiniteQuery(
      activityListOptions(toActivityQuery(deps, location?.id)),
    );
  },
  component: ActivityPage,
});
