/** OAuth scopes, named as in the reference wire format. */
export const ALL_SCOPES = [
  'BANK_ACCOUNTS_READ',
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
  'EMPLOYEES_READ',
  'EMPLOYEES_WRITE',
  'INVENTORY_READ',
  'INVENTORY_WRITE',
  'ITEMS_READ',
  'ITEMS_WRITE',
  'MERCHANT_PROFILE_READ',
  'ORDERS_READ',
  'ORDERS_WRITE',
  'PAYMENTS_READ',
  'PAYMENTS_WRITE',
  'PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS',
  'PAYMENTS_WRITE_IN_PERSON',
  'SETTLEMENTS_READ',
  'TIMECARDS_READ',
  'TIMECARDS_WRITE',
  'TIMECARDS_SETTINGS_READ',
  'TIMECARDS_SETTINGS_WRITE',
] as const;

export type Scope = (typeof ALL_SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}
