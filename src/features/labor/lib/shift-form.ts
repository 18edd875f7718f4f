import { z } from 'zod';
import {
  ShiftInput,
  ShiftUpdateInput,
  shiftsOverlap,
  type ShiftT,
  type ShiftTimes,
} from '@/api/schemas/shifts';
import { decimalToMinorUnits, exampleAmount, moneyToDecimal } from '@/lib/money';

/**
 * The shift form: what a manager types (times as picked instants or null, the hourly rate as a
 * decimal), turned into the contract's shift and validated by it — so the rules the service
 * enforces (nothing in the future, breaks inside the shift, no closing while a break goes on)
 * are explained on the inputs first — plus the one rule the contract cannot check alone: no
 * overlap with the employee's other shifts, which it looks up.
 */

export interface BreakFormValues {
  /** An existing break's id; absent for one added in the form. */
  id?: string | undefined;
  break_type_id: string;
  name: string;
  expected_duration: string;
  is_paid: boolean;
  start_at: string | null;
  end_at: string | null;
}

export interface ShiftFormValues {
  employee_id: string;
  start_at: string | null;
  end_at: string | null;
  wage: { title: string; hourly_rate: string };
  breaks: BreakFormValues[];
}

/** Wire names as the words the messages use ("must be after start"; "break 2"). */
export const shiftFieldLabels = {
  start_at: 'start',
  end_at: 'end',
  'breaks[]': 'break',
};

export const emptyShiftForm = (overrides: Partial<ShiftFormValues> = {}): ShiftFormValues => ({
  employee_id: '',
  start_at: null,
  end_at: null,
  wage: { title: '', hourly_rate: '' },
  breaks: [],
  ...overrides,
});

/** An existing shift's values, for its edit form. */
export function shiftFormValues(shift: ShiftT): ShiftFormValues {
  return {
    employee_id: shift.employee_id,
    start_at: shift.start_at,
    end_at: shift.end_at ?? null,
    wage: {
      title: shift.wage?.title ?? '',
      hourly_rate: shift.wage?.hourly_rate ? moneyToDecimal(shift.wage.hourly_rate) : '',
    },
    breaks: shift.breaks.map((b) => ({
      id: b.id,
      break_type_id: b.break_type_id,
      name: b.name,
      expected_duration: b.expected_duration,
      is_paid: b.is_paid,
      start_at: b.start_at,
      end_at: b.end_at ?? null,
    })),
  };
}

const pickedTime = z.string().nullable();

const formShape = z.object({
  employee_id: z.string(),
  start_at: pickedTime,
  end_at: pickedTime,
  wage: z.object({ title: z.string(), hourly_rate: z.string() }),
  breaks: z.array(
    z.object({
      id: z.string().optional(),
      break_type_id: z.string(),
      name: z.string(),
      expected_duration: z.string(),
      is_paid: z.boolean(),
      start_at: pickedTime,
      end_at: pickedTime,
    }),
  ),
});

/** Another shift of the same employee, as the overlap rule needs it. */
export type OtherShift = ShiftTimes & { id: string; employee_id: string };

export interface ShiftFormOptions {
  /** The currency the hourly rate is typed in (the merchant's). */
  currency: string;
  /** The location a new shift is recorded at (the page's); an edit keeps the shift's. */
  locationId?: string | undefined;
  /** The shift being edited; absent for a new one. */
  shiftId?: string | undefined;
  /**
   * The employee's shifts that may overlap `shift` (the caller searches them). A failed lookup
   * may resolve to [] — the service checks again.
   */
  findOverlapping: (shift: ShiftTimes & { employee_id: string }) => Promise<OtherShift[]>;
  /** "Mar 2, 2026, 8:00 AM – 5:00 PM", in the location's zone, for the overlap message. */
  describeShift: (shift: ShiftTimes) => string;
}

