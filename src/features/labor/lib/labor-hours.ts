import type { EmployeeWorkweekT, WorkweekFiguresT } from '@/api/schemas/worked-time';

/**
 * Hours and labor cost as the service computes them (GET /app/labor/worked-time, the one rule in
 * server/modules/labor/worked-time.ts), shaped for the Hours page and its CSV. Nothing here
 * decides what is paid, regular or overtime: these are the service's figures, regrouped and
 * formatted. Location totals are plain sums of the service's per-employee lines.
 */

/** As the service states it (the contract's text); shown wherever overtime appears. */
export { OVERTIME_RULE_TEXT } from '@/api/schemas/values';

/** Amounts in minor units by currency code; usually one currency. */
export type MoneyTotals = Record<string, number>;

export interface LaborLine {
  employee_id: string;
  location_id: string;
  /** Finished (closed) shifts counted. */
  shiftCount: number;
  /** Shifts still open, counted 0 until clocked out. */
  openShiftCount: number;
  regularMinutes: number;
  overtimeMinutes: number;
  unpaidBreakMinutes: number;
  cost: MoneyTotals;
  /** Minutes worked with no hourly rate known, so not in `cost`. */
  unpricedMinutes: number;
}

export interface LaborTotals extends Omit<LaborLine, 'employee_id'> {
  employeeCount: number;
}

const minutes = (seconds: number) => Math.floor(seconds / 60);

function lineFigures(f: WorkweekFiguresT) {
  return {
    shiftCount: f.shift_count - f.open_shift_count,
    openShiftCount: f.open_shift_count,
    regularMinutes: minutes(f.regular_seconds),
    overtimeMinutes: minutes(f.overtime_seconds),
    unpaidBreakMinutes: minutes(f.unpaid_break_seconds),
    cost: Object.fromEntries(f.labor_cost.map((m) => [m.currency, m.amount])),
    unpricedMinutes: minutes(f.unpriced_seconds),
  };
}

/** One line per employee and location, from the service's per-employee workweeks. */
export function laborLines(workweeks: readonly EmployeeWorkweekT[]): LaborLine[] {
  return workweeks
    .flatMap((week) =>
      week.locations.map((at) => ({
        employee_id: week.employee_id,
        location_id: at.location_id,
        ...lineFigures(at),
      })),
    )
    .sort(
      (a, b) =>
        a.employee_id.localeCompare(b.employee_id) || a.location_id.localeCompare(b.location_id),
    );
}

/** The lines of one location added up. */
export function locationTotals(location_id: string, lines: readonly LaborLine[]): LaborTotals {
  const totals: LaborTotals = {
    location_id,
    employeeCount: 0,
    shiftCount: 0,
    openShiftCount: 0,
    regularMinutes: 0,
    overtimeMinutes: 0,
    unpaidBreakMinutes: 0,
    cost: {},
    unpricedMinutes: 0,
  };
  for (const line of lines) {
    if (line.location_id !== location_id) continue;
    totals.employeeCount += 1;
    totals.shiftCount += line.shiftCount;
    totals.openShiftCount += line.openShiftCount;
    totals.regularMinutes += line.regularMinutes;
    totals.overtimeMinutes += line.overtimeMinutes;
    totals.unpaidBreakMinutes += line.unpaidBreakMinutes;
    totals.unpricedMinutes += line.unpricedMinutes;
    for (const [currency, amount] of Object.entries(line.cost)) {
      totals.cost[currency] = (totals.cost[currency] ?? 0) + amount;
    }
  }
  return totals;
}

/** Totals for every location that has a line, by the order of `locationIds` given. */
export function totalsByLocation(lines: readonly LaborLine[]): LaborTotals[] {
  const ids = [...new Set(lines.map((line) => line.location_id))];
  return ids.map((id) => locationTotals(id, lines));
}

/** Worked time as "h:mm" ("42:30"), as on a payroll sheet. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds from the service as "h:mm" (partial minutes dropped). */
export const formatSeconds = (seconds: number) => formatMinutes(seconds / 60);

/** Worked time as decimal hours with two decimals ("42.50"), for exports. */
export function decimalHours(minutes: number): string {
  return (Math.round((minutes * 100) / 60) / 100).toFixed(2);
}
