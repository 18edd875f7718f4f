/**
 * Row types shared by both engines. Timestamps are UTC ISO 8601 strings of fixed width
 * (`YYYY-MM-DDTHH:mm:ss.sssZ`) so they sort and compare the same way as text on SQLite and
 * PostgreSQL, except those of `checkouts` and `payments`, the largest tables: integer milliseconds
 * since the Unix epoch (migration 0022; `lib/time.ts` toMs/fromMs convert at the query). Booleans
 * are 0/1 integers, which both engines bind and compare identically.
 */
import type { StoredItemizations } from './itemizations';

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

interface AccessTokensTable {
  id: string;
  merchant_id: string;
  token_hash: string;
  scopes: string;
  label: string;
  created_at: string;
  revoked_at: string | null;
  /** oauth: the person who made it in the app (null: the CLI or an OAuth app). */
  user_id: string | null;
  /** oauth: the connected app it was issued to. */
  app_id: string | null;
  /** oauth: null for tokens that do not expire (CLI and personal tokens). */
  expires_at: string | null;
  /** oauth: written at most once a minute per token. */
  last_used_at: string | null;
  /** oauth: the authorization code it was issued from, so a reused code revokes it. */
  code_hash: string | null;
}

// --- oauth (0010) ---
interface OauthAppsTable {
  id: string;
  merchant_id: string;
  name: string;
  client_id: string;
  client_secret_hash: string;
  /** Space-separated. */
  redirect_urls: string;
  created_by: string | null;
  created_at: string;
  revoked_at: string | null;
}

interface OauthCodesTable {
  code_hash: string;
  app_id: string;
  merchant_id: string;
  user_id: string | null;
  scopes: string;
  redirect_url: string;
  code_challenge: string | null;
  code_challenge_method: string | null;
  expires_at: string;
  used_at: string | null;
}

interface OauthRefreshTokensTable {
  hash: string;
  app_id: string;
  merchant_id: string;
  scopes: string;
  code_hash: string | null;
  created_at: string;
  revoked_at: string | null;
  replaced_by: string | null;
}
// --- end oauth ---

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

interface EmployeeLocationsTable {
  employee_id: string;
  location_id: string;
  merchant_id: string;
}

/**
 * What happened to a shift (a v1 timecard event): every write through either generation appends
 * one, carrying the clock-in and clock-out after it.
 */
export interface ShiftEventsTable {
  id: string;
  /** The shift holds the merchant (0024): reach events through shifts scoped to it. */
  shift_id: string;
  event_type: string;
  clockin_time: string | null;
  clockout_time: string | null;
  created_at: string;
  /** Position of the event on its shift, 1-based (several events can share a millisecond). */
  seq: number;
}

/** The id a v1 timecard had before it was merged into the shift it duplicated (migration 0006). */
interface ShiftAliasesTable {
  id: string;
  merchant_id: string;
  shift_id: string;
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
  /** 0/1: a deleted shift (v1 deleteTimecard, v2 DeleteShift) stays readable through v1 only. */
  deleted: number;
  /** Where v1 said the employee clocked out; worked time belongs to `location_id` (clock-in). */
  clockout_location_id: string | null;
}

/**
 * A shift's break: a copy of the break type's name, duration and pay taken when the break was
 * added (the break type may be edited or deleted later).
 */
