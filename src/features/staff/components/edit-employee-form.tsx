import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  V1UpdateEmployeeBody,
  type V1EmployeeRoleT,
  type V1EmployeeT,
} from '../../../api/schemas/staff';
import type { Location } from '../../../app/shell/account-queries';
import { formatDateTime } from '../../../components/format';
import { useServerErrors } from '../../../components/form-errors';
import { EmployeeFields } from './employee-fields';
import {
  changedEmployeeFields,
  employeeFieldFor,
  employeeFormValues,
  type UpdateEmployeeBody,
} from './employee-form-values';
import { EmployeeStatusNote } from './employee-status';
import { FormFooter } from './form-footer';

interface EditEmployeeFormProps {
  employee: V1EmployeeT;
  roles: V1EmployeeRoleT[] | undefined;
  locations: Location[] | undefined;
  /** Sends only the changed fields; a rejection is shown on the form. */
  onSubmit: (changes: UpdateEmployeeBody) => Promise<unknown>;
  /** Also called when a save would change nothing (e.g. only spaces were added). */
  onCancel: () => void;
}

export function EditEmployeeForm({
  employee,
  roles,
  locations,
  onSubmit,
  onCancel,
}: EditEmployeeFormProps) {
  const [initial] = useState(() => employeeFormValues(employee));
  const form = useForm<z.input<typeof V1UpdateEmployeeBody>, unknown, UpdateEmployeeBody>({
    resolver: zodResolver(V1UpdateEmployeeBody),
    defaultValues: initial,
  });

  const { handleSubmit, setError, formState } = form;
  const { formError, runSave } = useServerErrors(setError, employeeFieldFor);
  const submit = handleSubmit(async (values) => {
    const changes = changedEmployeeFields(initial, values);
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    await runSave(() => onSubmit(changes));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Edit employee">
        <Stack gap="lg">
          <EmployeeFields roles={roles} locations={locations} />
          <EmployeeStatusNote status={employee.status} />
          <Text size="xs" c="dimmed">
            Added {formatDateTime(employee.created_at)} · last changed{' '}
            {formatDateTime(employee.updated_at)}
          </Text>
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
