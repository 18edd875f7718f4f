import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { V1UpdateEmployeeRoleBody, type V1EmployeeRoleT } from '../../../api/schemas/staff';
import { useServerErrors } from '../../../components/form-errors';
import { FormFooter } from './form-footer';
import { RoleFields } from './role-fields';
import {
  changedRoleFields,
  roleFieldFor,
  roleFormValues,
  type UpdateRoleBody,
} from './role-form-values';

interface EditRoleFormProps {
  role: V1EmployeeRoleT;
  /** Sends only the changed fields; a rejection is shown on the form. */
  onSubmit: (changes: UpdateRoleBody) => Promise<unknown>;
  /** Also called when a save would change nothing. */
  onCancel: () => void;
}

export function EditRoleForm({ role, onSubmit, onCancel }: EditRoleFormProps) {
  const [initial] = useState(() => roleFormValues(role));
  const form = useForm<z.input<typeof V1UpdateEmployeeRoleBody>, unknown, UpdateRoleBody>({
    resolver: zodResolver(V1UpdateEmployeeRoleBody),
    defaultValues: initial,
  });
  const { handleSubmit, setError, formState } = form;
  const { formError, runSave } = useServerErrors(setError, roleFieldFor);

  const submit = handleSubmit(async (values) => {
    const changes = changedRoleFields(initial, values);
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    await runSave(() => onSubmit(changes));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit role">
        <Stack gap="lg">
          <RoleFields />
          <FormFooter
            error={formError}
            submitLabel="Save changes"
            busy={formState.isSubmitting}
            submitDisabled={!formState.isDirty}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
