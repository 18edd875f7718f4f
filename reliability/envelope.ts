/**
 * The response rules every generated request is held to: no 5xx, and every error in its
 * generation's envelope (server/http/errors.ts; the reference's wire facts §9):
 * v1 `{type, message}`, v2 `{errors: [{category, code, detail, field?}]}`.
 */
import type { RawResponse } from './http';

const V1_TYPES_BY_STATUS: Record<number, readonly string[]> = {
  400: ['bad_request', 'bad_request.missing_parameter', 'bad_request.invalid_parameter'],
  401: ['service.not_authorized', 'oauth.revoked', 'oauth.expired'],
  403: ['forbidden'],
  404: ['not_found'],
  405: ['method_not_allowed'],
  408: ['request_timeout'],
  409: ['conflict'],
  412: ['precondition_failed'],
  413: ['request_entity_too_large'],
  415: ['unsupported_media_type'],
  429: ['rate_limited'],
  431: ['request_header_fields_too_large'],
};

const V2_CATEGORIES = [
  'API_ERROR',
  'AUTHENTICATION_ERROR',
  'INVALID_REQUEST_ERROR',
  'RATE_LIMIT_ERROR',
  'PAYMENT_METHOD_ERROR',
  'REFUND_ERROR',
];

/** Codes of category REFUND_ERROR (wire facts §9), answered with 400. */
const REFUND_ERROR_CODES = [
  'REFUND_AMOUNT_INVALID',
  'REFUND_ALREADY_PENDING',
  'PAYMENT_NOT_REFUNDABLE',
];

function expectedCategory(status: number, code: unknown): string {
  if (status === 401 || status === 403) return 'AUTHENTICATION_ERROR';
  if (status === 429) return 'RATE_LIMIT_ERROR';
  // A card decline: 402, category PAYMENT_METHOD_ERROR.
  if (status === 402) return 'PAYMENT_METHOD_ERROR';
  if (status === 400 && REFUND_ERROR_CODES.includes(code as string)) return 'REFUND_ERROR';
  return 'INVALID_REQUEST_ERROR';
}

function isV1Path(path: string): boolean {
  return path.startsWith('/v1/');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Problems with an error response of a request to `path`; empty when it is in its envelope. */
export function envelopeProblems(path: string, response: RawResponse): string[] {
  const contentType = String(response.headers['content-type'] ?? '');
  if (!/^application\/json(;|$)/.test(contentType)) {
    return [`error response has Content-Type "${contentType}", not application/json`];
  }
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return ['error response body is not JSON'];
  }
  return isV1Path(path) ? v1Problems(response.status, body) : v2Problems(response.status, body);
}

function v1Problems(status: number, body: unknown): string[] {
  if (!isRecord(body)) return ['v1 error body is not an object'];
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'message,type') return [`v1 error body has keys [${keys}], not [message,type]`];
  const problems: string[] = [];
  if (typeof body.message !== 'string' || body.message.length === 0) {
    problems.push('v1 error message is not a non-empty string');
  }
  const allowed = V1_TYPES_BY_STATUS[status];
  if (!allowed) problems.push(`v1 error with unexpected status ${status}`);
  else if (!allowed.includes(body.type as string)) {
    problems.push(`v1 error type "${String(body.type)}" does not go with status ${status}`);
  }
  return problems;
}

function v2Problems(status: number, body: unknown): string[] {
  if (!isRecord(body)) return ['v2 error body is not an object'];
  const keys = Object.keys(body).join(',');
  // A declined createPayment (402) carries the FAILED payment next to its errors, as Square's does.
  const allowed = status === 402 ? ['errors', 'errors,payment'] : ['errors'];
  if (!allowed.includes(keys)) return [`v2 error body has keys [${keys}], not [errors]`];
  if (!Array.isArray(body.errors) || body.errors.length === 0) {
    return ['v2 errors is not a non-empty array'];
  }
  const problems: string[] = [];
  for (const [index, error] of (body.errors as unknown[]).entries()) {
    const at = `errors[${index}]`;
    if (!isRecord(error)) {
      problems.push(`${at} is not an object`);
      continue;
    }
    const extra = Object.keys(error).filter(
      (key) => !['category', 'code', 'detail', 'field'].includes(key),
    );
    if (extra.length > 0) problems.push(`${at} has unexpected keys [${extra.join(',')}]`);
    if (!V2_CATEGORIES.includes(error.category as string)) {
      problems.push(`${at}.category "${String(error.category)}" is not an ErrorCategory`);
    } else if (error.category !== expectedCategory(status, error.code)) {
      problems.push(`${at}.category ${String(error.category)} does not go with status ${status}`);
    }
    if (typeof error.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(error.code)) {
      problems.push(`${at}.code is not an upper-case error code`);
    }
    if (typeof error.detail !== 'string' || error.detail.length === 0) {
      problems.push(`${at}.detail is not a non-empty string`);
    }
    if ('field' in error) {
      if (typeof error.field !== 'string' || error.field.length === 0) {
        problems.push(`${at}.field is not a non-empty string`);
      } else if (typeof error.detail === 'string' && !error.detail.startsWith(error.field)) {
        problems.push(`${at}.detail does not start with the field it names (${error.field})`);
      }
    }
  }
  return problems;
}

/** Problems with any response: 5xx, an unexpected status class, or an error out of envelope. */
export function responseProblems(method: string, path: string, response: RawResponse): string[] {
  const { status } = response;
  if (status >= 500) return [`status ${status}`];
  if (status >= 200 && status < 300) return [];
  if (status < 400) return [`unexpected status ${status}`];
  if (method === 'HEAD') return [];
  // A path parameter of `..` (or `%2e%2e`) right after the prefix leaves the API once the URL's
  // dot segments are resolved (/v1/../refunds is /refunds), as they are before routing: outside
  // the API a 4xx (the web server's 404, or a 431 for a head too large) is no API error.
  const resolved = new URL(path, 'http://localhost').pathname;
  if (!/^\/(v1|v2|app)\//.test(resolved)) {
    return [];
  }
  return envelopeProblems(path, response);
}
