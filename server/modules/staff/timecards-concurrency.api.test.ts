/**
 * Timecards under concurrent requests over real HTTP. On PostgreSQL the one-open-timecard partial
 * unique index and the row lock on update/delete do the work; on SQLite the single writer does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiResponse, startTestServer, type TestServer } from '../../testing/harness';
import {
  alreadyClockedIn,
  createTimecard,
  eventRows,
  openTimecardRows,
  type Timecard,
  type TimecardEvent,
} from '../../testing/timecards';
import { type Client, inParallel, newEmployeeId } from '../../testing/expectations';
import { HOUR_MS } from '../../testing/labor';

const TIMECARDS = '/v1/me/timecards';
const PARALLEL = 20;
const DELETED_MESSAGE = (id: string) =>
  `Timecard ${id} is deleted; deleted timecards cannot be modified`;

let server: TestServer;
let client: Client;

/** An ISO time `hours` before now, on a whole second. */
const hoursAgo = (hours: number) =>
  new Date(Math.floor(Date.now() / 1000) * 1000 - hours * HOUR_MS).toISOString();

const statuses = (responses: readonly ApiResponse[]) => responses.map((r) => r.status);

/** Asserts the events of a timecard are numbered 1..n with no gap or duplicate, and returns them. */
async function expectContiguousEvents(timecardId: string) {
  const rows = await eventRows(server, timecardId);
  expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
  const res = await client.get<TimecardEvent[]>(`${TIMECARDS}/${timecardId}/events`);
  expect(res.status).toBe(200);
  expect(res.body.map((e) => e.event_type)).toEqual(rows.map((r) => r.event_type));
  expect(new Set(res.body.map((e) => e.id)).size).toBe(rows.length);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer();
  client = api(server, await server.token());
});

afterAll(async () => {
  await server?.close();
});

