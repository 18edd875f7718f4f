import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { V1CreateEmployeeRoleBody } from '../../../api/schemas/staff';
import { useServerErrors } from '../../../components/form-errors';
import { FormFooter } from './form-footer';
import { RoleFields } from './role-fields';
import { emptyRoleValues, roleFieldFor, type CreateRoleBody } from './role-form-values';

interface CreateRoleFormProps {
  /** Sends the body; a rejection is shown on the form. */
  onSubmit: (body: CreateRoleBody) => Promise<unknown>;
  onCancel: () => void;
}

export function CreateRoleForm({ onSubmit, onCancel }: CreateRoleFormProps) {
  const form = useForm<z.input<typeof V1CreateEmployeeRoleBody>, unknown, CreateRoleBody>({
    resolver: zodResolver(V1CreateEmployeeRoleBody),
    defaultValues: emptyRoleValues,
  });
  const { handleSubmit, setError, formState } = form;
  const { formError, runSave } = useServerErrors(setError, roleFieldFor);

  const submit = handleSubmit(async (body) => {
    await runSave(() => onSubmit(body));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="New role">
        <Stack gap="lg">
          <RoleFields />
          <FormFooter
            error={formError}
            submitLabel="Add role"
            busy={formState.isSubmitting}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
