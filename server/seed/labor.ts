/**
 * The Labor area's demo data: every employee's wages (titles by role, hourly rates in cents), the
 * merchant's workweek config, two break types per location, and the worked time: each planned
 * timecard is written once, as a shift with the same id, employee, location and times, carrying
 * its clock events, a wage and realistic breaks (a deleted one is kept as a deleted shift).
 */
import type { Kysely } from 'kysely';
import {
  OPEN_SHIFT_END_SORT,
  type BreakTypesTable,
  type DB,
  type EmployeeWagesTable,
  type ShiftBreaksTable,
  type ShiftEventsTable,
  type ShiftsTable,
  type WorkweekConfigsTable,
} from '../db/schema';
import { toStoredTime } from '../lib/time';
import {
  DAY,
  MINUTE,
  ROWS_PER_INSERT,
  insertInChunks,
  type Random,
  type SeedAccount,
  type SeedLocation,
} from './core';
import type { SeededStaff, StaffMember } from './staff';

/** Hourly rates in cents, by role name (`null`: no role). */
const PAY_BY_ROLE: Record<string, { title: string; cents: readonly [number, number] }> = {
  Owner: { title: 'Owner', cents: [3800, 4500] },
  Manager: { title: 'Store Manager', cents: [2600, 3100] },
  'Shift Lead': { title: 'Shift Lead', cents: [2050, 2350] },
  Cashier: { title: 'Cashier', cents: [1650, 1850] },
  Barista: { title: 'Barista', cents: [1700, 1950] },
};
const NO_ROLE_PAY = { title: 'Team Member', cents: [1600, 1750] as const };

/** Some people also cover a second job at its own rate: role → [second title, probability]. */
const SECOND_JOB: Record<string, readonly [string, number]> = {
  Manager: ['Shift Lead', 0.3],
  'Shift Lead': ['Barista', 0.5],
  Cashier: ['Barista', 0.2],
  Barista: ['Cashier', 0.2],
};

const WORKWEEK = { start_of_week: 'MON', start_of_day_local_time: '05:00' } as const;

const BREAK_TYPES = [
  { key: 'lunch', break_name: 'Lunch', expected_duration: 'PT30M', is_paid: 0 },
  { key: 'rest', break_name: 'Rest break', expected_duration: 'PT10M', is_paid: 1 },
] as const;

type BreakKey = (typeof BREAK_TYPES)[number]['key'];

export interface LaborOptions {
  nowMs: number;
}

export interface SeededLabor {
  wageCount: number;
  shiftCount: number;
}

