import { createFileRoute } from '@tanstack/react-router';
import { TimecardClockInDialog } from '@/features/staff/pages/timecard-clock-in-dialog';

export const Route = createFileRoute('/_app/staff/timecards/clock-in')({
  component: TimecardClockInDialog,
});
