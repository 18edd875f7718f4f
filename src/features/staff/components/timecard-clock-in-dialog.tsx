import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { V1CreateTimecardBody } from '../../../api/schemas/staff';
import { FormFooter } from './form-footer';
import { RecordedAtNote, useCreateTimecardHere } from './timecard-recorded-at';
import { formatDateTime } from '../../../components/format';
import { TimecardEmployeeSelect } from './timecard-employee-select';
import { applyServerError, isAlreadyClockedIn, withReadableMessages } from './timecard-form-errors';
import { useEmployeeName } from './timecard-names';

type CreateBody = z.output<typeof V1CreateTimecardBody>;

interface TimecardClockInDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Shows the employee's open timecard, offered when they are already clocked in. */
  onShowOpenTimecard: (employeeId: string) => void;
}

export function TimecardClockInDialog({
  opened,
  onClose,
  onShowOpenTimecard,
}: TimecardClockInDialogProps) {
  const { create, isPending, location } = useCreateTimecardHere();
  return (
    <Modal
      opened={opened}
      onClose={isPending ? () => undefined : onClose}
      title="Clock in an employee"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <RecordedAtNote location={location} />
      <ClockInForm clockIn={create} onDone={onClose} onShowOpenTimecard={onShowOpenTimecard} />
    </Modal>
  );
}

interface ClockInFormProps {
  clockIn: (body: CreateBody) => Promise<{ clockin_time: string }>;
  onDone: () => void;
  onShowOpenTimecard: (employeeId: string) => void;
}

function ClockInForm({ clockIn, onDone, onShowOpenTimecard }: ClockInFormProps) {
  const employeeName = useEmployeeName();
  const [formError, setFormError] = useState<string>();
  const [clockedInEmployeeId, setClockedInEmployeeId] = useState<string>();
  const form = useForm<z.input<typeof V1CreateTimecardBody>, unknown, CreateBody>({
    resolver: withReadableMessages(zodResolver(V1CreateTimecardBody)),
    defaultValues: { employee_id: '' },
  });

  const submit = form.handleSubmit(async ({ employee_id }) => {
    setFormError(undefined);
    setClockedInEmployeeId(undefined);
    try {
      const timecard = await clockIn({ employee_id });
      notifications.show({
        color: 'green',
        title: 'Clocked in',
        message: `${employeeName(employee_id)} clocked in at ${formatDateTime(timecard.clockin_time)}.`,
      });
      onDone();
    } catch (error) {
      if (isAlreadyClockedIn(error)) {
        setClockedInEmployeeId(employee_id);
        return;
      }
      setFormError(applyServerError(error, ['employee_id'], form.setError));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">The employee is clocked in as of now.</Text>
        <Controller
          control={form.control}
          name="employee_id"
          render={({ field, fieldState }) => (
            <TimecardEmployeeSelect
              label="Employee"
              required
              data-autofocus
              ref={field.ref}
              name={field.name}
              value={field.value || null}
              onChange={(id) => {
                setClockedInEmployeeId(undefined);
                field.onChange(id ?? '');
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        {clockedInEmployeeId ? (
          <Alert
            color="red"
            role="alert"
            title={`${employeeName(clockedInEmployeeId)} is already clocked in`}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                An employee can have one open timecard. Clock them out before clocking them in
                again.
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => onShowOpenTimecard(clockedInEmployeeId)}
              >
                Show their open timecard
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <FormFooter
          error={formError}
          errorTitle="Could not clock in"
          submitLabel="Clock in"
          busy={form.formState.isSubmitting}
          cancelDisabled={form.formState.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
