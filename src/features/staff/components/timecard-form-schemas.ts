import { z } from 'zod';
import { V1CreateTimecardBody, V1UpdateTimecardBody } from '../../../api/schemas/staff';

/** A time picker yields null when empty; the contract wants the field left out instead. */
const pickedTime = z.string().nullable();

export const withoutEmptyTimes = <
  T extends { clockin_time: string | null; clockout_time: string | null },
>({
  clockin_time,
  clockout_time,
  ...rest
}: T) => ({
  ...rest,
  ...(clockin_time ? { clockin_time } : {}),
  ...(clockout_time ? { clockout_time } : {}),
});

/** Importing a finished timecard: the contract's create body, with both times required. */
export const importTimecardFormSchema = z
  .object({ employee_id: z.string(), clockin_time: pickedTime, clockout_time: pickedTime })
  .transform(withoutEmptyTimes)
  .pipe(
    V1CreateTimecardBody.superRefine((body, ctx) => {
      for (const field of ['clockin_time', 'clockout_time'] as const) {
        if (body[field] === undefined) {
          ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
        }
      }
    }),
  );

export type ImportTimecardFormValues = z.input<typeof importTimecardFormSchema>;

export const editTimesFormSchema = z
  .object({ clockin_time: pickedTime, clockout_time: pickedTime })
  .transform(withoutEmptyTimes)
  .pipe(V1UpdateTimecardBody);

export type EditTimesFormValues = z.input<typeof editTimesFormSchema>;

const sameInstant = (a: string | undefined, b: string | undefined) =>
  a === b || (a !== undefined && b !== undefined && Date.parse(a) === Date.parse(b));

/** Only the times that differ from the timecard's, as an update sends nothing else. */
export function changedTimes(
  current: { clockin_time: string; clockout_time?: string | undefined },
  edited: EditTimesFormValues,
): { clockin_time?: string; clockout_time?: string } {
  return {
    ...(edited.clockin_time && !sameInstant(edited.clockin_time, current.clockin_time)
      ? { clockin_time: edited.clockin_time }
      : {}),
    ...(edited.clockout_time && !sameInstant(edited.clockout_time, current.clockout_time)
      ? { clockout_time: edited.clockout_time }
      : {}),
  };
}
