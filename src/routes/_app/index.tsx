import { createFileRoute } from '@tanstack/react-router';
import { searchEnum, searchSchema } from '@/lib/list-search';
import { TodayPage } from '@/features/today/pages/today-page';
import { locationSearchShape } from '@/lib/selected-location';

/** `/`: the Today page, for the selected location (`?location=`) or every one (`?scope=all`). */
export const Route = createFileRoute('/_app/')({
  validateSearch: searchSchema({
    ...locationSearchShape,
    scope: searchEnum(['all']),
  }),
  staticData: { locationScoped: true },
  component: TodayPage,
});
