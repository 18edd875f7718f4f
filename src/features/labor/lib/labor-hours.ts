import type { EmployeeWageT } from '../../../api/schemas/employee-wages';
import type { MoneyT } from '../../../api/schemas/common';
import type { ShiftT } from '../../../api/schemas/shifts';

/**
 * Hours and labor cost of one workweek, per employee and location, from the week's shifts:
 *
 * - a shift's paid time is its length minus its unpaid breaks (paid breaks count as work);
 * - an employee's first 40 paid hours of the workweek, in the order they were worked and across
 *   every location, are regular; the rest is overtime, paid at 1.5 times the hourly rate;
 * - the hourly rate is the shift's wage, else the employee's wage with the shift's job title,
 *   else the employee's first wage; shifts with neither count hours but no cost;
 * - open shifts are not finished and are not counted (they are reported apart).
 *
 * Costs are exact until each row is rounded once to the currency's minor unit; totals add the
 * rounded rows, so a location's total is the sum of the lines an export shows.
 */

export const OVERTIME_THRESHOLD_MINUTES = 40 * 60;
/** Overtime pay as a multiple of the hourly rate. */
export const OVERTIME_PAY_RATE = 1.5;

type Shift = Pick<
  ShiftT,
  'id' | 'employee_id' | 'location_id' | 'start_at' | 'end_at' | 'status' | 'wage' | 'breaks'
>;
type Wage = Pick<EmployeeWageT, 'employee_id' | 'title' | 'hourly_rate'>;

/** Amounts in minor units by currency code; usually one currency. */
export type MoneyTotals = Record<string, number>;

export interface LaborLine {
  employee_id: string;
  location_id: string;
  /** Finished (closed) shifts counted. */
  shiftCount: number;
  /** Shifts still open, not counted. */
  openShiftCount: number;
  regularMinutes: number;
  overtimeMinutes: number;
  /** Unpaid break time left out of the hours. */
  unpaidBreakMinutes: number;
  cost: MoneyTotals;
  /** Minutes worked with no hourly rate known, so not in `cost`. */
  unpricedMinutes: number;
}

export interface LaborTotals {
  location_id: string;
  employeeCount: number;
  shiftCount: number;
  openShiftCount: number;
  regularMinutes: number;
  overtimeMinutes: number;
  unpaidBreakMinutes: number;
  cost: MoneyTotals;
  unpricedMinutes: number;
}

const MINUTE = 60_000;

const minutesBetween = (from: string, to: string) =>
  Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / MINUTE));

/** Unpaid break minutes inside a finished shift (a break is clipped to the shift's times). */
export function unpaidBreakMinutes(shift: Pick<ShiftT, 'start_at' | 'end_at' | 'breaks'>): number {
  const shiftEnd = shift.end_at;
  if (shiftEnd === undefined) return 0;
  return shift.breaks
    .filter((b) => !b.is_paid)
    .reduce((sum, b) => {
      // Instants, not strings: v2 times carry their location's offset.
      const start =
        Date.parse(b.start_at) > Date.parse(shift.start_at) ? b.start_at : shift.start_at;
      const end =
        b.end_at === undefined || Date.parse(b.end_at) > Date.parse(shiftEnd) ? shiftEnd : b.end_at;
      return sum + minutesBetween(start, end);
    }, 0);
}

/** A finished shift's paid minutes: its length minus its unpaid breaks. */
export function paidMinutes(shift: Pick<ShiftT, 'start_at' | 'end_at' | 'breaks'>): number {
  if (shift.end_at === undefined) return 0;
  return Math.max(0, minutesBetween(shift.start_at, shift.end_at) - unpaidBreakMinutes(shift));
}

/** The hourly rate a shift is paid at: its own wage, else the employee's (see above). */
export function hourlyRateFor(
  shift: Pick<Shift, 'employee_id' | 'wage'>,
  wagesByEmployee: ReadonlyMap<string, readonly Wage[]>,
): MoneyT | undefined {
  if (shift.wage?.hourly_rate) return shift.wage.hourly_rate;
  const wages = (wagesByEmployee.get(shift.employee_id) ?? []).filter((w) => w.hourly_rate);
  const title = shift.wage?.title;
  const sameTitle = title ? wages.find((w) => w.title === title) : undefined;
  return (sameTitle ?? wages[0])?.hourly_rate;
}

