/**
 * Labor rules under concurrent requests over real HTTP. On PostgreSQL (a pool of connections)
 * the row locks (location for break types, employee for shifts), the one-OPEN-shift partial
 * unique index and the idempotency key's primary key do the work; SQLite runs one transaction at
 * a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakTypeT } from '@contract/break-types';
import { shiftsOverlap, type ShiftT } from '@contract/shifts';
import type { ApiResponse } from '../../testing/harness';
import { newId } from '../../lib/ids';
import { clientFor, inParallel, newEmployeeId, type Client } from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  BREAK_TYPES,
  LIMIT_DETAIL,
  SHIFTS,
  at,
  breakTypeBody,
  createBreakType,
  createShift,
  shiftBody,
} from '../../testing/labor';

const PARALLEL = 10;

let server: TestServer;
let client: Client;
let location: string;

const times = (n: number, status: number) => Array.from({ length: n }, () => status);
const statuses = (responses: readonly ApiResponse[]) => responses.map((r) => r.status).sort();
const ok = <T>(responses: readonly ApiResponse<T>[]) => responses.filter((r) => r.status === 200);

const shiftRows = (employeeId: string) =>
  server.db
    .selectFrom('shifts')
    .select(['id', 'start_at', 'end_at'])
    .where('employee_id', '=', employeeId)
    .orderBy('start_at')
    .execute();

/** A new location of the main merchant (a copy of its first one), with no break types. */
async function newLocation(): Promise<string> {
  const first = await server.db
    .selectFrom('locations')
    .selectAll()
    .where('id', '=', location)
    .executeTakeFirstOrThrow();
  const id = newId();
  await server.db
    .insertInto('locations')
    .values({ ...first, id, name: `Race ${id.slice(0, 8)}` })
    .execute();
  return id;
}

const breakTypesAt = (locationId: string) =>
  server.db.selectFrom('break_types').select('id').where('location_id', '=', locationId).execute();

/** No two stored shifts of the employee share a minute. */
async function expectNoOverlap(employeeId: string) {
  const rows = await shiftRows(employeeId);
  const shifts = rows.map((r) => ({ start_at: r.start_at, end_at: r.end_at ?? undefined }));
  shifts.forEach((a, i) =>
    shifts
      .slice(i + 1)
      .forEach((b) => expect(shiftsOverlap(a, b), JSON.stringify([a, b])).toBe(false)),
  );
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [location = ''] = server.locationIds;
});

afterAll(async () => {
  await server?.close();
});

