import { getRouteApi } from '@tanstack/react-router';
import { RouteModal } from '@/components/route-drawer';
import { TimecardImportForm } from '../components/timecards/timecard-forms';
import {
  RecordedAtNote,
  useCreateTimecardHere,
} from '../components/timecards/timecard-recorded-at';

const route = getRouteApi('/_app/staff/timecards/import');

export function TimecardImportDialog() {
  const navigate = route.useNavigate();
  // The employee the list is filtered by, if any, is the likely one.
  const { employee_id } = route.useSearch();
  const { create } = useCreateTimecardHere();
  return (
    <RouteModal
      title="Import a finished timecard"
      onClosed={() => void navigate({ to: '/staff/timecards', search: true })}
    >
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
