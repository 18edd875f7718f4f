import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaborVsSalesReportT } from '@contract/labor-sales';
import type { ShiftT } from '@contract/shifts';
import type { V1TimecardT } from '@contract/timecards';
import type { WorkedTimeResponseT } from '@contract/worked-time';
import type { WorkweekConfigT } from '@contract/workweek-configs';
import type { EmployeeWageT } from '@contract/employee-wages';
import { clientFor, collectV1Pages, expectStatus, type Client } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';

/**
 * §7 (labor): over a generated demo merchant, every hours / overtime / labor-cost total the web
 * app shows per employee per workweek (GET /app/labor/worked-time) and the labor cost per day of
 * Labor cost vs sales equals the same total recomputed HERE, independently of
 * server/modules/labor/worked-time.ts, from the public API's records: v2 searchShifts,
 * listEmployeeWages, listWorkweekConfigs (and v1 listTimecards once a timecard is a shift).
 * The rule restated (docs/decisions/2026-11-25-worked-time-rule.md): paid = length − unpaid
 * breaks; a shift is in the workweek it starts in on its own zone's clock; overtime = paid time
 * over 40 h per employee per workweek, chronologically; cost = round(rate × (regular + 1.5 ×
 * overtime) / 1 h) per shift with the shift's wage, else the employee's; OPEN shifts count 0.
 */

let server: TestServer;
let client: Client;
let shifts: ShiftT[];
let wages: EmployeeWageT[];
let config: WorkweekConfigT;
let expected: ReturnType<typeof recompute>;
let cases = 0;

const check = (actual: unknown, wanted: unknown, label: string) => {
  cases += 1;
  expect(actual, label).toEqual(wanted);
};

// --- The independent recomputation ---------------------------------------------------------

const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

function wallClock(ms: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
  }).formatToParts(ms);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    weekday: WEEK.indexOf(get('weekday').toUpperCase()),
  };
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** By walking the wall clock: the workday is the local date, less one before start of day. */
function workweekOf(startAt: string, timeZone: string): string {
  const local = wallClock(Date.parse(startAt), timeZone);
  const startOfDay = config.start_of_day_local_time.slice(0, 5);
  let date = local.date;
  let weekday = local.weekday;
  // A start of day skipped by a spring-forward jump begins when the clock has passed it, which
  // a wall-clock comparison gets right except inside the gap itself (never a seeded time).
  if (local.time < startOfDay) {
    date = plusDays(date, -1);
    weekday = (weekday + 6) % 7;
  }
  const back = (weekday - WEEK.indexOf(config.start_of_week) + 7) % 7;
  return plusDays(date, -back);
}

const seconds = (from: string, to: string) =>
  Math.floor((Date.parse(to) - Date.parse(from)) / 1000);

interface Expected {
  shift: ShiftT;
  week: string;
  paid: number;
  unpaid: number;
  regular: number;
  overtime: number;
  cost: { amount: number; currency: string } | null;
}

function recompute(all: ShiftT[]) {
  const ordered = [...all].sort(
    (a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || a.id.localeCompare(b.id),
  );
  const sofar = new Map<string, number>();
  const out: Expected[] = [];
  for (const shift of ordered) {
    const week = workweekOf(shift.start_at, shift.timezone);
    let paid = 0;
    let unpaid = 0;
    if (shift.end_at) {
      const end = shift.end_at;
      for (const b of shift.breaks) {
        if (b.is_paid) continue;
        const from =
          Date.parse(b.start_at) < Date.parse(shift.start_at) ? shift.start_at : b.start_at;
        const to = !b.end_at || Date.parse(b.end_at) > Date.parse(end) ? end : b.end_at;
        unpaid += Math.max(0, seconds(from, to));
      }
      unpaid = Math.min(unpaid, seconds(shift.start_at, end));
      paid = seconds(shift.start_at, end) - unpaid;
    }
    const key = `${shift.employee_id}/${week}`;
    const before = sofar.get(key) ?? 0;
    sofar.set(key, before + paid);
    const regular = Math.min(paid, Math.max(0, 40 * 3600 - before));
    const overtime = paid - regular;
    const rate = shift.wage?.hourly_rate ?? employeeRate(shift.employee_id, shift.wage?.title);
    const cost = rate
      ? {
          amount: Math.round((rate.amount * regular + rate.amount * 1.5 * overtime) / 3600),
          currency: rate.currency,
        }
      : null;
    out.push({ shift, week, paid, unpaid, regular, overtime, cost });
  }
  return out;
}

/** A shift without a wage is paid at the employee's wage of its title, else the first one. */
function employeeRate(employeeId: string, title: string | undefined) {
  const own = wages.filter((w) => w.employee_id === employeeId && w.hourly_rate);
  return ((title !== undefined ? own.find((w) => w.title === title) : undefined) ?? own[0])
    ?.hourly_rate;
}

function totals(list: Expected[]) {
  const cost: Record<string, number> = {};
  for (const e of list)
    if (e.cost) cost[e.cost.currency] = (cost[e.cost.currency] ?? 0) + e.cost.amount;
  return {
    shift_count: list.length,
    open_shift_count: list.filter((e) => !e.shift.end_at).length,
    paid_seconds: list.reduce((s, e) => s + e.paid, 0),
    unpaid_break_seconds: list.reduce((s, e) => s + e.unpaid, 0),
    regular_seconds: list.reduce((s, e) => s + e.regular, 0),
    overtime_seconds: list.reduce((s, e) => s + e.overtime, 0),
    unpriced_seconds: list.filter((e) => !e.cost).reduce((s, e) => s + e.paid, 0),
    labor_cost: Object.entries(cost)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ amount, currency })),
  };
}

