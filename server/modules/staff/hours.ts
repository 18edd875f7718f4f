const HOUR = 3600;
/** Daily thresholds: hours beyond 8 are overtime, beyond 12 double time. */
const REGULAR_LIMIT = 8 * HOUR;
const OVERTIME_LIMIT = 12 * HOUR;

export interface SecondsWorked {
  regular_seconds_worked: number;
  overtime_seconds_worked: number;
  doubletime_seconds_worked: number;
}

/** Splits a finished timecard's span into regular, overtime and double time; open ones count 0. */
export function secondsWorked(clockin: string, clockout: string | null): SecondsWorked {
  if (clockout === null) {
    return { regular_seconds_worked: 0, overtime_seconds_worked: 0, doubletime_seconds_worked: 0 };
  }
  const total = Math.max(0, Math.floor((Date.parse(clockout) - Date.parse(clockin)) / 1000));
  return {
    regular_seconds_worked: Math.min(total, REGULAR_LIMIT),
    overtime_seconds_worked: Math.min(
      Math.max(total - REGULAR_LIMIT, 0),
      OVERTIME_LIMIT - REGULAR_LIMIT,
    ),
    doubletime_seconds_worked: Math.max(total - OVERTIME_LIMIT, 0),
  };
}
