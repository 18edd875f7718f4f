import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, problemsFromBody } from '@/api/errors';
import type { V1EmployeeT } from '@/api/schemas/employees';
import { OWNER, render, signedInAs } from '@/test/render';
import { staffKeys } from '../../api/keys';
import { TimecardImportForm } from './timecard-forms';

const ana: V1EmployeeT = {
  id: 'emp_ana',
  first_name: 'Ana',
  last_name: 'Diaz',
  role_ids: [],
  authorized_location_ids: [],
  status: 'ACTIVE',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderImportForm(
  defaultValues: Parameters<typeof TimecardImportForm>[0]['defaultValues'],
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(staffKeys.employeeDirectory(), [ana]);
  signedInAs(queryClient, OWNER);
  const importTimecard = vi.fn<(body: unknown) => Promise<unknown>>(() => Promise.resolve({}));
  const onDone = vi.fn();
  const view = render(
    <TimecardImportForm
      importTimecard={importTimecard}
      onDone={onDone}
      defaultValues={defaultValues}
    />,
    { queryClient },
  );
  return { ...view, importTimecard, onDone };
}

describe('TimecardImportForm', () => {
  it('refuses a clock-out before the clock-in, with the contract’s rule', async () => {
    const { user, importTimecard } = renderImportForm({
      employee_id: ana.id,
      clockin_time: '2026-03-01T17:00:00.000Z',
      clockout_time: '2026-03-01T09:00:00.000Z',
    });

    await user.click(screen.getByRole('button', { name: 'Import timecard' }));

    expect(await screen.findByText(/must be after the clock-in time/i)).toBeInTheDocument();
    expect(importTimecard).not.toHaveBeenCalled();
  });

  it('asks for both times before importing', async () => {
    const { user, importTimecard } = renderImportForm({ employee_id: ana.id });

    await user.click(screen.getByRole('button', { name: 'Import timecard' }));

    expect(await screen.findAllByText('Is required')).toHaveLength(2);
    expect(importTimecard).not.toHaveBeenCalled();
  });

  it('sends the employee and both times', async () => {
    const { user, importTimecard, onDone } = renderImportForm({
      employee_id: ana.id,
      clockin_time: '2026-03-01T09:00:00.000Z',
      clockout_time: '2026-03-01T17:00:00.000Z',
    });

    await user.click(screen.getByRole('button', { name: 'Import timecard' }));

    expect(importTimecard).toHaveBeenCalledWith({
      employee_id: ana.id,
      clockin_time: '2026-03-01T09:00:00.000Z',
      clockout_time: '2026-03-01T17:00:00.000Z',
    });
    expect(onDone).toHaveBeenCalled();
  });

  it('shows the service refusing an overlapping timecard on the clock-out input', async () => {
    const { user, importTimecard, onDone } = renderImportForm({
      employee_id: ana.id,
      clockin_time: '2026-11-01T00:00:00.000Z',
      clockout_time: '2026-11-01T10:00:00.000Z',
    });
    // What the service answers (v1 envelope) when Oct 31 22:00–06:00 is already recorded.
    importTimecard.mockRejectedValueOnce(
      new ApiRequestError(
        400,
        problemsFromBody({
          type: 'bad_request.invalid_parameter',
          message:
            'clockout_time overlaps timecard 0b6f3c52-4a4e-4a8e-9d0c-2f1c1a2b3c4d of the same ' +
            "employee (2026-11-01T02:00:00.000Z to 2026-11-01T10:00:00.000Z); an employee's " +
            'timecards must not overlap',
        }),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Import timecard' }));

    const clockOut = await screen.findByLabelText(/clock-out/i);
    expect(clockOut).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText(/^Overlaps timecard .* must not overlap$/)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
