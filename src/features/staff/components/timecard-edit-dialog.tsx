import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { V1TimecardT } from '../../../api/schemas/staff';
import { DateTimeField } from '../../../components/date-time-field';
import { useUpdateTimecard } from '../api/timecards';
import { FormFooter } from './form-footer';
import { applyServerError, withReadableMessages } from './timecard-form-errors';
import {
  changedTimes,
  editTimesFormSchema,
  type EditTimesFormValues,
} from './timecard-form-schemas';
import { browserTimeZone, useEmployeeName } from './timecard-names';

const FIELDS = ['clockin_time', 'clockout_time'] as const;

interface TimecardEditDialogProps {
  /** The timecard being edited; the dialog is closed when there is none. */
  timecard: V1TimecardT | undefined;
  onClose: () => void;
}

export function TimecardEditDialog({ timecard, onClose }: TimecardEditDialogProps) {
  const updateTimecard = useUpdateTimecard();
  const employeeName = useEmployeeName();
  return (
    <Modal
      opened={timecard !== undefined}
      onClose={updateTimecard.isPending ? () => undefined : onClose}
      title={timecard ? `Edit times: ${employeeName(timecard.employee_id)}` : 'Edit times'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {timecard ? (
        <EditTimesForm
          timecard={timecard}
          save={(body) => updateTimecard.mutateAsync({ id: timecard.id, body })}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

interface EditTimesFormProps {
  timecard: V1TimecardT;
  save: (body: { clockin_time?: string; clockout_time?: string }) => Promise<unknown>;
  onDone: () => void;
}

function EditTimesForm({ timecard, save, onDone }: EditTimesFormProps) {
  const employeeName = useEmployeeName();
  const [formError, setFormError] = useState<string>();
  const form = useForm<EditTimesFormValues>({
    // Raw: the contract only validates; the body is the changed fields alone.
    resolver: withReadableMessages(zodResolver(editTimesFormSchema, undefined, { raw: true })),
    defaultValues: {
      clockin_time: timecard.clockin_time,
      clockout_time: timecard.clockout_time ?? null,
    },
  });
  const now = new Date();

  const submit = form.handleSubmit(async (values) => {
    const body = changedTimes(timecard, values);
    if (Object.keys(body).length === 0) {
      setFormError('Nothing changed: pick a different time, or cancel.');
      return;
    }
    setFormError(undefined);
    try {
      await save(body);
      notifications.show({
        color: 'green',
        title: 'Timecard updated',
        message: `Saved the new times for ${employeeName(timecard.employee_id)}.`,
      });
      onDone();
    } catch (error) {
      setFormError(applyServerError(error, FIELDS, form.setError));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Only the times you change are saved. Times are in your time zone ({browserTimeZone()}).
        </Text>
        <DateTimeField
          control={form.control}
          name="clockin_time"
          label="Clock-in"
          required
          data-autofocus
          valueFormat="MMM D, YYYY HH:mm"
          maxDate={now}
        />
        <DateTimeField
          control={form.control}
          name="clockout_time"
          label="Clock-out"
          description={
            timecard.clockout_time ? undefined : 'Still clocked in: setting a time clocks them out.'
          }
          valueFormat="MMM D, YYYY HH:mm"
          maxDate={now}
        />
        <FormFooter
          error={formError}
          errorTitle="Could not save the times"
          submitLabel="Save times"
          busy={form.formState.isSubmitting}
          cancelDisabled={form.formState.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
