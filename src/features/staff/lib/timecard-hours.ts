import type { V1TimecardT } from '@/api/schemas/timecards';

type TimecardHours = Pick<
  V1TimecardT,
  'regular_seconds_worked' | 'overtime_seconds_worked' | 'doubletime_seconds_worked'
>;

type TimecardState = Pick<V1TimecardT, 'deleted' | 'clockout_time'>;

/** Regular, overtime and double time together, as the service computed them. */
export function secondsWorked(timecard: TimecardHours): number {
  return (
    timecard.regular_seconds_worked +
    timecard.overtime_seconds_worked +
    timecard.doubletime_seconds_worked
  );
}

/** Still clocked in: no clock-out yet and not deleted (the service's own definition). */
export function isOpen(timecard: TimecardState): boolean {
  return !timecard.deleted && timecard.clockout_time === undefined;
}

/** Time since clock-in; the service counts open timecards as 0 worked, so this is shown apart. */
export function elapsedSeconds(clockinTime: string, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - Date.parse(clockinTime)) / 1000));
}

export interface TimecardPageSummary {
  /** Timecards whose hours are counted: valid (not deleted) and clocked out. */
  countedCount: number;
  workedSeconds: number;
  overtimeSeconds: number;
  doubletimeSeconds: number;
  openCount: number;
  deletedCount: number;
}

/** Totals for the loaded timecards. Deleted timecards do not count towards hours. */
export function summarizeTimecards(
  timecards: ReadonlyArray<TimecardHours & TimecardState>,
): TimecardPageSummary {
  const summary: TimecardPageSummary = {
    countedCount: 0,
    workedSeconds: 0,
    overtimeSeconds: 0,
    doubletimeSeconds: 0,
    openCount: 0,
    deletedCount: 0,
  };
  for (const timecard of timecards) {
    if (timecard.deleted) {
      summary.deletedCount += 1;
    } else if (isOpen(timecard)) {
      summary.openCount += 1;
    } else {
      summary.countedCount += 1;
      summary.workedSeconds += secondsWorked(timecard);
      summary.overtimeSeconds += timecard.overtime_seconds_worked;
      summary.doubletimeSeconds += timecard.doubletime_seconds_worked;
    }
  }
  return summary;
}

/**
 * Worked time as "h:mm" ("7:05", "27:30"), as on a payroll sheet. Partial minutes are dropped so
 * time worked is never overstated.
 */
export function formatHoursMinutes(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`A duration must be a non-negative number of seconds, got ${seconds}`);
  }
  const totalMinutes = Math.floor(seconds / 60);
  const minutes = totalMinutes % 60;
  return `${Math.floor(totalMinutes / 60)}:${String(minutes).padStart(2, '0')}`;
}
