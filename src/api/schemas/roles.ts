import { z } from 'zod';
import { v1ListFields } from './lists';

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

export const V1ListRolesQuery = z.object(v1ListFields);

export type V1EmployeeRoleT = z.infer<typeof V1EmployeeRole>;
