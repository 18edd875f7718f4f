/**
 * Schema-valid request bodies built from the OpenAPI document: the required fields, plus every
 * field that references another resource, filled with ids of the kind it names. Overrides cover
 * what a schema cannot say (a timecard import needs a clock-out after its clock-in).
 */
import { deref, type JsonSchema, type OpenApiDocument, type Operation } from './openapi';
import { kindOf, type IdsByKind } from './resources';

const HOUR_MS = 3_600_000;

/** Extra fields per operation that make the minimal body valid for the service's rules. */
const OVERRIDES: Record<string, () => Record<string, unknown>> = {
  // A finished timecard (clock-out set), so clockout_location_id is allowed.
  CreateTimecard: () => ({
    clockin_time: new Date(Date.now() - 3 * HOUR_MS).toISOString(),
    clockout_time: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
  }),
};

/**
 * Own resources some operations consume: a clock-in needs an employee who is not clocked in, so
 * each body for it gets a new employee.
 */
export const FRESH_KINDS: Record<string, 'employee'[]> = { CreateTimecard: ['employee'] };

export function isStringType(schema: JsonSchema): boolean {
  const types = [schema.type ?? []].flat();
  return types.includes('string');
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
      if (schema.format === 'date-time') return new Date(Date.now() - HOUR_MS).toISOString();
      if (schema.format === 'email') return 'reliability@example.com';
      if (schema.pattern === '^\\d+$') return '1';
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

/** Top-level body fields that reference a resource: name → kind and whether it is an array. */
export function referenceFields(op: Operation) {
  const fields: { name: string; kind: NonNullable<ReturnType<typeof kindOf>>; array: boolean }[] =
    [];
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    const kind = kindOf(op, name);
    if (kind) fields.push({ name, kind, array: [schema.type ?? []].flat().includes('array') });
  }
  return fields;
}

/**
 * A valid body for `op` with every reference field set to an id from `ids`; `only` limits the
 * references to one field (the others are left out unless required).
 */
export function validBody(
  doc: OpenApiDocument,
  op: Operation,
  ids: IdsByKind,
  only?: string,
  withOverrides = true,
): Record<string, unknown> {
  if (!op.body) return {};
  const body = minimalValue(doc, op.body) as Record<string, unknown>;
  if (withOverrides) Object.assign(body, OVERRIDES[op.operationId]?.());
  const required = new Set(op.body.required ?? []);
  for (const field of referenceFields(op)) {
    if (only !== undefined && field.name !== only && !required.has(field.name)) continue;
    body[field.name] = field.array ? [ids[field.kind]] : ids[field.kind];
  }
  return body;
}
