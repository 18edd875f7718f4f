import type { Context } from 'hono';

/** The card declines a payment answers with HTTP 402 (category PAYMENT_METHOD_ERROR). */
export type CardErrorCode =
  | 'CARD_DECLINED'
  | 'VERIFY_CVV_FAILURE'
  | 'VERIFY_AVS_FAILURE'
  | 'BAD_EXPIRATION'
  | 'INSUFFICIENT_FUNDS'
  | 'CARD_DECLINED_CALL_ISSUER';

/** Error codes from the reference's v2 ErrorCode enum that this service emits. */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'MISSING_REQUIRED_PARAMETER'
  | 'INVALID_VALUE'
  | 'INVALID_ENUM_VALUE'
  | 'INVALID_TIME'
  | 'INVALID_TIME_RANGE'
  | 'INVALID_CURSOR'
  | 'EXPECTED_STRING'
  | 'EXPECTED_INTEGER'
  | 'EXPECTED_BOOLEAN'
  | 'EXPECTED_OBJECT'
  | 'EXPECTED_ARRAY'
  | 'EXPECTED_JSON_BODY'
  | 'VALUE_TOO_LONG'
  | 'VALUE_TOO_SHORT'
  | 'VALUE_TOO_HIGH'
  | 'VALUE_TOO_LOW'
  | 'ARRAY_LENGTH_TOO_LONG'
  | 'ARRAY_LENGTH_TOO_SHORT'
  | 'UNAUTHORIZED'
  | 'ACCESS_TOKEN_REVOKED'
  | 'FORBIDDEN'
  | 'INSUFFICIENT_SCOPES'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'REQUEST_TIMEOUT'
  | 'CONFLICT'
  // Extension: an `If-Match` precondition that no longer holds (RFC 9110 §13.1.1), web app only.
  | 'PRECONDITION_FAILED'
  | 'IDEMPOTENCY_KEY_REUSED'
  // Payments: request conflicts, delayed capture states, and card declines (402).
  | 'CONFLICTING_PARAMETERS'
  | 'CURRENCY_MISMATCH'
  | 'DELAYED_TRANSACTION_CAPTURED'
  | 'DELAYED_TRANSACTION_CANCELED'
  | 'DELAYED_TRANSACTION_FAILED'
  | 'DELAYED_TRANSACTION_EXPIRED'
  | CardErrorCode
  | 'REQUEST_ENTITY_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'REQUEST_HEADER_FIELDS_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR'
  // Refunds (category REFUND_ERROR).
  | 'PAYMENT_NOT_REFUNDABLE'
  | 'REFUND_AMOUNT_INVALID';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  MISSING_REQUIRED_PARAMETER: 400,
  INVALID_VALUE: 400,
  INVALID_ENUM_VALUE: 400,
  INVALID_TIME: 400,
  INVALID_TIME_RANGE: 400,
  INVALID_CURSOR: 400,
  EXPECTED_STRING: 400,
  EXPECTED_INTEGER: 400,
  EXPECTED_BOOLEAN: 400,
  EXPECTED_OBJECT: 400,
  EXPECTED_ARRAY: 400,
  EXPECTED_JSON_BODY: 400,
  VALUE_TOO_LONG: 400,
  VALUE_TOO_SHORT: 400,
  VALUE_TOO_HIGH: 400,
  VALUE_TOO_LOW: 400,
  ARRAY_LENGTH_TOO_LONG: 400,
  ARRAY_LENGTH_TOO_SHORT: 400,
  UNAUTHORIZED: 401,
  ACCESS_TOKEN_REVOKED: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_SCOPES: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  // The reference gives no status; 400 as the other INVALID_REQUEST_ERROR codes of a request.
  IDEMPOTENCY_KEY_REUSED: 400,
  CONFLICTING_PARAMETERS: 400,
  CURRENCY_MISMATCH: 400,
  DELAYED_TRANSACTION_CAPTURED: 400,
  DELAYED_TRANSACTION_CANCELED: 400,
  DELAYED_TRANSACTION_FAILED: 400,
  DELAYED_TRANSACTION_EXPIRED: 400,
  CARD_DECLINED: 402,
  VERIFY_CVV_FAILURE: 402,
  VERIFY_AVS_FAILURE: 402,
  BAD_EXPIRATION: 402,
  INSUFFICIENT_FUNDS: 402,
  CARD_DECLINED_CALL_ISSUER: 402,
  REQUEST_ENTITY_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
  INTERNAL_SERVER_ERROR: 500,
  // The reference gives no status; 400, as a request the payment's state rules out.
  PAYMENT_NOT_REFUNDABLE: 400,
  REFUND_AMOUNT_INVALID: 400,
};