export interface ShiftBreaksTable {
  id: string;
  /** The shift holds the merchant (0024): reach breaks through shifts scoped to it. */
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
interface IdempotencyKeysTable {
  merchant_id: string;
  operation: string;
  idempotency_key: string;
  /** SHA-256 of the parsed request (without the key). */
  request_hash: string;
  /** The JSON the first request answered with; written in the same transaction. */
  response: string | null;
  created_at: string;
}

/**
 * One sale: what generation 1 calls a V1Payment. Its tenders are `payments` rows. Amounts are
 * minor units of `currency`, signed as V1Payment signs them (discounts ≤ 0).
 */
export interface CheckoutsTable {
  id: string;
  merchant_id: string;
  location_id: string;
  /** `API` (a generation 2 createPayment) or `POS` (taken at a point of sale). */
  origin: 'API' | 'POS';
  currency: string;
  /** 0/1: a partial payment, which has the tenders collected so far and no itemizations. */
  is_partial: number;
  /** 0/1: at least one tender is COMPLETED; only these are generation 1 payments. */
  completed: number;
  /** The key of its device's `sale_items` entry (`[id, name]`, 0023); null for none. */
  device: string | null;
  /** The employee who took it. */
  creator_id: string | null;
  gross_sales_amount: number;
  discount_amount: number;
  net_sales_amount: number;
  inclusive_tax_amount: number;
  additive_tax_amount: number;
  /** The whole sale's V1PaymentTax[], JSON in the form of `db/itemizations.ts`. */
  taxes: string | null;
  /** The sale's lines in the form of `db/itemizations.ts` (compressed since 0023); null for none. */
  itemizations: StoredItemizations | null;
  /** When it was processed: for an offline payment, earlier than `received_at` (up to 72 h). */
  created_at: number;
  /** When the service received it. */
  received_at: number;
  updated_at: number;
}

/**
 * What names an item on a merchant's sales (migration 0020): `[name, itemization_type,
 * item_detail, item_variation_name]` as JSON, or a tax (0023): `[name, rate, inclusion_type,
 * fee_id?]`, or a device (0023): `[id, name]`, keyed by its digest (`db/itemizations.ts`).
 */
interface SaleItemsTable {
  merchant_id: string;
  key: string;
  item: string;
}

export type PaymentStatus = 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'FAILED';

/** One tender of a checkout: a generation 2 Payment and a V1Tender. */
export interface PaymentsTable {
  id: string;
  merchant_id: string;
  location_id: string;
  checkout_id: string;
  /** Order of the tender within its checkout, from 0. */
  tender_position: number;
  status: PaymentStatus;
  /** Generation 2 `source_type`: `CARD`, `CASH`, … */
  source_type: string;
  /** Generation 1 V1TenderType: `CREDIT_CARD`, `CASH`, … */
  tender_type: string;
  currency: string;
  /** Excluding the tip. */
  amount: number;
  tip_amount: number;
  /** amount + tip (checked by the database). */
  total_amount: number;
  app_fee_amount: number | null;
  /** What the processor keeps, ≥ 0; 0 until COMPLETED (docs/decisions: the fee rule). */
  processing_fee_amount: number;
  /** COMPLETED refunds, and PENDING ones; their sum never exceeds total_amount. */
  refunded_amount: number;
  refund_pending_amount: number;
  /** Cash: what the buyer handed over and the change given back. */
  tendered_amount: number | null;
  change_back_amount: number | null;
  /** Generation 2 CardBrand spelling (`MASTERCARD`). */
  card_brand: string | null;
  last_4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  card_fingerprint: string | null;
  cardholder_name: string | null;
  /** Generation 2 entry method: KEYED, SWIPED, EMV, ON_FILE, CONTACTLESS. */
  entry_method: string | null;
  /** The card error code of a FAILED payment, e.g. CARD_DECLINED. */
  error_code: string | null;
  employee_id: string | null;
  customer_id: string | null;
  order_id: string | null;
  reference_id: string | null;
  note: string | null;
  buyer_email_address: string | null;
  /** JSON Address. */
  billing_address: string | null;
  shipping_address: string | null;
  /** The createPayment key (unique per merchant), for cancelPaymentByIdempotencyKey. */
  idempotency_key: string | null;
  /** APPROVED only: voided when read or listed after this instant. */
  capture_deadline: number | null;
  /** When it became COMPLETED (its processing fee's effective_at); null before. */
  completed_at: number | null;
  created_at: number;
  updated_at: number;
}

export type RefundStatus = 'PENDING' | 'COMPLETED' | 'REJECTED' | 'FAILED';

/** Money returned against one payment (tender): a PaymentRefund and a V1Refund. */
export interface RefundsTable {
  id: string;
  merchant_id: string;
  location_id: string;
  payment_id: string;
  checkout_id: string;
  /** The refunded payment's source_type (the `source_type` list filter). */
  source_type: string;
  status: RefundStatus;
  /** FULL or PARTIAL when made through generation 1. */
  v1_type: string | null;
  currency: string;
  /** Positive; the wire sign is each generation's. */
  amount: number;
  app_fee_amount: number | null;
  /** The part of the payment's processing fee given back, ≥ 0. */
  processing_fee_amount: number;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** Where a location's deposits go. The full account number is never stored: a suffix and a digest. */
export interface BankAccountsTable {
  id: string;
  merchant_id: string;
  location_id: string;
  name: string;
  bank_name: string;
  routing_number: string;
  /** At most 4 digits: the only part of the number ever returned. */
  account_number_suffix: string;
  /** HMAC-SHA256 (hex) of the full number under a server secret; never returned. */
  account_number_digest: string;
  /** V1BankAccountType: BUSINESS_CHECKING, CHECKING, INVESTMENT, LOAN, SAVINGS, OTHER. */
  type: string;
  currency: string;
  created_at: string;
}

/** A money movement that is neither a payment nor a refund (settled like them). */
export interface LedgerAdjustmentsTable {
  id: string;
  merchant_id: string;
  location_id: string;
  type: 'ADJUSTMENT' | 'HOLD_ADJUSTMENT';
  /** The disputed payment of a chargeback hold. */
  payment_id: string | null;
  currency: string;
  /** Signed: + paid to the merchant, − taken. Never 0. */
  amount: number;
  note: string | null;
  /** When it counts for settlement (settled by the first cut-off after it). */
  effective_at: string;
  created_at: string;
}

/** One payout of a location for one closed day: a V1Settlement. */
export interface SettlementsTable {
  id: string;
  merchant_id: string;
  location_id: string;
  bank_account_id: string;
  status: 'SENT' | 'FAILED';
  currency: string;
  /** Sum of its entries' amount + fee; never 0 (checked). + deposit, − withdrawal. */
  total_amount: number;
  /** Ledger rows effective in [period_start, period_end) are settled here. */
  period_start: string;
  /** The cut-off: 10 p.m. America/Los_Angeles of `business_date`. */
  period_end: string;
  business_date: string;
  initiated_at: string;
  /** The FAILED settlement this one sends again (its entries are repeated here). */
  resends_settlement_id: string | null;
  failed_at: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

type SettlementEntryType = 'CHARGE' | 'REFUND' | 'ADJUSTMENT' | 'HOLD_ADJUSTMENT';

/**
 * A V1SettlementEntry; exactly one ledger row behind it (checked). Keyed by its settlement and
 * position (migration 0019: the wire gives an entry no id; its merchant and currency are its
 * settlement's).
 */
interface SettlementEntriesTable {
  settlement_id: string;
  position: number;
  type: SettlementEntryType;
  /** The wire's payment_id: charged, refunded or disputed payment. */
  payment_id: string | null;
  refund_id: string | null;
  adjustment_id: string | null;
  /** Signed as the wire: + charge, − refund. */
  amount: number;
  /** ≤ 0 (checked). */
  fee_amount: number;
  /** Set when repeated from a FAILED settlement; only originals are unique per ledger row. */
  carried_from_settlement_id: string | null;
}

/** A cash drawer session at one device: a V1CashDrawerShift. */
export interface CashDrawerShiftsTable {
  id: string;
  merchant_id: string;
  location_id: string;
  state: 'OPEN' | 'ENDED' | 'CLOSED';
  description: string | null;
  device_id: string | null;
  device_name: string | null;
  currency: string;
  opening_employee_id: string | null;
  ending_employee_id: string | null;
  closing_employee_id: string | null;
  starting_cash_amount: number;
  cash_payment_amount: number;
  /** Positive here; the wire's cash_refunds_money is −this. */
  cash_refunds_amount: number;
  cash_paid_in_amount: number;
  cash_paid_out_amount: number;
  /** start + payments − refunds + paid in − paid out (checked). */
  expected_cash_amount: number;
  /** As counted; null until CLOSED. */
  closed_cash_amount: number | null;
  opened_at: string;
  ended_at: string | null;
  closed_at: string | null;
  updated_at: string;
}

export interface CashDrawerEventsTable {
  id: string;
  /** The drawer shift holds the merchant (0024): reach events through shifts scoped to it. */
  shift_id: string;
  /** V1CashDrawerEventEventType. */
  event_type: string;
  employee_id: string | null;
  currency: string;
  /** Signed: + into the drawer, − out. */
  amount: number;
  description: string | null;
  payment_id: string | null;
  refund_id: string | null;
  created_at: string;
}

export type OnlineOrderState =
  'PENDING' | 'OPEN' | 'COMPLETED' | 'CANCELED' | 'REFUNDED' | 'REJECTED';

/** An online store order: a V1Order. */
export interface OnlineOrdersTable {
  id: string;
  merchant_id: string;
  location_id: string;
  state: OnlineOrderState;
  buyer_email: string | null;
  buyer_note: string | null;
  recipient_name: string | null;
  recipient_phone_number: string | null;
  /** JSON Address. */
  shipping_address: string | null;
  currency: string;
  subtotal_amount: number;
  shipping_amount: number;
  tax_amount: number;
  discount_amount: number;
  /** subtotal + shipping + tax − discount (checked). */
  total_amount: number;
  /** Its card payment in the ledger. */
  payment_id: string | null;
  promo_code: string | null;
  shipped_tracking_number: string | null;
  completed_note: string | null;
  canceled_note: string | null;
  refunded_note: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export type OnlineOrderAction =
  | 'ORDER_PLACED'
  | 'DECLINED'
  | 'PAYMENT_RECEIVED'
  | 'CANCELED'
  | 'COMPLETED'
  | 'REFUNDED'
  | 'EXPIRED';

/** A V1OrderHistoryEntry; (order_id, position) is unique, so one move per state wins. */
export interface OnlineOrderHistoryTable {
  id: string;
  merchant_id: string;
  order_id: string;
  position: number;
  action: OnlineOrderAction;
  from_state: OnlineOrderState | null;
  to_state: OnlineOrderState;
  created_at: string;
}

// --- activity (issue 18): the append-only activity log -------------------------------------
type ActivityActorKind = 'session' | 'token';

export interface ActivityLogTable {
  id: string;
  merchant_id: string;
  occurred_at: string;
  actor_kind: ActivityActorKind;
  actor_user_id: string | null;
  actor_name: string;
  token_id: string | null;
  app_id: string | null;
  address: string;
  user_agent: string | null;
  operation: string;
  area: string;
  resource_type: string;
  resource_id: string;
  /** JSON `[{field, before, after}]`. */
  changes: string;
  amount: number | null;
  currency: string | null;
  summary: string;
}
// --- end activity -----------------------------------------------------------------------------

interface SettingsTable {
  key: string;
  value: string;
}

// --- Team accounts (0007): better-auth's tables, as its Kysely adapter stores them: dates are ISO
// strings on SQLite and Dates on PostgreSQL, booleans 0/1 on SQLite and booleans on PostgreSQL.
// better-auth reads and writes these; our code mostly reads `user` and deletes `session` rows.
type AuthDate = Date | string;
type AuthBool = boolean | number;

interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  twoFactorEnabled: AuthBool | null;
}

interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: AuthBool | null;
  failedVerificationCount: number | null;
  lockedUntil: AuthDate | null;
}

interface PasskeyTable {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: AuthBool;
  transports: string | null;
  createdAt: AuthDate | null;
  aaguid: string | null;
}

/** A named set of back-office permissions of one merchant (built in, or the owner's own). */
export interface PermissionSetsTable {
  id: string;
  merchant_id: string;
  name: string;
  description: string;
  /** Permission keys, space-separated. */
  permissions: string;
  /** The BUILT_IN_PERMISSION_SETS key it was made from; null for the owner's own sets. */
  built_in_key: string | null;
  created_at: string;
  updated_at: string;
}

/** A person's membership of a merchant: the owner, or someone with a permission set. */
interface TeamMembersTable {
  id: string;
  merchant_id: string;
  /** better-auth's `user.id`; unique, a person belongs to one merchant. */
  user_id: string;
  is_owner: number;
  /** Null for the owner, set for everyone else. */
  permission_set_id: string | null;
  /** Largest refund, in the merchant's minor units; null: no limit. */
  refund_limit: number | null;
  created_at: string;
}
// --- end team accounts

// --- team (server/modules/team): invitations to join a merchant's team -------------------------

interface InvitationsTable {
  id: string;
  merchant_id: string;
  email: string;
  name: string | null;
  permission_set_id: string;
  /** Minor units; null: no limit. */
  refund_limit: number | null;
  /** SHA-256 (hex) of the link's secret; the secret itself is shown once. */
  token_hash: string;
  /** The person who invited (user id). */
  created_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export interface DB {
  activity_log: ActivityLogTable;
  merchants: MerchantsTable;
  locations: LocationsTable;
  access_tokens: AccessTokensTable;
  oauth_apps: OauthAppsTable;
  oauth_codes: OauthCodesTable;
  oauth_refresh_tokens: OauthRefreshTokensTable;
  roles: RolesTable;
  employees: EmployeesTable;
  employee_locations: EmployeeLocationsTable;
  settings: SettingsTable;
  break_types: BreakTypesTable;
  shifts: ShiftsTable;
  shift_breaks: ShiftBreaksTable;
  shift_events: ShiftEventsTable;
  shift_aliases: ShiftAliasesTable;
  employee_wages: EmployeeWagesTable;
  workweek_configs: WorkweekConfigsTable;
  idempotency_keys: IdempotencyKeysTable;
  checkouts: CheckoutsTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  bank_accounts: BankAccountsTable;
  ledger_adjustments: LedgerAdjustmentsTable;
  settlements: SettlementsTable;
  settlement_entries: SettlementEntriesTable;
  sale_items: SaleItemsTable;
  cash_drawer_shifts: CashDrawerShiftsTable;
  cash_drawer_events: CashDrawerEventsTable;
  online_orders: OnlineOrdersTable;
  online_order_history: OnlineOrderHistoryTable;
  // team accounts (0007)
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  passkey: PasskeyTable;
  permission_sets: PermissionSetsTable;
  team_members: TeamMembersTable;
  // team (0008)
  invitations: InvitationsTable;
}
