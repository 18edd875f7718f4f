import { notifications } from '@mantine/notifications';
import { notifyDone } from '@/components/notify';
import type { V1TimecardT } from '@/api/schemas/timecards';
import { ConfirmButton } from '@/components/confirm-button';
import { describeFailure } from '@/components/form-errors';
import { useFormatDateTime } from '@/lib/time-zone';
import { useEmployeeName } from '../../api/employee-names';
import { useUpdateTimecard } from '../../api/timecards';
import { Gated } from '@/lib/gated';

interface TimecardClockOutButtonProps {
  timecard: V1TimecardT;
}

/** Clocks an open timecard out now, after a confirmation. */
export function TimecardClockOutButton({ timecard }: TimecardClockOutButtonProps) {
  const updateTimecard = useUpdateTimecard();
  const name = useEmployeeName()(timecard.employee_id);
  const formatDateTime = useFormatDateTime();

  const clockOut = async () => {
    try {
      const updated = await updateTimecard.mutateAsync({
        id: timecard.id,
        body: { clockout_time: new Date().toISOString() },
        // Not over a change someone else made since the list was read (e.g. they clocked out).
        read: timecard.updated_at,
      });
      notifyDone(
        'Clocked out',
        `${name} clocked out at ${formatDateTime(updated.clockout_time ?? updated.updated_at, updated.clockin_location_id)}.`,
      );
    } catch (error) {
      notifications.show({
        color: 'red',
        title: `Could not clock out ${name}`,
        message: describeFailure(error),
      });
      throw error;
    }
  };

  return (
    <Gated permission="time.write">
      <ConfirmButton
        size="compact-sm"
        variant="light"
        title={`Clock out ${name}?`}
        message={`${name} clocked in at ${formatDateTime(timecard.clockin_time, timecard.clockin_location_id)}. The clock-out time will be now.`}
        confirmLabel="Clock out now"
        keepLabel="Keep clocked in"
        onConfirm={clockOut}
        aria-label={`Clock out ${name}`}
      >
        Clock out
      </ConfirmButton>
    </Gated>
  );
}
