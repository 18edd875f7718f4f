import { describe, expect, it } from 'vitest';
import { V1TimecardEventType } from '@/api/schemas/timecards';
import { timecardEventColor, timecardEventLabel } from './timecard-event-labels';

describe('timecard event labels', () => {
  it.each([
    ['API_CREATE', 'Created via API'],
    ['API_EDIT', 'Edited via API'],
    ['API_DELETE', 'Deleted via API'],
    ['REGISTER_CLOCKIN', 'Clocked in at register'],
    ['REGISTER_CLOCKOUT', 'Clocked out at register'],
  ] as const)('%s reads "%s"', (type, label) => {
    expect(timecardEventLabel(type)).toBe(label);
  });

  it('has a label for every event type of the contract', () => {
    for (const type of V1TimecardEventType.options) {
      expect(timecardEventLabel(type)).toMatch(/\w/);
    }
  });

  it('colours deletions red and edits blue', () => {
    expect(timecardEventColor('DASHBOARD_DELETE')).toBe('red');
    expect(timecardEventColor('API_EDIT')).toBe('blue');
    expect(timecardEventColor('REGISTER_CLOCKIN')).toBe('green');
  });
});
