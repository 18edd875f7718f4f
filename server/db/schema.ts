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
}
