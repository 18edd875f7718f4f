/**
 * Worked time is one store (docs/decisions/2026-11-25-worked-time-one-store.md): what one API
 * generation writes, the other reads, every total counts it once, and the one-open and no-overlap
 * rules hold across generations, also under concurrent requests through the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftT } from '@contract/shifts';
import type { V1TimecardT } from '@contract/timecards';
import type { LaborVsSalesReportT } from '@contract/labor-sales';
import { clientFor, inParallel, newEmployeeId, type Client } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { SEARCH, SHIFTS, at, createShift, shiftBody } from '../../testing/labor';

const TIMECARDS = '/v1/me/timecards';
const PARALLEL = 8;

let server: TestServer;
let client: Client;
let location: string;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [location = ''] = server.locationIds;
});

afterAll(async () => {
  await server?.close();
});

async function v1Create(body: Record<string, unknown>): Promise<V1TimecardT> {
  const res = await client.post<V1TimecardT>(TIMECARDS, body);
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
  return res.body;
}

const getShift = (id: string) => client.get<{ shift: ShiftT }>(`${SHIFTS}/${id}`);
const getTimecard = (id: string) => client.get<V1TimecardT>(`${TIMECARDS}/${id}`);

async function searchIds(employeeId: string): Promise<string[]> {
  const res = await client.post<{ shifts?: ShiftT[] }>(SEARCH, {
    query: { filter: { employee_ids: [employeeId] } },
    limit: 200,
  });
  expect(res.status).toBe(200);
  return (res.body.shifts ?? []).map((s) => s.id);
}

describe(`worked time in one store (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('a v1 timecard is found by v2 getShift and searchShifts, without a wage', async () => {
    const employee = await newEmployeeId(client);
    const tc = await v1Create({
      employee_id: employee,
      clockin_time: at(0),
      clockout_time: at(8),
      clockin_location_id: location,
    });
    const res = await getShift(tc.id);
    expect(res.status).toBe(200);
    expect(res.body.shift).toMatchObject({
      id: tc.id,
      employee_id: employee,
      location_id: location,
      status: 'CLOSED',
      version: 1,
      breaks: [],
    });
    expect(Date.parse(res.body.shift.start_at)).toBe(Date.parse(at(0)));
    expect(Date.parse(res.body.shift.end_at!)).toBe(Date.parse(at(8)));
    expect(res.body.shift.wage).toBeUndefined();
    expect(await searchIds(employee)).toEqual([tc.id]);
  });

  it('a v2 shift is listed by v1 listTimecards, with an API_CREATE event', async () => {
    const employee = await newEmployeeId(client);
    const shift = await createShift(client, shiftBody(employee, location, 10, 18));
    const list = await client.get<V1TimecardT[]>(`${TIMECARDS}?employee_id=${employee}`);
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.id)).toEqual([shift.id]);
    expect(list.body[0]).toMatchObject({
      clockin_time: at(10),
      clockout_time: at(18),
      clockin_location_id: location,
      deleted: false,
      regular_seconds_worked: 8 * 3600,
    });
    expect(list.body[0]!.events.map((e) => e.event_type)).toEqual(['API_CREATE']);
  });

  it('an edit through either generation is read by the other; v1 edits move the version', async () => {
    const employee = await newEmployeeId(client);
    const shift = await createShift(client, shiftBody(employee, location, 20, 28));
    // v2 edit → v1 reads it.
    const v2 = await client.put<{ shift: ShiftT }>(`${SHIFTS}/${shift.id}`, {
      shift: { ...shiftBody(employee, location, 20, 27), version: shift.version },
    });
    expect(v2.status).toBe(200);
    const afterV2 = await getTimecard(shift.id);
    expect(afterV2.body.clockout_time).toBe(at(27));
    expect(afterV2.body.events.map((e) => e.event_type)).toEqual(['API_CREATE', 'API_EDIT']);
    // v1 edit → v2 reads it, with a new version.
    const v1 = await client.put<V1TimecardT>(`${TIMECARDS}/${shift.id}`, {
      clockout_time: at(26.5),
    });
    expect(v1.status).toBe(200);
    const afterV1 = await getShift(shift.id);
    expect(Date.parse(afterV1.body.shift.end_at!)).toBe(Date.parse(at(26.5)));
    expect(afterV1.body.shift.version).toBe(v2.body.shift.version + 1);
    // A v2 client still holding the version before the v1 edit gets its conflict.
    const stale = await client.put(`${SHIFTS}/${shift.id}`, {
      shift: { ...shiftBody(employee, location, 20, 25), version: v2.body.shift.version },
    });
    expect(stale.status).toBe(409);
  });

  it('a deleted v1 timecard is gone from v2 and from labor vs sales, and v1 still reads it', async () => {
    const employee = await newEmployeeId(client);
    // 30 days ago, 09:00–13:00 UTC: a day with nothing else at this location.
    const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const report = async () => {
      const res = await client.get<{ report: LaborVsSalesReportT }>(
        `/app/reports/labor-vs-sales?location_id=${location}&begin_date=${day}&end_date=${day}`,
      );
      expect(res.status).toBe(200);
      return res.body.report.totals;
    };
    const before = await report();
    const tc = await v1Create({
      employee_id: employee,
      clockin_time: `${day}T14:00:00.000Z`,
      clockout_time: `${day}T18:00:00.000Z`,
      clockin_location_id: location,
    });
    const counted = await report();
    expect(counted.shift_count).toBe(before.shift_count + 1);
    expect(counted.labor_minutes).toBe(before.labor_minutes + 240);
    expect((await client.del(`${TIMECARDS}/${tc.id}`)).status).toBe(200);
    expect(await report()).toEqual(before);
    expect((await getShift(tc.id)).status).toBe(404);
    expect(await searchIds(employee)).toEqual([]);
    const v1 = await getTimecard(tc.id);
    expect(v1.body.deleted).toBe(true);
    expect(v1.body.events.map((e) => e.event_type)).toEqual(['API_CREATE', 'API_DELETE']);
    const deleted = await client.get<V1TimecardT[]>(
      `${TIMECARDS}?employee_id=${employee}&deleted=true`,
    );
    expect(deleted.body.map((t) => t.id)).toEqual([tc.id]);
    // Its time is free again, for either generation.
    await createShift(client, {
      ...shiftBody(employee, location, 0, 1),
      start_at: `${day}T14:00:00.000Z`,
      end_at: `${day}T18:00:00.000Z`,
    });
  });

  it('refuses a v1 timecard that overlaps another (Oct 31 22:00–06:00, then 20:00–06:00)', async () => {
    const employee = await newEmployeeId(client);
    await v1Create({
      employee_id: employee,
      clockin_time: '2026-11-01T02:00:00.000Z',
      clockout_time: '2026-11-01T10:00:00.000Z',
    });
    const res = await client.post<{ type: string; message: string }>(TIMECARDS, {
      employee_id: employee,
      clockin_time: '2026-11-01T00:00:00.000Z',
      clockout_time: '2026-11-01T10:00:00.000Z',
    });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('bad_request.invalid_parameter');
    expect(res.body.message).toMatch(/^clockout_time overlaps timecard [0-9a-f-]{36} /);
    // And a v2 shift over the same hours is refused too.
    const v2 = await client.post<{ errors: { field: string }[] }>(SHIFTS, {
      idempotency_key: `overlap-${employee}`,
      shift: {
        employee_id: employee,
        location_id: location,
        start_at: '2026-11-01T04:00:00Z',
        end_at: '2026-11-01T05:00:00Z',
      },
    });
    expect(v2.status).toBe(400);
    expect(v2.body.errors[0]?.field).toBe('shift.start_at');
    // A v1 edit into it as well.
    const other = await v1Create({
      employee_id: employee,
      clockin_time: '2026-11-01T12:00:00.000Z',
      clockout_time: '2026-11-01T14:00:00.000Z',
    });
    const edit = await client.put<{ message: string }>(`${TIMECARDS}/${other.id}`, {
      clockin_time: '2026-11-01T09:00:00.000Z',
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toMatch(/^clockin_time overlaps timecard /);
  });

  it('races of v1 clock-ins and v2 OPEN creates end with exactly one open record', async () => {
    const winners: string[] = [];
    for (let round = 0; round < 4; round++) {
      const employee = await newEmployeeId(client);
      const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000).toISOString();
      const responses = await inParallel(PARALLEL, (i) =>
        // Odd rounds send a v2 create first.
        (i + round) % 2 === 0
          ? client.post(TIMECARDS, { employee_id: employee })
          : client.post(SHIFTS, {
              idempotency_key: `race-${employee}-${i}`,
              shift: { employee_id: employee, location_id: location, start_at: start },
            }),
      );
      const ok = responses.flatMap((r, i) => (r.status === 200 ? [i] : []));
      expect(responses.every((r) => r.status === 200 || r.status === 400)).toBe(true);
      expect(ok).toHaveLength(1);
      winners.push((ok[0]! + round) % 2 === 0 ? 'v1' : 'v2');
      const open = await server.db
        .selectFrom('shifts')
        .select('id')
        .where('employee_id', '=', employee)
        .where('end_at', 'is', null)
        .where('deleted', '=', 0)
        .execute();
      expect(open).toHaveLength(1);
    }
    console.log(
      `[${server.engine}] v1/v2 open races: ${winners.length} rounds of ${PARALLEL} requests, ` +
        `each one open record; won by ${winners.join(', ')}`,
    );
  });
});
