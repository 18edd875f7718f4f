import { describe, expect, it } from 'vitest';
import { UpdateShiftRequest, type ShiftT } from '@/api/schemas/shifts';
import { closeShift, currentMinute, endBreak, openBreakOf, startBreak } from './shift-commands';

const open: ShiftT = {
  id: 's1',
  employee_id: 'ben',
  location_id: 'loc_1',
  timezone: 'UTC',
  start_at: '2026-03-02T09:00:00.000Z',
  wage: { title: 'Cook', hourly_rate: { amount: 1800, currency: 'USD' } },
  breaks: [
    {
      id: 'b1',
      start_at: '2026-03-02T12:00:00.000Z',
      break_type_id: 'bt_lunch',
      name: 'Lunch',
      expected_duration: 'PT30M',
      is_paid: false,
    },
  ],
  status: 'OPEN',
  version: 4,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T12:00:00.000Z',
};

describe('shift commands', () => {
  it('take the current minute as now', () => {
    expect(currentMinute(Date.parse('2026-03-02T12:31:59.900Z'))).toBe('2026-03-02T12:31:00.000Z');
  });

  it('end a break, sending the whole shift with the version read', () => {
    const request = endBreak(open, 'b1', '2026-03-02T12:30:00.000Z');
    expect(request).toEqual({
      shift: {
        employee_id: 'ben',
        location_id: 'loc_1',
        start_at: '2026-03-02T09:00:00.000Z',
        wage: { title: 'Cook', hourly_rate: { amount: 1800, currency: 'USD' } },
        breaks: [{ ...open.breaks[0], end_at: '2026-03-02T12:30:00.000Z' }],
        version: 4,
      },
    });
    expect(openBreakOf(open)?.id).toBe('b1');
  });

  it('close a shift whose breaks have ended, as the contract accepts it', () => {
    const ended = { ...open, breaks: [{ ...open.breaks[0]!, end_at: '2026-03-02T12:30:00.000Z' }] };
    const request = closeShift(ended, '2026-03-02T17:00:00.000Z');
    expect(request.shift).toMatchObject({ end_at: '2026-03-02T17:00:00.000Z', version: 4 });
    expect(openBreakOf(ended)).toBeUndefined();
    expect(UpdateShiftRequest.safeParse(request).success).toBe(true);
    // Closing while the break goes on is the contract's refusal, before anything is sent.
    expect(UpdateShiftRequest.safeParse(closeShift(open, '2026-03-02T17:00:00.000Z')).success).toBe(
      false,
    );
  });

  it('start a break from a break type', () => {
    const request = startBreak(
      { ...open, breaks: [] },
      {
        id: 'bt_coffee',
        location_id: 'loc_1',
        break_name: 'Coffee',
        expected_duration: 'PT10M',
        is_paid: true,
        version: 1,
        created_at: '',
        updated_at: '',
      },
      '2026-03-02T10:00:00.000Z',
    );
    expect(request.shift.breaks).toEqual([
      {
        start_at: '2026-03-02T10:00:00.000Z',
        break_type_id: 'bt_coffee',
        name: 'Coffee',
        expected_duration: 'PT10M',
        is_paid: true,
      },
    ]);
  });
});