/** The form's values as the contract's shift (without `version`, which the save adds). */
function toShiftBody(values: z.output<typeof formShape>, currency: string) {
  const title = values.wage.title.trim();
  const amount = decimalToMinorUnits(values.wage.hourly_rate, currency);
  return {
    employee_id: values.employee_id,
    start_at: values.start_at ?? '',
    ...(values.end_at ? { end_at: values.end_at } : {}),
    ...(title || amount !== null
      ? {
          wage: {
            ...(title ? { title } : {}),
            ...(amount !== null ? { hourly_rate: { amount, currency } } : {}),
          },
        }
      : {}),
    breaks: values.breaks.map((b) => ({
      ...(b.id ? { id: b.id } : {}),
      start_at: b.start_at ?? '',
      ...(b.end_at ? { end_at: b.end_at } : {}),
      break_type_id: b.break_type_id,
      name: b.name,
      expected_duration: b.expected_duration,
      is_paid: b.is_paid,
    })),
  };
}

/** What the contract cannot say about typed input: required picks and a readable amount. */
function checkFormInput(
  values: z.output<typeof formShape>,
  ctx: z.RefinementCtx,
  currency: string,
) {
  const required = (path: PropertyKey[], message = 'is required') =>
    ctx.addIssue({ code: 'custom', path, message });
  if (!values.employee_id) required(['employee_id'], 'choose an employee');
  if (!values.start_at) required(['start_at']);
  const rate = values.wage.hourly_rate.trim();
  if (rate && decimalToMinorUnits(rate, currency) === null) {
    required(
      ['wage', 'hourly_rate'],
      `must be an amount in ${currency} such as ${exampleAmount(currency)}`,
    );
  }
  values.breaks.forEach((b, i) => {
    if (!b.break_type_id) required(['breaks', i, 'break_type_id'], 'choose a break type');
    if (!b.start_at) required(['breaks', i, 'start_at']);
  });
}

/**
 * The overlap rules, against the shifts `findOverlapping` returns, on the input the service names:
 * a second open shift on the employee; an overlap on the start when the shift starts inside the
 * other one, else on the end.
 */
async function checkOverlap(
  shift: ShiftTimes & { employee_id: string },
  ctx: z.RefinementCtx,
  { shiftId, findOverlapping, describeShift }: ShiftFormOptions,
) {
  const others = (await findOverlapping(shift)).filter((o) => o.id !== shiftId);
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, params: { code: 'BAD_REQUEST' } });
  const open = others.find((o) => o.end_at === undefined);
  if (shift.end_at === undefined && open) {
    issue(
      'employee_id',
      `already has an open shift, since ${describeShift(open)}: close it before starting another`,
    );
    return;
  }
  const other = others
    .filter((o) => shiftsOverlap(shift, o))
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at))[0];
  if (!other) return;
  const at = Date.parse(shift.start_at);
  const startsInside =
    shift.end_at === undefined ||
    (at >= Date.parse(other.start_at) &&
      (other.end_at === undefined || at < Date.parse(other.end_at)));
  issue(
    startsInside ? 'start_at' : 'end_at',
    `overlaps the employee's shift of ${describeShift(other)}: an employee works one shift at a time`,
  );
}

/** The form schema of a new shift: its output is the contract's `ShiftInput`. */
export function createShiftFormSchema(options: ShiftFormOptions) {
  return formShape
    .superRefine((values, ctx) => checkFormInput(values, ctx, options.currency))
    .transform((values): z.input<typeof ShiftInput> => ({
      ...toShiftBody(values, options.currency),
      location_id: options.locationId ?? '',
    }))
    .pipe(ShiftInput.superRefine((shift, ctx) => checkOverlap(shift, ctx, options)));
}

/** The form schema of an edit: its output is the contract's `ShiftUpdateInput`. */
export function editShiftFormSchema(options: ShiftFormOptions) {
  return formShape
    .superRefine((values, ctx) => checkFormInput(values, ctx, options.currency))
    .transform((values): z.input<typeof ShiftUpdateInput> => toShiftBody(values, options.currency))
    .pipe(ShiftUpdateInput.superRefine((shift, ctx) => checkOverlap(shift, ctx, options)));
}

export type ShiftBody = z.output<typeof ShiftInput>;
export type ShiftUpdateBody = z.output<typeof ShiftUpdateInput>;
