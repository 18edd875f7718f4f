/**
 * Which kind of resource an id names, by the name of the parameter or body field that carries it.
 * The isolation test puts another merchant's id of that kind into it. A new area that brings a new
 * kind of id adds it here (and a way to create one in isolation.test.ts's fixtures); until then
 * the suite fails naming the parameter, so no id goes untested.
 */
import type { Operation } from './openapi';

/** The kinds of resource an id can name. */
export type Kind =
  | 'merchant'
  | 'location'
  | 'employee'
  | 'role'
  | 'timecard'
  | 'breakType'
  | 'shift'
  | 'break'
  | 'wage'
  | 'workweekConfig'
  | 'payment'
  | 'checkout'
  | 'refund'
  | 'settlement'
  | 'bankAccount'
  | 'drawerShift'
  | 'order';
export type IdsByKind = Record<Kind, string>;

/** Field or parameter name → the kind of id it holds (`…_ids` arrays hold the same kind). */
const KIND_BY_NAME: Record<string, Kind> = {
  merchant_id: 'merchant',
  location_id: 'location',
  location_ids: 'location',
  authorized_location_ids: 'location',
  clockin_location_id: 'location',
  clockout_location_id: 'location',
  employee_id: 'employee',
  employee_ids: 'employee',
  role_id: 'role',
  role_ids: 'role',
  timecard_id: 'timecard',
  shift_ids: 'shift',
  break_type_id: 'breakType',
  wage_id: 'wage',
  refund_id: 'refund',
  settlement_id: 'settlement',
  bank_account_id: 'bankAccount',
};

/** Names that end like ids but are the client's own strings, not references. */
const NOT_REFERENCES = new Set([
  'external_id',
  'idempotency_key',
  'request_idempotence_key',
  'batch_token',
  'cursor',
  // CreatePayment: a card nonce, and strings the service stores as given.
  'source_id',
  'customer_id',
  'reference_id',
  'verification_token',
  // ListActivity / CreateActivityExport: a filter over entries of every kind of resource; another
  // merchant's id matches no entry (server/modules/activity/activity.api.test.ts proves it).
  'resource_id',
  // GetConsent / DecideConsent: an OAuth client id is the app's public name, not one merchant's.
  'client_id',
]);

/**
 * An `id` is the id of the collection it belongs to: in a path, the collection it follows
 * (/v2/employees/{id}); in a body, the array or object field that holds it (shift.breaks[].id).
 */
const KIND_BY_COLLECTION: Record<string, Kind> = {
  employees: 'employee',
  roles: 'role',
  timecards: 'timecard',
  locations: 'location',
  merchants: 'merchant',
  'break-types': 'breakType',
  shifts: 'shift',
  breaks: 'break',
  'employee-wages': 'wage',
  'workweek-configs': 'workweekConfig',
  payments: 'payment',
  refunds: 'refund',
  settlements: 'settlement',
  'bank-accounts': 'bankAccount',
  'cash-drawer-shifts': 'drawerShift',
  orders: 'order',
};

class UnknownIdError extends Error {}

/**
 * The kind of id `name` carries in `op`, or undefined when it is no reference. `parent` is the
 * body field holding the object `name` is a field of (undefined for parameters and top-level
 * body fields).
 */
export function kindOf(op: Operation, name: string, parent?: string): Kind | undefined {
  if (NOT_REFERENCES.has(name)) return undefined;
  if (name === 'order_id' || name === 'shift_id') {
    // In a v1 path, `order_id` names an online order (/v1/{location_id}/orders/{order_id}) and
    // `shift_id` a cash drawer shift (/v1/{location_id}/cash-drawer-shifts/{shift_id}); a labor
    // shift is `{id}` under /v2/labor/shifts. CreatePayment's `order_id` is the client's string.
    const inPath = op.pathParams.some((p) => p.name === name);
    if (name === 'order_id' && inPath && /\/orders\/\{order_id\}/.test(op.path)) return 'order';
    if (name === 'shift_id' && inPath && /cash-drawer/.test(op.path)) {
      return 'drawerShift';
    }
    if (name === 'order_id') return undefined;
  }
  if (name === 'payment_id') {
    // A generation 1 payment is a sale (a checkout); a v2 payment is one of its tenders. The v1
    // path names the sale (/v1/{location_id}/payments/{payment_id}); everywhere else, the v1
    // createRefund body included (a checkout or a tender, the suite sends a tender), a tender.
    const inPath = op.pathParams.some((p) => p.name === name);
    return inPath && op.path.startsWith('/v1/') ? 'checkout' : 'payment';
  }
  const known = KIND_BY_NAME[name];
  if (known) return known;
  if (name === 'id') {
    let collection = parent ?? '';
    if (parent === undefined) {
      const segments = op.path.split('/');
      const at = segments.indexOf('{id}');
      collection = at > 0 ? (segments[at - 1] ?? '') : '';
    }
    const kind = KIND_BY_COLLECTION[collection];
    if (kind) return kind;
  }
  if (name === 'id' || /_ids?$/.test(name)) {
    const where = parent === undefined ? '' : ` (in ${parent})`;
    throw new UnknownIdError(
      `${op.operationId}: "${name}"${where} looks like an id of a kind reliability/resources.ts ` +
        'does not know; add it to KIND_BY_NAME or KIND_BY_COLLECTION (or NOT_REFERENCES when it ' +
        'is the client’s own string)',
    );
  }
  return undefined;
}