/** Wages, the workweek, break types, and one shift per timecard `staff` planned. */
export async function seedLabor(
  db: Kysely<DB>,
  rng: Random,
  account: SeedAccount,
  staff: SeededStaff,
  { nowMs }: LaborOptions,
): Promise<SeededLabor> {
  const { merchant, locations } = account;
  const wages = new Map(staff.members.map((m) => [m.row.id, buildWages(rng, m, staff)]));
  await insertInChunks(db, 'employee_wages', [...wages.values()].flat());
  await insertInChunks(db, 'workweek_configs', [
    {
      id: rng.uuid(),
      merchant_id: merchant.id,
      ...WORKWEEK,
      version: 1,
      created_at: merchant.created_at,
      updated_at: merchant.created_at,
    } satisfies WorkweekConfigsTable,
  ]);
  const breakTypes = new Map(locations.map((l) => [l.row.id, buildBreakTypes(rng, l)]));
  await insertInChunks(
    db,
    'break_types',
    [...breakTypes.values()].flatMap((t) => [...t.values()]),
  );

  const timecards = [...staff.timecards].sort(
    (x, y) =>
      x.timecard.clockin_time.localeCompare(y.timecard.clockin_time) ||
      x.timecard.id.localeCompare(y.timecard.id),
  );
  const timeZones = new Map(locations.map((l) => [l.row.id, l.row.timezone]));
  const primaryLocation = new Map(staff.members.map((m) => [m.row.id, m.locations[0]!.row.id]));
  const writer = new ShiftWriter(db);
  let ongoingBreakGiven = false;
  for (const { timecard: tc, events } of timecards) {
    const locationId = tc.clockin_location_id ?? primaryLocation.get(tc.employee_id)!;
    const deleted = tc.deleted === 1;
    const start = Date.parse(tc.clockin_time);
    const end = tc.clockout_time === null ? null : Date.parse(tc.clockout_time);
    // One open shift is on a break right now, so the demo shows one to end.
    const onBreakNow: boolean = end === null && !ongoingBreakGiven && nowMs - start >= 45 * MINUTE;
    ongoingBreakGiven ||= onBreakNow;
    // A deleted timecard is no worked time: its shift is kept (deleted) without breaks.
    const plan = deleted
      ? []
      : end === null
        ? openShiftBreaks(rng, wholeMinute(start), nowMs, onBreakNow)
        : closedShiftBreaks(rng, wholeMinute(start), wholeMinute(end));
    const types = breakTypes.get(locationId)!;
    const id = tc.id;
    const breaks = plan.map((b): ShiftBreaksTable => ({
      id: rng.uuid(),
      shift_id: id,
      break_type_id: types.get(b.type)!.id,
      name: types.get(b.type)!.break_name,
      expected_duration: types.get(b.type)!.expected_duration,
      is_paid: types.get(b.type)!.is_paid,
      start_at: toStoredTime(new Date(b.start)),
      end_at: b.end === null ? null : toStoredTime(new Date(b.end)),
    }));
    const employeeWages = wages.get(tc.employee_id)!;
    const wage =
      !deleted && employeeWages.length > 1 && rng.chance(0.15)
        ? employeeWages[1]!
        : employeeWages[0]!;
    const endAt = end === null ? null : toStoredTime(new Date(end));
    const lastChange = end ?? plan.at(-1)?.end ?? plan.at(-1)?.start ?? start;
    await writer.add(
      {
        id,
        merchant_id: merchant.id,
        employee_id: tc.employee_id,
        location_id: locationId,
        timezone: timeZones.get(locationId)!,
        start_at: toStoredTime(new Date(start)),
        end_at: endAt,
        end_sort: endAt ?? OPEN_SHIFT_END_SORT,
        status: end === null ? 'OPEN' : 'CLOSED',
        wage_title: wage.title,
        wage_amount: wage.hourly_rate_amount,
        wage_currency: wage.hourly_rate_currency,
        // Created at clock-in; each break added, the clock-out, each edit and a delete are
        // later updates.
        version:
          1 +
          plan.length +
          (end === null ? 0 : 1) +
          events.filter((e) => e.event_type === 'API_EDIT' || e.event_type === 'API_DELETE').length,
        created_at: tc.created_at,
        updated_at: [tc.updated_at, toStoredTime(new Date(lastChange))].sort().at(-1)!,
        deleted: tc.deleted,
        clockout_location_id: tc.clockout_location_id,
      },
      breaks,
      events,
    );
  }
  await writer.flush();
  return { wageCount: [...wages.values()].flat().length, shiftCount: writer.written };
}

function wholeMinute(ms: number): number {
  return Math.floor(ms / MINUTE) * MINUTE;
}

/** A rate in the range, on a quarter dollar. */
function rate(rng: Random, [min, max]: readonly [number, number]): number {
  return Math.round(rng.int(min, max) / 25) * 25;
}

function buildWages(rng: Random, member: StaffMember, staff: SeededStaff): EmployeeWagesTable[] {
  const roleName = member.row.role_id ? staff.roles.get(member.row.role_id)?.name : undefined;
  const primary = (roleName && PAY_BY_ROLE[roleName]) || NO_ROLE_PAY;
  const jobs = [{ title: primary.title, cents: rate(rng, primary.cents) }];
  const second = roleName ? SECOND_JOB[roleName] : undefined;
  if (second && rng.chance(second[1])) {
    const pay = PAY_BY_ROLE[second[0]]!;
    jobs.push({ title: pay.title, cents: rate(rng, pay.cents) });
  }
  const createdMs = Date.parse(member.row.created_at);
  return jobs.map((job, index) => ({
    id: rng.uuid(),
    merchant_id: member.row.merchant_id,
    employee_id: member.row.id,
    title: job.title,
    hourly_rate_amount: job.cents,
    hourly_rate_currency: 'USD',
    created_at: toStoredTime(new Date(createdMs + index * MINUTE)),
  }));
}

