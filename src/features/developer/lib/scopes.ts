import { OAUTH_SCOPES, SCOPE_LABELS, type OAuthScope } from '@/api/schemas/developer';

const isOAuthScope = (scope: string): scope is OAuthScope =>
  (OAUTH_SCOPES as readonly string[]).includes(scope);

/** A scope in a manager's words (its wire name when unknown). */
export function scopeLabel(scope: string): string {
  return isOAuthScope(scope) ? SCOPE_LABELS[scope] : scope;
}

/** The scopes a form offers, grouped as a manager thinks of them. */
export const SCOPE_GROUPS: readonly { label: string; scopes: readonly OAuthScope[] }[] = [
  { label: 'Staff', scopes: ['EMPLOYEES_READ', 'EMPLOYEES_WRITE'] },
  {
    label: 'Labor',
    scopes: [
      'TIMECARDS_READ',
      'TIMECARDS_WRITE',
      'TIMECARDS_SETTINGS_READ',
      'TIMECARDS_SETTINGS_WRITE',
    ],
  },
  {
    label: 'Payments',
    scopes: [
      'PAYMENTS_READ',
      'PAYMENTS_WRITE',
      'PAYMENTS_WRITE_IN_PERSON',
      'PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS',
    ],
  },
  { label: 'Deposits', scopes: ['SETTLEMENTS_READ', 'BANK_ACCOUNTS_READ'] },
  { label: 'Online orders', scopes: ['ORDERS_READ', 'ORDERS_WRITE'] },
  { label: 'Business', scopes: ['MERCHANT_PROFILE_READ'] },
];
