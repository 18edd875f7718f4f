import { z } from 'zod';

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Whole minutes in an ISO 8601 duration such as `PT30M` or `PT1H15M` (days, hours, minutes,
 * seconds; seconds below a minute are truncated, as Square does). Null when it is not one.
 */
export function durationMinutes(value: string): number | null {
  const match = DURATION.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return null;
  const [, days, hours, minutes, seconds] = match;
  const total =
    Number(days ?? 0) * 24 * 60 +
    Number(hours ?? 0) * 60 +
    Number(minutes ?? 0) +
    Math.floor(Number(seconds ?? 0) / 60);
  return Number.isSafeInteger(total) ? total : null;
}

/** The canonical form of `minutes`: `PT30M`, `PT1H`, `PT1H15M`, `PT0M`. */
export function minutesToDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** An ISO 8601 duration, parsed to its canonical minute form (`PT90M` → `PT1H30M`). */
export const Duration = z
  .string({ error: 'must be an ISO 8601 duration such as PT30M' })
  .refine((value) => durationMinutes(value) !== null, {
    error: 'must be an ISO 8601 duration such as PT30M',
  })
  .transform((value) => minutesToDuration(durationMinutes(value) ?? 0))
  .meta({ description: 'ISO 8601 duration, e.g. PT30M; precision below a minute is truncated.' });
