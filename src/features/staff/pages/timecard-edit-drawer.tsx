import { Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { LoadedOverlay } from '../../../components/route-drawer';
import { useEmployeeName } from '../api/employee-names';
import { useTimecard, useUpdateTimecard } from '../api/timecards';
import { EditTimesForm } from '../components/timecards/timecard-forms';

const route = getRouteApi('/_app/staff/timecards/$timecardId_/edit');

export function TimecardEditDrawer() {
  const { timecardId } = route.useParams();
  const navigate = route.useNavigate();
  const timecard = useTimecard(timecardId);
  const updateTimecard = useUpdateTimecard();
  const employeeName = useEmployeeName();
  return (
    <LoadedOverlay
      title={
        timecard.data ? `Edit times: ${employeeName(timecard.data.employee_id)}` : 'Edit times'
      }
      query={timecard}
      subject="the timecard"
      onClosed={() => void navigate({ to: '/staff/timecards', search: true })}
    >
      {(current, close) =>
        current.deleted ? (
          <Text>This timecard is deleted; deleted timecards cannot be changed.</Text>
        ) : (
          <EditTimesForm
            key={current.id}
            timecard={current}
            save={(body) => updateTimecard.mutateAsync({ id: current.id, body })}
            onDone={close}
          />
        )
      }
    </LoadedOverlay>
  );
}
