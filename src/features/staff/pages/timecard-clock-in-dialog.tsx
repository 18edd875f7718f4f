import { getRouteApi } from '@tanstack/react-router';
import { RouteModal } from '@/components/route-drawer';
import { ClockInForm } from '../components/timecards/timecard-forms';
import {
  RecordedAtNote,
  useCreateTimecardHere,
} from '../components/timecards/timecard-recorded-at';
import { useBackToList } from '@/lib/use-back';

const route = getRouteApi('/_app/staff/timecards/clock-in');

export function TimecardClockInDialog() {
  const navigate = route.useNavigate();
  const back = useBackToList('/staff/timecards');
  const search = route.useSearch();
  const { create } = useCreateTimecardHere();
  return (
    <RouteModal title="Clock in an employee" onClosed={back.list}>
      {(close) => (
        <>
          <RecordedAtNote />
          <ClockInForm
            clockIn={create}
            onDone={close}
            onShowOpenTimecard={(employee_id) =>
              void navigate({
                to: '/staff/timecards',
                search: { ...search, employee_id, status: 'valid' },
              })
            }
          />
        </>
      )}
    </RouteModal>
  );
}
