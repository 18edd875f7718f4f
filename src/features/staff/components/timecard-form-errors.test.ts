import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/errors';
import { describeCommandError, isAlreadyClockedIn, readableProblem } from './timecard-form-errors';
import { changedTimes } from './timecard-form-schemas';

describe('timecard form errors', () => {
  it('reads wire field names as words', () => {
    expect(readableProblem('must be after clockin_time')).toBe('Must be after the clock-in time');
    expect(readableProblem('clockout_time must not be in the future', 'clockout_time')).toBe(
      'Must not be in the future',
    );
  });

  it('recognises the "already clocked in" refusal', () => {
    const refusal = new ApiRequestError(400, [
      {
        message:
          'employee_id is already clocked in (open timecard t1); clock the employee out first',
        field: 'employee_id',
        code: 'bad_request.invalid_parameter',
      },
    ]);
    expect(isAlreadyClockedIn(refusal)).toBe(true);
    expect(
      isAlreadyClockedIn(new ApiRequestError(400, [{ message: 'x', field: 'employee_id' }])),
    ).toBe(false);
  });

  it('explains failures that name no field', () => {
    expect(describeCommandError(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(describeCommandError(new ApiRequestError(500, [{ message: 'boom' }]))).toMatch(
      /Nothing was changed/,
    );
  });
});

describe('changedTimes', () => {
  const current = { clockin_time: '2026-03-01T09:00:00Z', clockout_time: '2026-03-01T17:00:00Z' };

  it('sends only the times that changed', () => {
    expect(
      changedTimes(current, {
        clockin_time: '2026-03-01T09:00:00.000Z',
        clockout_time: '2026-03-01T17:30:00.000Z',
      }),
    ).toEqual({ clockout_time: '2026-03-01T17:30:00.000Z' });
  });

  it('sends nothing when the times are the same instants', () => {
    expect(
      changedTimes(current, {
        clockin_time: '2026-03-01T09:00:00.000Z',
        clockout_time: '2026-03-01T17:00:00.000Z',
      }),
    ).toEqual({});
  });

  it('leaves an open timecard open when no clock-out is picked', () => {
    expect(
      changedTimes(
        { clockin_time: current.clockin_time },
        {
          clockin_time: '2026-03-01T08:00:00.000Z',
          clockout_time: null,
        },
      ),
    ).toEqual({ clockin_time: '2026-03-01T08:00:00.000Z' });
  });
});
