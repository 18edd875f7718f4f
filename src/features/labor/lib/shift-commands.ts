import type { z } from 'zod';
import type { BreakTypeT } from '@/api/schemas/break-types';
import type { ShiftT, UpdateShiftRequest } from '@/api/schemas/shifts';

/**
 * The one-click commands on a shift — end its break, start a break, close it — as the update
 * the service takes: the whole shift (it replaces the stored one) with the change, and the
 * `version` read, so a shift changed meanwhile is refused rather than overwritten.
 */

export type ShiftUpdateRequest = z.input<typeof UpdateShiftRequest>;

type Change = Partial<Pick<z.input<typeof UpdateShiftRequest>['shift'], 'end_at' | 'breaks'>>;

/** Shift times have minute precision; "now" is the current minute. */
export function currentMinute(nowMs: number): string {
  return new Date(Math.floor(nowMs / 60_000) * 60_000).toISOString();
}

function update(shift: ShiftT, change: Change): ShiftUpdateRequest {
  return {
    shift: {
      employee_id: shift.employee_id,
      location_id: shift.location_id,
      start_at: shift.start_at,
      ...(shift.end_at !== undefined ? { end_at: shift.end_at } : {}),
      ...(shift.wage ? { wage: shift.wage } : {}),
      breaks: shift.breaks.map((b) => ({
        id: b.id,
        start_at: b.start_at,
        ...(b.end_at !== undefined ? { end_at: b.end_at } : {}),
        break_type_id: b.break_type_id,
        name: b.name,
        expected_duration: b.expected_duration,
        is_paid: b.is_paid,
      })),
      ...change,
      version: shift.version,
    },
  };
}

/** The break that goes on (no end), if any. */
export const openBreakOf = (shift: Pick<ShiftT, 'breaks'>) =>
  shift.breaks.find((b) => b.end_at === undefined);

/** Ends the break `breakId` at `at`. */
export function endBreak(shift: ShiftT, breakId: string, at: string): ShiftUpdateRequest {
  const { breaks } = update(shift, {}).shift;
  return update(shift, {
    breaks: (breaks ?? []).map((b) => (b.id === breakId ? { ...b, end_at: at } : b)),
  });
}

/** Starts a break of `breakType` at `at` (the service ends an earlier open one there). */
export function startBreak(shift: ShiftT, breakType: BreakTypeT, at: string): ShiftUpdateRequest {
  const { breaks } = update(shift, {}).shift;
  return update(shift, {
    breaks: [
      ...(breaks ?? []),
      {
        start_at: at,
        break_type_id: breakType.id,
        name: breakType.break_name,
        expected_duration: breakType.expected_duration,
        is_paid: breakType.is_paid,
      },
    ],
  });
}

/** Closes the shift at `at`; its breaks must all have ended. */
export function closeShift(shift: ShiftT, at: string): ShiftUpdateRequest {
  return update(shift, { end_at: at });
}
