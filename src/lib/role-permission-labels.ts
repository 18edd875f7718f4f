import type { z } from 'zod';
import { V1EmployeeRolePermission } from '@/api/schemas/roles';

export type RolePermission = z.infer<typeof V1EmployeeRolePermission>;

/** What each register permission lets an employee do, in the words the merchant sees. */
export const permissionLabels: Record<RolePermission, string> = {
  REGISTER_ACCESS_SALES_HISTORY: 'Access sales history',
  REGISTER_APPLY_RESTRICTED_DISCOUNTS: 'Apply restricted discounts',
  REGISTER_CHANGE_SETTINGS: 'Change register settings',
  REGISTER_EDIT_ITEM: 'Edit items',
  REGISTER_ISSUE_REFUNDS: 'Issue refunds',
  REGISTER_OPEN_CASH_DRAWER_OUTSIDE_SALE: 'Open the cash drawer outside a sale',
  REGISTER_VIEW_SUMMARY_REPORTS: 'View summary reports',
};

/** Every permission, in the contract's order. */
export const allPermissions: readonly RolePermission[] = V1EmployeeRolePermission.options;
