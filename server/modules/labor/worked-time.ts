import type { EmployeeWorkweekT, ShiftWorkedTimeT, WorkweekFiguresT } from '@contract/worked-time';
import { sql, type Kysely } from 'kysely';
import { compiledQuery } from '../../db/compiled';
import type { DB, ShiftsTable } from '../../db/schema';
import { compareCodeUnits } from '../../lib/compare';
import { toMinute, utcOffsetMinutes, zonedMs } from '../../lib/time';
import type { MerchantContext } from '../context';
import { DEFAULT_WORKWEEK } from './workweek-configs.service';

/**
 * Worked time: THE one rule for paid time, unpaid breaks, regular time, overtime and labor cost
 * of shifts (docs/decisions/2026-11-25-worked-time-rule.md). Every page, export, report and the v1
 * timecard fields read their figures from here.
 *
 * - Paid time = the shift's length less its unpaid breaks (each clipped to the shift; a break
 *   still running when the shift ended ends with it). Paid breaks are paid time.
 * - A shift belongs to the workweek in which it STARTS, read on the clock of its OWN zone
 *   (`shifts.timezone`, its location's) with the merchant's workweek config: a workday begins at
 *   `start_of_day_local_time`, a workweek is seven workdays from `start_of_week`. A workweek is
 *   named by the date of its first workday, so shifts in different zones share a week by name.
 * - Overtime = paid time over 40 hours in an employee's workweek, across every location, taken
 *   chronologically (by start, then id): the shift that crosses 40 h is split. No daily overtime.
 * - OPEN shifts count 0 paid time (as v1 and Square do until the clock-out) and are flagged open.
 * - Labor cost = regular hours × hourly rate + overtime hours × rate × 1.5, the rate being the
 *   shift's own wage; a shift without one counts in the hours and in `unpriced_seconds`, not in
 *   the cost. Each shift's cost is rounded half up once to the minor unit; every total is the sum
 *   of its shifts' rounded costs.
 */

export const OVERTIME_THRESHOLD_SECONDS = 40 * 3600;
/** Overtime pay as a multiple of the hourly rate. */
export const OVERTIME_PAY_MULTIPLIER = 1.5;
/** The rule in words (the contract's, so pages state exactly this). */
export { OVERTIME_RULE_TEXT } from '@contract/values';

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

export interface WorkweekRule {
  start_of_week: string;
  /** `HH:MM` (a longer `HH:MM:SS` is cut to minutes). */
  start_of_day_local_time: string;
}

interface MoneyAmount {
  amount: number;
  currency: string;
}

interface BreakInput {
  start_at: string;
  end_at: string | null;
  is_paid: boolean;
}

export interface ShiftInput {
  id: string;
  employee_id: string;
  location_id: string;
  /** IANA zone of the shift's location. */
  timezone: string;
  start_at: string;
  /** null while OPEN. */
  end_at: string | null;
  hourly_rate: MoneyAmount | null;
  breaks: readonly BreakInput[];
}

/** The figures of a set of shifts, a shift's own, and an employee's workweek: the contract's. */
type Figures = WorkweekFiguresT;
export type ShiftWorkedTime = ShiftWorkedTimeT;
type WorkweekTotals = EmployeeWorkweekT;

export interface WorkedTime {
  /** In order of start, then id. */
  shifts: ShiftWorkedTime[];
  /** Per employee and workweek, by employee id then workweek. */
  weeks: WorkweekTotals[];
}

const MINUTE_MS = 60_000;
const dayMs = 86_400_000;

const secondsBetween = (fromMs: number, toMs: number) =>
  Math.max(0, Math.floor((toMs - fromMs) / 1000));

/** A rule in numbers. */
interface RuleDays {
  /** MON = 0. */
  firstWeekday: number;
  /** When a workday begins, after midnight on its clock. */
  dayStartMs: number;
}

function ruleDays(rule: WorkweekRule): RuleDays {
  const [hh, mm] = rule.start_of_day_local_time.split(':').map(Number) as [number, number];
  return {
    firstWeekday: Math.max(0, WEEKDAYS.indexOf(rule.start_of_week as (typeof WEEKDAYS)[number])),
    dayStartMs: (hh * 60 + mm) * MINUTE_MS,
  };
}

/**
 * The first workday of the workweek that `ms` falls in, on `timeZone`'s clock, as days since
 * 1970-01-01. A workday begins at the rule's time on that clock (a spring-forward gap moves it on).
 */
