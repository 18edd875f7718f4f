import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../modules/errors';
import { ApiError, errorBody, httpStatus } from './errors';

/** Every code the service emits (the Record makes the compiler check the list is whole). */
const CODES = Object.keys({
  BAD_REQUEST: true,
  MISSING_REQUIRED_PARAMETER: true,
  INVALID_VALUE: true,
  INVALID_ENUM_VALUE: true,
  INVALID_TIME: true,
  INVALID_TIME_RANGE: true,
  INVALID_CURSOR: true,
  EXPECTED_STRING: true,
  EXPECTED_INTEGER: true,
  EXPECTED_BOOLEAN: true,
  EXPECTED_OBJECT: true,
  EXPECTED_ARRAY: true,
  EXPECTED_JSON_BODY: true,
  VALUE_TOO_LONG: true,
  VALUE_TOO_SHORT: true,
  VALUE_TOO_HIGH: true,
  VALUE_TOO_LOW: true,
  ARRAY_LENGTH_TOO_LONG: true,
  ARRAY_LENGTH_TOO_SHORT: true,
  UNAUTHORIZED: true,
  ACCESS_TOKEN_REVOKED: true,
  ACCESS_TOKEN_EXPIRED: true,
  FORBIDDEN: true,
  INSUFFICIENT_SCOPES: true,
  NOT_FOUND: true,
  METHOD_NOT_ALLOWED: true,
  REQUEST_TIMEOUT: true,
  CONFLICT: true,
  PRECONDITION_FAILED: true,
  IDEMPOTENCY_KEY_REUSED: true,
  CONFLICTING_PARAMETERS: true,
  CURRENCY_MISMATCH: true,
  DELAYED_TRANSACTION_CAPTURED: true,
  DELAYED_TRANSACTION_CANCELED: true,
  DELAYED_TRANSACTION_FAILED: true,
  DELAYED_TRANSACTION_EXPIRED: true,
  CARD_DECLINED: true,
  VERIFY_CVV_FAILURE: true,
  VERIFY_AVS_FAILURE: true,
  BAD_EXPIRATION: true,
  INSUFFICIENT_FUNDS: true,
  CARD_DECLINED_CALL_ISSUER: true,
  REQUEST_ENTITY_TOO_LARGE: true,
  UNSUPPORTED_MEDIA_TYPE: true,
  RATE_LIMITED: true,
  REQUEST_HEADER_FIELDS_TOO_LARGE: true,
  INTERNAL_SERVER_ERROR: true,
  PAYMENT_NOT_REFUNDABLE: true,
  REFUND_AMOUNT_INVALID: true,
} satisfies Record<ErrorCode, true>) as ErrorCode[];

const REFUND_CODES = new Set<ErrorCode>(['PAYMENT_NOT_REFUNDABLE', 'REFUND_AMOUNT_INVALID']);

describe('errors (server/modules/errors.ts mapped by server/http/errors.ts)', () => {
  // The category a code belongs to follows its HTTP status, as the reference's envelopes show.
  it.each(CODES)('%s: its category agrees with its status', (code) => {
    const error = new DomainError(code, 'detail');
    const status = httpStatus(error);
    const expected = REFUND_CODES.has(code)
      ? 'REFUND_ERROR'
      : status === 401 || status === 403
        ? 'AUTHENTICATION_ERROR'
        : status === 429
          ? 'RATE_LIMIT_ERROR'
          : status === 402
            ? 'PAYMENT_METHOD_ERROR'
            : status >= 500
              ? 'API_ERROR'
              : 'INVALID_REQUEST_ERROR';
    expect(error.category).toBe(expected);
  });

  it('maps a rule error and an HTTP-layer error to the same v2 envelope', () => {
    const rule = new DomainError('INVALID_VALUE', 'limit must be at most 200', 'limit');
    const http = new ApiError('INVALID_VALUE', 'limit must be at most 200', 'limit');
    const body = {
      errors: [
        {
          category: 'INVALID_REQUEST_ERROR',
          code: 'INVALID_VALUE',
          detail: 'limit must be at most 200',
          field: 'limit',
        },
      ],
    };
    expect(errorBody('/v2/payments', rule)).toEqual(body);
    expect(errorBody('/v2/payments', http)).toEqual(body);
    expect(errorBody('/v1/me/payments', rule)).toEqual({
      type: 'bad_request.invalid_parameter',
      message: 'limit must be at most 200',
    });
  });
});
