import type { ShiftT } from '@/api/schemas/shifts';
import { dayIndexOf, type Workweek } from './workweek';

/**
 * Where a shift's bar and its breaks sit on the track of the workday it started in: `left` and
 * `width` are fractions of that workday (which lasts 23 or 25 hours around a DST change). An open
 * shift or break runs until `now`; a shift past the end of its workday is cut there (`continues`).
 */

interface Segment {
  left: number;
  width: number;
}

interface BreakSegment extends Segment {
  paid: boolean;
  /** Still going on (no end yet). */
  open: boolean;
}

export interface ShiftBar extends Segment {
  shift: ShiftT;
  /** Index of the workday in the week. */
  day: number;
  open: boolean;
  /** The shift goes on past the end of its workday. */
  continues: boolean;
  breaks: BreakSegment[];
}

export interface ScheduleRow {
  employee_id: string;
  /** The bars of each of the week's seven workdays, earliest first. */
  days: ShiftBar[][];
  shiftCount: number;
  openCount: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function segment(dayBegin: number, dayLength: number, from: number, to: number): Segment {
  const left = clamp((from - dayBegin) / dayLength);
  const right = clamp((to - dayBegin) / dayLength);
  return { left, width: Math.max(0, right - left) };
}

/** The bar of `shift` in `week`, or undefined when it did not start in the week. */
export function shiftBar(week: Workweek, shift: ShiftT, nowMs: number): ShiftBar | undefined {
  const day = dayIndexOf(week, shift.start_at);
  const workday = day === undefined ? undefined : week.days[day];
  if (day === undefined || !workday) return undefined;
  const dayBegin = Date.parse(workday.begin);
  const dayEnd = Date.parse(workday.end);
  const dayLength = dayEnd - dayBegin;
  const open = shift.end_at === undefined;
  const start = Date.parse(shift.start_at);
  const end = Math.max(start, shift.end_at === undefined ? nowMs : Date.parse(shift.end_at));
  return {
    shift,
    day,
    open,
    continues: end > dayEnd,
    ...segment(dayBegin, dayLength, start, end),
    breaks: shift.breaks.map((b) => {
      const breakEnd = b.end_at === undefined ? Math.max(nowMs, start) : Date.parse(b.end_at);
      return {
        paid: b.is_paid,
        open: b.end_at === undefined,
        ...segment(dayBegin, dayLength, Date.parse(b.start_at), Math.min(breakEnd, end)),
      };
    }),
  };
}

/** One row per employee with shifts starting in the week, in the order of `employeeOrder`. */
export function scheduleRows(
  week: Workweek,
  shifts: readonly ShiftT[],
  nowMs: number,
  employeeOrder: (a: string, b: string) => number,
): ScheduleRow[] {
  const rows = new Map<string, ScheduleRow>();
  for (const shift of shifts) {
    const bar = shiftBar(week, shift, nowMs);
    if (!bar) continue;
    let row = rows.get(shift.employee_id);
    if (!row) {
      row = {
        employee_id: shift.employee_id,
        days: week.days.map(() => []),
        shiftCount: 0,
        openCount: 0,
      };
      rows.set(shift.employee_id, row);
    }
    row.days[bar.day]?.push(bar);
    row.shiftCount += 1;
    if (bar.open) row.openCount += 1;
  }
  for (const row of rows.values()) {
    for (const bars of row.days)
      bars.sort((a, b) => Date.parse(a.shift.start_at) - Date.parse(b.shift.start_at));
  }
  return [...rows.values()].sort((a, b) => employeeOrder(a.employee_id, b.employee_id));
}
