import { createFileRoute } from '@tanstack/react-router';
import { TimecardDetailsDrawer } from '../../../features/staff/pages/timecard-details-drawer';

export const Route = createFileRoute('/_app/staff/timecards/$timecardId')({
  component: TimecardDetailsDrawer,
});
