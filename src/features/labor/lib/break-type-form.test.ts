import { describe, expect, it } from 'vitest';
import { breakTypeFormSchema, breakTypeFormValues, formatDuration } from './break-type-form';

describe('the break type form', () => {
  const schema = breakTypeFormSchema('loc_1');

  it('sends the contract’s break type at the page’s location, minutes as a duration', () => {
    expect(schema.parse({ break_name: ' Lunch ', expected_duration: 90, is_paid: false })).toEqual({
      location_id: 'loc_1',
      break_name: 'Lunch',
      expected_duration: 'PT1H30M',
      is_paid: false,
    });
  });

  it('explains what is missing or wrong on the input', () => {
    const issues = (values: object) =>
      schema.safeParse(values).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ break_name: '', expected_duration: 30, is_paid: true })).toEqual([
      'break_name: must not be empty',
    ]);
    expect(issues({ break_name: 'Rest', expected_duration: '', is_paid: true })).toEqual([
      'expected_duration: is required',
    ]);
    expect(issues({ break_name: 'Rest', expected_duration: 2.5, is_paid: true })).toEqual([
      'expected_duration: must be a whole number of minutes from 1 to 1440',
    ]);
  });

  it('edits start from the break type, its duration in minutes', () => {
    expect(
      breakTypeFormValues({
        id: 'bt',
        location_id: 'loc_1',
        break_name: 'Coffee',
        expected_duration: 'PT15M',
        is_paid: true,
        version: 2,
        created_at: '',
        updated_at: '',
      }),
    ).toEqual({ break_name: 'Coffee', expected_duration: 15, is_paid: true });
  });

  it('reads durations as words', () => {
    expect(formatDuration('PT30M')).toBe('30 min');
    expect(formatDuration('PT1H')).toBe('1 h');
    expect(formatDuration('PT1H15M')).toBe('1 h 15 min');
    expect(formatDuration('soon')).toBe('soon');
  });
});
