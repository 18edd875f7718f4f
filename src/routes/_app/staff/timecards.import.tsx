import { createFileRoute } from '@tanstack/react-router';
import { TimecardImportDialog } from '@/features/staff/pages/timecard-import-dialog';

export const Route = createFileRoute('/_app/staff/timecards/import')({
  component: TimecardImportDialog,
});
