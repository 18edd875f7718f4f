import type { z } from 'zod';
import type { ErrorCode } from '../modules/errors';
import { ApiError } from './errors';

type Issue = z.core.$ZodIssue;

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

const EXPECTED_CODES: Record<string, ErrorCode> = {
  string: 'EXPECTED_STRING',
  number: 'EXPECTED_INTEGER',
  int: 'EXPECTED_INTEGER',
  boolean: 'EXPECTED_BOOLEAN',
  object: 'EXPECTED_OBJECT',
  array: 'EXPECTED_ARRAY',
};

/** Codes a contract refinement may ask for with `params: { code }` (see `issueWithCode`). */
const REFINEMENT_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'BAD_REQUEST',
  'INVALID_TIME_RANGE',
]);

function codeFor(issue: Issue, missing: boolean): ErrorCode {
  if (missing) return 'MISSING_REQUIRED_PARAMETER';
  switch (issue.code) {
    case 'custom': {
      const code: unknown = issue.params?.code;
      return typeof code === 'string' && REFINEMENT_CODES.has(code)
        ? (code as ErrorCode)
        : 'INVALID_VALUE';
    }
    case 'invalid_type':
      return EXPECTED_CODES[issue.expected] ?? 'INVALID_VALUE';
    case 'too_big':
      if (issue.origin === 'array' || issue.origin === 'set') return 'ARRAY_LENGTH_TOO_LONG';
      return issue.origin === 'string' ? 'VALUE_TOO_LONG' : 'VALUE_TOO_HIGH';
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set') return 'ARRAY_LENGTH_TOO_SHORT';
      return issue.origin === 'string' ? 'VALUE_TOO_SHORT' : 'VALUE_TOO_LOW';
    case 'invalid_value':
      return 'INVALID_ENUM_VALUE';
    case 'invalid_format':
      return issue.format === 'datetime' ? 'INVALID_TIME' : 'INVALID_VALUE';
    default:
      return 'INVALID_VALUE';
  }
}

function ruleFor(issue: Issue, missing: boolean): string {
  if (missing) return 'is required';
  if (issue.code === 'invalid_value') {
    return `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return `must be of type ${issue.expected}`;
  }
  return issue.message;
}

/** Turns zod issues into one ApiError that names each field and the rule it broke. */
export function validationError(issues: readonly Issue[], input: unknown, what: string): ApiError {
  const errors = issues.map((issue) => {
    // zod reports a missing enum as `invalid_value`, other missing fields as `invalid_type`.
    const missing =
      (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
      valueAt(input, issue.path) === undefined;
    const field = fieldName(issue.path);
    const rule = ruleFor(issue, missing);
    return field
      ? new ApiError(codeFor(issue, missing), `${field} ${rule}`, field)
      : new ApiError(codeFor(issue, missing), `The ${what} ${rule}`);
  });
  const [first, ...rest] = errors;
  if (!first) return new ApiError('BAD_REQUEST', `The ${what} is invalid`);
  first.more.push(...rest);
  return first;
}

/**
 * The path of the first string in `value` that holds U+0000, or null when none does. Every
 * request's input is searched, so the path is only built (from the end) once one is found.
 */
function nulPath(value: unknown): PropertyKey[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i]);
      if (found) {
        found.unshift(i);
        return found;
      }
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = nulPath((value as Record<string, unknown>)[key]);
    if (found) {
      found.unshift(key);
      return found;
    }
  }
  return null;
}

/**
 * A 400 for validated input holding U+0000, which PostgreSQL text cannot store (it would fail as
 * a 500 there while SQLite accepts it); null when the input is clean. Same answer on both engines.
 */
export function nulCharacterError(data: unknown, what: string): ApiError | null {
  const path = nulPath(data);
  if (path === null) return null;
  const rule = 'must not contain the character U+0000';
  const field = fieldName(path);
  return field
    ? new ApiError('INVALID_VALUE', `${field} ${rule}`, field)
    : new ApiError('INVALID_VALUE', `The ${what} ${rule}`);
}