function workweekDay(ms: number, rule: RuleDays, timeZone: string): number {
  let day = Math.floor((ms + utcOffsetMinutes(timeZone, ms) * MINUTE_MS) / dayMs);
  if (ms < zonedMs(day * dayMs + rule.dayStartMs, timeZone)) day -= 1;
  const weekday = (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday; MON = 0
  return day - ((weekday - rule.firstWeekday + 7) % 7);
}

const dayNames = new Map<number, string>();

/** `YYYY-MM-DD` of a day counted from 1970-01-01 (a page names the same few weeks again and again). */
function dayName(day: number): string {
  let name = dayNames.get(day);
  if (name === undefined) {
    if (dayNames.size >= 10_000) dayNames.clear();
    name = new Date(day * dayMs).toISOString().slice(0, 10);
    dayNames.set(day, name);
  }
  return name;
}

/** The first workday (YYYY-MM-DD) of the workweek that `instant` falls in, on `timeZone`'s clock. */
export function workweekStartOf(instant: string, rule: WorkweekRule, timeZone: string): string {
  return dayName(workweekDay(Date.parse(instant), ruleDays(rule), timeZone));
}

/** A shift's times in milliseconds, its unpaid breaks only: what its paid time is counted from. */
interface TimedShift {
  startMs: number;
  endMs: number | null;
  unpaid: ReadonlyArray<readonly [from: number, to: number | null]>;
}

function timed(shift: Pick<ShiftInput, 'start_at' | 'end_at' | 'breaks'>): TimedShift {
  const unpaid: Array<[number, number | null]> = [];
  for (const b of shift.breaks) {
    if (!b.is_paid)
      unpaid.push([Date.parse(b.start_at), b.end_at === null ? null : Date.parse(b.end_at)]);
  }
  return {
    startMs: Date.parse(shift.start_at),
    endMs: shift.end_at === null ? null : Date.parse(shift.end_at),
    unpaid,
  };
}

function unpaidSecondsOf({ startMs, endMs, unpaid }: TimedShift): number {
  if (endMs === null) return 0;
  let total = 0;
  for (const [from, to] of unpaid) {
    total += secondsBetween(Math.max(from, startMs), to === null || to > endMs ? endMs : to);
  }
  return Math.min(total, secondsBetween(startMs, endMs));
}

function paidSecondsOf(shift: TimedShift): number {
  if (shift.endMs === null) return 0;
  return secondsBetween(shift.startMs, shift.endMs) - unpaidSecondsOf(shift);
}

/** Unpaid break seconds inside a closed shift; an OPEN shift has none counted yet. */
export function unpaidBreakSeconds(shift: Pick<ShiftInput, 'start_at' | 'end_at' | 'breaks'>) {
  return unpaidSecondsOf(timed(shift));
}

/** Paid seconds: a closed shift's length less its unpaid breaks; 0 while OPEN. */
export function paidSeconds(shift: Pick<ShiftInput, 'start_at' | 'end_at' | 'breaks'>): number {
  return paidSecondsOf(timed(shift));
}

/** Cost in minor units: rate × (regular + 1.5 × overtime) / 3600 s, rounded half up once. */
export function laborCostAmount(rate: number, regular: number, overtime: number): number {
  // × 2 keeps the 1.5 multiplier whole: rate × (2 × regular + 3 × overtime) / 7200.
  const units = rate * (2 * regular + 2 * OVERTIME_PAY_MULTIPLIER * overtime);
  return Math.sign(units) * Math.round(Math.abs(units) / 7200);
}

const emptyFigures = (): Figures => ({
  shift_count: 0,
  open_shift_count: 0,
  paid_seconds: 0,
  unpaid_break_seconds: 0,
  regular_seconds: 0,
  overtime_seconds: 0,
  unpriced_seconds: 0,
  labor_cost: [],
});

/** Adds one shift's figures into `into`. */
function addShift(into: Figures, shift: ShiftWorkedTime): void {
  into.shift_count += 1;
  if (shift.open) into.open_shift_count += 1;
  into.paid_seconds += shift.paid_seconds;
  into.unpaid_break_seconds += shift.unpaid_break_seconds;
  into.regular_seconds += shift.regular_seconds;
  into.overtime_seconds += shift.overtime_seconds;
  if (shift.labor_cost === null) {
    into.unpriced_seconds += shift.paid_seconds;
    return;
  }
  const cost = shift.labor_cost;
  const entry = into.labor_cost.find((m) => m.currency === cost.currency);
  if (entry) entry.amount += cost.amount;
  else {
    into.labor_cost.push({ ...cost });
    into.labor_cost.sort((a, b) => compareCodeUnits(a.currency, b.currency));
  }
}

type Ordered = { shift: ShiftInput; times: TimedShift };

const byStart = (a: Ordered, b: Ordered) =>
  a.times.startMs - b.times.startMs || compareCodeUnits(a.shift.id, b.shift.id);

/**
 * The figures of `shifts` under the rule above. Pass every shift of each employee's workweeks
 * that matter (all locations): overtime depends on the shifts before in the same workweek.
 */
export function computeWorkedTime(
  shifts: readonly ShiftInput[],
  rule: WorkweekRule = DEFAULT_WORKWEEK,
): WorkedTime {
  const workedSoFar = new Map<string, number>();
  const weeks = new Map<string, WorkweekTotals>();
  const out: ShiftWorkedTime[] = [];
  const days = ruleDays(rule);
  const ordered = shifts.map((shift): Ordered => ({ shift, times: timed(shift) })).sort(byStart);
  for (const { shift, times } of ordered) {
    const workweek_start = dayName(workweekDay(times.startMs, days, shift.timezone));
    const key = `${shift.employee_id}\u0000${workweek_start}`;
    const paid = paidSecondsOf(times);
    const before = workedSoFar.get(key) ?? 0;
    const regular = Math.max(0, Math.min(paid, OVERTIME_THRESHOLD_SECONDS - before));
    const overtime = paid - regular;
    workedSoFar.set(key, before + paid);
    const rate = shift.hourly_rate;
    const figures: ShiftWorkedTime = {
      shift_id: shift.id,
      employee_id: shift.employee_id,
      location_id: shift.location_id,
      timezone: shift.timezone,
      start_at: shift.start_at,
      end_at: shift.end_at,
      open: shift.end_at === null,
      workweek_start,
      paid_seconds: paid,
      unpaid_break_seconds: unpaidSecondsOf(times),
      regular_seconds: regular,
      overtime_seconds: overtime,
      hourly_rate: rate,
      labor_cost: rate
        ? { amount: laborCostAmount(rate.amount, regular, overtime), currency: rate.currency }
        : null,
    };
    out.push(figures);

    let week = weeks.get(key);
    if (!week) {
      week = { employee_id: shift.employee_id, workweek_start, ...emptyFigures(), locations: [] };
      weeks.set(key, week);
    }
    addShift(week, figures);
    let at = week.locations.find((l) => l.location_id === shift.location_id);
    if (!at) {
      at = { location_id: shift.location_id, ...emptyFigures() };
      week.locations.push(at);
      week.locations.sort((a, b) => compareCodeUnits(a.location_id, b.location_id));
    }
    addShift(at, figures);
  }
  return {
    shifts: out,
    weeks: [...weeks.values()].sort(
      (a, b) =>
        compareCodeUnits(a.employee_id, b.employee_id) ||
        compareCodeUnits(a.workweek_start, b.workweek_start),
    ),
  };
}

/** v1 timecard fields from a shift's figures: no double time under the weekly rule. */
export function v1SecondsWorked(figures: ShiftWorkedTime | undefined) {
  return {
    regular_seconds_worked: figures?.regular_seconds ?? 0,
    overtime_seconds_worked: figures?.overtime_seconds ?? 0,
    doubletime_seconds_worked: 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Data access: a fixed number of queries whatever the number of shifts (never one per row).

/**
 * The shifts worked time reads: the one place that leaves out deleted records. The caller names
 * the merchant (`readShifts` does it inside each window, where SQLite's planner needs it).
 */
function countedShifts(db: Kysely<DB>) {
  return (
    db
      .selectFrom('shifts')
      // A deleted record (v1 deleteTimecard, v2 DeleteShift) is worked time nowhere.
      .where('shifts.deleted', '=', sql.lit(0))
  );
}

/** Widest distance between a workweek's name (its first date) and an instant inside it. */
const WEEK_MARGIN_DAYS = 9;
/** The zones furthest ahead of and behind UTC (Line Islands, UTC+14; UTC−12), in ms. */
const MOST_AHEAD_OF_UTC_MS = 14 * 3_600_000;
const MOST_BEHIND_UTC_MS = 12 * 3_600_000;

/** Shifts starting in [from, to), of one employee or (without `employee_id`) of several. */
interface ShiftWindow {
  employee_id?: string;
  from: string;
  to: string;
}

/**
 * Where the shifts of the workweek named `workweek` can start, whatever their zone: from its first
 * workday's begin on the clock furthest ahead of UTC to its last workday's end on the clock
 * furthest behind.
 */
export function workweekWindow(workweek: string, rule: WorkweekRule): ShiftWindow {
  const { from, to } = workweekWindowMs(Date.parse(workweek) / dayMs, ruleDays(rule));
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

function workweekWindowMs(workweekDay: number, rule: RuleDays) {
  const begin = workweekDay * dayMs + rule.dayStartMs;
  return { from: begin - MOST_AHEAD_OF_UTC_MS, to: begin + 7 * dayMs + MOST_BEHIND_UTC_MS };
}

/**
 * The windows of the (employee, workweek) pairs `shifts` belong to: all a page's figures depend
 * on. One employee's overlapping windows are merged; sorted by employee, then start.
 */
function workweekWindows(
  shifts: readonly Pick<ShiftInput, 'employee_id' | 'timezone' | 'start_at'>[],
  rule: WorkweekRule,
): ShiftWindow[] {
  const days = ruleDays(rule);
  const windows = shifts
    .map((s) => {
      const start = Math.floor(Date.parse(s.start_at) / MINUTE_MS) * MINUTE_MS;
      const week = workweekDay(start, days, s.timezone);
      return { employee_id: s.employee_id, ...workweekWindowMs(week, days) };
    })
    .sort((a, b) =>
      a.employee_id === b.employee_id ? a.from - b.from : a.employee_id < b.employee_id ? -1 : 1,
    );
  const merged: typeof windows = [];
  for (const w of windows) {
    const last = merged.at(-1);
    if (last?.employee_id === w.employee_id && w.from <= last.to) {
      if (w.to > last.to) last.to = w.to;
    } else {
      merged.push({ ...w });
    }
  }
  return merged.map((w) => ({
    employee_id: w.employee_id,
    from: new Date(w.from).toISOString(),
    to: new Date(w.to).toISOString(),
  }));
}

export interface WorkedTimeSelection {
  /** Shifts starting at or after this instant. */
  begin_at?: string;
  /** Shifts starting before this instant. */
  end_at?: string;
  /** Shifts of the workweek starting on this date (each in its own zone). */
  workweek?: string;
  /** These shifts (at most a page). */
  shift_ids?: readonly string[];
  location_id?: string;
  employee_id?: string;
}

/** The merchant's workweek config, or the defaults before anyone set one. */
export async function readRule(ctx: MerchantContext): Promise<WorkweekRule> {
  const [config] = await workweekConfig(ctx.db, { merchant_id: ctx.merchantId });
  return config ?? DEFAULT_WORKWEEK;
}
const workweekConfig = compiledQuery((db: Kysely<DB>, v: { merchant_id: string }) =>
  db
    .selectFrom('workweek_configs')
    .select(['start_of_week', 'start_of_day_local_time'])
    .where('merchant_id', '=', v.merchant_id),
);

/**
 * The rate of a shift that carries no wage (a v1 timecard never does: Square's migration guide),
 * from the employee's wages: the one with the shift's title, else the employee's first with an
 * hourly rate. One query for all of them; none when every shift has its wage.
 */
async function employeeRates(
  ctx: MerchantContext,
  unwaged: readonly { employee_id: string }[],
): Promise<(employeeId: string, title: string | null) => MoneyAmount | null> {
  const employees = [...new Set(unwaged.map((r) => r.employee_id))];
  if (employees.length === 0) return () => null;
  const wagesOf = new Map<string, Array<{ title: string | null; rate: MoneyAmount }>>();
  for (const w of await hourlyWages(ctx.db, {
    merchant_id: ctx.merchantId,
    employee_ids: employees,
  })) {
    if (!w.hourly_rate_currency) continue;
    const own = wagesOf.get(w.employee_id) ?? [];
    own.push({
      title: w.title,
      rate: { amount: Number(w.hourly_rate_amount), currency: w.hourly_rate_currency },
    });
    wagesOf.set(w.employee_id, own);
  }
  return (employeeId, title) => {
    const own = wagesOf.get(employeeId);
    const wage = (title !== null ? own?.find((w) => w.title === title) : undefined) ?? own?.[0];
    return wage ? { ...wage.rate } : null;
  };
}
const hourlyWages = compiledQuery(
  (db: Kysely<DB>, v: { merchant_id: string; employee_ids: string[] }) =>
    db
      .selectFrom('employee_wages')
      .select(['employee_id', 'title', 'hourly_rate_amount', 'hourly_rate_currency'])
      .where('merchant_id', '=', v.merchant_id)
      .where('employee_id', 'in', v.employee_ids)
      .where('hourly_rate_amount', 'is not', null)
      .orderBy('created_at')
      .orderBy('id'),
);

/** Windows as a compiled query's values: one shape per number of windows. */
type WindowValues = {
  merchant_id: string;
  /** One per window, or none when the windows are of every employee. */
  employee_ids: string[] | undefined;
  froms: string[];
  tos: string[];
};

function inWindows(db: Kysely<DB>, v: WindowValues) {
  // The merchant is named in each window rather than once: with it outside the windows, SQLite
  // scans all the merchant's shifts (by its deleted index) and tests every window on each.
  return countedShifts(db).where((eb) =>
    eb.or(
      v.froms.map((from, i) =>
        eb.and([
          eb('shifts.merchant_id', '=', v.merchant_id),
          ...(v.employee_ids ? [eb('shifts.employee_id', '=', v.employee_ids[i]!)] : []),
          eb('shifts.start_at', '>=', from),
          eb('shifts.start_at', '<', v.tos[i]!),
        ]),
      ),
    ),
  );
}
const shiftsInWindows = compiledQuery((db: Kysely<DB>, v: WindowValues) =>
  inWindows(db, v).select([
    'shifts.id',
    'shifts.employee_id',
    'shifts.location_id',
    'shifts.timezone',
    'shifts.start_at',
    'shifts.end_at',
    'shifts.wage_title',
    'shifts.wage_amount',
    'shifts.wage_currency',
  ]),
);
const breaksInWindows = compiledQuery((db: Kysely<DB>, v: WindowValues) =>
  inWindows(db, v)
    .innerJoin('shift_breaks', 'shift_breaks.shift_id', 'shifts.id')
    .select([
      'shift_breaks.shift_id',
      'shift_breaks.start_at',
      'shift_breaks.end_at',
      'shift_breaks.is_paid',
    ]),
);

/**
 * Reads the shifts (and their breaks) starting in any of `windows`, with two queries (each
 * window is a range of the employee or start index). Callers widen windows to whole workweeks.
 */
async function readShifts(
  ctx: MerchantContext,
  windows: readonly ShiftWindow[],
): Promise<ShiftInput[]> {
  if (windows.length === 0) return [];
  const byEmployee = windows[0]!.employee_id !== undefined;
  if (windows.some((w) => (w.employee_id !== undefined) !== byEmployee)) {
    throw new Error('readShifts: windows must all name an employee, or none');
  }
  // Each number of windows is a compiled shape of its own, and a shape of a hundred windows holds
  // about 100 kB: counts past four are rounded up to a multiple of eight with empty windows (a
  // range that ends where it begins: one index probe each), so a page needs few shapes.
  const count = windows.length <= 4 ? windows.length : Math.ceil(windows.length / 8) * 8;
  const padded = Array.from({ length: count }, (_, i): ShiftWindow => {
    const w = windows[i];
    return w ?? { ...windows[0]!, to: windows[0]!.from };
  });
  const values: WindowValues = {
    merchant_id: ctx.merchantId,
    employee_ids: byEmployee ? padded.map((w) => w.employee_id!) : undefined,
    froms: padded.map((w) => w.from),
    tos: padded.map((w) => w.to),
  };
  const rows = await shiftsInWindows(ctx.db, values);
  const fallbackRate = await employeeRates(
    ctx,
    rows.filter((r) => r.wage_amount === null || r.wage_currency === null),
  );
  const breaks = await breaksInWindows(ctx.db, values);
  const breaksOf = new Map<string, BreakInput[]>();
  for (const b of breaks) {
    const list = breaksOf.get(b.shift_id) ?? [];
    list.push({
      start_at: toMinute(b.start_at),
      end_at: b.end_at === null ? null : toMinute(b.end_at),
      is_paid: Number(b.is_paid) === 1,
    });
    breaksOf.set(b.shift_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    employee_id: r.employee_id,
    location_id: r.location_id,
    timezone: r.timezone,
    // Labor times count to the minute, as v2 shows them (so a v1 clock-in's seconds do not pay).
    start_at: toMinute(r.start_at),
    end_at: r.end_at === null ? null : toMinute(r.end_at),
    hourly_rate:
      r.wage_amount !== null && r.wage_currency !== null
        ? { amount: Number(r.wage_amount), currency: r.wage_currency }
        : fallbackRate(r.employee_id, r.wage_title),
    breaks: breaksOf.get(r.id) ?? [],
  }));
}

const shiftInstant = (instant: string, days: number) =>
  new Date(Date.parse(instant) + days * dayMs).toISOString();

/**
 * Worked time of the selected shifts, and the totals of every (employee, workweek) they belong
 * to (all of that workweek's shifts at every location, even those outside the selection). At
 * most four queries: the workweek config, the selected ids' shifts (only with `shift_ids`), and
 * the workweeks' shifts and their breaks.
 */
export async function loadWorkedTime(
  ctx: MerchantContext,
  selection: WorkedTimeSelection,
  knownRule?: WorkweekRule,
): Promise<WorkedTime> {
  const rule = knownRule ?? (await readRule(ctx));
  let windows: ShiftWindow[];
  if (selection.shift_ids) {
    if (selection.shift_ids.length === 0) return { shifts: [], weeks: [] };
    const picked = await countedShifts(ctx.db)
      .where('shifts.merchant_id', '=', ctx.merchantId)
      .where('shifts.id', 'in', [...selection.shift_ids])
      .select(['shifts.employee_id', 'shifts.timezone', 'shifts.start_at'])
      .execute();
    windows = workweekWindows(picked, rule);
  } else {
    let window: ShiftWindow;
    if (selection.workweek) {
      window = workweekWindow(selection.workweek, rule);
    } else {
      if (!selection.begin_at || !selection.end_at) return { shifts: [], weeks: [] };
      window = {
        from: shiftInstant(selection.begin_at, -WEEK_MARGIN_DAYS),
        to: shiftInstant(selection.end_at, WEEK_MARGIN_DAYS),
      };
    }
    windows = [selection.employee_id ? { ...window, employee_id: selection.employee_id } : window];
  }
  const all = computeWorkedTime(await readShifts(ctx, windows), rule);
  const ids = selection.shift_ids ? new Set(selection.shift_ids) : undefined;
  const selected = all.shifts.filter(
    (s) =>
      (!ids || ids.has(s.shift_id)) &&
      (!selection.workweek || s.workweek_start === selection.workweek) &&
      (!selection.begin_at || Date.parse(s.start_at) >= Date.parse(selection.begin_at)) &&
      (!selection.end_at || Date.parse(s.start_at) < Date.parse(selection.end_at)) &&
      (!selection.location_id || s.location_id === selection.location_id) &&
      (!selection.employee_id || s.employee_id === selection.employee_id),
  );
  const weekKeys = new Set(selected.map((s) => `${s.employee_id}\u0000${s.workweek_start}`));
  return {
    shifts: selected,
    weeks: all.weeks.filter((w) => weekKeys.has(`${w.employee_id}\u0000${w.workweek_start}`)),
  };
}

/**
 * The batch the v1 timecards view calls for a page of rows: figures by shift id (a timecard id
 * is a shift id), reading only the (employee, workweek) windows of the page's shifts. Deleted
 * and OPEN rows are absent (an OPEN shift has no paid time, so no regular time or overtime, and
 * adds none to the shifts after it); `v1SecondsWorked(undefined)` is zeros.
 */
export async function workedTimeByShiftId(
  ctx: MerchantContext,
  rows: readonly Pick<
    ShiftsTable,
    'id' | 'employee_id' | 'timezone' | 'start_at' | 'end_at' | 'deleted'
  >[],
): Promise<Map<string, ShiftWorkedTime>> {
  const counted = rows.filter((r) => r.deleted === 0 && r.end_at !== null);
  if (counted.length === 0) return new Map();
  const rule = await readRule(ctx);
  const all = computeWorkedTime(await readShifts(ctx, workweekWindows(counted, rule)), rule);
  const ids = new Set(counted.map((r) => r.id));
  return new Map(all.shifts.filter((s) => ids.has(s.shift_id)).map((s) => [s.shift_id, s]));
}
