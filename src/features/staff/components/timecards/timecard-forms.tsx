import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { z } from 'zod';
import { V1CreateTimecardBody, type V1TimecardT } from '../../../../api/schemas/timecards';
import { ContractForm, useContractForm } from '../../../../components/contract-form';
import { DateTimeField } from '../../../../components/date-time-field';
import { TimeZoneNote } from '../../../../components/time-zone-note';
import { changedFields } from '../../../../lib/changed-fields';
import { useFormatDateTime } from '../../../../lib/time-zone';
import { useEmployeeName } from '../../api/employee-names';
import {
  editTimesFormSchema,
  importTimecardFormSchema,
  isAlreadyClockedIn,
  timecardFieldLabels as labels,
  type ImportTimecardFormValues,
} from '../../lib/timecard-forms';
import { TimecardEmployeeField } from './timecard-employee-select';

type CreateBody = z.output<typeof V1CreateTimecardBody>;
type UpdateBody = z.output<typeof editTimesFormSchema>;

const TIME_FORMAT = 'MMM D, YYYY HH:mm';

interface ClockInFormProps {
  clockIn: (body: CreateBody) => Promise<{ clockin_time: string }>;
  onDone: () => void;
  /** Shows the employee's open timecard, offered when they are already clocked in. */
  onShowOpenTimecard: (employeeId: string) => void;
}

/** Clocks an employee in now; someone already clocked in gets a way to their open timecard. */
export function ClockInForm({ clockIn, onDone, onShowOpenTimecard }: ClockInFormProps) {
  const employeeName = useEmployeeName();
  const formatDateTime = useFormatDateTime();
  const [clockedInEmployeeId, setClockedInEmployeeId] = useState<string>();
  const contract = useContractForm(V1CreateTimecardBody, {
    defaultValues: { employee_id: '' },
    labels,
  });

  const save = async ({ employee_id }: CreateBody) => {
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
      if (!isAlreadyClockedIn(error)) throw error;
      setClockedInEmployeeId(employee_id);
    }
  };

  return (
    <ContractForm
      contract={contract}
      submitLabel="Clock in"
      errorTitle="Could not clock in"
      onSave={save}
      onCancel={onDone}
    >
      <Text size="sm">The employee is clocked in as of now.</Text>
      <TimecardEmployeeField onPicked={() => setClockedInEmployeeId(undefined)} />
      {clockedInEmployeeId ? (
        <Alert
          color="red"
          role="alert"
          title={`${employeeName(clockedInEmployeeId)} is already clocked in`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              An employee can have one open timecard. Clock them out before clocking them in again.
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
    </ContractForm>
  );
}

interface TimecardImportFormProps {
  importTimecard: (body: CreateBody) => Promise<unknown>;
  onDone: () => void;
  defaultValues?: Partial<ImportTimecardFormValues>;
}

/** Records a shift that was worked but not clocked. */
export function TimecardImportForm({
  importTimecard,
  onDone,
  defaultValues,
}: TimecardImportFormProps) {
  const employeeName = useEmployeeName();
  const contract = useContractForm(importTimecardFormSchema, {
    defaultValues: { employee_id: '', clockin_time: null, clockout_time: null, ...defaultValues },
    labels,
  });
  const now = new Date();

  const save = async (body: CreateBody) => {
    await importTimecard(body);
    notifications.show({
      color: 'green',
      title: 'Timecard imported',
      message: `Added a finished timecard for ${employeeName(body.employee_id)}.`,
    });
    onDone();
  };

  return (
    <ContractForm
      contract={contract}
      submitLabel="Import timecard"
      errorTitle="Could not import the timecard"
      onSave={save}
      onCancel={onDone}
    >
      <Text size="sm">
        Record a shift that was worked but not clocked. <TimeZoneNote />
      </Text>
      <TimecardEmployeeField />
      <DateTimeField
        control={contract.form.control}
        name="clockin_time"
        label="Clock-in"
        required
        valueFormat={TIME_FORMAT}
        maxDate={now}
      />
      <DateTimeField
        control={contract.form.control}
        name="clockout_time"
        label="Clock-out"
        required
        valueFormat={TIME_FORMAT}
        maxDate={now}
      />
    </ContractForm>
  );
}

interface EditTimesFormProps {
  timecard: V1TimecardT;
  save: (body: UpdateBody) => Promise<unknown>;
  onDone: () => void;
}

/** Corrects a timecard's times; only the times that changed are sent. */
export function EditTimesForm({ timecard, save, onDone }: EditTimesFormProps) {
  const employeeName = useEmployeeName();
  const contract = useContractForm(editTimesFormSchema, {
    defaultValues: {
      clockin_time: timecard.clockin_time,
      clockout_time: timecard.clockout_time ?? null,
    },
    labels,
  });
  const now = new Date();

  const saveChanges = async (values: UpdateBody) => {
    const changes = changedFields(timecard, values);
    if (Object.keys(changes).length > 0) {
      await save(changes);
      notifications.show({
        color: 'green',
        title: 'Timecard updated',
        message: `Saved the new times for ${employeeName(timecard.employee_id)}.`,
      });
    }
    onDone();
  };

  return (
    <ContractForm
      contract={contract}
      submitLabel="Save times"
      errorTitle="Could not save the times"
      submitDisabled={!contract.form.formState.isDirty}
      onSave={saveChanges}
      onCancel={onDone}
    >
      <Text size="sm">
        Only the times you change are saved. <TimeZoneNote />
      </Text>
      <DateTimeField
        control={contract.form.control}
        name="clockin_time"
        label="Clock-in"
        required
        data-autofocus
        valueFormat={TIME_FORMAT}
        maxDate={now}
      />
      <DateTimeField
        control={contract.form.control}
        name="clockout_time"
        label="Clock-out"
        description={
          timecard.clockout_time ? undefined : 'Still clocked in: setting a time clocks them out.'
        }
        valueFormat={TIME_FORMAT}
        maxDate={now}
      />
    </ContractForm>
  );
}
