import { z } from 'zod';
import { ApiRequestError } from '@/api/errors';
import { V1CreateTimecardBody, V1UpdateTimecardBody } from '@/api/schemas/timecards';

/** Wire names as words, for messages such as "must be after clockin_time". */
export const timecardFieldLabels = {
  clockin_time: 'the clock-in time',
  clockout_time: 'the clock-out time',
  employee_id: 'the employee',
};

/** A time picker yields null when empty; the contract wants the field left out instead. */
const pickedTime = z.string().nullable();

const withoutEmptyTimes = <
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

/** Editing times: the contract's update body; an empty clock-out leaves the timecard open. */
export const editTimesFormSchema = z
  .object({ clockin_time: pickedTime, clockout_time: pickedTime })
  .transform(withoutEmptyTimes)
  .pipe(V1UpdateTimecardBody);

/** The service's refusal to clock in someone who has an open timecard. */
export function isAlreadyClockedIn(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.field === 'employee_id' &&
    /already clocked in/i.test(error.message)
  );
}
