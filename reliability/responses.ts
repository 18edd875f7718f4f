/**
 * 2xx bodies against the operation's response schema in /openapi.json: types, required fields,
 * enums; every `…_at` / `…_time` string an RFC 3339 UTC-or-offset instant with a four-digit
 * year (the wire format's timestamps), and every `…_local_time` a time of day as HH:MM. Extra properties are allowed, as the reference adds fields.
 */
import { deref, type JsonSchema, type OpenApiDocument } from './openapi';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isRecord(value);
    default:
      return true;
  }
}

function isTimestampName(name: string): boolean {
  return /(^|_)(at|time)$/.test(name) && !isLocalTimeName(name);
}

/** `…_local_time` is a wall-clock time of day, HH:MM (the workweek's start_of_day_local_time). */
function isLocalTimeName(name: string): boolean {
  return name.endsWith('_local_time');
}

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function schemaProblems(
  doc: OpenApiDocument,
  raw: JsonSchema,
  value: unknown,
  at = 'body',
  name = '',
): string[] {
  const schema = deref(doc, raw);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const fits = alternatives.some((s) => schemaProblems(doc, s, value, at, name).length === 0);
    return fits ? [] : [`${at} matches none of its alternatives`];
  }
  if (schema.enum && !schema.enum.includes(value)) {
    return [`${at} is ${JSON.stringify(value)}, not one of ${JSON.stringify(schema.enum)}`];
  }
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((t) => typeMatches(t, value))) {
    return [`${at} is ${JSON.stringify(value)?.slice(0, 60)}, not ${types.join(' or ')}`];
  }
  const problems: string[] = [];
  if (typeof value === 'string' && (schema.format === 'date-time' || isTimestampName(name))) {
    if (!RFC3339.test(value) || Number.isNaN(Date.parse(value))) {
      problems.push(`${at} is "${value}", not an RFC 3339 timestamp`);
    }
  }
  if (typeof value === 'string' && isLocalTimeName(name) && !LOCAL_TIME.test(value)) {
    problems.push(`${at} is "${value}", not a time of day as HH:MM`);
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, item] of value.entries()) {
      problems.push(...schemaProblems(doc, schema.items, item, `${at}[${i}]`, name));
    }
  }
  if (isRecord(value)) {
    for (const key of schema.required ?? []) {
      if (!(key in value)) problems.push(`${at}.${key} is missing`);
    }
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (key in value) {
        problems.push(...schemaProblems(doc, property, value[key], `${at}.${key}`, key));
      }
    }
  }
  return problems;
}
