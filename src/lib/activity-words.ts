import type { ActivityChangeT, ActivityEntryT } from '@/api/schemas/activity';
import { SCOPE_LABELS } from '@/api/schemas/developer';
import { PERMISSIONS } from '@/api/schemas/permissions';
import { formatMoney } from '@/lib/money';
import { permissionLabels as rolePermissionLabels } from '@/lib/role-permission-labels';

/**
 * How the activity log reads in a manager's words: "Maria Lopez edited the timecard of Ada
 * Lovelace", and each change as "clock-out 2:15 PM → 1:45 PM" in the record's own time zone.
 */

const FIELD_WORDS: Record<string, string> = {
  clockin_time: 'clock-in',
  clockout_time: 'clock-out',
  clockin_location_id: 'clock-in location',
  clockout_location_id: 'clock-out location',
  employee_id: 'employee',
  start_at: 'start',
  end_at: 'end',
  location_id: 'location',
  wage_title: 'job title',
  wage_amount: 'hourly wage',
  breaks: 'breaks',
  first_name: 'first name',
  last_name: 'last name',
  email: 'email',
  external_id: 'external ID',
  role_id: 'role',
  status: 'status',
  authorized_location_ids: 'locations',
  name: 'name',
  permissions: 'permissions',
  is_owner: 'owner',
  break_name: 'name',
  expected_duration: 'expected duration',
  is_paid: 'paid',
  start_of_week: 'week starts on',
  start_of_day_local_time: 'day starts at',
  card: 'card',
  refund: 'refund',
  deleted: 'deleted',
  state: 'state',
  idempotency_key: 'request',
  title: 'job title',
  hourly_rate: 'hourly wage',
  permission_set: 'permission set',
  refund_limit: 'refund limit',
  label: 'label',
  scopes: 'permissions',
  client_id: 'client ID',
  redirect_urls: 'redirect URLs',
};

/** A field's name for people: "clock-out" for clockout_time; unknown ones with spaces. */
export function fieldWords(field: string): string {
  return FIELD_WORDS[field] ?? field.replaceAll('_', ' ');
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface ValueFormat {
  /** The zone times are shown in (the record's location's, else the selected one). */
  timeZone: string;
  locale?: string | undefined;
  /** A location's name by id, for location fields. */
  locationName?: ((id: string) => string | undefined) | undefined;
  /** An employee's name by id, for employee fields (undefined: the id is shown). */
  employeeName?: ((id: string) => string | undefined) | undefined;
  /** The business's currency, for refund limits (minor units). */
  currency?: string | undefined;
}

/**
 * A permission's label: a permission set's ("See payments, refunds and cash drawers"), a role's
 * register permission ("Issue refunds") or an access token's scope; an unknown key as it is.
 */
function permissionWords(key: string): string {
  return (
    (PERMISSIONS as Record<string, { label: string }>)[key]?.label ??
    (rolePermissionLabels as Record<string, string>)[key] ??
    (SCOPE_LABELS as Record<string, string>)[key] ??
    key
  );
}

/** The keys of a `permissions` value (a JSON list) or of `scopes` (space-separated). */
function permissionKeys(value: string): string[] {
  if (value.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(value);
      if (Array.isArray(list)) return list.map(String);
    } catch {
      // Cut at the log's 500 characters: read it as words below.
    }
  }
  return value
    .replace(/[[\]"]/g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
}

const dayFormat = (iso: string, f: ValueFormat) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: f.timeZone }).format(new Date(iso));

function formatInstant(iso: string, f: ValueFormat, timeOnly: boolean): string {
  return new Intl.DateTimeFormat(f.locale, {
    ...(timeOnly ? {} : { dateStyle: 'medium' as const }),
    timeStyle: 'short',
    timeZone: f.timeZone,
  }).format(new Date(iso));
}

