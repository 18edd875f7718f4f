/**
 * The errors the service's rules raise, in Square's error vocabulary (code, category, field,
 * detail). The HTTP layer (server/http/errors.ts) maps them to a status and to the generation 1
 * or 2 envelope; nothing here knows about HTTP.
 */

/** The card declines a payment answers with (category PAYMENT_METHOD_ERROR). */
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
  | 'ACCESS_TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'INSUFFICIENT_SCOPES'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'REQUEST_TIMEOUT'
  | 'CONFLICT'
  // Extension: an `If-Match` precondition that no longer holds (RFC 9110 §13.1.1), web app only.
  | 'PRECONDITION_FAILED'
  | 'IDEMPOTENCY_KEY_REUSED'
  // Payments: request conflicts, delayed capture states, and card declines.
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

/** The reference's v2 ErrorCategory values this service emits. */
export type ErrorCategory =
  | 'INVALID_REQUEST_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'RATE_LIMIT_ERROR'
  | 'PAYMENT_METHOD_ERROR'
  | 'API_ERROR'
  | 'REFUND_ERROR';

/** Every code outside INVALID_REQUEST_ERROR, by category. */
const CATEGORIES: Partial<Record<ErrorCode, ErrorCategory>> = {
  UNAUTHORIZED: 'AUTHENTICATION_ERROR',
  ACCESS_TOKEN_REVOKED: 'AUTHENTICATION_ERROR',
  ACCESS_TOKEN_EXPIRED: 'AUTHENTICATION_ERROR',
  FORBIDDEN: 'AUTHENTICATION_ERROR',
  INSUFFICIENT_SCOPES: 'AUTHENTICATION_ERROR',
  RATE_LIMITED: 'RATE_LIMIT_ERROR',
  CARD_DECLINED: 'PAYMENT_METHOD_ERROR',
  VERIFY_CVV_FAILURE: 'PAYMENT_METHOD_ERROR',
  VERIFY_AVS_FAILURE: 'PAYMENT_METHOD_ERROR',
  BAD_EXPIRATION: 'PAYMENT_METHOD_ERROR',
  INSUFFICIENT_FUNDS: 'PAYMENT_METHOD_ERROR',
  CARD_DECLINED_CALL_ISSUER: 'PAYMENT_METHOD_ERROR',
  INTERNAL_SERVER_ERROR: 'API_ERROR',
  PAYMENT_NOT_REFUNDABLE: 'REFUND_ERROR',
  REFUND_AMOUNT_INVALID: 'REFUND_ERROR',
};

export function category(code: ErrorCode): ErrorCategory {
  return CATEGORIES[code] ?? 'INVALID_REQUEST_ERROR';
}

/**
 * An error with everything both envelopes need. `detail` is a sentence that, when `field` is
 * set, starts with the field name and states the rule (e.g. "limit must be at most 200").
 */
export class DomainError extends Error {
  /** Further problems found in the same request (v2 lists them all; v1 shows the first). */
  readonly more: DomainError[] = [];
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }

  get category(): ErrorCategory {
    return category(this.code);
  }
}

export const badRequest = (detail: string, field?: string, code: ErrorCode = 'BAD_REQUEST') =>
  new DomainError(code, detail, field);

export const invalidField = (field: string, rule: string, code: ErrorCode = 'INVALID_VALUE') =>
  new DomainError(code, `${field} ${rule}`, field);

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} was not found.`);