function groupBy<T>(items: T[], key: (item: T) => string) {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

// --- The public API's records --------------------------------------------------------------

async function searchAllShifts(): Promise<ShiftT[]> {
  const all: ShiftT[] = [];
  let cursor: string | undefined;
  do {
    const res = await client.post<{ shifts?: ShiftT[]; cursor?: string }>(
      '/v2/labor/shifts/search',
      { limit: 200, ...(cursor ? { cursor } : {}) },
    );
    expectStatus(res, 200);
    all.push(...(res.body.shifts ?? []));
    cursor = res.body.cursor;
  } while (cursor);
  return all;
}

/**
 * Whether the seeded fortnight holds an overtime week depends on the day and hour the seed runs
 * (its shifts are random but placed relative to now). So one employee with a wage also works a
 * 45-hour week of the API's own making: Monday to Friday, 9 h a day, in the week that began three
 * weeks ago (before any seeded shift of theirs, and in every seeded location's 05:00 workweek).
 */
async function addOvertimeWeek(wage: EmployeeWageT, locationId: string): Promise<void> {
  const monday = new Date(Date.now() - 21 * 86_400_000);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  for (let day = 0; day < 5; day++) {
    const date = plusDays(monday.toISOString().slice(0, 10), day);
    const res = await client.post('/v2/labor/shifts', {
      idempotency_key: `overtime-week-${day}`,
      shift: {
        employee_id: wage.employee_id,
        location_id: locationId,
        start_at: `${date}T15:00:00Z`,
        end_at: `${plusDays(date, 1)}T00:00:00Z`,
      },
    });
    expectStatus(res, 200);
  }
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  client = clientFor(server.url, await server.token());
  const wageRes = await client.get<{ employee_wages: EmployeeWageT[] }>(
    '/v2/labor/employee-wages?limit=200',
  );
  expectStatus(wageRes, 200);
  wages = wageRes.body.employee_wages;
  await addOvertimeWeek(
    wages.find((w) => w.hourly_rate)!,
    server.locationIds[0]!,
  );
  shifts = await searchAllShifts();
  const configRes = await client.get<{ workweek_configs: WorkweekConfigT[] }>(
    '/v2/labor/workweek-configs',
  );
  expectStatus(configRes, 200);
  config = configRes.body.workweek_configs[0]!;
  expected = recompute(shifts);
}, 180_000);

afterAll(async () => {
  console.info(`worked-time consistency (${server?.engine}): ${cases} cases checked`);
  await server?.close();
});

