import { z } from 'zod';
import {
  CalendarDate,
  IdempotencyKey,
  Instant,
  Money,
  SortOrder,
  issueWithCode,
  v2Response,
} from './common';
import { Duration } from './durations';
import { SHIFT_SORT_FIELDS, SHIFT_STATUSES, SHIFT_WORKDAY_MATCHERS } from './values';

/** Clocks a few seconds fast are tolerated; anything later is a time in the future. */
const CLOCK_SKEW_MS = 60_000;

export const SHIFTS_DEFAULT_LIMIT = 200;

const ShiftStatus = z.enum(SHIFT_STATUSES).meta({ id: 'ShiftStatus' });

/** Shift times have minute precision: seconds and below are dropped. */
const ShiftInstant = Instant.transform((value) => `${value.slice(0, 16)}:00.000Z`);

const ShiftWage = z
  .object({
    title: z.string().max(255, { error: 'must be at most 255 characters' }).optional(),
    hourly_rate: Money.optional(),
  })
  .meta({ id: 'ShiftWage' });

const Break = z
  .object({
    id: z.string(),
    start_at: z.string(),
    end_at: z.string().optional().meta({ description: 'Absent while the break goes on.' }),
    break_type_id: z.string(),
    name: z.string(),
    expected_duration: z.string(),
    is_paid: z.boolean(),
  })
  .meta({ id: 'Break' });

