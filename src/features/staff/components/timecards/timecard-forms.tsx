import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { V1CreateTimecardBody, type V1TimecardT } from '@/api/schemas/timecards';
import { ContractForm } from '@/components/contract-form';
import { DateTimeField } from '@/components/date-time-field';
import { notifyDone } from '@/components/notify';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useFormatDateTime, useLocationTimeZone } from '@/lib/time-zone';
import { useEmployeeName } from '../../api/employee-names';
import {
  editTimesFormSchema,
  importTimecardFormSchema,
  isAlreadyClockedIn,
  timecardFieldLabels as labels,
  type ImportTimecardFormValues,
} from '../../lib/timecard-forms';
import { TimecardEmployeeField } from './timecard-employee-field';

type CreateBody = z.output<typeof V1CreateTimecardBody>;
type UpdateBody = z.output<typeof editTimesFormSchema>;

interface ShiftTimeFieldProps {
  name: 'clockin_time' | 'clockout_time';
  label: string;
  required?: boolean;
  description?: string | undefined;
  autoFocus?: boolean;
  /** The timecard's location, whose zone the time is in; default: the selected location. */
  locationId?: string | undefined;
}

/** A clock-in or clock-out input: wall-clock time in the location's zone, never in the future. */
function ShiftTimeField({ autoFocus, locationId, ...props }: ShiftTimeFieldProps) {
  const zoneOf = useLocationTimeZone();
  return (
    <DateTimeField
      timeZone={zoneOf(locationId)}
      maxDate={new Date()}
      data-autofocus={autoFocus}
      {...props}
    />
  );
}

interface ClockInFormProps {
  clockIn: (body: CreateBody) => Promise<{ clockin_time: string; clockin_location_id?: string }>;
  onDone: () => void;
  /** Shows the employee's open timecard, offered when they are already clocked in. */
  onShowOpenTimecard: (employeeId: string) => void;
}

/** Clocks an employee in now; someone already clocked in gets a way to their open timecard. */
export function ClockInForm({ clockIn, onDone, onShowOpenTimecard }: ClockInFormProps) {
  const employeeName = useEmployeeName();
  const formatDateTime = useFormatDateTime();
  const [clockedInEmployeeId, setClockedInEmployeeId] = useState<string>();

  const save = async ({ employee_id }: CreateBody) => {
    setClockedInEmployeeId(undefined);
    try {
      const timecard = await clockIn({ employee_id });
      notifyDone(
        'Clocked in',
        `${employeeName(employee_id)} clocked in at ${formatDateTime(timecard.clockin_time, timecard.clockin_location_id)}.`,
      );
      onDone();
    } catch (error) {
      if (!isAlreadyClockedIn(error)) throw error;
      setClockedInEmployeeId(employee_id);
    }
  };

  return (
    <ContractForm
      requires="time.write"
      schema={V1CreateTimecardBody}
      defaultValues={{ employee_id: '' }}
      labels={labels}
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

  const save = async (body: CreateBody) => {
    await importTimecard(body);
    notifyDone(
      'Timecard imported',
      `Added a finished timecard for ${employeeName(body.employee_id)}.`,
    );
    onDone();
  };

  return (
    <ContractForm
      requires="time.write"
      schema={importTimecardFormSchema}
      defaultValues={{ employee_id: '', clockin_time: null, clockout_time: null, ...defaultValues }}
      labels={labels}
      submitLabel="Import timecard"
      errorTitle="Could not import the timecard"
      onSave={save}
      onCancel={onDone}
    >
      <Text size="sm">
        Record a shift that was worked but not clocked. <TimeZoneNote />
      </Text>
      <TimecardEmployeeField />
      <ShiftTimeField name="clockin_time" label="Clock-in" required />
      <ShiftTimeField name="clockout_time" label="Clock-out" required />
    </ContractForm>
  );
}

interface EditTimesFormProps {
  timecard: V1TimecardT;
  /** Saves the changed times (and says so); a rejection is shown on the form. */
  onSave: (body: UpdateBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Corrects a timecard's times; only the times that changed are sent. */
export function EditTimesForm({ timecard, onSave, onCancel }: EditTimesFormProps) {
  const place = { locationId: timecard.clockin_location_id };

  return (
    <ContractForm
      requires="time.write"
      schema={editTimesFormSchema}
      defaultValues={{
        clockin_time: timecard.clockin_time,
        clockout_time: timecard.clockout_time ?? null,
      }}
      labels={labels}
      changesOnly
      submitLabel="Save times"
      errorTitle="Could not save the times"
      onSave={onSave}
      onCancel={onCancel}
    >
      <Text size="sm">
        Only the times you change are saved. <TimeZoneNote />
      </Text>
      <ShiftTimeField name="clockin_time" label="Clock-in" required autoFocus {...place} />
      <ShiftTimeField
        {...place}
        name="clockout_time"
        label="Clock-out"
        description={
          timecard.clockout_time ? undefined : 'Still clocked in: setting a time clocks them out.'
        }
      />
    </ContractForm>
  );
}
