/**
 * Schema-valid request bodies built from the OpenAPI document: the required fields, plus every
 * field that references another resource, filled with ids of the kind it names, however deep it
 * sits (`shift.employee_id`, `shift.breaks[].break_type_id`, `query.filter.location_ids`).
 * Overrides cover what a schema cannot say (a timecard import needs a clock-out after its
 * clock-in; a duration is ISO 8601).
 */
import { randomUUID } from 'node:crypto';
import { deref, type JsonSchema, type OpenApiDocument, type Operation } from './openapi';
import { kindOf, type IdsByKind, type Kind } from './resources';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * A finished shift of one hour, ending `hoursAgo` hours ago (two by default), with a ten-minute
 * break inside it.
 */
function finishedShift(breakFields: Record<string, unknown> = {}, hoursAgo = 2) {
  const end = hoursAgo * HOUR_MS;
  return {
    start_at: ago(end + HOUR_MS),
    end_at: ago(end),
    breaks: [
      {
        ...breakFields,
        start_at: ago(end + 50 * MINUTE_MS),
        end_at: ago(end + 40 * MINUTE_MS),
        expected_duration: 'PT15M',
      },
    ],
  };
}

/**
 * Each new shift body two hours before the one before it, so the bodies made for one employee
 * (the generated requests share a pool of employees) do not overlap and more of them succeed.
 */
let shiftBodies = 0;

/**
 * Fields per operation, merged into the minimal body (nested objects and arrays merge item by
 * item), that make it valid for the service's rules.
 */
const OVERRIDES: Record<string, (ids: IdsByKind) => Record<string, unknown>> = {
  // The invitation link's accept: a name and a password the service's rule allows.
  AcceptInvitation: () => ({ name: 'Reliability Person', password: 'reliability-pass-1' }),
  // A finished timecard (clock-out set), so clockout_location_id is allowed.
  CreateTimecard: () => ({
    clockin_time: ago(3 * HOUR_MS),
    clockout_time: ago(2 * HOUR_MS),
  }),
  CreateBreakType: () => ({ break_type: { expected_duration: 'PT30M' } }),
  UpdateBreakType: () => ({ break_type: { expected_duration: 'PT30M' } }),
  // A shift with a break, so the break's break_type_id is a reference of every create.
  CreateShift: () => ({ shift: finishedShift({}, 2 + 2 * (shiftBodies++ % 20_000)) }),
  // An update replaces the whole shift: it sends the shift's break back by id, or the break
  // would be replaced by a new one (and the break id the suite holds would be gone).
  UpdateShift: (ids) => ({ shift: finishedShift({ id: ids.break }) }),
  UpdateWorkweekConfig: () => ({ workweek_config: { start_of_day_local_time: '05:30' } }),
  // A test nonce the card simulator approves, the merchants' currency, and an app fee (so the
  // extra scope of EXTRA_SCOPES is needed); a new key per body, as a client makes per payment.
  CreatePayment: () => ({
    idempotency_key: randomUUID(),
    source_id: 'cnon:card-nonce-ok',
    amount_money: { amount: 1_000, currency: 'USD' },
    app_fee_money: { amount: 10, currency: 'USD' },
  }),
  CancelPaymentByIdempotencyKey: () => ({ idempotency_key: randomUUID() }),
  // One cent of the fixture's COMPLETED payment, which has a large remainder.
  RefundPayment: () => ({
    idempotency_key: randomUUID(),
    amount_money: { amount: 1, currency: 'USD' },
  }),
  // Completing an OPEN order (FRESH_KINDS gives each body a new one).
  V1UpdateOrder: () => ({ action: 'COMPLETE' }),
  // PARTIAL (a FULL refund would use the payment up), of the tender the body names.
  V1CreateRefund: () => ({
    type: 'PARTIAL',
    reason: 'Reliability refund',
    refunded_money: { amount: -1, currency_code: 'USD' },
  }),
};

/**
 * Body fields that need a scope beyond the operation's security requirement: a token with every
 * scope but that one is refused (403 INSUFFICIENT_SCOPES) when the field is sent. The field must
 * be in the operation's valid body (OVERRIDES).
 */
