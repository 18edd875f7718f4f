import type { z } from 'zod';
import type {
  V1CreateEmployeeBody,
  V1EmployeeT,
  V1UpdateEmployeeBody,
} from '../../../api/schemas/staff';

/** What the employee form holds: every input present; empty optional texts are `null`. */
export interface EmployeeFormValues {
  first_name: string;
  last_name: string;
  email: string | null;
  external_id: string | null;
  /** Zero or one role id, as the API takes it. */
  role_ids: string[];
  authorized_location_ids: string[];
}

export type CreateEmployeeBody = z.output<typeof V1CreateEmployeeBody>;
export type UpdateEmployeeBody = z.output<typeof V1UpdateEmployeeBody>;

export const emptyEmployeeValues: EmployeeFormValues = {
  first_name: '',
  last_name: '',
  email: null,
  external_id: null,
  role_ids: [],
  authorized_location_ids: [],
};

export function employeeFormValues(employee: V1EmployeeT): EmployeeFormValues {
  return {
    first_name: employee.first_name,
    last_name: employee.last_name,
    email: employee.email ?? null,
    external_id: employee.external_id ?? null,
    role_ids: employee.role_ids,
    authorized_location_ids: employee.authorized_location_ids,
  };
}

/** Location ids are a set: picking the same locations in another order changes nothing. */
function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The update body for an edit: only what differs from the employee (the API merges). */
export function changedEmployeeFields(
  initial: EmployeeFormValues,
  next: UpdateEmployeeBody,
): UpdateEmployeeBody {
  const changes: UpdateEmployeeBody = {};
  if (next.first_name !== undefined && next.first_name !== initial.first_name) {
    changes.first_name = next.first_name;
  }
  if (next.last_name !== undefined && next.last_name !== initial.last_name) {
    changes.last_name = next.last_name;
  }
  if (next.email !== undefined && next.email !== initial.email) changes.email = next.email;
  if (next.external_id !== undefined && next.external_id !== initial.external_id) {
    changes.external_id = next.external_id;
  }
  if (next.role_ids && !sameIds(next.role_ids, initial.role_ids)) changes.role_ids = next.role_ids;
  if (
    next.authorized_location_ids &&
    !sameIds(next.authorized_location_ids, initial.authorized_location_ids)
  ) {
    changes.authorized_location_ids = next.authorized_location_ids;
  }
  return changes;
}

const formFields: ReadonlySet<string> = new Set(Object.keys(emptyEmployeeValues));

function isFormField(name: string): name is keyof EmployeeFormValues {
  return formFields.has(name);
}

/** The input a service error belongs to: `role_ids[0]` → role, `authorized_location_ids[1]` → locations. */
export function employeeFieldFor(apiField: string): keyof EmployeeFormValues | undefined {
  const name = apiField.replace(/\[\d+\]$/, '');
  return isFormField(name) ? name : undefined;
}
