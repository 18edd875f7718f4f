/**
 * Row types shared by both engines. Timestamps are UTC ISO 8601 strings of fixed width
 * (`YYYY-MM-DDTHH:mm:ss.sssZ`) so they sort and compare the same way as text on SQLite and
 * PostgreSQL; booleans are 0/1 integers, which both engines bind and compare identically.
 */
export interface MerchantsTable {
  id: string;
  business_name: string;
  approved: number;
  country: string;
  currency: string;
  language_code: string;
  created_at: string;
}

export interface LocationsTable {
  id: string;
  merchant_id: string;
  name: string;
  timezone: string;
  address_line_1: string | null;
  locality: string | null;
  administrative_district_level_1: string | null;
  postal_code: string | null;
  country: string;
  currency: string;
  status: string;
  created_at: string;
}

export interface AccessTokensTable {
  id: string;
  merchant_id: string;
  token_hash: string;
  scopes: string;
  label: string;
  created_at: string;
  revoked_at: string | null;
}

export interface RolesTable {
  id: string;
  merchant_id: string;
  name: string;
  /** JSON array of V1EmployeeRolePermissions values. */
  permissions: string;
  is_owner: number;
  created_at: string;
  updated_at: string;
}

export interface EmployeesTable {
  id: string;
  merchant_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  external_id: string | null;
  role_id: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface EmployeeLocationsTable {
  employee_id: string;
  location_id: string;
  merchant_id: string;
}

export interface TimecardsTable {
  id: string;
  merchant_id: string;
  employee_id: string;
  clockin_time: string;
  clockout_time: string | null;
  clockin_location_id: string | null;
  clockout_location_id: string | null;
  deleted: number;
  created_at: string;
  updated_at: string;
}

export interface TimecardEventsTable {
  id: string;
  merchant_id: string;
  timecard_id: string;
  event_type: string;
  clockin_time: string | null;
  clockout_time: string | null;
  created_at: string;
  /** Position of the event on its timecard, 1-based (several events can share a millisecond). */
  seq: number;
}

export interface BreakTypesTable {
  id: string;
  merchant_id: string;
  location_id: string;
  break_name: string;
  /** Canonical ISO 8601 duration in whole minutes (`PT30M`, `PT1H15M`). */
  expected_duration: string;
  is_paid: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * The END_AT sort key of an OPEN shift (`shifts.end_sort`): after every real end, as an open
 * shift runs on, and as wide as a stored instant.
 */
export const OPEN_SHIFT_END_SORT = '9999-12-31T23:59:59.999Z';

export interface ShiftsTable {
  id: string;
  merchant_id: string;
  employee_id: string;
  location_id: string;
  /** The location's IANA zone when the shift was written. */
  timezone: string;
  /** Minute precision (`…:00.000Z`). */
  start_at: string;
  end_at: string | null;
  /**
   * `end_at`, or {@link OPEN_SHIFT_END_SORT} while the shift is OPEN: the END_AT sort key and
   * keyset column.
   */
  end_sort: string;
  status: string;
  wage_title: string | null;
  /** Minor units of `wage_currency`. */
  wage_amount: number | null;
  wage_currency: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * A shift's break: a copy of the break type's name, duration and pay taken when the break was
 * added (the break type may be edited or deleted later).
 */
export interface ShiftBreaksTable {
  id: string;
  merchant_id: string;
  shift_id: string;
  /** Not a foreign key: a break type may be deleted while shifts keep their breaks. */
  break_type_id: string;
  name: string;
  expected_duration: string;
  is_paid: number;
  start_at: string;
  end_at: string | null;
}

export interface EmployeeWagesTable {
  id: string;
  merchant_id: string;
  employee_id: string;
  title: string | null;
  /** Minor units of `hourly_rate_currency`. */
  hourly_rate_amount: number | null;
  hourly_rate_currency: string | null;
  created_at: string;
}

export interface WorkweekConfigsTable {
  id: string;
  /** One configuration per merchant (unique). */
  merchant_id: string;
  start_of_week: string;
  /** `HH:MM`. */
  start_of_day_local_time: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** What a create with an idempotency key returned, so the same key and body replay it. */
export interface IdempotencyKeysTable {
  merchant_id: string;
  operation: string;
  idempotency_key: string;
  /** SHA-256 of the parsed request (without the key). */
  request_hash: string;
  /** The JSON the first request answered with; written in the same transaction. */
  response: string | null;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface DB {
  merchants: MerchantsTable;
  locations: LocationsTable;
  access_tokens: AccessTokensTable;
  roles: RolesTable;
  employees: EmployeesTable;
  employee_locations: EmployeeLocationsTable;
  timecards: TimecardsTable;
  timecard_events: TimecardEventsTable;
  settings: SettingsTable;
  break_types: BreakTypesTable;
  shifts: ShiftsTable;
  shift_breaks: ShiftBreaksTable;
  employee_wages: EmployeeWagesTable;
  workweek_configs: WorkweekConfigsTable;
  idempotency_keys: IdempotencyKeysTable;
}
