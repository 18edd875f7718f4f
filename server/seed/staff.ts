/** The Staff area's demo data: roles, employees and their timecard history. */
import type { Kysely } from 'kysely';
import type {
  DB,
  EmployeesTable,
  MerchantsTable,
  RolesTable,
  ShiftEventsTable,
} from '../db/schema';
import { toStoredTime } from '../lib/time';
import {
  DAY,
  HOUR,
  MERCHANT_FIXTURE,
  MINUTE,
  clamp,
  insertInChunks,
  weekdayOf,
  zonedMidnight,
  type Random,
  type SeedAccount,
  type SeedLocation,
} from './core';

/** Currently clocked-in employees, when there are enough active ones. */
const CLOCKED_IN_EMPLOYEES = 5;

/**
 * Edits and deletes land up to ~3 days after a shift ends (late API create, then the change);
 * only shifts older than this get them, so every event is in the past.
 */
const LATE_CHANGE_HORIZON = 4 * DAY;

const PERMISSIONS = {
  salesHistory: 'REGISTER_ACCESS_SALES_HISTORY',
  restrictedDiscounts: 'REGISTER_APPLY_RESTRICTED_DISCOUNTS',
  changeSettings: 'REGISTER_CHANGE_SETTINGS',
  editItem: 'REGISTER_EDIT_ITEM',
  issueRefunds: 'REGISTER_ISSUE_REFUNDS',
  openCashDrawer: 'REGISTER_OPEN_CASH_DRAWER_OUTSIDE_SALE',
  summaryReports: 'REGISTER_VIEW_SUMMARY_REPORTS',
} as const;

type RoleKey = 'owner' | 'manager' | 'shiftLead' | 'cashier' | 'barista';

const ROLE_FIXTURES: ReadonlyArray<{ key: RoleKey; name: string; permissions: string[] }> = [
  { key: 'owner', name: 'Owner', permissions: Object.values(PERMISSIONS) },
  {
    key: 'manager',
    name: 'Manager',
    permissions: Object.values(PERMISSIONS).filter((p) => p !== PERMISSIONS.changeSettings),
  },
  {
    key: 'shiftLead',
    name: 'Shift Lead',
    permissions: [
      PERMISSIONS.salesHistory,
      PERMISSIONS.restrictedDiscounts,
      PERMISSIONS.issueRefunds,
      PERMISSIONS.openCashDrawer,
    ],
  },
  { key: 'cashier', name: 'Cashier', permissions: [PERMISSIONS.salesHistory] },
  { key: 'barista', name: 'Barista', permissions: [] },
];

// prettier-ignore
const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mateo', 'Sophia', 'Elijah', 'Isabella', 'Lucas', 'Mia',
  'Mason', 'Amelia', 'Ethan', 'Harper', 'James', 'Evelyn', 'Benjamin', 'Abigail', 'Diego', 'Camila',
  'Henry', 'Luna', 'Jack', 'Sofía', 'Owen', 'Aria', 'Samuel', 'Chloe', 'Wyatt', 'Priya', 'Arjun',
  'Mei', 'Hiroshi', 'Yuki', 'Min-jun', 'Aaliyah', 'Jamal', 'Fatima', 'Omar', 'Zoë', 'Gabriel',
  'Nora', 'Carlos', 'Lucía', 'Andre', 'Imani', 'Kai', 'Leilani', 'Tomás', 'Grace', 'Daniel',
  'Hannah', 'Isaac', 'Maya', 'Julian', 'Riley', 'Ezra', 'Naomi', 'Santiago', 'Chiara', 'Anders',
  'Ingrid', 'Dmitri', 'Anya', 'Kofi', 'Ama', 'Rafael', 'Beatriz', 'Nikhil',
];

