import { getRouteApi } from '@tanstack/react-router';
import { RouteModal } from '@/components/route-drawer';
import { TimecardImportForm } from '../components/timecards/timecard-forms';
import {
  RecordedAtNote,
  useCreateTimecardHere,
} from '../components/timecards/timecard-recorded-at';
import { useBackToList } from '@/lib/use-back';

const route = getRouteApi('/_app/staff/timecards/import');

export function TimecardImportDialog() {
  const back = useBackToList('/staff/timecards');
  // The employee the list is filtered by, if any, is the likely one.
  const { employee_id } = route.useSearch();
  const { create } = useCreateTimecardHere();
  return (
    <RouteModal title="Import a finished timecard" onClosed={back.list}>
      {(close) => (
        <>
          <RecordedAtNote />
          <TimecardImportForm
            importTimecard={create}
            onDone={close}
            defaultValues={{ employee_id: employee_id ?? '' }}
          />
        </>
      )}
    </RouteModal>
  );
}
