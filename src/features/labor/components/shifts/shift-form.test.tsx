import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import type { BreakTypeT } from '@/api/schemas/break-types';
import { render } from '@/test/render';
import { emptyShiftForm, type ShiftFormValues } from '../../lib/shift-form';
import { ShiftForm } from './shift-form';

const lunchType: BreakTypeT = {
  id: 'bt_lunch',
  location_id: 'loc_1',
  break_name: 'Lunch',
  expected_duration: 'PT30M',
  is_paid: false,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** A day shift (13:00–22:00 UTC) with a lunch break at `breakStart`–`breakEnd`. */
function dayShift(breakStart: string, breakEnd: string | null): ShiftFormValues {
  return emptyShiftForm({
    employee_id: 'emp_ana',
    start_at: '2026-03-02T13:00:00.000Z',
    end_at: '2026-03-02T22:00:00.000Z',
    breaks: [
      {
        break_type_id: lunchType.id,
        name: 'Lunch',
        expected_duration: 'PT30M',
        is_paid: false,
        start_at: breakStart,
        end_at: breakEnd,
      },
    ],
  });
}

function renderNewShift(defaultValues: ShiftFormValues, onSave: () => Promise<unknown>) {
  return render(
    <ShiftForm
      locationId="loc_1"
      currency="USD"
      breakTypes={[lunchType]}
      defaultValues={defaultValues}
      onCancel={vi.fn()}
      onSave={onSave}
    />,
  );
}

describe('ShiftForm', () => {
  it('explains a break outside the shift on the break, before anything is sent', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderNewShift(
      dayShift('2026-03-02T12:00:00.000Z', '2026-03-02T12:30:00.000Z'),
      onSave,
    );

    await user.click(screen.getByRole('button', { name: 'Add shift' }));

    const breakOne = screen.getByRole('region', { name: 'Break 1' });
    expect(
      await within(breakOne).findByText(/must not be before the shift starts/i),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('will not close the shift while a break goes on, saying so on the end', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = renderNewShift(dayShift('2026-03-02T17:00:00.000Z', null), onSave);

    await user.click(screen.getByRole('button', { name: 'Add shift' }));

    expect(
      await screen.findByText(/while break 1 has no end: end the break first/i),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the service’s refusal of a break on that break’s input', async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiRequestError(400, [
          {
            field: 'shift.breaks[0].start_at',
            code: 'BAD_REQUEST',
            message: 'shift.breaks[0].start_at must not overlap another break of the shift',
          },
        ]),
      ),
    );
    const { user } = renderNewShift(
      dayShift('2026-03-02T17:00:00.000Z', '2026-03-02T17:30:00.000Z'),
      onSave,
    );

    await user.click(screen.getByRole('button', { name: 'Add shift' }));

    const breakOne = screen.getByRole('region', { name: 'Break 1' });
    expect(
      await within(breakOne).findByText(/must not overlap another break of the shift/i),
    ).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