function formatValue(
  field: string,
  value: ActivityChangeT['before'],
  f: ValueFormat,
  timeOnly: boolean,
): string {
  if (value === null || value === '') return field === 'refund_limit' ? 'no limit' : 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') {
    if (field === 'is_paid' || field === 'is_owner') return value ? 'yes' : 'no';
    // Minor units of the business's currency.
    if (field === 'refund_limit') {
      return f.currency
        ? formatMoney({ amount: value, currency: f.currency }, f.locale)
        : (value / 100).toFixed(2);
    }
    return String(value);
  }
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    return formatInstant(value, f, timeOnly);
  }
  if (field.endsWith('location_id') && f.locationName) return f.locationName(value) ?? value;
  if (field === 'employee_id' && f.employeeName) return f.employeeName(value) ?? value;
  if (field === 'permissions' || field === 'scopes') {
    const keys = permissionKeys(value);
    return keys.length === 0 ? 'none' : keys.map(permissionWords).join(' · ');
  }
  if (field === 'authorized_location_ids' && f.locationName) {
    return value
      .split(' ')
      .map((id) => f.locationName?.(id) ?? id)
      .join(', ');
  }
  return value;
}

/**
 * One change as a line: "clock-out 2:15 PM → 1:45 PM" (times alone when both are on the same day
 * in the zone, with the date otherwise); a field set by a create reads "clock-out 1:45 PM".
 */
export function describeChange(change: ActivityChangeT, f: ValueFormat): string {
  const { field, before, after } = change;
  const instants = [before, after].filter(
    (v): v is string => typeof v === 'string' && INSTANT.test(v),
  );
  const sameDay =
    instants.length === 2 && dayFormat(instants[0]!, f) === dayFormat(instants[1]!, f);
  const name = fieldWords(field);
  if (field === 'deleted') return after ? 'deleted' : 'restored';
  if (before === null && after !== null) {
    return `${name} ${formatValue(field, after, f, false)}`;
  }
  return `${name} ${formatValue(field, before, f, sameDay)} → ${formatValue(field, after, f, sameDay)}`;
}

/** "Maria Lopez edited the timecard of Ada Lovelace" (the summary starts with its verb). */
export function describeEntry(entry: Pick<ActivityEntryT, 'actor' | 'summary'>): string {
  return `${entry.actor.name} ${entry.summary}`;
}

/** "$12.34", or undefined for an entry that moved no money. */
export function entryAmount(entry: Pick<ActivityEntryT, 'amount_money'>): string | undefined {
  return entry.amount_money ? formatMoney(entry.amount_money) : undefined;
}

/** Who wrote: the person, or the token (and its app). */
export function actorKindWords(entry: Pick<ActivityEntryT, 'actor'>): string {
  if (entry.actor.kind === 'session') return 'signed in';
  return entry.actor.app_id ? 'connected app' : 'access token';
}

type EventKind = 'create' | 'edit' | 'delete';

const OPERATION_KIND: Record<string, EventKind> = {
  CreateTimecard: 'create',
  CreateShift: 'create',
  UpdateTimecard: 'edit',
  UpdateShift: 'edit',
  DeleteTimecard: 'delete',
  DeleteShift: 'delete',
};

/** How far apart (ms) an event and its entry may be: both are written in one transaction. */
const SAME_WRITE_MS = 5_000;

/**
 * The activity entry written by the same write as a record's event (an API create, edit or
 * delete at `at`): same kind, closest in time, within a few seconds. Undefined for events from
 * before the log, or from the register.
 */
export function entryForEvent(
  kind: EventKind,
  at: string,
  entries: readonly Pick<ActivityEntryT, 'operation' | 'occurred_at'>[],
): number | undefined {
  const t = Date.parse(at);
  let best: number | undefined;
  let bestGap = SAME_WRITE_MS;
  entries.forEach((entry, i) => {
    if (OPERATION_KIND[entry.operation] !== kind) return;
    const gap = Math.abs(Date.parse(entry.occurred_at) - t);
    if (gap <= bestGap) {
      best = i;
      bestGap = gap;
    }
  });
  return best;
}

const KIND_VERB: Record<EventKind, string> = {
  create: 'Created',
  edit: 'Edited',
  delete: 'Deleted',
};

/** "Edited by Maria Lopez" for an API event whose entry is known. */
export function eventByWords(kind: EventKind, entry: Pick<ActivityEntryT, 'actor'>): string {
  return `${KIND_VERB[kind]} by ${entry.actor.name}`;
}
