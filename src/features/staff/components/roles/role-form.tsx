import {
  V1CreateEmployeeRoleBody,
  V1UpdateEmployeeRoleBody,
  type V1EmployeeRoleT,
} from '@/api/schemas/roles';
import { ResourceForm, type Saving } from '@/components/contract-form';
import { RoleFields, type RoleFormValues } from './role-fields';

const schemas = { create: V1CreateEmployeeRoleBody, update: V1UpdateEmployeeRoleBody };

const emptyRole: RoleFormValues = { name: '', permissions: [], is_owner: false };

type RoleFormProps = Saving<typeof schemas.create, typeof schemas.update, V1EmployeeRoleT> & {
  onCancel: () => void;
};

/** Adds a role, or edits `resource`, sending only what changed. */
export function RoleForm(props: RoleFormProps) {
  return (
    <ResourceForm noun="role" schemas={schemas} empty={emptyRole} requires="staff.write" {...props}>
      <RoleFields />
    </ResourceForm>
  );
}