/** Employee wages grouped by employee, in the order listed. */
export function wagesByEmployee(wages: readonly Wage[]): Map<string, Wage[]> {
  const byEmployee = new Map<string, Wage[]>();
  for (const wage of wages) {
    const list = byEmployee.get(wage.employee_id) ?? [];
    list.push(wage);
    byEmployee.set(wage.employee_id, list);
  }
  return byEmployee;
}

/** Pay for the minutes at `rate` per hour, in minor units × 120 (whole: 2 × 1.5 = 3). */
const costUnits = (rate: number, regular: number, overtime: number) =>
  rate * (regular * 2 + overtime * 2 * OVERTIME_PAY_RATE);

/**
 * One line per employee and location that worked in the week, ordered by employee then
 * location. `shifts` are the week's shifts (every location, so overtime counts all of them).
 */
export function laborLines(
  shifts: readonly Shift[],
  wages: ReadonlyMap<string, readonly Wage[]>,
): LaborLine[] {
  interface Draft extends LaborLine {
    costUnits: Record<string, number>;
  }
  const lines = new Map<string, Draft>();
  const lineFor = (shift: Shift) => {
    const key = `${shift.employee_id}\u0000${shift.location_id}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        employee_id: shift.employee_id,
        location_id: shift.location_id,
        shiftCount: 0,
        openShiftCount: 0,
        regularMinutes: 0,
        overtimeMinutes: 0,
        unpaidBreakMinutes: 0,
        cost: {},
        unpricedMinutes: 0,
        costUnits: {},
      };
      lines.set(key, line);
    }
    return line;
  };

  const workedSoFar = new Map<string, number>();
  const inOrder = [...shifts].sort(
    (a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id.localeCompare(b.id),
  );
  for (const shift of inOrder) {
    const line = lineFor(shift);
    if (shift.end_at === undefined || shift.status === 'OPEN') {
      line.openShiftCount += 1;
      continue;
    }
    const paid = paidMinutes(shift);
    const before = workedSoFar.get(shift.employee_id) ?? 0;
    const regular = Math.max(0, Math.min(paid, OVERTIME_THRESHOLD_MINUTES - before));
    const overtime = paid - regular;
    workedSoFar.set(shift.employee_id, before + paid);

    line.shiftCount += 1;
    line.regularMinutes += regular;
    line.overtimeMinutes += overtime;
    line.unpaidBreakMinutes += unpaidBreakMinutes(shift);
    const rate = hourlyRateFor(shift, wages);
    if (rate) {
      line.costUnits[rate.currency] =
        (line.costUnits[rate.currency] ?? 0) + costUnits(rate.amount, regular, overtime);
    } else {
      line.unpricedMinutes += paid;
    }
  }

  return [...lines.values()]
    .map(({ costUnits: units, ...line }) => ({
      ...line,
      cost: Object.fromEntries(
        Object.entries(units).map(([currency, value]) => [currency, Math.round(value / 120)]),
      ),
    }))
    .sort(
      (a, b) =>
        a.employee_id.localeCompare(b.employee_id) || a.location_id.localeCompare(b.location_id),
    );
}

function addMoney(into: MoneyTotals, more: MoneyTotals) {
  for (const [currency, amount] of Object.entries(more)) {
    into[currency] = (into[currency] ?? 0) + amount;
  }
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
    addMoney(totals.cost, line.cost);
  }
  return totals;
}

/** Totals for every location that has a line, in the order the locations first appear. */
export function totalsByLocation(lines: readonly LaborLine[]): LaborTotals[] {
  const ids = [...new Set(lines.map((line) => line.location_id))];
  return ids.map((id) => locationTotals(id, lines));
}

/** Worked time as "h:mm" ("42:30"), as on a payroll sheet. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Worked time as decimal hours with two decimals ("42.50"), for exports. */
export function decimalHours(minutes: number): string {
  return (Math.round((minutes * 100) / 60) / 100).toFixed(2);
}
