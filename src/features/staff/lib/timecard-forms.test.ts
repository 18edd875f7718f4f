import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import { describeFailure, readableMessages } from '@/components/form-errors';
import { isAlreadyClockedIn, timecardFieldLabels } from './timecard-forms';

describe('timecard form errors', () => {
  it('reads wire field names as words', () => {
    const readable = readableMessages(timecardFieldLabels);
    expect(readable('must be after clockin_time')).toBe('Must be after the clock-in time');
    expect(readable('clockout_time must not be in the future', 'clockout_time')).toBe(
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
    expect(describeFailure(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(describeFailure(new ApiRequestError(500, [{ message: 'boom' }]))).toMatch(
      /Nothing was changed/,
    );
  });
});