// prettier-ignore
const LAST_NAMES = [
  'Garcia', 'Smith', 'Johnson', 'Nguyen', 'Williams', 'Brown', 'Martinez', 'Kim', 'Patel', 'Davis',
  'Rodriguez', 'Miller', 'Wilson', 'Lopez', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson',
  'Lee', 'Hernandez', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Ramirez', 'Lewis',
  'Robinson', 'Walker', 'Chen', 'Wang', 'Singh', 'Tanaka', 'Okafor', 'Mensah', 'Haddad', 'Cohen',
  "O'Brien", 'Murphy', 'Kowalski', 'Novak', 'Rossi', 'Schmidt', 'Larsen', 'Ivanova', 'Morales',
  'Ortiz', 'Silva', 'Costa', 'Bennett', 'Brooks', 'Hughes', 'Foster', 'Reyes', 'Nakamura', 'Park',
  'Gupta', 'Ali', 'Dubois',
];

export interface StaffOptions {
  /** Employees, owner included. */
  employeeCount: number;
  /** Days of timecard history ending at `nowMs`. */
  days: number;
  nowMs: number;
}

export interface SeededStaff {
  members: StaffMember[];
  /** By id, for the areas that build on staff (wage titles follow the role). */
  roles: Map<string, RolesTable>;
  /** What each employee clocked (oldest first): `seedLabor` writes each one as one shift. */
  timecards: BuiltTimecard[];
  timecardCount: number;
}

/**
 * Roles, employees at the account's locations, and their clock-in history with its events (not
 * written here: worked time has one store, `shifts`, which `seedLabor` writes).
 */
export async function seedStaff(
  db: Kysely<DB>,
  rng: Random,
  account: SeedAccount,
  { employeeCount, days, nowMs }: StaffOptions,
): Promise<SeededStaff> {
  const { merchant, locations } = account;
  const roles = buildRoles(rng, merchant);
  const members = buildStaff(rng, { merchant, locations, roles, employeeCount, nowMs });
  const clockedIn = pickClockedIn(rng, members, nowMs);
  const bounds = new Map(
    members.map((m) => [m, closedShiftBounds(m, nowMs - days * DAY, clockedIn.get(m) ?? nowMs)]),
  );

  await insertInChunks(db, 'roles', [...roles.values()]);
  await insertInChunks(
    db,
    'employees',
    members.map((m) => m.row),
  );
  await insertInChunks(db, 'employee_locations', members.flatMap(employeeLocationRows));
  const writer = new TimecardList();
  // Day by day across all staff, so rows arrive roughly in time order and the time-keyed indexes
  // grow at their end instead of taking random inserts, which matters for large seeds.
  const lastDay = Math.floor(nowMs / DAY) + 1;
  for (let day = Math.floor((nowMs - days * DAY) / DAY) - 1; day <= lastDay; day++) {
    for (const [member, { from, until }] of bounds) {
      const shift = plannedShift(rng, member, day);
      if (shift && shift.clockin >= from && shift.clockout < until) {
        await writer.add(buildTimecard(rng, member, shift, nowMs));
      }
    }
  }
  for (const [member, clockin] of clockedIn) {
    const shift = { location: primaryLocation(member), clockin, clockout: null };
    await writer.add(buildTimecard(rng, member, shift, nowMs));
  }
  return {
    members,
    roles: new Map([...roles.values()].map((r) => [r.id, r])),
    timecards: writer.timecards,
    timecardCount: writer.timecards.length,
  };
}

/** Which days and hours an employee usually works. Weekdays are 0 (Sunday) to 6. */
interface WorkPattern {
  weekdays: number[];
  startMinute: number;
  shiftMinutes: number;
}

export interface StaffMember {
  row: EmployeesTable;
  /** The first one is where the employee usually works. */
  locations: SeedLocation[];
  pattern: WorkPattern;
  /** Shifts end before this instant: deactivation for inactive employees, else never. */
  activeUntil: number;
}

interface Shift {
  location: SeedLocation;
  clockin: number;
  clockout: number | null;
}

interface ClosedShift extends Shift {
  clockout: number;
}

