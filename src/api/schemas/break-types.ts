import { z } from 'zod';
import { IdempotencyKey, v2Response } from './common';
import { Duration } from './durations';
import { v2ListFields } from './lists';

/** A location may have at most this many break types (spec, Limits). */
export const MAX_BREAK_TYPES_PER_LOCATION = 3;

export const BREAK_TYPES_DEFAULT_LIMIT = 200;

const BreakType = z
  .object({
    id: z.string(),
    location_id: z.string(),
    break_name: z.string(),
    expected_duration: z.string().meta({ description: 'ISO 8601 duration, e.g. PT30M.' }),
    is_paid: z.boolean(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'BreakType' });

const version = z
  .number()
  .int()
  .min(0)
  .optional()
  .meta({
    description:
      'Optimistic concurrency: must equal the stored version, or the write is rejected; absent, ' +
      'the write is blind.',
  });

/** What a client sends for a break type; read-only fields sent back are ignored. */
export const BreakTypeInput = z
  .object({
    location_id: z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }),
    break_name: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(255, { error: 'must be at most 255 characters' }),
    expected_duration: Duration,
    is_paid: z.boolean({ error: 'must be true or false' }),
    version,
  })
  .meta({ id: 'BreakTypeInput' });

export const CreateBreakTypeRequest = z
  .object({
    idempotency_key: IdempotencyKey.optional(),
    break_type: BreakTypeInput,
  })
  .meta({ id: 'CreateBreakTypeRequest' });

export const UpdateBreakTypeRequest = z.object({ break_type: BreakTypeInput }).meta({
  id: 'UpdateBreakTypeRequest',
  description: 'Replaces the break type. Shifts keep the copy of a break they already have.',
});

export const ListBreakTypesQuery = z.object({
  location_id: z.string().min(1).optional(),
  ...v2ListFields(200, BREAK_TYPES_DEFAULT_LIMIT),
});

export const CreateBreakTypeResponse = v2Response('CreateBreakTypeResponse', {
  break_type: BreakType.optional(),
});
export const GetBreakTypeResponse = v2Response('GetBreakTypeResponse', {
  break_type: BreakType.optional(),
});
export const UpdateBreakTypeResponse = v2Response('UpdateBreakTypeResponse', {
  break_type: BreakType.optional(),
});
export const DeleteBreakTypeResponse = v2Response('DeleteBreakTypeResponse', {});
export const ListBreakTypesResponse = v2Response('ListBreakTypesResponse', {
  break_types: z.array(BreakType).optional(),
  cursor: z.string().optional(),
});

export type BreakTypeT = z.infer<typeof BreakType>;
