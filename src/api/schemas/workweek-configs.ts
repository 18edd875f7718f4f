import { z } from 'zod';
import { v2Response } from './common';
import { v2ListFields } from './lists';

/** Not given by the spec or the reference; the same bounds as the other labor lists. */
export const WORKWEEK_CONFIGS_DEFAULT_LIMIT = 200;

const Weekday = z.enum(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']).meta({ id: 'Weekday' });

const WorkweekConfig = z
  .object({
    id: z.string(),
    start_of_week: Weekday,
    start_of_day_local_time: z.string().meta({ description: 'HH:MM, local to each location.' }),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WorkweekConfig' });

/** `HH:MM` from 00:00 to 23:59; `HH:MM:SS` is accepted and its seconds dropped. */
const LocalTimeOfDay = z
  .string({ error: 'must be a time of day as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, {
    error: 'must be a time of day as HH:MM, from 00:00 to 23:59',
  })
  .transform((value) => value.slice(0, 5));

export const UpdateWorkweekConfigRequest = z
  .object({
    workweek_config: z
      .object({
        start_of_week: Weekday,
        start_of_day_local_time: LocalTimeOfDay,
        version: z
          .number()
          .int()
          .min(0)
          .optional()
          .meta({
            description:
              'Optimistic concurrency: must equal the stored version, or the write is rejected; ' +
              'absent, the write is blind.',
          }),
      })
      .meta({ id: 'WorkweekConfigInput' }),
  })
  .meta({ id: 'UpdateWorkweekConfigRequest' });

export const ListWorkweekConfigsQuery = z.object({
  ...v2ListFields(200, WORKWEEK_CONFIGS_DEFAULT_LIMIT),
});

export const ListWorkweekConfigsResponse = v2Response('ListWorkweekConfigsResponse', {
  workweek_configs: z.array(WorkweekConfig).optional(),
  cursor: z.string().optional(),
});
export const UpdateWorkweekConfigResponse = v2Response('UpdateWorkweekConfigResponse', {
  workweek_config: WorkweekConfig.optional(),
});

export type WorkweekConfigT = z.infer<typeof WorkweekConfig>;
export type WeekdayT = z.infer<typeof Weekday>;
