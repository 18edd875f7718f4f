import { describe, expect, it } from 'vitest';
import { V1TimecardEventType } from '@/api/schemas/timecards';
import { timecardEventColor, timecardEventLabel } from './timecard-event-labels';

describe('timecard event labels', () => {
  it.each([
    ['API_CREATE', 'Created in the back office or by a connected app'],
    ['API_EDIT', 'Changed in the back office or by a connected app'],
    ['API_DELETE', 'Deleted in the back office or by a connected app'],
    ['DASHBOARD_SUPERVISOR_CLOSE', 'Clocked out by a manager'],
    ['REGISTER_CLOCKIN', 'Clocked in at register'],
    ['REGISTER_CLOCKOUT', 'Clocked out at register'],
  ] as const)('%s reads "%s"', (type, label) => {
    expect(timecardEventLabel(type)).toBe(label);
  });

  it('has a label for every event type of the contract, in words without "API"', () => {
    for (const type of V1TimecardEventType.options) {
      expect(timecardEventLabel(type)).toMatch(/\w/);
      expect(timecardEventLabel(type)).not.toMatch(/\bAPI\b|dashboard/);
    }
  });

  it('colours deletions red and edits blue', () => {
    expect(timecardEventColor('DASHBOARD_DELETE')).toBe('red');
    expect(timecardEventColor('API_EDIT')).toBe('blue');
    expect(timecardEventColor('REGISTER_CLOCKIN')).toBe('green');
  });
});