describe(`timecards under concurrency (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it(`lets exactly one of ${PARALLEL} parallel clock-ins for one employee succeed`, async () => {
    const employeeId = await newEmployeeId(client);
    const responses = await inParallel(PARALLEL, () =>
      client.post<Timecard>(TIMECARDS, { employee_id: employeeId }),
    );
    const winners = responses.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.body;
    const losers = responses.filter((r) => r !== winners[0]);
    expect(statuses(losers)).toEqual(Array.from({ length: PARALLEL - 1 }, () => 400));
    // A loser either saw the open timecard or lost the race for the unique index.
    const type = 'bad_request.invalid_parameter';
    const bodies = [
      { type, message: alreadyClockedIn(winner.id) },
      { type, message: alreadyClockedIn() },
    ];
    for (const loser of losers) expect(bodies).toContainEqual(loser.body);
    expect(await openTimecardRows(server, employeeId)).toEqual([{ id: winner.id }]);
    const listed = await client.get<Timecard[]>(`${TIMECARDS}?employee_id=${employeeId}`);
    expect(listed.body).toEqual([winner]);
    expect((await expectContiguousEvents(winner.id)).map((e) => e.event_type)).toEqual([
      'API_CREATE',
    ]);
  });

  it('lets exactly one of parallel clock-ins and imports for a clocked-out employee clock in', async () => {
    const employeeId = await newEmployeeId(client);
    const responses = await inParallel(PARALLEL, (i) =>
      client.post<Timecard>(
        TIMECARDS,
        i % 2 === 0
          ? { employee_id: employeeId }
          : { employee_id: employeeId, clockin_time: hoursAgo(i + 9), clockout_time: hoursAgo(i) },
      ),
    );
    expect(responses.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const open = responses.filter((r) => r.status === 200 && r.body.clockout_time === undefined);
    expect(open).toHaveLength(1);
    expect(await openTimecardRows(server, employeeId)).toEqual([{ id: open[0]!.body.id }]);
  });

  it(`gives ${PARALLEL} parallel clock-ins for ${PARALLEL / 2} employees one timecard each`, async () => {
    const employees = await Promise.all(
      Array.from({ length: PARALLEL / 2 }, () => newEmployeeId(client)),
    );
    const responses = await inParallel(employees.length, (i) =>
      client.post<Timecard>(TIMECARDS, { employee_id: employees[i] }),
    );
    expect(statuses(responses)).toEqual(employees.map(() => 200));
    expect(responses.map((r) => r.body.employee_id)).toEqual(employees);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(employees.length);
    for (const [i, employeeId] of employees.entries()) {
      expect(await openTimecardRows(server, employeeId)).toEqual([{ id: responses[i]!.body.id }]);
    }
  });

  it(`records ${PARALLEL} parallel edits of one timecard as events 1..${PARALLEL + 1}`, async () => {
    const [inLoc, outLoc] = server.locationIds;
    const tc = await createTimecard(client, { employee_id: await newEmployeeId(client) });
    const clockouts = Array.from({ length: PARALLEL }, (_, i) =>
      new Date(Date.parse(tc.clockin_time) + (i + 1) * 1000).toISOString(),
    );
    const responses = await inParallel(PARALLEL, (i) =>
      client.put<Timecard>(`${TIMECARDS}/${tc.id}`, {
        clockout_time: clockouts[i],
        clockout_location_id: i % 2 === 0 ? inLoc : outLoc,
      }),
    );
    expect(statuses(responses)).toEqual(clockouts.map(() => 200));
    const events = await expectContiguousEvents(tc.id);
    expect(events.map((e) => e.event_type)).toEqual([
      'API_CREATE',
      ...clockouts.map(() => 'API_EDIT'),
    ]);
    // Each edit's event carries the values it wrote, and the timecard ends with the last one.
    expect(
      events
        .slice(1)
        .map((e) => e.clockout_time)
        .sort(),
    ).toEqual(clockouts);
    // Each edit is stamped once it holds the row, so timestamps follow the event order.
    const stamps = events.map((e) => e.created_at);
    expect(stamps).toEqual([...stamps].sort());
    const final = await client.get<Timecard>(`${TIMECARDS}/${tc.id}`);
    expect(final.body.clockout_time).toBe(events.at(-1)!.clockout_time);
    expect(final.body.updated_at).toBe(stamps.at(-1));
    expect(final.body.events).toEqual(events);
  });

  it('rejects edits that arrive after a parallel delete, and records one API_DELETE last', async () => {
    const tc = await createTimecard(client, {
      employee_id: await newEmployeeId(client),
      clockin_time: hoursAgo(10),
      clockout_time: hoursAgo(2),
    });
    const path = `${TIMECARDS}/${tc.id}`;
    const responses = await inParallel(PARALLEL, (i) =>
      i === PARALLEL / 2 ? client.del(path) : client.put(path, { clockout_time: hoursAgo(1) }),
    );
    const deleted = responses[PARALLEL / 2]!;
    expect({ status: deleted.status, body: deleted.body }).toEqual({ status: 200, body: {} });
    const edits = responses.filter((r) => r !== deleted);
    const rejected = edits.filter((r) => r.status !== 200);
    for (const r of rejected) {
      expect({ status: r.status, body: r.body }).toEqual({
        status: 400,
        body: { type: 'bad_request', message: DELETED_MESSAGE(tc.id) },
      });
    }
    const events = await expectContiguousEvents(tc.id);
    expect(events.map((e) => e.event_type)).toEqual([
      'API_CREATE',
      ...Array.from({ length: edits.length - rejected.length }, () => 'API_EDIT'),
      'API_DELETE',
    ]);
  });

  it('deletes once when the same timecard is deleted in parallel', async () => {
    const tc = await createTimecard(client, { employee_id: await newEmployeeId(client) });
    const responses = await inParallel(PARALLEL, () => client.del(`${TIMECARDS}/${tc.id}`));
    expect(responses.map((r) => ({ status: r.status, body: r.body }))).toEqual(
      responses.map(() => ({ status: 200, body: {} })),
    );
    const events = await expectContiguousEvents(tc.id);
    expect(events.map((e) => e.event_type)).toEqual(['API_CREATE', 'API_DELETE']);
  });

  it('keeps one open timecard when clock-out and clock-in race', async () => {
    const employeeId = await newEmployeeId(client);
    const open = await createTimecard(client, { employee_id: employeeId });
    const out = new Date(Date.parse(open.clockin_time) + 1000).toISOString();
    const responses = await inParallel(PARALLEL, (i) =>
      i === 0
        ? client.put(`${TIMECARDS}/${open.id}`, { clockout_time: out })
        : client.post(TIMECARDS, { employee_id: employeeId }),
    );
    expect(responses[0]!.status).toBe(200);
    const clockIns = responses.slice(1);
    expect(clockIns.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect(clockIns.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect((await openTimecardRows(server, employeeId)).length).toBeLessThanOrEqual(1);
  });
});
