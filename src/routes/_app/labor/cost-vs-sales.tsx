import { createFileRoute } from '@tanstack/react-router';
import { laborSalesOptions } from '@/features/labor/api/labor-sales';
import { rangeProblem } from '@/features/labor/lib/labor-sales';
import { LaborSalesPage } from '@/features/labor/pages/labor-sales-page';
import { searchDay, searchSchema } from '@/lib/list-search';
import { loaderLocation, locationSearchShape } from '@/lib/selected-location';

export const Route = createFileRoute('/_app/labor/cost-vs-sales')({
  // The location (`?location=`) and its first and last day (`from`, `to`, both or neither).
  validateSearch: searchSchema({ ...locationSearchShape, from: searchDay, to: searchDay }),
  staticData: { locationScoped: true },
  loaderDeps: ({ search: { location, from, to } }) => ({ location, from, to }),
  // Prefetch only: the page shows loading and errors itself.
  loader: async ({ context: { queryClient }, deps }) => {
    const location = await loaderLocation(queryClient, deps.location);
    if (!location || rangeProblem(deps)) return;
    void queryClient.prefetchQuery(
      laborSalesOptions({ location_id: location.id, begin_date: deps.from, end_date: deps.to }),
    );
  },
  component: LaborSalesPage,
});
