import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '@/lib/list-search';
import { breakTypeListOptions } from '@/features/labor/api/break-types';
import { BreakTypesPage } from '@/features/labor/pages/break-types-pages';
import { loaderLocation, locationSearchShape } from '@/lib/selected-location';

export const Route = createFileRoute('/_app/labor/break-types')({
  validateSearch: searchSchema(locationSearchShape),
  staticData: { locationScoped: true },
  loaderDeps: ({ search: { location } }) => ({ location }),
  // Prefetch only: the page shows loading and errors itself.
  loader: async ({ context: { queryClient }, deps }) => {
    const location = await loaderLocation(queryClient, deps.location);
    if (location) void queryClient.prefetchQuery(breakTypeListOptions(location.id));
  },
  component: BreakTypesPage,
});
