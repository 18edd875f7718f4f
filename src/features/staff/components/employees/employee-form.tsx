import { Text } from '@mantine/core';
import type { Location } from '@/api/account';
import {
  V1CreateEmployeeBody,
  V1UpdateEmployeeBody,
  type V1EmployeeT,
} from '@/api/schemas/employees';
import type { V1EmployeeRoleT } from '@/api/schemas/roles';
import { ResourceForm, type Saving } from '@/components/contract-form';
import { useFormatDateTime } from '@/lib/time-zone';
import { EmployeeFields, type EmployeeFormValues } from './employee-fields';
import { NewEmployeeStatusNote } from './employee-status';

const schemas = { create: V1CreateEmployeeBody, update: V1UpdateEmployeeBody };

const emptyEmployee: EmployeeFormValues = {
  first_name: '',
  last_name: '',
  email: null,
  external_id: null,
  role_ids: [],
  authorized_location_ids: [],
};

type EmployeeFormProps = Saving<typeof schemas.create, typeof schemas.update, V1EmployeeT> & {
  roles: V1EmployeeRoleT[] | undefined;
  locations: Location[] | undefined;
  onCancel: () => void;
};

/** Adds an employee (always inactive), or edits `resource`, sending only what changed. */
export function EmployeeForm({ roles, locations, ...props }: EmployeeFormProps) {
  const formatDateTime = useFormatDateTime();
  const employee = props.resource;
  return (
    <ResourceForm
      noun="employee"
      schemas={schemas}
      empty={emptyEmployee}
      requires="staff.write"
      {...props}
    >
      <EmployeeFields roles={roles} locations={locations} />
      {/* An employee's status has its own command in their drawer (EmployeeStatusControl). */}
      {employee ? null : <NewEmployeeStatusNote />}
      {employee ? (
        <Text size="xs" c="dimmed">
          Added {formatDateTime(employee.created_at)} · last changed{' '}
          {formatDateTime(employee.updated_at)}
        </Text>
      ) : null}
    </ResourceForm>
  );
}
