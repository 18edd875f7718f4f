import type { Context } from 'hono';
import { DomainError, type ErrorCode } from '../modules/errors';

/**
 * The HTTP side of errors: the status of each code, and the generation 1 and 2 envelopes. The
 * rules raise DomainError (server/modules/errors.ts); the layer's own refusals are ApiError.
 */
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
  ACCESS_TOKEN_EXPIRED: 401,
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

/**
 * A refusal of the HTTP layer itself (authentication, body, validation, paging, routing): the
 * same fields and envelope as an error a rule raises.
 */
export class ApiError extends DomainError {}

/** The HTTP status an error answers with. */
export const httpStatus = (error: DomainError): number => STATUS[error.code];

function v1Type(error: DomainError): string {
  switch (httpStatus(error)) {
    case 400:
      if (error.code === 'MISSING_REQUIRED_PARAMETER') return 'bad_request.missing_parameter';
      return error.field ? 'bad_request.invalid_parameter' : 'bad_request';
    case 401:
      if (error.code === 'ACCESS_TOKEN_REVOKED') return 'oauth.revoked';
      if (error.code === 'ACCESS_TOKEN_EXPIRED') return 'oauth.expired';
      return 'service.not_authorized';
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

/** Square's 2019 OAuth endpoints answer errors as generation 1 does: `{type, message}`. */
function isOAuthPath(path: string): boolean {
  return path.startsWith('/oauth2/');
}

export function errorBody(path: string, error: DomainError) {
  if (isV1Path(path) || isOAuthPath(path)) return { type: v1Type(error), message: error.detail };
  return {
    errors: [error, ...error.more].map((e) => ({
      category: e.category,
      code: e.code,
      detail: e.detail,
      ...(e.field ? { field: e.field } : {}),
    })),
  };
}

export function sendError(c: Context, error: DomainError): Response {
  const status = httpStatus(error);
  const headers: Record<string, string> = {};
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer realm="ledgerline"';
  c.set('errorCode', error.code);
  return c.json(errorBody(c.req.path, error), status as 400, headers);
}

/**
 * A whole HTTP/1.1 response carrying `error` in the envelope of `path`, for the few replies the
 * server writes to a socket itself (before any route runs); the connection is closed after it.
 */
export function rawErrorResponse(path: string, error: DomainError, reason: string): string {
  const body = JSON.stringify(errorBody(path, error));
  return [
    `HTTP/1.1 ${httpStatus(error)} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