export const EXTRA_SCOPES: Record<string, readonly { field: string; scope: string }[]> = {
  CreatePayment: [{ field: 'app_fee_money', scope: 'PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS' }],
};

/**
 * Own resources some operations consume, so each body for them gets a new one: a clock-in or a
 * shift needs an employee without an overlapping one; a location holds at most three break types.
 */
export const FRESH_KINDS: Record<string, readonly Kind[]> = {
  CreateTimecard: ['employee'],
  CreateShift: ['employee'],
  CreateBreakType: ['location'],
  // Only an APPROVED payment (taken with autocomplete false) can be completed or canceled.
  CompletePayment: ['payment'],
  CancelPayment: ['payment'],
  // An order moves once from each state: each update gets a new OPEN order.
  V1UpdateOrder: ['order'],
};

/**
 * References the operation accepts and ignores (the same schema serves another operation that
 * reads them): every break of a new shift is new, so a break `id` sent to CreateShift is dropped.
 * The isolation test expects success and checks the id is not echoed.
 */
const IGNORED_REFERENCES: Record<string, readonly string[]> = {
  CreateShift: ['shift.breaks[].id'],
};

/** The schema itself, or its first alternative that is not `null`, dereferenced. */
function concrete(doc: OpenApiDocument, raw: JsonSchema): JsonSchema {
  const schema = deref(doc, raw);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  const first = alternatives.map((s) => deref(doc, s)).find((s) => s.type !== 'null');
  return first ? concrete(doc, first) : schema;
}

/** A value the schema accepts, short and plain. */
export function minimalValue(doc: OpenApiDocument, raw: JsonSchema): unknown {
  const schema = deref(doc, raw);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return minimalValue(doc, alternatives[0]);
  const types = [schema.type ?? 'object'].flat().filter((t) => t !== 'null');
  switch (types[0]) {
    case 'string': {
      if (schema.format === 'date-time') return ago(HOUR_MS);
      if (schema.format === 'date') return ago(24 * HOUR_MS).slice(0, 10);
      if (schema.format === 'email') return 'reliability@example.com';
      if (schema.pattern === '^\\d+$') return '1';
      if (schema.pattern === '^[A-Z]{3}$') return 'USD';
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 11, 11));
      return 'Reliability'.padEnd(length, 'y').slice(0, length);
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        minimalValue(doc, schema.items ?? {}),
      );
    default: {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        out[name] = minimalValue(doc, schema.properties?.[name] ?? {});
      }
      return out;
    }
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `override` merged into `value` (of `schema`): objects field by field, arrays item by item. */
function merged(doc: OpenApiDocument, raw: JsonSchema, value: unknown, override: unknown): unknown {
  if (override === undefined) return value;
  const schema = concrete(doc, raw);
  if (Array.isArray(override)) {
    const items = schema.items ?? {};
    return override.map((o, i) =>
      merged(doc, items, Array.isArray(value) ? value[i] : undefined, o),
    );
  }
  if (isObject(override)) {
    const base = isObject(value) ? { ...value } : (minimalValue(doc, schema) as object);
    const out = base as Record<string, unknown>;
    for (const [name, o] of Object.entries(override)) {
      out[name] = merged(doc, schema.properties?.[name] ?? {}, out[name], o);
    }
    return out;
  }
  return override;
}

/** One body field, at any depth, that references another resource. */
export interface ReferenceSite {
  /** Dotted, `[]` for every item of an array: `shift.breaks[].break_type_id`. */
  name: string;
  /** The field names from the body down; `[]` steps into every item of an array. */
  path: string[];
  kind: Kind;
  /** The field holds an array of ids. */
  array: boolean;
  /** Its object requires it (so it is set whenever that object is in the body). */
  required: boolean;
  /** It sits in a search filter: it selects, it does not point at a resource to use. */
  filter: boolean;
  /** The operation accepts and ignores it (see IGNORED_REFERENCES). */
  ignored: boolean;
}

const MAX_DEPTH = 6;

