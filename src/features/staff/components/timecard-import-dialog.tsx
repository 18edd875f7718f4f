import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormFooter } from './form-footer';
import { RecordedAtNote, useCreateTimecardHere } from './timecard-recorded-at';
import type { V1CreateTimecardBody } from '../../../api/schemas/staff';
import { DateTimeField } from '../../../components/date-time-field';
import { TimecardEmployeeSelect } from './timecard-employee-select';
import { applyServerError, withReadableMessages } from './timecard-form-errors';
import {
  importTimecardFormSchema,
  withoutEmptyTimes,
  type ImportTimecardFormValues,
} from './timecard-form-schemas';
import { browserTimeZone, useEmployeeName } from './timecard-names';

type CreateBody = z.input<typeof V1CreateTimecardBody>;

const FIELDS = ['employee_id', 'clockin_time', 'clockout_time'] as const;

interface TimecardImportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Preselected employee, e.g. the one the list is filtered by. */
  employeeId: string | undefined;
}

export function TimecardImportDialog({ opened, onClose, employeeId }: TimecardImportDialogProps) {
  const { create, isPending, location } = useCreateTimecardHere();
  return (
    <Modal
      opened={opened}
      onClose={isPending ? () => undefined : onClose}
      title="Import a finished timecard"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <RecordedAtNote location={location} />
      <TimecardImportForm
        importTimecard={create}
        onDone={onClose}
        defaultValues={{ employee_id: employeeId ?? '' }}
      />
    </Modal>
  );
}

interface TimecardImportFormProps {
  importTimecard: (body: CreateBody) => Promise<unknown>;
  onDone: () => void;
  defaultValues?: Partial<ImportTimecardFormValues>;
}

export function TimecardImportForm({
  importTimecard,
  onDone,
  defaultValues,
}: TimecardImportFormProps) {
  const employeeName = useEmployeeName();
  const [formError, setFormError] = useState<string>();
  // Raw: the contract only validates; the picker's nulls are dropped on submit.
  const form = useForm<ImportTimecardFormValues>({
    resolver: withReadableMessages(zodResolver(importTimecardFormSchema, undefined, { raw: true })),
    defaultValues: { employee_id: '', clockin_time: null, clockout_time: null, ...defaultValues },
  });
  const now = new Date();

  const submit = form.handleSubmit(async (values) => {
    const body = withoutEmptyTimes(values);
    setFormError(undefined);
    try {
      await importTimecard(body);
      notifications.show({
        color: 'green',
        title: 'Timecard imported',
        message: `Added a finished timecard for ${employeeName(body.employee_id)}.`,
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
          Record a shift that was worked but not clocked. Times are in your time zone (
          {browserTimeZone()}).
        </Text>
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
              onChange={(id) => field.onChange(id ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <DateTimeField
          control={form.control}
          name="clockin_time"
          label="Clock-in"
          required
          valueFormat="MMM D, YYYY HH:mm"
          maxDate={now}
        />
        <DateTimeField
          control={form.control}
          name="clockout_time"
          label="Clock-out"
          required
          valueFormat="MMM D, YYYY HH:mm"
          maxDate={now}
        />
        <FormFooter
          error={formError}
          errorTitle="Could not import the timecard"
          submitLabel="Import timecard"
          busy={form.formState.isSubmitting}
          cancelDisabled={form.formState.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
