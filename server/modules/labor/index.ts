/**
 * The labor module's public entry: what other modules may use of it. Staff's v1 timecards are a
 * view over labor's shifts (the shift store and worked time); reports read worked time.
 */
export {
  alreadyOpen,
  appendShiftEventToHistory,
  checkAgainstOtherShifts,
  defaultLocation,
  findShiftRow,
  insertShift,
  lockEmployee,
  locationTimeZone,
  openShiftOf,
  softDeleteShift,
  shiftEventsOf,
  V1_WORDS,
} from './shift-store';
export { loadWorkedTime, v1SecondsWorked, workedTimeByShiftId } from './worked-time';
export {
  createEmployeeWage,
  deleteEmployeeWage,
  updateEmployeeWage,
} from './employee-wages.service';
export { OVERTIME_THRESHOLD_SECONDS, readRule, workweekStartOf } from './worked-time';
