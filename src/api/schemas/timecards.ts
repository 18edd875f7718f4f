import { z } from 'zod';
import { Instant, QueryInstant, QueryBoolean } from './common';
import { timeRangeRule, v1ListFields } from './lists';

export const V1TimecardEventType = z
  .enum([
    'API_CREATE',
    'API_EDIT',
    'API_DELETE',
    'REGISTER_CLOCKIN',
    'REGISTER_CLOCKOUT',
    'DASHBOARD_SUPERVISOR_CLOSE',
    'DASHBOARD_EDIT',
    'DASHBOARD_DELETE',
  ])
  .meta({ id: 'V1TimecardEventEventType' });

export const V1TimecardEvent = z
  .object({
    id: z.string(),
    event_type: V1TimecardEventType,
    clockin_time: z.string().optional(),
    clockout_time: z.string().optional(),
    created_at: z.string(),
  })
  .meta({ id: 'V1TimecardEvent' });

export const V1Timecard = z
  .object({
    id: z.string(),
    employee_id: z.string(),
    deleted: z.boolean(),
    clockin_time: z.string(),
    clockout_time: z.string().optional().meta({ description: 'Absent while clocked in.' }),
    clockin_location_id: z.string().optional(),
    clockout_location_id: z.string().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    regular_seconds_worked: z.number(),
    overtime_seconds_worked: z.number(),
    doubletime_seconds_worked: z.number(),
    events: z.array(V1TimecardEvent).meta({
      description: 'Events recorded on the timecard, oldest first (also at listTimecardEvents).',
    }),
  })
  .meta({ id: 'V1Timecard' });

/** A clock-out sent with its clock-in must come after it. */
function checkClockoutAfterClockin(
  b: { clockin_time?: string | undefined; clockout_time?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (
    b.clockin_time &&
    b.clockout_time &&
    Date.parse(b.clockout_time) <= Date.parse(b.clockin_time)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['clockout_time'],
      message: 'must be after clockin_time',
    });
  }
}

export const V1CreateTimecardBody = z
  .object({
    employee_id: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }),
    clockin_time: Instant.optional().meta({ description: 'Defaults to the current time.' }),
    clockout_time: Instant.optional().meta({
      description: 'Sent together with clockin_time to import a finished timecard.',
    }),
    clockin_location_id: z.string().min(1).optional(),
    clockout_location_id: z.string().min(1).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.clockout_time !== undefined && b.clockin_time === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['clockin_time'],
        message: 'is required when clockout_time is sent (importing a finished timecard)',
      });
    }
    checkClockoutAfterClockin(b, ctx);
  })
  .meta({ id: 'V1CreateTimecardBody' });

export const V1UpdateTimecardBody = z
  .object({
    employee_id: z.string().min(1).optional().meta({
      description: 'May be sent but must equal the timecard’s employee; it cannot be changed.',
    }),
    clockin_time: Instant.optional(),
    clockout_time: Instant.optional().meta({ description: 'Setting it clocks the employee out.' }),
    clockin_location_id: z.string().min(1).optional(),
    clockout_location_id: z.string().min(1).optional(),
  })
  .superRefine(checkClockoutAfterClockin)
  .meta({
    id: 'V1UpdateTimecardBody',
    description:
      'Merge semantics: only the fields sent are updated. Deleted timecards cannot be updated.',
  });

export const V1ListTimecardsQuery = z
  .object({
    ...v1ListFields,
    employee_id: z.string().min(1).optional(),
    begin_clockin_time: QueryInstant.optional(),
    end_clockin_time: QueryInstant.optional(),
    begin_clockout_time: QueryInstant.optional(),
    end_clockout_time: QueryInstant.optional(),
    begin_updated_at: QueryInstant.optional(),
    end_updated_at: QueryInstant.optional(),
    deleted: QueryBoolean.optional().meta({
      description: 'true: only deleted; false: only valid; omitted: both.',
    }),
  })
  .superRefine(
    timeRangeRule([
      ['begin_clockin_time', 'end_clockin_time'],
      ['begin_clockout_time', 'end_clockout_time'],
      ['begin_updated_at', 'end_updated_at'],
    ]),
  );

export const V1DeleteTimecardResponse = z.object({}).meta({ id: 'V1DeleteTimecardResponse' });

export type V1TimecardT = z.infer<typeof V1Timecard>;
export type V1TimecardEventT = z.infer<typeof V1TimecardEvent>;
