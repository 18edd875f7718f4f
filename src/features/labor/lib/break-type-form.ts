import { z } from 'zod';
import { BreakTypeInput, type BreakTypeT } from '@/api/schemas/break-types';
import { durationMinutes, minutesToDuration } from '@/api/schemas/durations';

/** What the break type form holds: the expected duration as whole minutes ('' while empty). */
export interface BreakTypeFormValues {
  break_name: string;
  expected_duration: number | string;
  is_paid: boolean;
}

export const emptyBreakTypeForm: BreakTypeFormValues = {
  break_name: '',
  expected_duration: 30,
  is_paid: false,
};

export function breakTypeFormValues(breakType: BreakTypeT): BreakTypeFormValues {
  return {
    break_name: breakType.break_name,
    expected_duration: durationMinutes(breakType.expected_duration) ?? '',
    is_paid: breakType.is_paid,
  };
}

/** One day: a longer "break" is surely a typo. */
const MAX_BREAK_MINUTES = 24 * 60;

/**
 * The form's values as the contract's break type at `locationId` (minutes become `PT30M`), checked
 * by the contract. The version is added by the save.
 */
export function breakTypeFormSchema(locationId: string) {
  return z
    .object({
      break_name: z.string(),
      expected_duration: z.union([z.number(), z.string()]),
      is_paid: z.boolean(),
    })
    .superRefine(({ expected_duration: minutes }, ctx) => {
      if (minutes === '') {
        ctx.addIssue({ code: 'custom', path: ['expected_duration'], message: 'is required' });
      } else if (
        typeof minutes !== 'number' ||
        !Number.isInteger(minutes) ||
        minutes < 1 ||
        minutes > MAX_BREAK_MINUTES
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['expected_duration'],
          message: `must be a whole number of minutes from 1 to ${MAX_BREAK_MINUTES}`,
        });
      }
    })
    .transform((values): z.input<typeof BreakTypeInput> => ({
      location_id: locationId,
      break_name: values.break_name,
      expected_duration: minutesToDuration(Number(values.expected_duration)),
      is_paid: values.is_paid,
    }))
    .pipe(BreakTypeInput);
}

/** "30 min", "1 h 15 min" for an ISO 8601 duration; the duration itself if unreadable. */
export function formatDuration(duration: string): string {
  const minutes = durationMinutes(duration);
  if (minutes === null) return duration;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
