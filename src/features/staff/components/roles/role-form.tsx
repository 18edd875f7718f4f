import { useState } from 'react';
import type { z } from 'zod';
import {
  V1CreateEmployeeRoleBody,
  V1UpdateEmployeeRoleBody,
  type V1EmployeeRoleT,
} from '../../../../api/schemas/roles';
import { ContractForm, useContractForm } from '../../../../components/contract-form';
import { changedFields, formValuesOf } from '../../../../lib/changed-fields';
import { RoleFields, type RoleFormValues } from './role-fields';

type CreateBody = z.output<typeof V1CreateEmployeeRoleBody>;
type UpdateBody = z.output<typeof V1UpdateEmployeeRoleBody>;

const emptyRole: RoleFormValues = { name: '', permissions: [], is_owner: false };

interface RoleFormProps<TBody> {
  /** Sends the body; a rejection is shown on the form. */
  onSubmit: (body: TBody) => Promise<unknown>;
  onCancel: () => void;
}

export function CreateRoleForm({ onSubmit, onCancel }: RoleFormProps<CreateBody>) {
  const contract = useContractForm(V1CreateEmployeeRoleBody, { defaultValues: emptyRole });
  return (
    <ContractForm
      contract={contract}
      label="New role"
      submitLabel="Add role"
      onSave={onSubmit}
      onCancel={onCancel}
    >
      <RoleFields />
    </ContractForm>
  );
}

/** Sends only the changed fields; a save that would change nothing just closes. */
export function EditRoleForm({
  role,
  onSubmit,
  onCancel,
}: RoleFormProps<UpdateBody> & { role: V1EmployeeRoleT }) {
  const [initial] = useState(() => formValuesOf(role, emptyRole));
  const contract = useContractForm(V1UpdateEmployeeRoleBody, { defaultValues: initial });
  const save = async (values: UpdateBody) => {
    const changes = changedFields(initial, values);
    if (Object.keys(changes).length === 0) return onCancel();
    return onSubmit(changes);
  };
  return (
    <ContractForm
      contract={contract}
      label="Edit role"
      submitLabel="Save changes"
      submitDisabled={!contract.form.formState.isDirty}
      onSave={save}
      onCancel={onCancel}
    >
      <RoleFields />
    </ContractForm>
  );
}
