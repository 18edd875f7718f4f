import { Alert, Stack, Text } from '@mantine/core';
import { ConfirmActions } from '@/components/confirm-button';
import { notifyDone } from '@/components/notify';
import { getRouteApi } from '@tanstack/react-router';
import type { V1TimecardT } from '@/api/schemas/timecards';
import { describeFailure } from '@/components/form-errors';
import { LoadedOverlay } from '@/components/route-drawer';
import { useFormatDateTime } from '@/lib/time-zone';
import { useEmployeeName } from '../api/employee-names';
import { useDeleteTimecard, useTimecard } from '../api/timecards';
import { useBackToList } from '@/lib/use-back';

const route = getRouteApi('/_app/staff/timecards/$timecardId_/delete');

/** Asks before deleting a timecard; the page of its own is the confirmation. */
export function TimecardDeleteDialog() {
  const { timecardId } = route.useParams();
  const back = useBackToList('/staff/timecards');
  const timecard = useTimecard(timecardId);
  return (
    <LoadedOverlay
      kind="modal"
      title="Delete timecard?"
      query={timecard}
      subject="the timecard"
      onClosed={back.list}
    >
      {(current, close) => <DeleteConfirmation timecard={current} onDone={close} />}
    </LoadedOverlay>
  );
}

function DeleteConfirmation({ timecard, onDone }: { timecard: V1TimecardT; onDone: () => void }) {
  const deleteTimecard = useDeleteTimecard();
  const employeeName = useEmployeeName();
  const formatDateTime = useFormatDateTime();
  const name = employeeName(timecard.employee_id);
  const clockin = formatDateTime(timecard.clockin_time, timecard.clockin_location_id);
  const shift = timecard.clockout_time
    ? `from ${clockin} to ${formatDateTime(timecard.clockout_time, timecard.clockin_location_id)}`
    : `clocked in since ${clockin}, not clocked out`;

  const confirm = async () => {
    await deleteTimecard.mutateAsync(timecard.id);
    notifyDone('Timecard deleted', `Deleted the timecard of ${name}.`);
    onDone();
  };

  if (timecard.deleted) {
    return <Text>This timecard is already deleted.</Text>;
  }
  return (
    <Stack gap="md">
      <Text>
        Delete the timecard of <strong>{name}</strong>, {shift}?
      </Text>
      <Text size="sm">
        It stays visible under “Deleted” with its history, but it no longer counts and can no longer
        be changed.
      </Text>
      {deleteTimecard.isError ? (
        <Alert color="red" role="alert" title="Could not delete the timecard">
          {describeFailure(deleteTimecard.error)}
        </Alert>
      ) : null}
      <ConfirmActions
        keepLabel="Keep timecard"
        confirmLabel="Delete timecard"
        color="red"
        pending={deleteTimecard.isPending}
        onKeep={onDone}
        onConfirm={() => void confirm().catch(() => undefined)}
      />
    </Stack>
  );
}
