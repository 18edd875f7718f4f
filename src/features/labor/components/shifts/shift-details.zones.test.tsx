import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShiftT } from '@/api/schemas/shifts';
import { LODO, MIDTOWN, SelectedLocation, queryClientWithLocations } from '@/test/locations';
import { render } from '@/test/render';
import { ShiftDetails } from './shift-details';

// A LoDo (Denver) shift, 9:21 AM–5:30 PM MST on Nov 24, 2026, with a lunch at noon.
const lodoShift: ShiftT = {
  id: 'shift_lodo',
  employee_id: 'emp_ana',
  location_id: LODO.id,
  timezone: LODO.timezone,
  start_at: '2026-11-24T16:21:00Z',
  end_at: '2026-11-25T00:30:00Z',
  breaks: [
    {
      id: 'break_1',
      start_at: '2026-11-24T19:00:00Z',
      end_at: '2026-11-24T19:30:00Z',
      break_type_id: 'bt_lunch',
      name: 'Lunch',
      expected_duration: 'PT30M',
      is_paid: false,
    },
  ],
  status: 'CLOSED',
  version: 1,
  created_at: '2026-11-24T16:21:00Z',
  updated_at: '2026-11-25T00:30:00Z',
};

describe('ShiftDetails in its own place', () => {
  it('shows a Denver shift and its breaks in Denver time, marked MST, while New York is selected', () => {
    render(
      <SelectedLocation selected={MIDTOWN}>
        <ShiftDetails shift={lodoShift} employeeName="Ana Diaz" breakTypes={[]} actions={null} />
      </SelectedLocation>,
      { queryClient: queryClientWithLocations() },
    );
    expect(screen.getByText('Nov 24, 2026, 9:21 AM MST')).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026, 5:30 PM MST')).toBeInTheDocument();
    // The break, with its shift: noon to 12:30 in Denver, not 2:00 PM in New York.
    expect(screen.getByText('Nov 24, 2026, 12:00 PM MST')).toBeInTheDocument();
    expect(screen.getByText('Nov 24, 2026, 12:30 PM MST')).toBeInTheDocument();
    expect(screen.queryByText(/\b11:21 AM|\b2:00 PM/)).toBeNull();
  });
});
