import { createFileRoute } from '@tanstack/react-router';
import { timecardOptions } from '@/features/staff/api/timecards';
import { TimecardEditDrawer } from '@/features/staff/pages/timecard-edit-drawer';

export const Route = createFileRoute('/_app/staff/timecards/$timecardId_/edit')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(timecardOptions(params.timecardId));
  },
  component: TimecardEditDrawer,
});
