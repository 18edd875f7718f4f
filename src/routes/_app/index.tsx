import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { TodayPage } from '@/features/today/pages/today-page';
import { locationSearchShape } from '@/lib/selected-location';

/** `/`: the Today page, for the selected location (`?location=`) or every one (`?scope=all`). */
export const Route = createFileRoute('/_app/')({
  validateSearch: z.object({
    ...locationSearchShape,
    scope: z.enum(['all']).optional().catch(undefined),
  }),
  staticData: { locationScoped: true },
  component: TodayPage,
});