/** Every reference field of the body of `op`, nested ones included. */
export function referenceFields(doc: OpenApiDocument, op: Operation): ReferenceSite[] {
  const sites: ReferenceSite[] = [];
  const ignored = IGNORED_REFERENCES[op.operationId] ?? [];
  const walk = (schema: JsonSchema, path: string[], parent: string | undefined) => {
    if (path.length > MAX_DEPTH) return;
    const required = new Set(schema.required ?? []);
    for (const [name, raw] of Object.entries(schema.properties ?? {})) {
      const field = concrete(doc, raw);
      const kind = kindOf(op, name, parent);
      const types = [field.type ?? 'object'].flat();
      if (kind) {
        const at = [...path, name];
        const dotted = at.join('.').replaceAll('.[]', '[]');
        sites.push({
          name: dotted,
          path: at,
          kind,
          array: types.includes('array'),
          required: required.has(name),
          filter: path.includes('filter'),
          ignored: ignored.includes(dotted),
        });
      } else if (types.includes('array') && field.items) {
        const items = concrete(doc, field.items);
        if (items.properties) walk(items, [...path, name, '[]'], name);
      } else if (field.properties) {
        walk(field, [...path, name], name);
      }
    }
  };
  if (op.body) walk(op.body, [], undefined);
  const unknownIgnored = ignored.filter((name) => !sites.some((s) => s.name === name));
  if (unknownIgnored.length > 0) {
    throw new Error(`${op.operationId}: IGNORED_REFERENCES names ${unknownIgnored.join(', ')}`);
  }
  return sites;
}

/** The schema of the field `name` of an object or of the items of an array (`[]`). */
function childSchema(doc: OpenApiDocument, raw: JsonSchema, name: string): JsonSchema {
  const schema = concrete(doc, raw);
  return name === '[]' ? (schema.items ?? {}) : (schema.properties?.[name] ?? {});
}

/**
 * Sets `value` at `path` in `container` (of `schema`); with `create`, missing objects and empty
 * arrays on the way are made (minimal); without, a missing one ends the walk.
 */
function setAt(
  doc: OpenApiDocument,
  schema: JsonSchema,
  container: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
  create: boolean,
): void {
  const [name, ...rest] = path;
  if (name === undefined) return;
  const fieldSchema = childSchema(doc, schema, name);
  if (rest.length === 0) {
    container[name] = value;
    return;
  }
  if (rest[0] === '[]') {
    let items = container[name];
    if (!Array.isArray(items) || items.length === 0) {
      if (!create) return;
      items = [minimalValue(doc, childSchema(doc, fieldSchema, '[]'))];
      container[name] = items;
    }
    for (const item of items as unknown[]) {
      if (isObject(item)) {
        setAt(doc, childSchema(doc, fieldSchema, '[]'), item, rest.slice(1), value, create);
      }
    }
    return;
  }
  let next = container[name];
  if (!isObject(next)) {
    if (!create) return;
    next = minimalValue(doc, fieldSchema);
    container[name] = next;
  }
  setAt(doc, fieldSchema, next as Record<string, unknown>, rest, value, create);
}

/**
 * A valid body for `op` with every reference field set to an id from `ids`, the objects that
 * hold them made as needed. `only` limits the references to one field (by its dotted name): the
 * others are left out unless their object requires them.
 */
export function validBody(
  doc: OpenApiDocument,
  op: Operation,
  ids: IdsByKind,
  only?: string,
  withOverrides = true,
): Record<string, unknown> {
  if (!op.body) return {};
  let body = minimalValue(doc, op.body) as Record<string, unknown>;
  if (withOverrides) {
    body = merged(doc, op.body, body, OVERRIDES[op.operationId]?.(ids)) as Record<string, unknown>;
  }
  for (const site of referenceFields(doc, op)) {
    const value = site.array ? [ids[site.kind]] : ids[site.kind];
    if (only === undefined || site.name === only) {
      setAt(doc, op.body, body, site.path, value, true);
    } else if (site.required) {
      setAt(doc, op.body, body, site.path, value, false);
    }
  }
  return body;
}