/** A v1 timecard as the seed plans it; `seedLabor` stores it as a shift with the same id. */
interface SeedTimecard {
  id: string;
  merchant_id: string;
  employee_id: string;
  clockin_time: string;
  clockout_time: string | null;
  clockin_location_id: string;
  clockout_location_id: string | null;
  deleted: number;
  created_at: string;
  updated_at: string;
}

interface BuiltTimecard {
  timecard: SeedTimecard;
  events: ShiftEventsTable[];
}

function buildRoles(rng: Random, merchant: MerchantsTable): Map<RoleKey, RolesTable> {
  const createdFrom = Date.parse(merchant.created_at) + HOUR;
  return new Map(
    ROLE_FIXTURES.map((fixture, index) => {
      const createdAt = toStoredTime(new Date(createdFrom + index * 5 * MINUTE));
      const role: RolesTable = {
        id: rng.uuid(),
        merchant_id: merchant.id,
        name: fixture.name,
        permissions: JSON.stringify(fixture.permissions),
        is_owner: fixture.key === 'owner' ? 1 : 0,
        created_at: createdAt,
        updated_at: createdAt,
      };
      return [fixture.key, role];
    }),
  );
}

interface StaffContext {
  merchant: MerchantsTable;
  locations: SeedLocation[];
  roles: Map<RoleKey, RolesTable>;
  employeeCount: number;
  nowMs: number;
}

/** Employee 0 is the owner and the next ones manage one location each; the rest are floor staff. */
function buildStaff(rng: Random, context: StaffContext): StaffMember[] {
  const { employeeCount, locations, nowMs } = context;
  const inactive = new Set(
    rng.sample(
      Array.from({ length: employeeCount - 1 }, (_, i) => i + 1),
      Math.round((employeeCount - 1) * 0.15),
    ),
  );
  const usedEmails = new Set<string>();
  let payrollNumber = 0;
  return Array.from({ length: employeeCount }, (_, index) => {
    const roleKey = roleFor(rng, index, locations.length);
    const memberLocations = locationsFor(rng, index, roleKey, locations);
    const primary = memberLocations[0] as SeedLocation;
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const createdAt = index === 0 ? nowMs - 365 * DAY : nowMs - rng.int(3 * DAY, 365 * DAY);
    const deactivatedAt = inactive.has(index)
      ? createdAt + Math.floor((nowMs - createdAt) * (0.3 + 0.65 * rng.float()))
      : null;
    const updatedAt = deactivatedAt ?? (rng.chance(0.4) ? rng.int(createdAt, nowMs) : createdAt);
    return {
      row: {
        id: rng.uuid(),
        merchant_id: context.merchant.id,
        first_name: firstName,
        last_name: lastName,
        email: rng.chance(0.92) ? uniqueEmail(firstName, lastName, usedEmails) : null,
        phone_number: rng.chance(0.6) ? fictionalPhoneNumber(rng, primary.areaCode) : null,
        external_id: rng.chance(1 / 3)
          ? `PAYROLL-${String(++payrollNumber).padStart(4, '0')}`
          : null,
        role_id: roleKey === null ? null : (context.roles.get(roleKey)?.id ?? null),
        status: deactivatedAt === null ? 'ACTIVE' : 'INACTIVE',
        created_at: toStoredTime(new Date(createdAt)),
        updated_at: toStoredTime(new Date(updatedAt)),
      },
      locations: memberLocations,
      pattern: workPatternFor(rng, roleKey),
      activeUntil: deactivatedAt ?? Number.POSITIVE_INFINITY,
    };
  });
}

function roleFor(rng: Random, index: number, locationCount: number): RoleKey | null {
  if (index === 0) return 'owner';
  if (index <= locationCount) return 'manager';
  return rng.weighted<RoleKey | null>([
    ['shiftLead', 15],
    ['cashier', 35],
    ['barista', 42],
    [null, 8],
  ]);
}

