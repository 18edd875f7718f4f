import { z } from 'zod';
import { Instant, QueryBoolean, SortOrder, V2Error, queryLimit } from './common';

// ---------- Generation 1: employees ----------

export const V1EmployeeStatus = z.enum(['ACTIVE', 'INACTIVE']).meta({ id: 'V1EmployeeStatus' });

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

export const V1CreateEmployeeBody = z
  .object({
    first_name: name,
    last_name: name,
    email: email.nullish(),
    external_id: externalId.nullish(),
    role_ids: roleIds.optional(),
    authorized_location_ids: locationIds.optional(),
    status: V1EmployeeStatus.optional().meta({ description: statusNote }),
  })
  .meta({
    id: 'V1CreateEmployeeBody',
    description: 'Employees are always created INACTIVE. Read-only fields sent are ignored.',
  });

export const V1UpdateEmployeeBody = z
  .object({
    first_name: name.optional(),
    last_name: name.optional(),
    email: email.nullish(),
    external_id: externalId.nullish(),
    role_ids: roleIds.optional(),
    authorized_location_ids: locationIds.optional(),
    status: V1EmployeeStatus.optional().meta({ description: statusNote }),
  })
  .meta({
    id: 'V1UpdateEmployeeBody',
    description:
      'Merge semantics: only the fields sent are updated; null clears email or external_id, ' +
      'an empty role_ids removes the role. Read-only fields sent are ignored.',
  });

const timeRangeRule = (pairs: ReadonlyArray<readonly [string, string]>) =>
  function check(q: Record<string, unknown>, ctx: z.RefinementCtx) {
    for (const [begin, end] of pairs) {
      const b = q[begin];
      const e = q[end];
      if (typeof b === 'string' && typeof e === 'string' && Date.parse(b) >= Date.parse(e)) {
        ctx.addIssue({ code: 'custom', path: [end], message: `must be after ${begin}` });
      }
    }
  };

export const V1ListEmployeesQuery = z
  .object({
    order: SortOrder.optional(),
    begin_updated_at: Instant.optional(),
    end_updated_at: Instant.optional(),
    begin_created_at: Instant.optional(),
    end_created_at: Instant.optional(),
    status: V1EmployeeStatus.optional(),
    external_id: z.string().min(1).max(255).optional(),
    limit: queryLimit(200).optional(),
    batch_token: z.string().max(2048).optional(),
  })
  .superRefine(
    timeRangeRule([
      ['begin_updated_at', 'end_updated_at'],
      ['begin_created_at', 'end_created_at'],
    ]),
  );

// ---------- Generation 1: roles ----------

export const V1EmployeeRolePermission = z
  .enum([
    'REGISTER_ACCESS_SALES_HISTORY',
    'REGISTER_APPLY_RESTRICTED_DISCOUNTS',
    'REGISTER_CHANGE_SETTINGS',
    'REGISTER_EDIT_ITEM',
    'REGISTER_ISSUE_REFUNDS',
    'REGISTER_OPEN_CASH_DRAWER_OUTSIDE_SALE',
    'REGISTER_VIEW_SUMMARY_REPORTS',
  ])
  .meta({ id: 'V1EmployeeRolePermissions' });

export const V1EmployeeRole = z
  .object({
    id: z.string(),
    name: z.string(),
    permissions: z.array(V1EmployeeRolePermission),
    is_owner: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'V1EmployeeRole' });

const permissions = z
  .array(V1EmployeeRolePermission)
  .refine((p) => new Set(p).size === p.length, { error: 'must not repeat a permission' });

const roleName = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(100, { error: 'must be at most 100 characters' });

export const V1CreateEmployeeRoleBody = z
  .object({
    name: roleName,
    permissions,
    is_owner: z.boolean().optional().meta({
      description: 'An owner role grants every permission, whatever `permissions` says.',
    }),
  })
  .meta({ id: 'V1CreateEmployeeRoleBody' });

export const V1UpdateEmployeeRoleBody = z
  .object({
    name: roleName.optional(),
    permissions: permissions.optional(),
    is_owner: z.boolean().optional(),
  })
  .meta({
    id: 'V1UpdateEmployeeRoleBody',
    description: 'Merge semantics: only the fields sent are updated.',
  });

export const V1ListRolesQuery = z.object({
  order: SortOrder.optional(),
  limit: queryLimit(200).optional(),
  batch_token: z.string().max(2048).optional(),
});

// ---------- Generation 1: timecards ----------

export const V1TimecardEventType = z
  .enum([
    'API_CREATE',
    'API_EDIT',
    'API_DELETE',
    'REGISTER_CLOCKIN',
    'REGISTER_CLOCKOUT',
    'DASHBOARD_SUPERVISOR_CLOSE',
    'DASHBOARD_EDIT',
    'DASHBOARD_DELETE',
  ])
  .meta({ id: 'V1TimecardEventEventType' });