const REFUND_ERRORS: ReadonlySet<ErrorCode> = new Set([
  'PAYMENT_NOT_REFUNDABLE',
  'REFUND_AMOUNT_INVALID',
]);

/**
 * An error with everything both envelopes need. `detail` is a sentence that, when `field` is
 * set, starts with the field name and states the rule (e.g. "limit must be at most 200").
 */
export class ApiError extends Error {
  readonly status: number;
  /** Further problems found in the same request (v2 lists them all; v1 shows the first). */
  readonly more: ApiError[] = [];
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
    this.status = STATUS[code];
  }
}

export const badRequest = (detail: string, field?: string, code: ErrorCode = 'BAD_REQUEST') =>
  new ApiError(code, detail, field);

export const invalidField = (field: string, rule: string, code: ErrorCode = 'INVALID_VALUE') =>
  new ApiError(code, `${field} ${rule}`, field);

export const notFound = (what: string) => new ApiError('NOT_FOUND', `${what} was not found.`);

export function category(code: ErrorCode) {
  if (REFUND_ERRORS.has(code)) return 'REFUND_ERROR' as const;
  const status = STATUS[code];
  if (status === 401 || status === 403) return 'AUTHENTICATION_ERROR' as const;
  if (status === 429) return 'RATE_LIMIT_ERROR' as const;
  if (status === 402) return 'PAYMENT_METHOD_ERROR' as const;
  if (status >= 500) return 'API_ERROR' as const;
  return 'INVALID_REQUEST_ERROR' as const;
}

function v1Type(error: ApiError): string {
  switch (error.status) {
    case 400:
      if (error.code === 'MISSING_REQUIRED_PARAMETER') return 'bad_request.missing_parameter';
      return error.field ? 'bad_request.invalid_parameter' : 'bad_request';
    case 401:
      return error.code === 'ACCESS_TOKEN_REVOKED' ? 'oauth.revoked' : 'service.not_authorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 408:
      return 'request_timeout';
    case 409:
      return 'conflict';
    case 412:
      return 'precondition_failed';
    case 413:
      return 'request_entity_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 431:
      return 'request_header_fields_too_large';
    default:
      return 'internal_server_error';
  }
}

export function isV1Path(path: string): boolean {
  return path.startsWith('/v1/');
}

export function errorBody(path: string, error: ApiError) {
  if (isV1Path(path)) return { type: v1Type(error), message: error.detail };
  return {
    errors: [error, ...error.more].map((e) => ({
      category: category(e.code),
      code: e.code,
      detail: e.detail,
      ...(e.field ? { field: e.field } : {}),
    })),
  };
}

export function sendError(c: Context, error: ApiError): Response {
  const headers: Record<string, string> = {};
  if (error.status === 401) headers['WWW-Authenticate'] = 'Bearer realm="ledgerline"';
  c.set('errorCode', error.code);
  return c.json(errorBody(c.req.path, error), error.status as 400, headers);
}

/**
 * A whole HTTP/1.1 response carrying `error` in the envelope of `path`, for the few replies the
 * server writes to a socket itself (before any route runs); the connection is closed after it.
 */
export function rawErrorResponse(path: string, error: ApiError, reason: string): string {
  const body = JSON.stringify(errorBody(path, error));
  return [
    `HTTP/1.1 ${error.status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
