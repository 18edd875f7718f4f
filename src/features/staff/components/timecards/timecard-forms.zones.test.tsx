import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { V1TimecardT } from '@/api/schemas/timecards';
import { LODO, MIDTOWN, SelectedLocation, queryClientWithLocations } from '@/test/locations';
import { render } from '@/test/render';
import { EditTimesForm } from './timecard-forms';

// The demo's LoDo clock-in: 9:21 AM MST (16:21 UTC), out at 5:30 PM MST.
const lodoTimecard: V1TimecardT = {
  id: 'tc_lodo',
  employee_id: 'emp_ana',
  deleted: false,
  clockin_time: '2026-11-24T16:21:00Z',
  clockout_time: '2026-11-25T00:30:00Z',
  clockin_location_id: LODO.id,
  clockout_location_id: LODO.id,
  created_at: '2026-11-24T16:21:00Z',
  updated_at: '2026-11-25T00:30:00Z',
  regular_seconds_worked: 0,
  overtime_seconds_worked: 0,
  doubletime_seconds_worked: 0,
  events: [],
};

describe('EditTimesForm in its own place', () => {
  it("shows a Denver timecard's times in Denver time, marked MST, on the lists' clock", () => {
    render(
      <SelectedLocation selected={MIDTOWN}>
        <EditTimesForm timecard={lodoTimecard} onSave={vi.fn()} onCancel={vi.fn()} />
      </SelectedLocation>,
      { queryClient: queryClientWithLocations() },
    );
    // The pickers read as the lists do (12-hour in en-US, as formatDateTime writes it).
    expect(screen.getByRole('button', { name: 'Clock-in' })).toHaveTextContent(
      'Nov 24, 2026, 9:21 AM MST',
    );
    expect(screen.getByRole('button', { name: 'Clock-out' })).toHaveTextContent(
      'Nov 24, 2026, 5:30 PM MST',
    );
  });

  it('shows a timecard at the selected location unmarked', () => {
    render(
      <SelectedLocation selected={LODO}>
        <EditTimesForm timecard={lodoTimecard} onSave={vi.fn()} onCancel={vi.fn()} />
      </SelectedLocation>,
      { queryClient: queryClientWithLocations() },
    );
    expect(screen.getByRole('button', { name: 'Clock-in' })).toHaveTextContent(
      /^Nov 24, 2026, 9:21 AM$/,
    );
  });
});
