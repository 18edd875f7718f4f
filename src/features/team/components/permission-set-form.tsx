import type { Permission } from '@/api/schemas/permissions';
import { CreatePermissionSetRequest, type CreatePermissionSetBody } from '@/api/schemas/team';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { TextField } from '@/components/form-fields';
import { PermissionsChecklist } from './permissions-checklist';

export interface PermissionSetFormValues {
  name: string;
  description: string;
  permissions: Permission[];
}

interface PermissionSetFormProps {
  defaultValues: PermissionSetFormValues;
  /** An edit: submit waits until something changed. */
  editing?: boolean;
  onSave: (body: CreatePermissionSetBody) => Promise<unknown>;
  onCancel: () => void;
}

/** A permission set's name, description and checklist of permissions, grouped by area. */
export function PermissionSetForm({
  defaultValues,
  editing = false,
  onSave,
  onCancel,
}: PermissionSetFormProps) {
  const contract = useContractForm(CreatePermissionSetRequest, { defaultValues });
  const { control } = contract.form;
  return (
    <ContractFormShell
      contract={contract}
      onSave={onSave}
      onCancel={onCancel}
      label={editing ? 'Edit permission set' : 'New permission set'}
      submitLabel={editing ? 'Save changes' : 'Add permission set'}
      errorTitle={
        editing ? 'Could not save the permission set' : 'Could not add the permission set'
      }
      submitDisabled={editing && !contract.form.formState.isDirty}
    >
      <TextField
        control={control}
        name="name"
        label="Name"
        description="As you and your team see it, e.g. Weekend supervisor"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <TextField
        control={control}
        name="description"
        label="What it is for"
        description="Optional, e.g. Closes the store on weekends"
        autoComplete="off"
      />
      <PermissionsChecklist />
    </ContractFormShell>
  );
}
