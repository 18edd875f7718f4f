import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { useStaleVersion } from '@/lib/use-stale-version';
import { useEmployeeName } from '../api/employee-names';
import { useTimecard, useUpdateTimecard } from '../api/timecards';
import { EditTimesForm } from '../components/timecards/timecard-forms';
import { useBackToList } from '@/lib/use-back';

const route = getRouteApi('/_app/staff/timecards/$timecardId_/edit');

export function TimecardEditDrawer() {
  const { timecardId } = route.useParams();
  const back = useBackToList('/staff/timecards');
  const timecard = useTimecard(timecardId);
  const updateTimecard = useUpdateTimecard();
  const employeeName = useEmployeeName();
  const { stale, reloading, guard, reload } = useStaleVersion(() => timecard.refetch());
  return (
    <LoadedOverlay
      title={
        timecard.data ? `Edit times: ${employeeName(timecard.data.employee_id)}` : 'Edit times'
      }
      query={timecard}
      subject="the timecard"
      onClosed={back.list}
    >
      {(current, close) =>
        current.deleted ? (
          <Text>This timecard is deleted; deleted timecards cannot be changed.</Text>
        ) : (
          <Stack gap="md">
            {stale ? (
              <StaleVersionAlert what="timecard" onReload={reload} reloading={reloading} />
            ) : null}
            <EditTimesForm
              // Saved against the copy it started from; a reload starts it over from the new one.
              key={current.updated_at}
              timecard={current}
              onSave={guard(async (body) => {
                await updateTimecard.mutateAsync({
                  id: current.id,
                  body,
                  read: current.updated_at,
                });
                notifyDone(
                  'Timecard updated',
                  `Saved the new times for ${employeeName(current.employee_id)}.`,
                );
                close();
              })}
              onCancel={close}
            />
          </Stack>
        )
      }
    </LoadedOverlay>
  );
}