export const V1TimecardEvent = z
  .object({
    id: z.string(),
    event_type: V1TimecardEventType,
    clockin_time: z.string().optional(),
    clockout_time: z.string().optional(),
    created_at: z.string(),
  })
  .meta({ id: 'V1TimecardEvent' });

export const V1Timecard = z
  .object({
    id: z.string(),
    employee_id: z.string(),
    deleted: z.boolean(),
    clockin_time: z.string(),
    clockout_time: z.string().optional().meta({ description: 'Absent while clocked in.' }),
    clockin_location_id: z.string().optional(),
    clockout_location_id: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    regular_seconds_worked: z.number(),
    overtime_seconds_worked: z.number(),
    doubletime_seconds_worked: z.number(),
    events: z.array(V1TimecardEvent).meta({
      description: 'Events recorded on the timecard, oldest first (also at listTimecardEvents).',
    }),
  })
  .meta({ id: 'V1Timecard' });

export const V1CreateTimecardBody = z
  .object({
    employee_id: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }),
    clockin_time: Instant.optional().meta({ description: 'Defaults to the current time.' }),
    clockout_time: Instant.optional().meta({
      description: 'Sent together with clockin_time to import a finished timecard.',
    }),
    clockin_location_id: z.string().min(1).optional(),
    clockout_location_id: z.string().min(1).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.clockout_time !== undefined && b.clockin_time === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['clockin_time'],
        message: 'is required when clockout_time is sent (importing a finished timecard)',
      });
    }
    if (
      b.clockin_time &&
      b.clockout_time &&
      Date.parse(b.clockout_time) <= Date.parse(b.clockin_time)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['clockout_time'],
        message: 'must be after clockin_time',
      });
    }
  })
  .meta({ id: 'V1CreateTimecardBody' });

export const V1UpdateTimecardBody = z
  .object({
    employee_id: z.string().min(1).optional().meta({
      description: 'May be sent but must equal the timecard’s employee; it cannot be changed.',
    }),
    clockin_time: Instant.optional(),
    clockout_time: Instant.optional().meta({ description: 'Setting it clocks the employee out.' }),
    clockin_location_id: z.string().min(1).optional(),
    clockout_location_id: z.string().min(1).optional(),
  })
  .superRefine((b, ctx) => {
    if (
      b.clockin_time &&
      b.clockout_time &&
      Date.parse(b.clockout_time) <= Date.parse(b.clockin_time)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['clockout_time'],
        message: 'must be after clockin_time',
      });
    }
  })
  .meta({
    id: 'V1UpdateTimecardBody',
    description:
      'Merge semantics: only the fields sent are updated. Deleted timecards cannot be updated.',
  });

export const V1ListTimecardsQuery = z
  .object({
    order: SortOrder.optional(),
    employee_id: z.string().min(1).optional(),
    begin_clockin_time: Instant.optional(),
    end_clockin_time: Instant.optional(),
    begin_clockout_time: Instant.optional(),
    end_clockout_time: Instant.optional(),
    begin_updated_at: Instant.optional(),
    end_updated_at: Instant.optional(),
    deleted: QueryBoolean.optional().meta({
      description: 'true: only deleted; false: only valid; omitted: both.',
    }),
    limit: queryLimit(200).optional(),
    batch_token: z.string().max(2048).optional(),
  })
  .superRefine(
    timeRangeRule([
      ['begin_clockin_time', 'end_clockin_time'],
      ['begin_clockout_time', 'end_clockout_time'],
      ['begin_updated_at', 'end_updated_at'],
    ]),
  );

export const V1DeleteTimecardResponse = z.object({}).meta({ id: 'V1DeleteTimecardResponse' });

// ---------- Generation 2: employees (read-only) ----------

export const EmployeeStatus = z.enum(['ACTIVE', 'INACTIVE']).meta({ id: 'EmployeeStatus' });

export const Employee = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().optional(),
    phone_number: z.string().optional(),
    location_ids: z.array(z.string()),
    status: EmployeeStatus,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Employee' });

export const ListEmployeesQuery = z.object({
  location_id: z.string().min(1).optional(),
  status: EmployeeStatus.optional(),
  limit: queryLimit(200).optional().meta({ description: '1 to 200; default 100.' }),
  cursor: z.string().max(2048).optional(),
});

export const ListEmployeesResponse = z
  .object({
    employees: z.array(Employee).optional(),
    cursor: z.string().optional(),
    errors: z.array(V2Error).optional(),
  })
  .meta({ id: 'ListEmployeesResponse' });

export const RetrieveEmployeeResponse = z
  .object({ employee: Employee.optional(), errors: z.array(V2Error).optional() })
  .meta({ id: 'RetrieveEmployeeResponse' });

export type V1EmployeeT = z.infer<typeof V1Employee>;
export type V1EmployeeRoleT = z.infer<typeof V1EmployeeRole>;
export type V1TimecardT = z.infer<typeof V1Timecard>;
export type V1TimecardEventT = z.infer<typeof V1TimecardEvent>;
export type EmployeeT = z.infer<typeof Employee>;
