import { describe, expect, it } from 'vitest';
import { ApiRequestError, isVersionConflict, problemsFromBody } from './errors';

describe('problemsFromBody', () => {
  it('reads every v2 error with its field and code', () => {
    expect(
      problemsFromBody({
        errors: [
          {
            category: 'INVALID_REQUEST_ERROR',
            code: 'VALUE_TOO_HIGH',
            detail: 'limit must be at most 200',
            field: 'limit',
          },
          { category: 'INVALID_REQUEST_ERROR', code: 'INVALID_TIME', detail: 'x' },
        ],
      }),
    ).toEqual([
      { message: 'limit must be at most 200', field: 'limit', code: 'VALUE_TOO_HIGH' },
      { message: 'x', code: 'INVALID_TIME' },
    ]);
  });

  it('takes the field of a v1 parameter error from the start of its message', () => {
    expect(
      problemsFromBody({
        type: 'bad_request.missing_parameter',
        message: 'first_name is required',
      }),
    ).toEqual([
      {
        message: 'first_name is required',
        field: 'first_name',
        code: 'bad_request.missing_parameter',
      },
    ]);
  });

  it('names no field for other v1 errors', () => {
    expect(problemsFromBody({ type: 'not_found', message: 'Timecard x was not found.' })).toEqual([
      { message: 'Timecard x was not found.', code: 'not_found' },
    ]);
  });

  it('returns nothing for a body that is not an error envelope', () => {
    expect(problemsFromBody('oops')).toEqual([]);
  });
});

describe('isVersionConflict', () => {
  it('is a 409, or any problem naming the version', () => {
    expect(isVersionConflict(new ApiRequestError(409, [{ message: 'changed' }]))).toBe(true);
    expect(
      isVersionConflict(
        new ApiRequestError(400, [{ message: 'stale', field: 'break_type.version' }]),
      ),
    ).toBe(true);
    expect(
      isVersionConflict(new ApiRequestError(400, [{ message: 'bad', field: 'break_name' }])),
    ).toBe(false);
    expect(isVersionConflict(new Error('boom'))).toBe(false);
  });

  it('is a 412: a v1 update whose If-Match no longer holds', () => {
    const body = { type: 'precondition_failed', message: 'Role r1 was changed by someone else' };
    expect(isVersionConflict(new ApiRequestError(412, problemsFromBody(body)))).toBe(true);
  });
});