const Shift = z
  .object({
    id: z.string(),
    employee_id: z.string(),
    location_id: z.string(),
    timezone: z.string().meta({ description: "IANA zone, the location's; read-only." }),
    start_at: z.string(),
    end_at: z.string().optional().meta({ description: 'Absent while the shift is OPEN.' }),
    wage: ShiftWage.optional(),
    breaks: z.array(Break),
    status: ShiftStatus,
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Shift' });

const nonEmpty = z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' });

/** A break as a client sends it: Square's five required fields, and `id` for an existing one. */
const BreakInput = z
  .object({
    id: z.string().min(1).optional().meta({ description: 'Sent back for a break the shift has.' }),
    start_at: ShiftInstant,
    end_at: ShiftInstant.optional(),
    break_type_id: nonEmpty,
    name: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(255, { error: 'must be at most 255 characters' }),
    expected_duration: Duration,
    is_paid: z.boolean({ error: 'must be true or false' }),
  })
  .meta({ id: 'BreakInput' });

export type BreakInputT = z.output<typeof BreakInput>;

/** The times a shift's rules look at. */
export interface ShiftTimes {
  start_at: string;
  end_at?: string | undefined;
  status?: 'OPEN' | 'CLOSED' | undefined;
  breaks?: ReadonlyArray<{ start_at: string; end_at?: string | undefined }> | undefined;
}

/**
 * The breaks in order of start, each but the last ended where the next begins if it had no end:
 * adding a break ends the one before it (spec, States). Returns new objects; indexes are the
 * original ones, so a rule can name `breaks[i]`.
 */
export function withEarlierBreaksEnded<B extends { start_at: string; end_at?: string | undefined }>(
  breaks: readonly B[],
): Array<B & { index: number }> {
  const ordered = breaks
    .map((b, index) => ({ ...b, index }))
    // Instants, not strings: a shift read back carries its location's offset.
    .sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  return ordered.map((b, i) => {
    const next = ordered[i + 1];
    return next && b.end_at === undefined ? { ...b, end_at: next.start_at } : b;
  });
}

const ms = (instant: string) => Date.parse(instant);

/**
 * A shift's own rules, checked the same way by the service and by the web app's forms:
 * nothing in the future, the end after the start, a status that agrees with the end, every break
 * inside the shift and after the one before it, and no closing while a break goes on. (Overlap
 * with the employee's other shifts needs them: see `shiftsOverlap`.)
 */
function checkShiftRules(shift: ShiftTimes, ctx: z.RefinementCtx, nowMs = Date.now()) {
  const latest = nowMs + CLOCK_SKEW_MS;
  const future = (path: PropertyKey[], value: string | undefined) => {
    if (value !== undefined && ms(value) > latest) {
      issueWithCode(ctx, path, 'must not be in the future');
    }
  };
  future(['start_at'], shift.start_at);
  future(['end_at'], shift.end_at);
  if (shift.end_at !== undefined && ms(shift.end_at) <= ms(shift.start_at)) {
    issueWithCode(ctx, ['end_at'], 'must be after start_at', 'INVALID_TIME_RANGE');
  }
  if (shift.status === 'CLOSED' && shift.end_at === undefined) {
    issueWithCode(ctx, ['end_at'], 'is required to close the shift (status CLOSED)');
  }
  if (shift.status === 'OPEN' && shift.end_at !== undefined) {
    issueWithCode(
      ctx,
      ['status'],
      'cannot be OPEN when end_at is set; a shift with an end is CLOSED',
    );
  }
  const breaks = withEarlierBreaksEnded(shift.breaks ?? []);
  breaks.forEach((b, i) => {
    const path = ['breaks', b.index];
    future([...path, 'start_at'], b.start_at);
    future([...path, 'end_at'], b.end_at);
    if (ms(b.start_at) < ms(shift.start_at)) {
      issueWithCode(ctx, [...path, 'start_at'], 'must not be before the shift starts (start_at)');
    }
    if (b.end_at !== undefined && ms(b.end_at) <= ms(b.start_at)) {
      issueWithCode(
        ctx,
        [...path, 'end_at'],
        'must be after the break starts',
        'INVALID_TIME_RANGE',
      );
    }
    if (shift.end_at !== undefined && b.end_at !== undefined && ms(b.end_at) > ms(shift.end_at)) {
      issueWithCode(ctx, [...path, 'end_at'], 'must not be after the shift ends (end_at)');
    }
    if (shift.end_at !== undefined && ms(b.start_at) >= ms(shift.end_at)) {
      issueWithCode(ctx, [...path, 'start_at'], 'must be before the shift ends (end_at)');
    }
    const previous = breaks[i - 1];
    if (previous?.end_at !== undefined && ms(b.start_at) < ms(previous.end_at)) {
      issueWithCode(ctx, [...path, 'start_at'], 'must not be before the previous break ends');
    }
    if (shift.end_at !== undefined && b.end_at === undefined) {
      issueWithCode(
        ctx,
        ['end_at'],
        `cannot be set while breaks[${b.index}] has no end_at: end the break first`,
      );
    }
  });
}

/** Two shifts of one employee overlap when their times share a minute (an open shift runs on). */
export function shiftsOverlap(a: ShiftTimes, b: ShiftTimes): boolean {
  const end = (s: ShiftTimes) => (s.end_at === undefined ? Infinity : ms(s.end_at));
  return ms(a.start_at) < end(b) && ms(b.start_at) < end(a);
}

const shiftFields = {
  employee_id: nonEmpty,
  location_id: nonEmpty,
  start_at: ShiftInstant,
  end_at: ShiftInstant.optional().meta({ description: 'Sent to record a finished shift.' }),
  status: ShiftStatus.optional().meta({
    description: 'Follows end_at when absent; when sent it must agree with end_at.',
  }),
  wage: ShiftWage.optional(),
  breaks: z.array(BreakInput).max(50, { error: 'must hold at most 50 breaks' }).optional(),
  version: z
    .number()
    .int()
    .min(0)
    .optional()
    .meta({
      description:
        'Optimistic concurrency: must equal the stored version, or the write is rejected; absent, ' +
        'the write is blind.',
    }),
};

/** A new shift: employee, location and start are required. */
export const ShiftInput = z
  .object(shiftFields)
  .superRefine((shift, ctx) => checkShiftRules(shift, ctx))
  .meta({ id: 'ShiftInput', description: 'Read-only fields sent back are ignored.' });

/**
 * A shift as an update sends it: the whole shift (its breaks included) replaces the stored one;
 * `location_id` may be left out to keep it. The employee cannot change.
 */
export const ShiftUpdateInput = z
  .object({ ...shiftFields, location_id: nonEmpty.optional() })
  .superRefine((shift, ctx) => checkShiftRules(shift, ctx))
  .meta({ id: 'ShiftUpdateInput', description: 'Read-only fields sent back are ignored.' });

export const CreateShiftRequest = z
  .object({ idempotency_key: IdempotencyKey.optional(), shift: ShiftInput })
  .meta({ id: 'CreateShiftRequest' });

export const UpdateShiftRequest = z.object({ shift: ShiftUpdateInput }).meta({
  id: 'UpdateShiftRequest',
  description:
    'Replaces the shift. A break added while an earlier one has no end_at ends the earlier ' +
    'one where the new one starts. Closing (end_at) is rejected while a break has no end_at.',
});

export const ShiftSortField = z.enum(SHIFT_SORT_FIELDS).meta({ id: 'ShiftSortField' });

const ShiftWorkdayMatcher = z.enum(SHIFT_WORKDAY_MATCHERS).meta({ id: 'ShiftWorkdayMatcher' });

/** Both ends inclusive. */
const TimeRange = z
  .object({ start_at: Instant.optional(), end_at: Instant.optional() })
  .superRefine((range, ctx) => {
    if (range.start_at && range.end_at && range.end_at < range.start_at) {
      issueWithCode(ctx, ['end_at'], 'must not be before start_at', 'INVALID_TIME_RANGE');
    }
  })
  .meta({ id: 'TimeRange' });

/** Both days inclusive. */
const DateRange = z
  .object({ start_date: CalendarDate, end_date: CalendarDate })
  .superRefine((range, ctx) => {
    if (range.end_date < range.start_date) {
      issueWithCode(ctx, ['end_date'], 'must not be before start_date', 'INVALID_TIME_RANGE');
    }
  })
  .meta({ id: 'DateRange' });

const ShiftWorkday = z
  .object({
    date_range: DateRange.optional(),
    match_shifts_by: ShiftWorkdayMatcher.optional().meta({ description: 'Default START_AT.' }),
    default_timezone: z.string().min(1).optional().meta({
      description: 'IANA zone used when a location has none.',
    }),
  })
  .meta({
    id: 'ShiftWorkday',
    description:
      "Workdays begin at the workweek config's start_of_day_local_time in each shift's zone.",
  });

const ids = z.array(nonEmpty).max(200, { error: 'must list at most 200 ids' }).optional();

const ShiftFilter = z
  .object({
    location_id: ids,
    employee_id: ids,
    location_ids: ids.meta({ description: 'Later spelling of location_id; both are accepted.' }),
    employee_ids: ids.meta({ description: 'Later spelling of employee_id; both are accepted.' }),
    status: ShiftStatus.optional(),
    start: TimeRange.optional(),
    end: TimeRange.optional(),
    workday: ShiftWorkday.optional(),
  })
  .meta({ id: 'ShiftFilter', description: 'Every filter sent applies (logical AND).' });

const ShiftSort = z
  .object({
    field: ShiftSortField.optional().meta({ description: 'Default START_AT.' }),
    order: SortOrder.optional().meta({ description: 'Default DESC.' }),
  })
  .meta({ id: 'ShiftSort' });

export const SearchShiftsRequest = z
  .object({
    query: z
      .object({ filter: ShiftFilter.optional(), sort: ShiftSort.optional() })
      .optional()
      .meta({ id: 'ShiftQuery' }),
    limit: z
      .number({ error: 'must be a whole number from 1 to 200' })
      .int({ error: 'must be a whole number from 1 to 200' })
      .min(1, { error: 'must be at least 1' })
      .max(200, { error: 'must be at most 200' })
      .optional()
      .meta({ description: `1 to 200; default ${SHIFTS_DEFAULT_LIMIT}.` }),
    cursor: z.string().max(2048).optional(),
  })
  .meta({ id: 'SearchShiftsRequest' });

export const CreateShiftResponse = v2Response('CreateShiftResponse', { shift: Shift.optional() });
export const GetShiftResponse = v2Response('GetShiftResponse', { shift: Shift.optional() });
export const UpdateShiftResponse = v2Response('UpdateShiftResponse', { shift: Shift.optional() });
export const DeleteShiftResponse = v2Response('DeleteShiftResponse', {});
export const SearchShiftsResponse = v2Response('SearchShiftsResponse', {
  shifts: z.array(Shift).optional(),
  cursor: z.string().optional(),
});

export type ShiftT = z.infer<typeof Shift>;
export type BreakT = z.infer<typeof Break>;
