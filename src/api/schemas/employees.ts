import { z } from 'zod';
import { QueryInstant } from './common';
import { timeRangeRule, v1ListFields } from './lists';
import { V1_EMPLOYEE_STATUSES } from './values';

const V1EmployeeStatus = z.enum(V1_EMPLOYEE_STATUSES).meta({ id: 'V1EmployeeStatus' });

const name = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(255, { error: 'must be at most 255 characters' });

const email = z
  .email({ error: 'must be a valid email address' })
  .max(255, { error: 'must be at most 255 characters' });

const externalId = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty (send null to clear it)' })
  .max(255, { error: 'must be at most 255 characters' });

const roleIds = z
  .array(z.string().min(1))
  .max(1, { error: 'must hold at most one role id (an employee has at most one role)' })
  .meta({ description: 'Zero or one role id.' });

const locationIds = z
  .array(z.string().min(1))
  .max(100, { error: 'must list at most 100 locations' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a location' });

const statusNote =
  'Status cannot be changed through the API. It may be sent only with the value the employee ' +
  'already has (INACTIVE on create); any other value is rejected.';

export const V1Employee = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().optional(),
    external_id: z.string().optional(),
    role_ids: z.array(z.string()),
    authorized_location_ids: z.array(z.string()),
    status: V1EmployeeStatus,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'V1Employee' });

/** What a client may send about an employee; only the names are required, and only on create. */
const employeeBodyFields = {
  first_name: name,
  last_name: name,
  email: email.nullish(),
  external_id: externalId.nullish(),
  role_ids: roleIds.optional(),
  authorized_location_ids: locationIds.optional(),
  status: V1EmployeeStatus.optional().meta({ description: statusNote }),
};

export const V1CreateEmployeeBody = z.object(employeeBodyFields).meta({
  id: 'V1CreateEmployeeBody',
  description: 'Employees are always created INACTIVE. Read-only fields sent are ignored.',
});

export const V1UpdateEmployeeBody = z
  .object({ ...employeeBodyFields, first_name: name.optional(), last_name: name.optional() })
  .meta({
    id: 'V1UpdateEmployeeBody',
    description:
      'Merge semantics: only the fields sent are updated; null clears email or external_id, ' +
      'an empty role_ids removes the role. Read-only fields sent are ignored.',
  });

const v1ListEmployeesFields = {
  ...v1ListFields,
  begin_updated_at: QueryInstant.optional(),
  end_updated_at: QueryInstant.optional(),
  begin_created_at: QueryInstant.optional(),
  end_created_at: QueryInstant.optional(),
  status: V1EmployeeStatus.optional(),
  external_id: z.string().min(1).max(255).optional(),
};

const employeeListTimeRanges = timeRangeRule([
  ['begin_updated_at', 'end_updated_at'],
  ['begin_created_at', 'end_created_at'],
]);

export const V1ListEmployeesQuery = z
  .object(v1ListEmployeesFields)
  .superRefine(employeeListTimeRanges);

/**
 * The back office's Employees list (`GET /app/staff/employees`): the v1 list's filters, plus `q`,
 * words each found in the name, email or external id.
 */
export const AppListEmployeesQuery = z
  .object({
    ...v1ListEmployeesFields,
    q: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty; leave it out to list everyone' })
      .max(200, { error: 'must be at most 200 characters' })
      .optional()
      .meta({
        description:
          'Words, each contained (any case) in the first or last name, email or external id: ' +
          '"smith quinn", "quinn 0009".',
      }),
  })
  .superRefine(employeeListTimeRanges);

export type V1EmployeeT = z.infer<typeof V1Employee>;

/**
 * The back office's own operation (not part of the public API): activates or deactivates an
 * employee, which the public API refuses to do.
 */
export const SetEmployeeStatusBody = z
  .object({
    status: V1EmployeeStatus.meta({ description: 'ACTIVE or INACTIVE.' }),
  })
  .meta({ id: 'SetEmployeeStatusBody' });

export const SetEmployeeStatusResponse = z
  .object({ employee: V1Employee })
  .meta({ id: 'SetEmployeeStatusResponse' });
