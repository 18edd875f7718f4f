import { z } from 'zod';
import { CalendarDate, Instant, Money } from './common';
import { WORKED_TIME_MAX_IDS } from './values';

/**
 * App-only worked time of the web Labor and Staff areas (not a Square resource, served under
 * `/app/`): paid time, unpaid breaks, regular time, overtime and labor cost per shift and per
 * employee per workweek, from the one rule on the service (server/modules/labor/worked-time.ts,
 * docs/decisions/2026-11-25-worked-time-rule.md): overtime is paid time over 40 hours in a
 * workweek, at 1.5×; a shift belongs to the workweek of its own location's zone.
 */

const WORKED_TIME_MAX_DAYS = 42;

const dayDiff = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export const WorkedTimeQuery = z
  .object({
    begin_at: Instant.optional().meta({
      description: 'Shifts starting at or after this instant (with end_at).',
    }),
    end_at: Instant.optional().meta({ description: 'Shifts starting before this instant.' }),
    workweek: CalendarDate.optional().meta({
      description:
        'The workweek whose first workday is this date; each shift is placed in its own zone.',
    }),
    shift_ids: z
      .string()
      .max(WORKED_TIME_MAX_IDS * 40)
      .optional()
      .transform((v) => (v === undefined ? undefined : v.split(',').filter((id) => id !== '')))
      .pipe(
        z
          .array(z.string().max(64))
          .max(WORKED_TIME_MAX_IDS, { error: `must list at most ${WORKED_TIME_MAX_IDS} ids` })
          .optional(),
      )
      .meta({ description: `Comma-separated shift ids (at most ${WORKED_TIME_MAX_IDS}).` }),
    location_id: z.string().min(1).max(64).optional(),
    employee_id: z.string().min(1).max(64).optional(),
  })
  .superRefine((q, ctx) => {
    const ways = [q.begin_at !== undefined || q.end_at !== undefined, !!q.workweek, !!q.shift_ids];
    if (ways.filter(Boolean).length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['begin_at'],
        message:
          'must be given with end_at, or give workweek or shift_ids instead (at most one of the three; none is the last 7 days)',
        params: { code: 'INVALID_VALUE' },
      });
      return;
    }
    if (!ways[0]) return;
    if (q.begin_at === undefined || q.end_at === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [q.begin_at === undefined ? 'begin_at' : 'end_at'],
        message: `must be given together with ${q.begin_at === undefined ? 'end_at' : 'begin_at'}`,
        params: { code: 'INVALID_VALUE' },
      });
      return;
    }
    const days = dayDiff(q.begin_at, q.end_at);
    if (days <= 0 || days > WORKED_TIME_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_at'],
        message: `must be after begin_at and at most ${WORKED_TIME_MAX_DAYS} days from it`,
        params: { code: 'INVALID_TIME_RANGE' },
      });
    }
  })
  .meta({ id: 'WorkedTimeQuery' });

const figures = {
  shift_count: z.number().int().meta({ description: 'Shifts, OPEN ones included.' }),
  open_shift_count: z.number().int().meta({ description: 'OPEN shifts (they count 0 time).' }),
  paid_seconds: z.number().int().meta({ description: 'Length less unpaid breaks.' }),
  unpaid_break_seconds: z.number().int(),
  regular_seconds: z.number().int().meta({ description: 'Paid time up to 40 h in the workweek.' }),
  overtime_seconds: z.number().int().meta({ description: 'Paid time over 40 h in the workweek.' }),
  unpriced_seconds: z.number().int().meta({
    description:
      'Paid time of shifts without an hourly rate (their own wage, else the employee’s): in the hours, not in the cost.',
  }),
  labor_cost: z.array(Money).meta({
    description:
      'regular × rate + overtime × rate × 1.5, each shift rounded once; one entry per currency.',
  }),
};

const ShiftWorkedTime = z
  .object({
    shift_id: z.string(),
    employee_id: z.string(),
    location_id: z.string(),
    timezone: z.string(),
    start_at: z.string(),
    end_at: z.string().nullable(),
    open: z.boolean().meta({ description: 'Still OPEN: counts 0 until clocked out.' }),
    workweek_start: z.string().meta({ description: 'First workday of its workweek, YYYY-MM-DD.' }),
    paid_seconds: z.number().int(),
    unpaid_break_seconds: z.number().int(),
    regular_seconds: z.number().int(),
    overtime_seconds: z.number().int(),
    hourly_rate: Money.nullable().meta({
      description: 'The rate it is paid at: its own wage, else the employee’s wage.',
    }),
    labor_cost: Money.nullable().meta({ description: 'null without an hourly rate.' }),
  })
  .meta({ id: 'ShiftWorkedTime' });

const EmployeeWorkweek = z
  .object({
    employee_id: z.string(),
    workweek_start: z.string(),
    ...figures,
    locations: z
      .array(z.object({ location_id: z.string(), ...figures }))
      .meta({ description: 'The same figures per location worked at that week.' }),
  })
  .meta({
    id: 'EmployeeWorkweek',
    description:
      'Every shift of the employee in that workweek at every location, also those outside the selection.',
  });

export const WorkedTimeResponse = z
  .object({
    rule: z.object({
      overtime_threshold_seconds: z.number().int(),
      overtime_multiplier: z.number(),
      text: z.string().meta({ example: 'Overtime: over 40 hours in a workweek, at 1.5×' }),
      start_of_week: z.string(),
      start_of_day_local_time: z.string(),
    }),
    shifts: z.array(ShiftWorkedTime).meta({ description: 'The selected shifts, by start.' }),
    workweeks: z.array(EmployeeWorkweek).meta({
      description: 'Per employee and workweek the selected shifts belong to.',
    }),
  })
  .meta({ id: 'WorkedTimeResponse' });

export type WorkedTimeQueryT = z.output<typeof WorkedTimeQuery>;
export type ShiftWorkedTimeT = z.infer<typeof ShiftWorkedTime>;
export type EmployeeWorkweekT = z.infer<typeof EmployeeWorkweek>;
export type WorkweekFiguresT = z.infer<z.ZodObject<typeof figures>>;
export type WorkedTimeResponseT = z.infer<typeof WorkedTimeResponse>;
