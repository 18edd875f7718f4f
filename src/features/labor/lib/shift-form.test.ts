import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { ShiftT } from '@/api/schemas/shifts';
import {
  createShiftFormSchema,
  editShiftFormSchema,
  emptyShiftForm,
  shiftFormValues,
  type OtherShift,
  type ShiftFormOptions,
  type ShiftFormValues,
} from './shift-form';

const lunch = (start_at: string | null, end_at: string | null = null) => ({
  break_type_id: 'bt_lunch',
  name: 'Lunch',
  expected_duration: 'PT30M',
  is_paid: false,
  start_at,
  end_at,
});

function options(others: OtherShift[] = [], extra: Partial<ShiftFormOptions> = {}) {
  return {
    currency: 'USD',
    locationId: 'loc_1',
    findOverlapping: vi.fn(() => Promise.resolve(others)),
    describeShift: (s: { start_at: string; end_at?: string | undefined }) =>
      `${s.start_at}–${s.end_at ?? 'open'}`,
    ...extra,
  };
}

async function problems(schema: z.ZodType<unknown, ShiftFormValues>, values: object) {
  const result = await schema.safeParseAsync(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const day = emptyShiftForm({
  employee_id: 'ana',
  start_at: '2026-03-02T13:00:00.000Z',
  end_at: '2026-03-02T22:00:00.000Z',
});

describe('the new-shift form', () => {
  it('asks for the employee and the start before anything else', async () => {
    expect(await problems(createShiftFormSchema(options()), emptyShiftForm())).toEqual([
      'employee_id: choose an employee',
      'start_at: is required',
    ]);
  });

  it('sends the contract’s shift: location, times, breaks, and the rate in minor units', async () => {
    const opts = options();
    const shift = await createShiftFormSchema(opts).parseAsync({
      ...day,
      wage: { title: ' Barista ', hourly_rate: '15.5' },
      breaks: [lunch('2026-03-02T17:00:00.000Z', '2026-03-02T17:30:00.000Z')],
    });
    expect(shift).toEqual({
      employee_id: 'ana',
      location_id: 'loc_1',
      start_at: '2026-03-02T13:00:00.000Z',
      end_at: '2026-03-02T22:00:00.000Z',
      wage: { title: 'Barista', hourly_rate: { amount: 1550, currency: 'USD' } },
      breaks: [
        {
          start_at: '2026-03-02T17:00:00.000Z',
          end_at: '2026-03-02T17:30:00.000Z',
          break_type_id: 'bt_lunch',
          name: 'Lunch',
          expected_duration: 'PT30M',
          is_paid: false,
        },
      ],
    });
    expect(opts.findOverlapping).toHaveBeenCalledWith(
      expect.objectContaining({ employee_id: 'ana' }),
    );
  });

  it('refuses a rate it cannot read exactly', async () => {
    expect(
      await problems(createShiftFormSchema(options()), {
        ...day,
        wage: { title: '', hourly_rate: '15.505' },
      }),
    ).toEqual(['wage.hourly_rate: must be an amount in USD such as 12.50']);
  });

  it('explains the service’s rules on the inputs they concern', async () => {
    const schema = createShiftFormSchema(options());
    expect(
      await problems(schema, { ...day, start_at: '2999-01-01T09:00:00.000Z', end_at: null }),
    ).toEqual(['start_at: must not be in the future']);
    expect(
      await problems(schema, {
        ...day,
        breaks: [lunch('2026-03-02T12:00:00.000Z', '2026-03-02T12:30:00.000Z')],
      }),
    ).toEqual(['breaks.0.start_at: must not be before the shift starts (start_at)']);
    expect(
      await problems(schema, {
        ...day,
        breaks: [
          lunch('2026-03-02T17:00:00.000Z', '2026-03-02T17:30:00.000Z'),
          lunch('2026-03-02T21:00:00.000Z'),
        ],
      }),
    ).toEqual(['end_at: cannot be set while breaks[1] has no end_at: end the break first']);
    expect(await problems(schema, { ...day, breaks: [lunch(null)] })).toEqual([
      'breaks.0.start_at: is required',
    ]);
  });

  it('refuses an overlap with the employee’s other shifts, naming the one it overlaps', async () => {
    const morning = {
      id: 's1',
      employee_id: 'ana',
      start_at: '2026-03-02T12:00:00.000Z',
      end_at: '2026-03-02T14:00:00.000Z',
    };
    expect(await problems(createShiftFormSchema(options([morning])), day)).toEqual([
      "start_at: overlaps the employee's shift of 2026-03-02T12:00:00.000Z–2026-03-02T14:00:00.000Z: an employee works one shift at a time",
    ]);
    const afternoon = {
      ...morning,
      start_at: '2026-03-02T20:00:00.000Z',
      end_at: '2026-03-02T23:00:00.000Z',
    };
    expect(await problems(createShiftFormSchema(options([afternoon])), day)).toEqual([
      "end_at: overlaps the employee's shift of 2026-03-02T20:00:00.000Z–2026-03-02T23:00:00.000Z: an employee works one shift at a time",
    ]);
    const adjacent = { ...morning, end_at: '2026-03-02T13:00:00.000Z' };
    expect(await problems(createShiftFormSchema(options([adjacent])), day)).toEqual([]);
  });

  it('refuses a second open shift', async () => {
    const open = { id: 's1', employee_id: 'ana', start_at: '2026-03-01T12:00:00.000Z' };
    expect(
      await problems(createShiftFormSchema(options([open])), { ...day, end_at: null }),
    ).toEqual([
      'employee_id: already has an open shift, since 2026-03-01T12:00:00.000Z–open: close it before starting another',
    ]);
  });
});

describe('the edit form', () => {
  const shift: ShiftT = {
    id: 's1',
    employee_id: 'ana',
    location_id: 'loc_1',
    timezone: 'UTC',
    start_at: '2026-03-02T13:00:00.000Z',
    breaks: [
      {
        id: 'b1',
        start_at: '2026-03-02T17:00:00.000Z',
        break_type_id: 'bt_lunch',
        name: 'Lunch',
        expected_duration: 'PT30M',
        is_paid: false,
      },
    ],
    wage: { title: 'Barista', hourly_rate: { amount: 2000, currency: 'USD' } },
    status: 'OPEN',
    version: 3,
    created_at: '2026-03-02T13:00:00.000Z',
    updated_at: '2026-03-02T13:00:00.000Z',
  };

  it('starts from the shift and does not count the shift against itself', async () => {
    const values = shiftFormValues(shift);
    expect(values.wage).toEqual({ title: 'Barista', hourly_rate: '20.00' });
    const schema = editShiftFormSchema(options([{ ...shift }], { shiftId: 's1' }));
    const body = await schema.parseAsync({
      ...values,
      breaks: [{ ...values.breaks[0], end_at: '2026-03-02T17:30:00.000Z' }],
      end_at: '2026-03-02T22:00:00.000Z',
    });
    expect(body).toMatchObject({
      end_at: '2026-03-02T22:00:00.000Z',
      breaks: [{ id: 'b1', end_at: '2026-03-02T17:30:00.000Z' }],
    });
    expect(body).not.toHaveProperty('location_id');
  });

  it('will not close the shift while its break goes on', async () => {
    const schema = editShiftFormSchema(options([], { shiftId: 's1' }));
    expect(
      await problems(schema, { ...shiftFormValues(shift), end_at: '2026-03-02T22:00:00.000Z' }),
    ).toEqual(['end_at: cannot be set while breaks[0] has no end_at: end the break first']);
  });
});
