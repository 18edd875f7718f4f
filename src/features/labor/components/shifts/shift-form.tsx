import {
  Button,
  Fieldset,
  Group,
  ActionIcon,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import type { BreakTypeT } from '@/api/schemas/break-types';
import type { ShiftT } from '@/api/schemas/shifts';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { DateTimeField } from '@/components/date-time-field';
import { EmployeeField } from '@/components/employee-select';
import { asSentence } from '@/components/form-errors';
import { MoneyField, TextField } from '@/components/form-fields';
import { RouterAnchor } from '@/components/router-anchor';
import { useEmployeeChoices } from '@/features/staff/api/employee-names';
import { useTimeZone } from '@/lib/time-zone';
import { findOverlappingShifts } from '../../api/shifts';
import { formatDuration } from '../../lib/break-type-form';
import {
  createShiftFormSchema,
  editShiftFormSchema,
  shiftFieldLabels,
  type BreakFormValues,
  type ShiftBody,
  type ShiftFormValues,
  type ShiftUpdateBody,
} from '../../lib/shift-form';
import { formatShiftTimes } from '../../lib/shift-format';

type ShiftFormProps = {
  defaultValues: ShiftFormValues;
  /** The merchant's currency: hourly rates are typed in it. */
  currency: string;
  /** The location's break types, offered for breaks; undefined while loading. */
  breakTypes: BreakTypeT[] | undefined;
  onCancel: () => void;
} & (
  | {
      /** A new shift at `locationId`. */
      shift?: undefined;
      locationId: string;
      onSave: (body: ShiftBody) => Promise<unknown>;
    }
  | {
      /** An edit of `shift`: the whole shift is sent (the service replaces it). */
      shift: ShiftT;
      /** The employee's name; the employee of a shift does not change. */
      employeeName: string;
      onSave: (body: ShiftUpdateBody) => Promise<unknown>;
    }
);

/**
 * A shift's times, wage and breaks. The contract's rules and the overlap with the employee's
 * other shifts are explained on the inputs before anything is sent; the service's own refusals
 * land on the inputs they name.
 */
export function ShiftForm(props: ShiftFormProps) {
  const { defaultValues, currency, breakTypes, onCancel } = props;
  const queryClient = useQueryClient();
  const timeZone = useTimeZone();
  const [schema] = useState(() => {
    const options = {
      currency,
      findOverlapping: (shift: Parameters<typeof findOverlappingShifts>[1]) =>
        findOverlappingShifts(queryClient, shift),
      describeShift: (shift: Parameters<typeof formatShiftTimes>[0]) =>
        formatShiftTimes(shift, timeZone),
    };
    return props.shift === undefined
      ? createShiftFormSchema({ ...options, locationId: props.locationId })
      : editShiftFormSchema({ ...options, shiftId: props.shift.id });
  });
  const contract = useContractForm(schema, {
    defaultValues,
    labels: shiftFieldLabels,
  });
  const editing = props.shift !== undefined;
  const save = (body: ShiftBody | ShiftUpdateBody) =>
    // The schema is the create or the edit one, as `props.shift` says.
    props.shift === undefined ? props.onSave(body as ShiftBody) : props.onSave(body);

  return (
    <ContractFormShell
      contract={contract}
      requires="time.write"
      onSave={save}
      onCancel={onCancel}
      label={editing ? 'Edit shift' : 'New shift'}
      submitLabel={editing ? 'Save changes' : 'Add shift'}
      errorTitle={editing ? 'Could not save the shift' : 'Could not add the shift'}
      submitDisabled={editing && !contract.form.formState.isDirty}
    >
      {props.shift === undefined ? (
        <NewShiftEmployee />
      ) : (
        <ReadOnlyEmployee name={props.employeeName} />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ShiftTime name="start_at" label="Start" required autoFocus={editing} />
        <ShiftTime
          name="end_at"
          label="End"
          clearable
          description="Empty while the shift goes on (open)"
        />
      </SimpleGrid>
      <WageFields currency={currency} />
      <BreakFields breakTypes={breakTypes} />
    </ContractFormShell>
  );
}

function NewShiftEmployee() {
  return <EmployeeField employees={useEmployeeChoices()} />;
}

/** The employee of an existing shift: shown, not editable; a refusal naming it shows here. */
function ReadOnlyEmployee({ name }: { name: string }) {
  const { fieldState } = useController<ShiftFormValues, 'employee_id'>({ name: 'employee_id' });
  return (
    <TextInput
      label="Employee"
      value={name}
      readOnly
      description="A shift's employee cannot change."
      error={asSentence(fieldState.error?.message)}
    />
  );
}

interface ShiftTimeProps {
  name: 'start_at' | 'end_at' | `breaks.${number}.start_at` | `breaks.${number}.end_at`;
  label: string;
  required?: boolean;
  clearable?: boolean;
  description?: ReactNode;
  autoFocus?: boolean;
}

/** A time on the location's clock, never in the future. */
function ShiftTime({ autoFocus, ...props }: ShiftTimeProps) {
  const { control } = useFormContext<ShiftFormValues>();
  return (
    <DateTimeField control={control} maxDate={new Date()} data-autofocus={autoFocus} {...props} />
  );
}

function WageFields({ currency }: { currency: string }) {
  const { control } = useFormContext<ShiftFormValues>();
  return (
    <Fieldset legend="Wage" variant="unstyled" m={0} p={0}>
      <Text size="sm" c="dimmed" mb="xs">
        Leave the rate empty to cost the shift at the employee&apos;s wage.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField control={control} name="wage.title" label="Job title" autoComplete="off" />
        <MoneyField
          control={control}
          name="wage.hourly_rate"
          currency={currency}
          label={`Hourly rate (${currency})`}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

function BreakFields({ breakTypes }: { breakTypes: BreakTypeT[] | undefined }) {
  const { control } = useFormContext<ShiftFormValues>();
  // The item key must not be `id`: that is the break's own id.
  const { fields, append, remove } = useFieldArray({ control, name: 'breaks', keyName: 'key' });
  const first = breakTypes?.[0];
  const addBreak = () => {
    if (!first) return;
    append({
      break_type_id: first.id,
      name: first.break_name,
      expected_duration: first.expected_duration,
      is_paid: first.is_paid,
      start_at: null,
      end_at: null,
    });
  };
  return (
    <Fieldset legend="Breaks" variant="unstyled" m={0} p={0}>
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No breaks.
          </Text>
        ) : null}
        {fields.map((field, index) => (
          <BreakRow
            key={field.key}
            index={index}
            breakTypes={breakTypes}
            onRemove={() => remove(index)}
          />
        ))}
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={addBreak}
            disabled={!first}
          >
            Add break
          </Button>
          {breakTypes !== undefined && !first ? (
            <Text size="sm">
              This location has no break types yet:{' '}
              <RouterAnchor to="/labor/break-types" underline="always">
                add one
              </RouterAnchor>{' '}
              first.
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}

function BreakRow({
  index,
  breakTypes,
  onRemove,
}: {
  index: number;
  breakTypes: BreakTypeT[] | undefined;
  onRemove: () => void;
}) {
  const { control, setValue, getValues } = useFormContext<ShiftFormValues>();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: `breaks.${index}.break_type_id` });
  const current: BreakFormValues | undefined = getValues(`breaks.${index}`);
  const options = (breakTypes ?? []).map((t) => ({
    value: t.id,
    label: `${t.break_name} (${t.is_paid ? 'paid' : 'unpaid'}, ${formatDuration(t.expected_duration)})`,
  }));
  // A break keeps a copy of its type: a type deleted since is still shown by that copy.
  if (current && value && !options.some((o) => o.value === value)) {
    options.unshift({
      value,
      label: `${current.name} (${current.is_paid ? 'paid' : 'unpaid'}, ${formatDuration(current.expected_duration)})`,
    });
  }
  const number = index + 1;
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Break ${number}`}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600}>
          Break {number}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove break ${number}`}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Stack gap="sm">
        <Select
          label="Break type"
          required
          ref={ref}
          name={name}
          data={options}
          value={value || null}
          allowDeselect={false}
          onBlur={onBlur}
          onChange={(id) => {
            const type = breakTypes?.find((t) => t.id === id);
            onChange(id ?? '');
            if (type) {
              setValue(`breaks.${index}.name`, type.break_name, { shouldDirty: true });
              setValue(`breaks.${index}.expected_duration`, type.expected_duration, {
                shouldDirty: true,
              });
              setValue(`breaks.${index}.is_paid`, type.is_paid, { shouldDirty: true });
            }
          }}
          error={asSentence(fieldState.error?.message)}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ShiftTime name={`breaks.${index}.start_at`} label="Break start" required />
          <ShiftTime
            name={`breaks.${index}.end_at`}
            label="Break end"
            clearable
            description="Empty while the break goes on"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
