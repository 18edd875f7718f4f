/**
 * What the app's routes need of the contract before any page's code loads, in a module without
 * zod: every route's search validator and loader is part of the app's first download, the
 * contract's schemas are not. The schemas build their enums from these values.
 */

/** The entity tag of a resource whose only version is its `updated_at`. */
export const entityTag = (updatedAt: string) => `"${updatedAt}"`;

/** At most 100 refunds per page (the reference); `limit` is this service's extension. */
export const REFUNDS_PAGE_LIMIT = 100;

/** The most shifts one worked-time request names. */
export const WORKED_TIME_MAX_IDS = 200;

/** The longest range one labor-vs-sales report covers, in days (both ends included). */
export const LABOR_SALES_MAX_DAYS = 92;

export const SHIFT_STATUSES = ['OPEN', 'CLOSED'] as const;
export const SHIFT_SORT_FIELDS = ['START_AT', 'END_AT', 'CREATED_AT', 'UPDATED_AT'] as const;
export const SHIFT_WORKDAY_MATCHERS = ['START_AT', 'END_AT', 'INTERSECTION'] as const;

export const V1_ORDER_STATES = [
  'PENDING',
  'OPEN',
  'COMPLETED',
  'CANCELED',
  'REFUNDED',
  'REJECTED',
] as const;

export const V1_EMPLOYEE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export const PAYMENT_REFUND_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED', 'FAILED'] as const;

export const PAYMENT_STATUS_VALUES = ['APPROVED', 'COMPLETED', 'CANCELED', 'FAILED'] as const;

export const CARD_BRAND_VALUES = [
  'OTHER_BRAND',
  'VISA',
  'MASTERCARD',
  'AMERICAN_EXPRESS',
  'DISCOVER',
  'DISCOVER_DINERS',
  'JCB',
  'CHINA_UNIONPAY',
  'SQUARE_GIFT_CARD',
] as const;

/** The areas of the back office an entry belongs to (the navigation's, plus team and developer). */
export const ACTIVITY_AREAS = [
  'staff',
  'labor',
  'payments',
  'orders',
  'deposits',
  'cash-drawers',
  'team',
  'developer',
] as const;

/** The rule in words, as the service reports it and pages state it where overtime appears. */
export const OVERTIME_RULE_TEXT = 'Overtime: over 40 hours in a workweek, at 1.5×';
