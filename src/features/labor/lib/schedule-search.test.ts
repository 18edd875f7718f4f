import { describe, expect, it } from 'vitest';
import { openBeforeWeekRequest, weekShiftsRequest } from './schedule-search';

const week = { begin: '2026-11-23T13:00:00.000Z', end: '2026-11-30T13:00:00.000Z' };

describe('openBeforeWeekRequest', () => {
  it('asks for OPEN shifts that started before the week, where the week view looks', () => {
    expect(openBeforeWeekRequest(week, { locationId: 'L1', employeeId: 'E1' }).query).toEqual({
      filter: {
        location_id: ['L1'],
        employee_id: ['E1'],
        status: 'OPEN',
        start: { end_at: '2026-11-23T12:59:59.999Z' },
      },
      sort: { field: 'START_AT', order: 'ASC' },
    });
  });

  it('meets the week search without a gap: its last instant is one before the week begins', () => {
    const before = openBeforeWeekRequest(week, {}).query?.filter?.start?.end_at;
    const inWeek = weekShiftsRequest(week, {}).query?.filter?.start?.start_at;
    expect(Date.parse(inWeek!) - Date.parse(before!)).toBe(1);
  });
});
