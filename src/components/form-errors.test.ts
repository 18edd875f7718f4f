import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import {
  applyServerErrors,
  describeFailure,
  formFieldFor,
  formatErrorMessages,
  readableMessages,
} from './form-errors';

describe('readableMessages', () => {
  it('reads items of a labelled list by their number', () => {
    const readable = readableMessages({ 'breaks[]': 'break', end_at: 'the end' });
    expect(readable('cannot be set while breaks[1] has no end_at: end the break first')).toBe(
      'Cannot be set while break 2 has no the end: end the break first',
    );
    expect(readable('breaks must hold at most 50 breaks', 'breaks')).toBe(
      'Must hold at most 50 breaks',
    );
  });
});

describe('formFieldFor', () => {
  const values = {
    employee_id: '',
    role_ids: ['r1'],
    wage: { title: '', hourly_rate: '' },
    breaks: [{ start_at: null }, { start_at: null, end_at: null }],
  };

  it('finds a list item’s input, with or without the request’s wrapper', () => {
    expect(formFieldFor('breaks[1].end_at', values)).toBe('breaks.1.end_at');
    expect(formFieldFor('shift.breaks[1].end_at', values)).toBe('breaks.1.end_at');
    expect(formFieldFor('shift.employee_id', values)).toBe('employee_id');
  });

  it('puts problems with plain list values and deeper fields on the input holding them', () => {
    expect(formFieldFor('role_ids[0]', values)).toBe('role_ids');
    expect(formFieldFor('wage.hourly_rate.amount', values)).toBe('wage.hourly_rate');
    expect(formFieldFor('breaks[7].end_at', values)).toBe('breaks');
  });

  it('finds nothing for fields the form does not have', () => {
    expect(formFieldFor('location_id', values)).toBeUndefined();
    expect(formFieldFor('shift.version', values)).toBeUndefined();
  });
});

describe('formatErrorMessages', () => {
  it('formats messages at every depth, leaving input elements alone', () => {
    const ref = { name: 'x' };
    const errors = {
      start_at: { type: 'custom', message: 'must not be in the future', ref },
      breaks: [
        undefined,
        { end_at: { type: 'custom', message: 'must be after the break starts' } },
      ],
    };
    formatErrorMessages(errors, readableMessages());
    expect(errors.start_at.message).toBe('Must not be in the future');
    expect(errors.breaks[1]?.end_at.message).toBe('Must be after the break starts');
    expect(errors.start_at.ref).toBe(ref);
  });
});

describe('a stale version', () => {
  const conflict = new ApiRequestError(409, [
    { message: 'version 3 is stale; the break type is at version 4', field: 'version' },
  ]);

  it('reads as a change by someone else, with a way forward', () => {
    expect(describeFailure(conflict)).toMatch(/^Someone else changed this .* Reload/);
  });

  it('is never put on an input, even when it comes as a 400 naming the version', () => {
    const setError = () => {
      throw new Error('must not be called');
    };
    const stale400 = new ApiRequestError(400, [{ message: 'stale', field: 'version' }]);
    expect(applyServerErrors(stale400, setError, () => 'version')).toMatch(/Someone else/);
    expect(applyServerErrors(conflict, setError, () => 'version')).toMatch(/Someone else/);
  });
});
