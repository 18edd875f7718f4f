import type { z } from 'zod';
import type {
  V1CreateEmployeeRoleBody,
  V1EmployeeRoleT,
  V1UpdateEmployeeRoleBody,
} from '../../../api/schemas/staff';
import type { RolePermission } from './permission-labels';

export interface RoleFormValues {
  name: string;
  permissions: RolePermission[];
  is_owner: boolean;
}

export type CreateRoleBody = z.output<typeof V1CreateEmployeeRoleBody>;
export type UpdateRoleBody = z.output<typeof V1UpdateEmployeeRoleBody>;

export const emptyRoleValues: RoleFormValues = { name: '', permissions: [], is_owner: false };

export function roleFormValues(role: V1EmployeeRoleT): RoleFormValues {
  return { name: role.name, permissions: role.permissions, is_owner: role.is_owner };
}

function samePermissions(a: readonly RolePermission[], b: readonly RolePermission[]): boolean {
  return a.length === b.length && a.every((permission) => b.includes(permission));
}

/** The update body for an edit: only what differs from the role (the API merges). */
export function changedRoleFields(initial: RoleFormValues, next: UpdateRoleBody): UpdateRoleBody {
  const changes: UpdateRoleBody = {};
  if (next.name !== undefined && next.name !== initial.name) changes.name = next.name;
  if (next.permissions && !samePermissions(next.permissions, initial.permissions)) {
    changes.permissions = next.permissions;
  }
  if (next.is_owner !== undefined && next.is_owner !== initial.is_owner) {
    changes.is_owner = next.is_owner;
  }
  return changes;
}

/** The input a service error belongs to: `permissions[2]` → the permissions checklist. */
export function roleFieldFor(apiField: string): keyof RoleFormValues | undefined {
  const name = apiField.replace(/\[\d+\]$/, '');
  return name === 'name' || name === 'permissions' || name === 'is_owner' ? name : undefined;
}
