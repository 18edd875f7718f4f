import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { V1CreateEmployeeBody, type V1EmployeeRoleT } from '../../../api/schemas/staff';
import type { Location } from '../../../app/shell/account-queries';
import { useServerErrors } from '../../../components/form-errors';
import { EmployeeFields } from './employee-fields';
import {
  emptyEmployeeValues,
  employeeFieldFor,
  type CreateEmployeeBody,
} from './employee-form-values';
import { EmployeeStatusNote } from './employee-status';
import { FormFooter } from './form-footer';

interface CreateEmployeeFormProps {
  roles: V1EmployeeRoleT[] | undefined;
  locations: Location[] | undefined;
  /** Sends the body; a rejection is shown on the form. */
  onSubmit: (body: CreateEmployeeBody) => Promise<unknown>;
  onCancel: () => void;
}

export function CreateEmployeeForm({
  roles,
  locations,
  onSubmit,
  onCancel,
}: CreateEmployeeFormProps) {
  const form = useForm<z.input<typeof V1CreateEmployeeBody>, unknown, CreateEmployeeBody>({
    resolver: zodResolver(V1CreateEmployeeBody),
    defaultValues: emptyEmployeeValues,
  });

  const { handleSubmit, setError, formState } = form;
  const { formError, runSave } = useServerErrors(setError, employeeFieldFor);
  const submit = handleSubmit(async (body) => {
    await runSave(() => onSubmit(body));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="New employee">
        <Stack gap="lg">
          <EmployeeFields roles={roles} locations={locations} />
          <EmployeeStatusNote status="INACTIVE" />
          <FormFooter
            error={formError}
            submitLabel="Add employee"
            busy={formState.isSubmitting}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
