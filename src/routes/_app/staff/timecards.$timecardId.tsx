import { createFileRoute } from '@tanstack/react-router';
import { timecardEventsOptions, timecardOptions } from '@/features/staff/api/timecards';
import { TimecardDetailsDrawer } from '@/features/staff/pages/timecard-details-drawer';

export const Route = createFileRoute('/_app/staff/timecards/$timecardId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(timecardOptions(params.timecardId));
    void queryClient.prefetchQuery(timecardEventsOptions(params.timecardId));
  },
  component: TimecardDetailsDrawer,
});