function locationsFor(
  rng: Random,
  index: number,
  roleKey: RoleKey | null,
  locations: SeedLocation[],
): SeedLocation[] {
  if (roleKey === 'owner') return locations;
  if (roleKey === 'manager') {
    const managed = locations[index - 1] as SeedLocation;
    return [managed, ...locations.filter((l) => l !== managed && rng.chance(0.3))];
  }
  const count = rng.weighted([
    [1, 60],
    [2, 30],
    [3, 10],
  ]);
  return rng.sample(locations, count);
}

function workPatternFor(rng: Random, roleKey: RoleKey | null): WorkPattern {
  const fullTime = roleKey === 'owner' || roleKey === 'manager' || rng.chance(0.45);
  if (fullTime) {
    return {
      weekdays: rng.sample([0, 1, 2, 3, 4, 5, 6], 5),
      startMinute: rng.int(6 * 60, 10 * 60),
      shiftMinutes: rng.int(7.5 * 60, 9 * 60),
    };
  }
  // Part-timers mostly cover a weekend day plus a few weekdays.
  const weekend = rng.chance(0.8) ? [rng.pick([0, 6])] : [];
  const weekdays = rng.sample([1, 2, 3, 4, 5], rng.int(1, 3));
  return {
    weekdays: [...weekend, ...weekdays],
    startMinute: rng.int(6 * 60, 13 * 60),
    shiftMinutes: rng.int(4 * 60, 6.5 * 60),
  };
}

/** 555-0100 to 555-0199 are reserved for fiction. */
function fictionalPhoneNumber(rng: Random, areaCode: string): string {
  return `+1${areaCode}55501${String(rng.int(0, 99)).padStart(2, '0')}`;
}

function uniqueEmail(firstName: string, lastName: string, used: Set<string>): string {
  const local = `${firstName}.${lastName}`
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z.]/g, '');
  let candidate = local;
  for (let n = 2; used.has(candidate); n++) candidate = `${local}${n}`;
  used.add(candidate);
  return `${candidate}@${MERCHANT_FIXTURE.emailDomain}`;
}

/** The employees clocked in right now, with their clock-in instants. */
function pickClockedIn(rng: Random, staff: StaffMember[], nowMs: number): Map<StaffMember, number> {
  const eligible = staff.filter(
    (m) => m.row.status === 'ACTIVE' && Date.parse(m.row.created_at) < nowMs - DAY,
  );
  return new Map(
    rng
      .sample(eligible, CLOCKED_IN_EMPLOYEES)
      .map((m) => [m, nowMs - rng.int(20 * MINUTE, 6 * HOUR)]),
  );
}

function employeeLocationRows(member: StaffMember) {
  return member.locations.map((location) => ({
    employee_id: member.row.id,
    location_id: location.row.id,
    merchant_id: member.row.merchant_id,
  }));
}

/** Closed shifts start after `from` and end before `until`. */
function closedShiftBounds(
  member: StaffMember,
  windowStart: number,
  openClockinOrNow: number,
): { from: number; until: number } {
  return {
    from: Math.max(windowStart, Date.parse(member.row.created_at)),
    until: Math.min(openClockinOrNow, member.activeUntil),
  };
}

/**
 * The shift `member` would work on local day `day`, if any. Shifts start 6:00–14:00 and last under
 * 10 h, so one a day never overlaps the previous day's.
 */
function plannedShift(rng: Random, member: StaffMember, day: number): ClosedShift | null {
  const { pattern } = member;
  const scheduled = pattern.weekdays.includes(weekdayOf(day));
  if (!rng.chance(scheduled ? 0.92 : 0.04)) return null;
  const location = rng.chance(0.85) ? primaryLocation(member) : rng.pick(member.locations);
  const localMidnight = zonedMidnight(day, location.row.timezone);
  const startMinute = clamp(pattern.startMinute + rng.int(-30, 30), 6 * 60, 14 * 60 - 1);
  const clockin = localMidnight + startMinute * MINUTE + rng.int(0, MINUTE - 1);
  const lengthMinutes = clamp(pattern.shiftMinutes + rng.int(-45, 45), 4 * 60, 10 * 60 - 1);
  const clockout = clockin + lengthMinutes * MINUTE + rng.int(0, MINUTE - 1);
  return { location, clockin, clockout };
}