function buildBreakTypes(rng: Random, location: SeedLocation): Map<BreakKey, BreakTypesTable> {
  const createdMs = Date.parse(location.row.created_at) + DAY;
  return new Map(
    BREAK_TYPES.map(({ key, ...type }, index) => {
      const createdAt = toStoredTime(new Date(createdMs + index * MINUTE));
      return [
        key,
        {
          id: rng.uuid(),
          merchant_id: location.row.merchant_id,
          location_id: location.row.id,
          ...type,
          version: 1,
          created_at: createdAt,
          updated_at: createdAt,
        },
      ];
    }),
  );
}

interface PlannedBreak {
  type: BreakKey;
  start: number;
  end: number | null;
}

/**
 * A closed shift (whole minutes; 4–10 h): a lunch around the middle of shifts of 6 h or more, and
 * often a short paid rest break in a part of the shift with room for it.
 */
function closedShiftBreaks(rng: Random, start: number, end: number): PlannedBreak[] {
  const length = (end - start) / MINUTE;
  const at = (offset: number, minutes: number, type: BreakKey): PlannedBreak => ({
    type,
    start: start + offset * MINUTE,
    end: start + (offset + minutes) * MINUTE,
  });
  if (length < 6 * 60) {
    return rng.chance(0.55) ? [at(rng.int(90, length - 60), rng.int(8, 15), 'rest')] : [];
  }
  if (!rng.chance(0.95)) return [];
  const lunchStart = Math.floor(length / 2) + rng.int(-45, 30);
  const lunch = at(lunchStart, rng.int(25, 40), 'lunch');
  if (!rng.chance(0.45)) return [lunch];
  const lunchEnd = (lunch.end! - start) / MINUTE;
  const rest = rng.chance(0.5)
    ? at(rng.int(75, lunchStart - 30), rng.int(8, 15), 'rest')
    : at(rng.int(lunchEnd + 60, length - 45), rng.int(8, 15), 'rest');
  return rest.start < lunch.start ? [rest, lunch] : [lunch, rest];
}

/**
 * An open shift (started `start`, still running at `nowMs`): a finished rest break once it has
 * gone on for 2.5 h, and, when `onBreakNow`, a break that began a few minutes ago.
 */
function openShiftBreaks(
  rng: Random,
  start: number,
  nowMs: number,
  onBreakNow: boolean,
): PlannedBreak[] {
  const elapsed = Math.floor((nowMs - start) / MINUTE);
  const breaks: PlannedBreak[] = [];
  if (elapsed >= 150) {
    const offset = rng.int(60, 90);
    breaks.push({
      type: 'rest',
      start: start + offset * MINUTE,
      end: start + (offset + rng.int(8, 15)) * MINUTE,
    });
  }
  if (onBreakNow) {
    const begun = wholeMinute(nowMs) - rng.int(5, 15) * MINUTE;
    const type: BreakKey = elapsed >= 180 ? 'lunch' : 'rest';
    if (begun > (breaks.at(-1)?.end ?? start)) breaks.push({ type, start: begun, end: null });
  }
  return breaks;
}

/** Buffers shifts with their breaks and writes both in multi-row inserts, shifts first. */
class ShiftWriter {
  private shifts: ShiftsTable[] = [];
  private breaks: ShiftBreaksTable[] = [];
  private events: ShiftEventsTable[] = [];
  written = 0;

  constructor(private readonly trx: Kysely<DB>) {}

  async add(
    shift: ShiftsTable,
    breaks: ShiftBreaksTable[],
    events: ShiftEventsTable[],
  ): Promise<void> {
    this.shifts.push(shift);
    this.breaks.push(...breaks);
    this.events.push(...events);
    if (this.shifts.length >= ROWS_PER_INSERT) await this.flush();
  }

  async flush(): Promise<void> {
    await insertInChunks(this.trx, 'shifts', this.shifts);
    await insertInChunks(this.trx, 'shift_breaks', this.breaks);
    await insertInChunks(this.trx, 'shift_events', this.events);
    this.written += this.shifts.length;
    this.shifts = [];
    this.breaks = [];
    this.events = [];
  }
}
