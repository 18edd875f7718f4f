import { Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import type { Location } from '../../../../api/account';
import {
  V1CreateEmployeeBody,
  V1UpdateEmployeeBody,
  type V1EmployeeT,
} from '../../../../api/schemas/employees';
import type { V1EmployeeRoleT } from '../../../../api/schemas/roles';
import { ContractForm, useContractForm } from '../../../../components/contract-form';
import { changedFields, formValuesOf } from '../../../../lib/changed-fields';
import { useFormatDateTime } from '../../../../lib/time-zone';
import { EmployeeFields, type EmployeeFormValues } from './employee-fields';
import { EmployeeStatusNote } from './employee-status';

type CreateBody = z.output<typeof V1CreateEmployeeBody>;
type UpdateBody = z.output<typeof V1UpdateEmployeeBody>;

const emptyEmployee: EmployeeFormValues = {
  first_name: '',
  last_name: '',
  email: null,
  external_id: null,
  role_ids: [],
  authorized_location_ids: [],
};

interface EmployeeFormProps<TBody> {
  roles: V1EmployeeRoleT[] | undefined;
  locations: Location[] | undefined;
  /** Sends the body; a rejection is shown on the form. */
  onSubmit: (body: TBody) => Promise<unknown>;
  onCancel: () => void;
}

export function CreateEmployeeForm({
  roles,
  locations,
  onSubmit,
  onCancel,
}: EmployeeFormProps<CreateBody>) {
  const contract = useContractForm(V1CreateEmployeeBody, { defaultValues: emptyEmployee });
  return (
    <ContractForm
      contract={contract}
      label="New employee"
      submitLabel="Add employee"
      onSave={onSubmit}
      onCancel={onCancel}
    >
      <EmployeeFields roles={roles} locations={locations} />
      <EmployeeStatusNote status="INACTIVE" />
    </ContractForm>
  );
}

/** Sends only the changed fields; a save that would change nothing just closes. */
export function EditEmployeeForm({
  employee,
  roles,
  locations,
  onSubmit,
  onCancel,
}: EmployeeFormProps<UpdateBody> & { employee: V1EmployeeT }) {
  const formatDateTime = useFormatDateTime();
  const [initial] = useState(() => formValuesOf(employee, emptyEmployee));
  const contract = useContractForm(V1UpdateEmployeeBody, { defaultValues: initial });
  const save = async (values: UpdateBody) => {
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return onCancel();
    return onSubmit(changes);
  };
  return (
    <ContractForm
      contract={contract}
      label="Edit employee"
      submitLabel="Save changes"
      submitDisabled={!contract.form.formState.isDirty}
      onSave={save}
      onCancel={onCancel}
    >
      <EmployeeFields roles={roles} locations={locations} />
      <EmployeeStatusNote status={employee.status} />
      <Text size="xs" c="dimmed">
        Added {formatDateTime(employee.created_at)} · last changed{' '}
        {formatDateTime(employee.updated_at)}
      </Text>
    </ContractForm>
  );
}
