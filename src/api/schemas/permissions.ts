/**
 * What a person may do in the back office, in a manager's words. A signed-in person's permission
 * set grants some of these; the owner has all of them and the owner-only powers below. Each
 * operation of the service names the permission it needs (derived from its OAuth scopes unless it
 * names one itself), so a session is checked as strictly as a token's scopes.
 */
export const PERMISSIONS = {
  'staff.read': { label: 'See employees and roles', area: 'Staff' },
  'staff.write': { label: 'Add and edit employees and roles', area: 'Staff' },
  'staff.status': { label: 'Activate and deactivate employees', area: 'Staff' },
  'staff.wages': { label: "Set employees' wages", area: 'Staff' },
  'time.read': { label: 'See timecards, shifts and hours', area: 'Labor' },
  'time.write': { label: 'Edit timecards and shifts', area: 'Labor' },
  'labor-settings.read': { label: 'See break types and the workweek', area: 'Labor' },
  'labor-settings.write': { label: 'Change break types and the workweek', area: 'Labor' },
  'payments.read': { label: 'See payments, refunds and cash drawers', area: 'Payments' },
  'payments.write': { label: 'Take, capture and void payments', area: 'Payments' },
  'refunds.write': { label: 'Issue refunds, up to their refund limit', area: 'Payments' },
  'orders.read': { label: 'See online orders', area: 'Orders' },
  'orders.write': { label: 'Act on online orders', area: 'Orders' },
  'deposits.read': { label: 'See deposits and the bank account they go to', area: 'Deposits' },
  'activity.read': { label: 'See the activity log', area: 'Team' },
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/**
 * Powers only the owner has, never part of a permission set: people, invitations and permission
 * sets; bank accounts; access tokens and connected apps.
 */
export const OWNER_ONLY = ['team.manage', 'bank-accounts.manage', 'apps.manage'] as const;
export type OwnerPower = (typeof OWNER_ONLY)[number];

/** The permission an OAuth scope stands for when a session calls an operation that needs it. */
export const SCOPE_PERMISSION: Record<string, Permission | 'signed-in'> = {
  EMPLOYEES_READ: 'staff.read',
  EMPLOYEES_WRITE: 'staff.write',
  TIMECARDS_READ: 'time.read',
  TIMECARDS_WRITE: 'time.write',
  TIMECARDS_SETTINGS_READ: 'labor-settings.read',
  TIMECARDS_SETTINGS_WRITE: 'labor-settings.write',
  PAYMENTS_READ: 'payments.read',
  PAYMENTS_WRITE: 'payments.write',
  PAYMENTS_WRITE_IN_PERSON: 'payments.write',
  PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS: 'payments.write',
  ORDERS_READ: 'orders.read',
  ORDERS_WRITE: 'orders.write',
  SETTLEMENTS_READ: 'deposits.read',
  BANK_ACCOUNTS_READ: 'deposits.read',
  MERCHANT_PROFILE_READ: 'signed-in',
};

/** The permission sets every merchant starts with; the owner can add their own. */
export const BUILT_IN_PERMISSION_SETS = [
  {
    key: 'manager',
    name: 'Manager',
    description: 'Runs the business day to day: everything except people, bank and apps.',
    permissions: ALL_PERMISSIONS,
  },
  {
    key: 'shift-lead',
    name: 'Shift lead',
    description: 'Sees the team and fixes timecards and shifts.',
    permissions: ['staff.read', 'time.read', 'time.write', 'labor-settings.read'],
  },
  {
    key: 'bookkeeper',
    name: 'Bookkeeper',
    description: 'Reads the money: payments, refunds, deposits and online orders.',
    permissions: ['payments.read', 'deposits.read', 'orders.read', 'activity.read'],
  },
] as const satisfies readonly {
  key: string;
  name: string;
  description: string;
  permissions: readonly Permission[];
}[];