describe('worked time is one truth on a generated demo merchant', () => {
  it('has the variety to prove something: several weeks, overtime, breaks, wages', () => {
    expect(shifts.length).toBeGreaterThan(50);
    expect(new Set(expected.map((e) => e.week)).size).toBeGreaterThanOrEqual(2);
    expect(expected.some((e) => e.unpaid > 0)).toBe(true);
    expect(expected.some((e) => e.overtime > 0)).toBe(true);
    expect(expected.some((e) => e.cost !== null)).toBe(true);
    expect(wages.length).toBeGreaterThan(0);
    expect(wages.length).toBeLessThan(200); // one page of listEmployeeWages holds them all
  });

  it('GET /app/labor/worked-time: every employee-workweek total, per location too, and every shift', async () => {
    const byWeek = groupBy(expected, (e) => e.week);
    for (const [week, list] of byWeek) {
      const res = await client.get<WorkedTimeResponseT>(`/app/labor/worked-time?workweek=${week}`);
      expectStatus(res, 200);
      const body = res.body;
      check(
        body.shifts.map((s) => s.shift_id).sort(),
        list.map((e) => e.shift.id).sort(),
        `shifts of ${week}`,
      );
      const served = new Map(body.shifts.map((s) => [s.shift_id, s]));
      for (const e of list) {
        const s = served.get(e.shift.id);
        check(
          s && [
            s.paid_seconds,
            s.unpaid_break_seconds,
            s.regular_seconds,
            s.overtime_seconds,
            s.labor_cost,
          ],
          [e.paid, e.unpaid, e.regular, e.overtime, e.cost],
          `shift ${e.shift.id}`,
        );
      }
      const byEmployee = groupBy(list, (e) => e.shift.employee_id);
      check(body.workweeks.length, byEmployee.size, `employees in ${week}`);
      for (const [employee, mine] of byEmployee) {
        const total = body.workweeks.find((w) => w.employee_id === employee);
        const { locations, employee_id: _e, workweek_start: _w, ...figures } = total!;
        check(figures, totals(mine), `${employee} in ${week}`);
        const byLocation = groupBy(mine, (e) => e.shift.location_id);
        for (const [location, atLocation] of byLocation) {
          const at = locations.find((l) => l.location_id === location);
          const { location_id: _l, ...atFigures } = at!;
          check(atFigures, totals(atLocation), `${employee} in ${week} at ${location}`);
        }
      }
    }
  });

  it('does not depend on a selected location: a location filter changes which shifts, not their figures', async () => {
    const week = expected[Math.floor(expected.length / 2)]!.week;
    for (const location of server.locationIds) {
      const res = await client.get<WorkedTimeResponseT>(
        `/app/labor/worked-time?workweek=${week}&location_id=${location}`,
      );
      expectStatus(res, 200);
      for (const s of res.body.shifts) {
        const e = expected.find((x) => x.shift.id === s.shift_id)!;
        check([s.regular_seconds, s.overtime_seconds], [e.regular, e.overtime], `${s.shift_id}`);
      }
    }
  });

  it('Labor cost vs sales: each day’s labor cost, minutes and shift counts', async () => {
    const locations = new Map(shifts.map((s) => [s.location_id, s.timezone]));
    for (const [location, timeZone] of locations) {
      const here = expected.filter((e) => e.shift.location_id === location);
      const days = here.map((e) => wallClock(Date.parse(e.shift.start_at), timeZone).date).sort();
      const res = await client.get<{ report: LaborVsSalesReportT }>(
        `/app/reports/labor-vs-sales?location_id=${location}&begin_date=${days[0]}&end_date=${days[days.length - 1]}`,
      );
      expectStatus(res, 200);
      const { report } = res.body;
      const byDay = groupBy(here, (e) => wallClock(Date.parse(e.shift.start_at), timeZone).date);
      for (const day of report.days) {
        const list = byDay.get(day.date) ?? [];
        const closed = list.filter((e) => e.shift.end_at);
        const priced = closed.filter((e) => e.cost && e.cost.currency === report.currency);
        check(
          [day.labor_cost_amount, day.labor_minutes, day.shift_count, day.open_shift_count],
          [
            priced.reduce((s, e) => s + e.cost!.amount, 0),
            Math.floor(closed.reduce((s, e) => s + e.paid, 0) / 60),
            closed.length,
            list.length - closed.length,
          ],
          `${location} ${day.date}`,
        );
      }
    }
  });

  it('v1 listTimecards: each timecard’s regular and overtime seconds (a timecard is a shift)', async () => {
    const { items } = await collectV1Pages<V1TimecardT>(client, '/v1/me/timecards?limit=200');
    const byId = new Map(expected.map((e) => [e.shift.id, e]));
    const live = items.filter((t) => !t.deleted);
    // One store: every live timecard is one of the shifts v2 lists, under the same id.
    expect(live.length).toBeGreaterThan(0);
    expect(live.filter((t) => !byId.has(t.id)).map((t) => t.id)).toEqual([]);
    for (const t of live) {
      const e = byId.get(t.id);
      check(
        [t.regular_seconds_worked, t.overtime_seconds_worked, t.doubletime_seconds_worked],
        [e?.regular, e?.overtime, 0],
        `timecard ${t.id}`,
      );
    }
  });
});
