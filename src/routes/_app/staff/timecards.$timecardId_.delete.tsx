import { createFileRoute } from '@tanstack/react-router';
import { timecardOptions } from '@/features/staff/api/timecards';
import { TimecardDeleteDialog } from '@/features/staff/pages/timecard-delete-dialog';

export const Route = createFileRoute('/_app/staff/timecards/$timecardId_/delete')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(timecardOptions(params.timecardId));
  },
  component: TimecardDeleteDialog,
});