describe(`labor under concurrency (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it(`keeps ${PARALLEL} parallel break-type creates for one location to exactly 3`, async () => {
    const target = server.locationIds[1]!;
    const responses = await inParallel(PARALLEL, (i) =>
      client.post<{ break_type: BreakTypeT }>(BREAK_TYPES, {
        break_type: breakTypeBody(target, { break_name: `Break ${i}` }),
      }),
    );
    expect(statuses(responses)).toEqual([...times(3, 200), ...times(PARALLEL - 3, 400)]);
    for (const r of responses.filter((x) => x.status === 400)) {
      expect(r.body).toEqual({
        errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: LIMIT_DETAIL }],
      });
    }
    const stored = await server.db
      .selectFrom('break_types')
      .select('id')
      .where('location_id', '=', target)
      .execute();
    expect(stored.map((r) => r.id).sort()).toEqual(
      ok(responses)
        .map((r) => r.body.break_type.id)
        .sort(),
    );
  });

  it('keeps parallel moves of break types into one location to the limit of 3', async () => {
    const from = await newLocation();
    const to = await newLocation();
    const moving: BreakTypeT[] = [];
    for (let i = 0; i < 3; i++)
      moving.push(await createBreakType(client, from, { break_name: `M${i}` }));
    await createBreakType(client, to, { break_name: 'Already there' });
    // Room for two more at `to`: of three parallel moves exactly one must be refused.
    const responses = await inParallel(moving.length, (i) =>
      client.put<{ break_type: BreakTypeT }>(`${BREAK_TYPES}/${moving[i]!.id}`, {
        break_type: breakTypeBody(to, { break_name: `M${i}` }),
      }),
    );
    expect(statuses(responses)).toEqual([200, 200, 400]);
    const refused = responses.find((r) => r.status === 400)!;
    expect(refused.body).toEqual({
      errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: LIMIT_DETAIL }],
    });
    expect(await breakTypesAt(to)).toHaveLength(3);
    expect(await breakTypesAt(from)).toHaveLength(1);
  });

  it('creates one break type for parallel replays of one idempotency_key', async () => {
    const body = {
      idempotency_key: 'race-bt',
      break_type: breakTypeBody(location, { break_name: 'Replayed' }),
    };
    const responses = await inParallel(PARALLEL, () =>
      client.post<{ break_type: BreakTypeT }>(BREAK_TYPES, body),
    );
    expect(statuses(responses)).toEqual(times(PARALLEL, 200));
    const [first] = responses;
    for (const r of responses) expect(r.body).toEqual(first!.body);
    const stored = await server.db
      .selectFrom('break_types')
      .select('id')
      .where('break_name', '=', 'Replayed')
      .execute();
    expect(stored).toEqual([{ id: first!.body.break_type.id }]);
  });

  it(`lets exactly one of ${PARALLEL} parallel OPEN shifts for one employee in`, async () => {
    const employee = await newEmployeeId(client);
    const responses = await inParallel(PARALLEL, (i) =>
      client.post<{ shift: ShiftT }>(SHIFTS, { shift: shiftBody(employee, location, 10 + i) }),
    );
    expect(statuses(responses)).toEqual([200, ...times(PARALLEL - 1, 400)]);
    for (const r of responses.filter((x) => x.status === 400)) {
      expect(r.body).toMatchObject({
        errors: [{ code: 'BAD_REQUEST', field: 'shift.employee_id' }],
      });
      expect(JSON.stringify(r.body)).toContain('shift.employee_id already has an OPEN shift');
    }
    const rows = await shiftRows(employee);
    expect(rows).toEqual([
      {
        id: ok(responses)[0]!.body.shift.id,
        start_at: expect.any(String) as unknown,
        end_at: null,
      },
    ]);
  });

  it('never stores an overlapping pair from parallel overlapping creates', async () => {
    const employee = await newEmployeeId(client);
    // Shift i runs from 30·i minutes to 30·i + 150 minutes: each overlaps the next four.
    const responses = await inParallel(PARALLEL, (i) =>
      client.post<{ shift: ShiftT }>(SHIFTS, {
        shift: shiftBody(employee, location, 100 + i / 2, 100 + i / 2 + 2.5),
      }),
    );
    expect(responses.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const won = ok(responses);
    expect(won.length).toBeGreaterThanOrEqual(2);
    for (const r of responses.filter((x) => x.status === 400)) {
      expect(r.body).toMatchObject({ errors: [{ code: 'BAD_REQUEST' }] });
      expect(JSON.stringify(r.body)).toContain('of the same employee');
    }
    const rows = await expectNoOverlap(employee);
    expect(rows.map((r) => r.id).sort()).toEqual(won.map((r) => r.body.shift.id).sort());
  });

  it('never stores an overlapping pair when OPEN and closed creates race', async () => {
    const employee = await newEmployeeId(client);
    const responses = await inParallel(PARALLEL, (i) =>
      client.post(SHIFTS, {
        shift:
          i % 2 === 0
            ? shiftBody(employee, location, 200 + i)
            : shiftBody(employee, location, 195 + i, 205 + i),
      }),
    );
    expect(ok(responses).length).toBeGreaterThanOrEqual(1);
    const rows = await expectNoOverlap(employee);
    expect(rows.filter((r) => r.end_at === null).length).toBeLessThanOrEqual(1);
    expect(rows).toHaveLength(ok(responses).length);
  });

  it('never stores an overlapping pair when two shifts are moved onto each other at once', async () => {
    const employee = await newEmployeeId(client);
    const a = await createShift(client, shiftBody(employee, location, 300, 302));
    const b = await createShift(client, shiftBody(employee, location, 310, 312));
    const move = (s: ShiftT, from: number, to: number) =>
      client.put(`${SHIFTS}/${s.id}`, {
        shift: { employee_id: employee, start_at: at(from), end_at: at(to) },
      });
    for (let round = 0; round < 5; round++) {
      // Each move alone is fine; together they would overlap.
      const [ra, rb] = await Promise.all([move(a, 305, 307 + round / 10), move(b, 306, 308)]);
      expect([ra.status, rb.status].sort()).toEqual([200, 400]);
      await expectNoOverlap(employee);
      // Back apart for the next round.
      expect((await move(a, 300, 302)).status).toBe(200);
      expect((await move(b, 310, 312)).status).toBe(200);
    }
  });

  it('answers every parallel replay of one idempotency_key with the one shift it created', async () => {
    const employee = await newEmployeeId(client);
    const body = { idempotency_key: 'race-same-shift', shift: shiftBody(employee, location, 450) };
    const responses = await inParallel(PARALLEL, () =>
      client.post<{ shift: ShiftT }>(SHIFTS, body),
    );
    expect(statuses(responses)).toEqual(times(PARALLEL, 200));
    const rows = await shiftRows(employee);
    expect(rows).toHaveLength(1);
    for (const r of responses) {
      expect(r.body).toEqual(responses[0]!.body);
      expect(r.body.shift.id).toBe(rows[0]!.id);
    }
  });

  it('creates one shift for parallel replays of one idempotency_key, and rejects the other bodies', async () => {
    const employee = await newEmployeeId(client);
    const same = shiftBody(employee, location, 400, 408);
    const different = shiftBody(employee, location, 400, 407);
    const responses = await inParallel(PARALLEL, (i) =>
      client.post<{ shift: ShiftT }>(SHIFTS, {
        idempotency_key: 'race-shift',
        shift: i % 2 === 0 ? same : different,
      }),
    );
    const rows = await shiftRows(employee);
    expect(rows).toHaveLength(1);
    const winner = ok(responses)[0]!.body.shift;
    expect(rows[0]!.id).toBe(winner.id);
    const winningBody = Date.parse(winner.end_at!) === Date.parse(at(408)) ? 0 : 1;
    responses.forEach((r, i) => {
      if (i % 2 === winningBody) {
        expect({ status: r.status, body: r.body }).toEqual({
          status: 200,
          body: { shift: winner },
        });
      } else {
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({
          errors: [{ code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency_key' }],
        });
      }
    });
  });

  it('accepts one of parallel updates made from the same version', async () => {
    const employee = await newEmployeeId(client);
    const shift = await createShift(client, shiftBody(employee, location, 500, 508));
    const responses = await inParallel(PARALLEL, (i) =>
      client.put<{ shift: ShiftT }>(`${SHIFTS}/${shift.id}`, {
        shift: { employee_id: employee, start_at: at(500), end_at: at(501 + i / 10), version: 1 },
      }),
    );
    expect(statuses(responses)).toEqual([200, ...times(PARALLEL - 1, 409)]);
    const stored = await client.get<{ shift: ShiftT }>(`${SHIFTS}/${shift.id}`);
    expect(stored.body).toEqual(ok(responses)[0]!.body);
    expect(stored.body.shift.version).toBe(2);
  });
});
