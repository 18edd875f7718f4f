import { z } from 'zod';
import { CalendarDate, Money } from './common';
import { v2ListFields } from './lists';
import { ACTIVITY_AREAS } from './values';

const ActivityArea = z
  .enum(ACTIVITY_AREAS, {
    error: `must be one of ${ACTIVITY_AREAS.join(', ')}`,
  })
  .meta({ id: 'ActivityArea' });
export type ActivityAreaT = z.infer<typeof ActivityArea>;

/** A stored field value: text (times are UTC ISO 8601), a number, a yes/no, or none. */
const ChangeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const ActivityChange = z
  .object({
    field: z.string().meta({ description: 'The wire name of the field, e.g. clockout_time.' }),
    before: ChangeValue,
    after: ChangeValue,
  })
  .meta({ id: 'ActivityChange' });
export type ActivityChangeT = z.infer<typeof ActivityChange>;

const ActivityActor = z
  .object({
    kind: z.enum(['session', 'token']),
    user_id: z.string().nullable().meta({ description: 'The person, if a person wrote.' }),
    name: z.string().meta({
      description:
        "The person's name or the token's label as it was when written, so the entry still reads after the person is removed.",
    }),
    token_id: z.string().nullable(),
    app_id: z.string().nullable().meta({ description: 'The connected app, for its tokens.' }),
  })
  .meta({ id: 'ActivityActor' });

const ActivityEntry = z
  .object({
    id: z.string(),
    occurred_at: z.string().meta({ description: 'UTC, ISO 8601.' }),
    actor: ActivityActor,
    address: z.string().meta({ description: 'The client address the write came from.' }),
    user_agent: z.string().nullable(),
    operation: z.string().meta({ description: 'The operationId, e.g. UpdateTimecard.' }),
    area: ActivityArea,
    resource_type: z.string().meta({ description: 'e.g. timecard, shift, payment, refund.' }),
    resource_id: z.string(),
    changes: z.array(ActivityChange).meta({
      description: 'The fields the write set or changed, with their values before and after.',
    }),
    amount_money: Money.nullable().meta({ description: 'The money moved, for money operations.' }),
    summary: z.string().meta({ description: 'One line in a manager’s words.' }),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntryT = z.infer<typeof ActivityEntry>;

/** The activity log's filters; every one optional, combined with AND. */
const activityFilters = {
  person: z.uuid({ error: 'must be the id of a person' }).optional().meta({
    description: 'Only what this person did (their user id).',
  }),
  area: ActivityArea.optional(),
  resource_type: z
    .string()
    .regex(/^[a-z][a-z-]{0,31}$/, { error: 'must be a resource type such as timecard' })
    .optional(),
  resource_id: z.string().min(1).max(64).optional(),
  day: CalendarDate.optional().meta({
    description:
      'Only this day (YYYY-MM-DD): in the time zone of `location_id` when given, else in UTC.',
  }),
  location_id: z.string().min(1).max(64).optional().meta({
    description: 'The location whose time zone `day` is read in.',
  }),
};

export const ListActivityQuery = z
  .object({ ...activityFilters, ...v2ListFields(200, 50) })
  .meta({ id: 'ListActivityQuery' });
export type ListActivityQueryT = z.infer<typeof ListActivityQuery>;

export const ListActivityResponse = z
  .object({
    entries: z.array(ActivityEntry),
    cursor: z.string().optional().meta({ description: 'The next page; absent on the last.' }),
  })
  .meta({ id: 'ListActivityResponse' });

export const CreateActivityExportQuery = z
  .object(activityFilters)
  .meta({ id: 'CreateActivityExportQuery' });

/** An export link lives this long (seconds): the browser starts the download at once. */
export const ACTIVITY_EXPORT_LINK_SECONDS = 300;
/** Rows read per query while the CSV streams. */
export const ACTIVITY_EXPORT_BATCH = 500;

export const CreateActivityExportResponse = z
  .object({
    url: z.string().meta({
      description: 'A relative URL that streams the CSV without a bearer token, until expires_at.',
    }),
    expires_at: z.string(),
  })
  .meta({ id: 'CreateActivityExportResponse' });

export const DownloadActivityExportQuery = z
  .object({
    token: z.string({ error: 'must be the token of an export link' }).min(1).max(4096),
  })
  .meta({ id: 'DownloadActivityExportQuery' });
