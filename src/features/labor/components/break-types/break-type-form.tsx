import { NumberInput, Switch } from '@mantine/core';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import type { BreakTypeInput } from '@/api/schemas/break-types';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { asSentence } from '@/components/form-errors';
import { TextField } from '@/components/form-fields';
import { breakTypeFormSchema, type BreakTypeFormValues } from '../../lib/break-type-form';

type BreakTypeBody = z.output<typeof BreakTypeInput>;

interface BreakTypeFormProps {
  /** The location the break type belongs to. */
  locationId: string;
  defaultValues: BreakTypeFormValues;
  /** An edit: submit waits until something changed. */
  editing?: boolean;
  onSave: (body: BreakTypeBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A break type's name, expected length and whether it is paid. */
export function BreakTypeForm({
  locationId,
  defaultValues,
  editing = false,
  onSave,
  onCancel,
}: BreakTypeFormProps) {
  const [schema] = useState(() => breakTypeFormSchema(locationId));
  const contract = useContractForm(schema, { defaultValues });
  return (
    <ContractFormShell
      contract={contract}
      requires="labor-settings.write"
      onSave={onSave}
      onCancel={onCancel}
      label={editing ? 'Edit break type' : 'New break type'}
      submitLabel={editing ? 'Save changes' : 'Add break type'}
      errorTitle={editing ? 'Could not save the break type' : 'Could not add the break type'}
      submitDisabled={editing && !contract.form.formState.isDirty}
    >
      <TextField
        control={contract.form.control}
        name="break_name"
        label="Name"
        description="As employees and managers see it, e.g. Lunch"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <MinutesField />
      <PaidSwitch />
    </ContractFormShell>
  );
}

function MinutesField() {
  const { control } = useFormContext<BreakTypeFormValues>();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'expected_duration' });
  return (
    <NumberInput
      ref={ref}
      name={name}
      label="Expected length (minutes)"
      withAsterisk
      min={1}
      max={1440}
      allowDecimal={false}
      allowNegative={false}
      w={220}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}

function PaidSwitch() {
  const { control } = useFormContext<BreakTypeFormValues>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'is_paid' });
  return (
    <Switch
      ref={ref}
      label="Paid break"
      description="Paid breaks count as time worked; unpaid breaks are left out of hours and labor cost."
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}