function primaryLocation(member: StaffMember): SeedLocation {
  return member.locations[0] as SeedLocation;
}

interface EventDraft {
  type: string;
  at: number;
  clockin: number;
  clockout: number | null;
}

/**
 * Most timecards come from the register (clock-in, then clock-out); the rest are entered through
 * the API after the shift. Some old ones are later corrected (API_EDIT) or deleted (API_DELETE).
 */
function buildTimecard(
  rng: Random,
  member: StaffMember,
  shift: Shift,
  nowMs: number,
): BuiltTimecard {
  const { clockin, clockout } = shift;
  const changeable = clockout !== null && clockout < nowMs - LATE_CHANGE_HORIZON;
  const recordedClockout = changeable && rng.chance(0.08) ? misrecorded(rng, clockout) : clockout;

  const drafts = creationEvents(rng, clockin, recordedClockout, nowMs);
  if (recordedClockout !== clockout) {
    drafts.push({ type: 'API_EDIT', at: laterThan(rng, drafts), clockin, clockout });
  }
  const deleted = changeable && rng.chance(0.03);
  if (deleted) drafts.push({ type: 'API_DELETE', at: laterThan(rng, drafts), clockin, clockout });

  const id = rng.uuid();
  const merchantId = member.row.merchant_id;
  const events = drafts.map((draft, index) => ({
    id: rng.uuid(),
    shift_id: id,
    event_type: draft.type,
    clockin_time: toStoredTime(new Date(draft.clockin)),
    clockout_time: draft.clockout === null ? null : toStoredTime(new Date(draft.clockout)),
    created_at: toStoredTime(new Date(draft.at)),
    seq: index + 1,
  }));
  return {
    timecard: {
      id,
      merchant_id: merchantId,
      employee_id: member.row.id,
      clockin_time: toStoredTime(new Date(clockin)),
      clockout_time: clockout === null ? null : toStoredTime(new Date(clockout)),
      clockin_location_id: shift.location.row.id,
      clockout_location_id: clockout === null ? null : shift.location.row.id,
      deleted: deleted ? 1 : 0,
      created_at: events[0]!.created_at,
      updated_at: events[events.length - 1]!.created_at,
    },
    events,
  };
}

/** A clock-out needing correction: forgotten until later, or tapped early (shifts last ≥ 4 h). */
function misrecorded(rng: Random, clockout: number): number {
  return rng.chance(0.6)
    ? clockout + rng.int(30 * MINUTE, 3 * HOUR)
    : clockout - rng.int(15 * MINUTE, 60 * MINUTE);
}

function creationEvents(
  rng: Random,
  clockin: number,
  clockout: number | null,
  nowMs: number,
): EventDraft[] {
  if (clockout === null || rng.chance(0.7)) {
    const clockinEvent = { type: 'REGISTER_CLOCKIN', at: clockin, clockin, clockout: null };
    if (clockout === null) return [clockinEvent];
    return [clockinEvent, { type: 'REGISTER_CLOCKOUT', at: clockout, clockin, clockout }];
  }
  const enteredAt = Math.min(nowMs, clockout + rng.int(MINUTE, DAY));
  return [{ type: 'API_CREATE', at: enteredAt, clockin, clockout }];
}

function laterThan(rng: Random, drafts: EventDraft[]): number {
  return (drafts[drafts.length - 1]?.at ?? 0) + rng.int(10 * MINUTE, DAY);
}

/** Collects the planned timecards; `seedLabor` writes them (as shifts) in multi-row inserts. */
class TimecardList {
  readonly timecards: BuiltTimecard[] = [];

  add(built: BuiltTimecard): Promise<void> {
    this.timecards.push(built);
    return Promise.resolve();
  }
}
