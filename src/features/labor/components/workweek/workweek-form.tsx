import '@/components/dates-styles';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { UpdateWorkweekConfigRequest, type WorkweekConfigT } from '@/api/schemas/workweek-configs';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { asSentence } from '@/components/form-errors';
import { useFormatDateTime } from '@/lib/time-zone';
import { WEEKDAYS, WEEKDAY_NAMES, workweekOf, type WorkweekRule } from '../../lib/workweek';

/** The contract's workweek config; the version is added by the save. */
const workweekFormSchema = UpdateWorkweekConfigRequest.shape.workweek_config.omit({
  version: true,
});

type WorkweekBody = z.output<typeof workweekFormSchema>;

const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_NAMES[day] }));

interface WorkweekFormProps {
  config: WorkweekConfigT;
  /** The selected location's zone: the preview's week is on its clock. */
  timeZone: string;
  onSave: (body: WorkweekBody) => Promise<unknown>;
  onCancel: () => void;
}

/** When workweeks and workdays start; a preview shows the current week under the new rule. */
export function WorkweekForm({ config, timeZone, onSave, onCancel }: WorkweekFormProps) {
  const contract = useContractForm(workweekFormSchema, {
    defaultValues: {
      start_of_week: config.start_of_week,
      start_of_day_local_time: config.start_of_day_local_time,
    },
  });
  const { form } = contract;
  return (
    <ContractFormShell
      contract={contract}
      requires="labor-settings.write"
      onSave={onSave}
      onCancel={() => {
        form.reset();
        onCancel();
      }}
      label="Workweek"
      submitLabel="Save workweek"
      errorTitle="Could not save the workweek"
      submitDisabled={!form.formState.isDirty}
      cancelDisabled={!form.formState.isDirty}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={520}>
        <WeekdayField />
        <StartOfDayField />
      </SimpleGrid>
      <WeekPreview timeZone={timeZone} />
    </ContractFormShell>
  );
}

type Values = z.input<typeof workweekFormSchema>;

function WeekdayField() {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'start_of_week' });
  return (
    <Select
      ref={ref}
      name={name}
      label="Weeks start on"
      data={WEEKDAY_OPTIONS}
      value={value}
      allowDeselect={false}
      onChange={(day) => onChange(day ?? value)}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}

function StartOfDayField() {
  const { control } = useFormContext<Values>();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'start_of_day_local_time' });
  return (
    <TimeInput
      ref={ref}
      name={name}
      label="Workdays start at"
      description="On each location's own clock"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}

/** The current workweek under the rule being edited, while it is valid. */
function WeekPreview({ timeZone }: { timeZone: string }) {
  const formatDateTime = useFormatDateTime();
  const [now] = useState(() => new Date().toISOString());
  const rule = useWatch<Values>() as Partial<WorkweekRule>;
  const time = rule.start_of_day_local_time ?? '';
  if (!rule.start_of_week || !/^([01]\d|2[0-3]):[0-5]\d/.test(time)) return null;
  const week = workweekOf(
    now,
    { start_of_week: rule.start_of_week, start_of_day_local_time: time },
    timeZone,
  );
  return (
    <Text size="sm" aria-live="polite">
      With this, the current workweek runs from {formatDateTime(week.begin)} to{' '}
      {formatDateTime(week.end)}. Overtime is counted per workweek, and the worked week and hours
      show one workweek at a time.
    </Text>
  );
}
