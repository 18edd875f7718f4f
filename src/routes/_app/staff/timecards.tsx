import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  timecardSearchDefaults,
  timecardSearchSchema,
} from '../../../features/staff/components/timecard-search';
import { TimecardsPage } from '../../../features/staff/pages/timecards-page';

export const Route = createFileRoute('/_app/staff/timecards')({
  validateSearch: timecardSearchSchema,
  search: { middlewares: [stripSearchParams(timecardSearchDefaults)] },
  component: TimecardsPage,
});
