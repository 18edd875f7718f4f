import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { V1TimecardT } from '../../../api/schemas/staff';
import { useDeleteTimecard } from '../api/timecards';
import { describeCommandError } from './timecard-form-errors';
import { describeShift } from './timecard-shift';
import { useEmployeeName } from './timecard-names';

interface TimecardDeleteDialogProps {
  /** The timecard to delete; the dialog is closed when there is none. */
  timecard: V1TimecardT | undefined;
  onClose: () => void;
}

export function TimecardDeleteDialog({ timecard, onClose }: TimecardDeleteDialogProps) {
  const deleteTimecard = useDeleteTimecard();
  const employeeName = useEmployeeName();
  const [error, setError] = useState<string>();

  const close = () => {
    setError(undefined);
    onClose();
  };

  const confirm = async (target: V1TimecardT) => {
    setError(undefined);
    try {
      await deleteTimecard.mutateAsync(target.id);
      notifications.show({
        color: 'green',
        title: 'Timecard deleted',
        message: `Deleted the timecard of ${employeeName(target.employee_id)}.`,
      });
      close();
    } catch (failure) {
      setError(describeCommandError(failure));
    }
  };

  return (
    <Modal
      opened={timecard !== undefined}
      onClose={deleteTimecard.isPending ? () => undefined : close}
      title="Delete timecard?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {timecard ? (
        <Stack gap="md">
          <Text>
            Delete the timecard of <strong>{employeeName(timecard.employee_id)}</strong>,{' '}
            {describeShift(timecard)}?
          </Text>
          <Text size="sm">
            It stays visible under “Deleted” with its history, but it no longer counts and can no
            longer be changed.
          </Text>
          {error ? (
            <Alert color="red" role="alert" title="Could not delete the timecard">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={close}
              disabled={deleteTimecard.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button
              color="red"
              loading={deleteTimecard.isPending}
              onClick={() => void confirm(timecard)}
            >
              Delete timecard
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
