import { getRouteApi } from '@tanstack/react-router';
import { RouteModal } from '@/components/route-drawer';
import { withFilters } from '@/lib/list-search';
import { ClockInForm } from '../components/timecards/timecard-forms';
import {
  RecordedAtNote,
  useCreateTimecardHere,
} from '../components/timecards/timecard-recorded-at';

const route = getRouteApi('/_app/staff/timecards/clock-in');

export function TimecardClockInDialog() {
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const { create } = useCreateTimecardHere();
  return (
    <RouteModal
      title="Clock in an employee"
      onClosed={() => void navigate({ to: '/staff/timecards', search: true })}
    >
      {(close) => (
        <>
          <RecordedAtNote />
          <ClockInForm
            clockIn={create}
            onDone={close}
            onShowOpenTimecard={(employee_id) =>
              void navigate({
                to: '/staff/timecards',
                search: withFilters(search, { employee_id, status: 'valid' }),
              })
            }
          />
        </>
      )}
    </RouteModal>
  );
}
