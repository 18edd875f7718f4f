import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../auth/scopes';
import { api, type ApiResponse, type TestServer, startTestServer } from '../../testing/harness';
import {
  alreadyClockedIn,
  createTimecard,
  dbSnapshot,
  type Timecard,
  type TimecardEvent,
} from '../../testing/timecards';
import {
  type Client,
  createEmployee,
  newEmployeeId,
  expectV1Error,
} from '../../testing/expectations';
import { HOUR_MS } from '../../testing/labor';

const TIMECARDS = '/v1/me/timecards';
const INVALID = 'bad_request.invalid_parameter';
const BAD_BATCH_TOKEN =
  'batch_token is not valid for this request: it was altered, or the filters changed since it was issued';
const lacks = (scope: Scope) =>
  `You have insufficient permissions to perform that action: the access token lacks ${scope}.`;

/** Imported shifts are laid out in hours from a whole hour 60 days ago. */
const BASE_MS = Math.floor(Date.now() / HOUR_MS) * HOUR_MS - 60 * 24 * HOUR_MS;
const at = (hours: number) => new Date(BASE_MS + hours * HOUR_MS).toISOString();
/** Matches any server-issued id. */
const anyId: unknown = expect.any(String);
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const zeroHours = {
  regular_seconds_worked: 0,
  overtime_seconds_worked: 0,
  doubletime_seconds_worked: 0,
};

let server: TestServer;
let client: Client;

const newEmployee = () => newEmployeeId(client);
const clockIn = (employee_id: string, extra: Record<string, unknown> = {}) =>
  createTimecard(client, { employee_id, ...extra });
const importShift = (employee_id: string, fromHour: number, toHour: number) =>
  createTimecard(client, { employee_id, clockin_time: at(fromHour), clockout_time: at(toHour) });
const clockOut = (id: string, clockout_time = fromNow(0)) =>
  client.put<Timecard>(`${TIMECARDS}/${id}`, { clockout_time });
const eventsOf = async (id: string) => {
  const res = await client.get<TimecardEvent[]>(`${TIMECARDS}/${id}/events`);
  expect(res.status).toBe(200);
  return res.body;
};
const ids = (timecards: readonly Timecard[]) => timecards.map((t) => t.id);

/** GET /v1/me/timecards?query that must succeed; the ids in the order returned. */
async function listIds(query: string): Promise<string[]> {
  const res = await client.get<Timecard[]>(`${TIMECARDS}?${query}`);
  expect(res.status).toBe(200);
  return ids(res.body);
}

/** Sends a request that must be rejected exactly as given, and must not write anything. */
async function expectRejected(
  send: () => Promise<ApiResponse>,
  status: number,
  type: string,
  message: string,
) {
  const before = await dbSnapshot(server);
  expectV1Error(await send(), status, type, message, { exact: true });
  expect(await dbSnapshot(server)).toEqual(before);
}

/** Waits until the clock has moved past `iso`, so the next write gets a later timestamp. */
async function waitPast(iso: string) {
  while (Date.now() <= Date.parse(iso)) await new Promise((r) => setTimeout(r, 2));
}

beforeAll(async () => {
  server = await startTestServer();
  client = api(server, await server.token());
});

afterAll(async () => {
  await server?.close();
});

describe(`timecards v1 (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  describe('createTimecard', () => {
    it('clocks the employee in now when only employee_id is sent, recording API_CREATE', async () => {
      const employeeId = await newEmployee();
      const before = Date.now();
      const res = await client.post<Timecard>(TIMECARDS, { employee_id: employeeId });
      const afterMs = Date.now();
      expect(res.status).toBe(200);
      const tc = res.body;
      expect(Date.parse(tc.clockin_time)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(tc.clockin_time)).toBeLessThanOrEqual(afterMs);
      const event = {
        id: anyId,
        event_type: 'API_CREATE',
        clockin_time: tc.clockin_time,
        created_at: tc.clockin_time,
      };
      expect(tc).toEqual({
        id: anyId,
        employee_id: employeeId,
        deleted: false,
        clockin_time: tc.clockin_time,
        // One timecard is one shift, and a shift is always at a location (a default one here).
        clockin_location_id: anyId,
        created_at: tc.clockin_time,
        updated_at: tc.clockin_time,
        ...zeroHours,
        events: [event],
      });
      expect(await eventsOf(tc.id)).toEqual(tc.events);
      expect((await client.get(`${TIMECARDS}/${tc.id}`)).body).toEqual(tc);
    });

    it('clocks in at the employee’s first assigned location, else at the merchant’s first', async () => {
      const fallback = (await clockIn(await newEmployee())).clockin_location_id;
      expect(server.locationIds).toContain(fallback);
      const other = server.locationIds.find((id) => id !== fallback)!;
      const assigned = await createEmployee(client, {
        first_name: 'Shay',
        last_name: 'Assigned',
        authorized_location_ids: [other],
      });
      const tc = await clockIn(assigned.id);
      expect(tc.clockin_location_id).toBe(other);
      expect((await client.get(`${TIMECARDS}/${tc.id}`)).body).toEqual(tc);
    });

    it('imports a finished timecard with locations; a 13-hour shift alone is all regular time', async () => {
      const employeeId = await newEmployee();
      const [inLoc, outLoc] = server.locationIds;
      const tc = await createTimecard(client, {
        employee_id: employeeId,
        // The same instant as at(0), written with an offset; stored times are normalised to UTC.
        clockin_time: new Date(BASE_MS + 2 * HOUR_MS).toISOString().replace('.000Z', '+02:00'),
        clockout_time: at(13).replace('.000Z', 'Z'),
        clockin_location_id: inLoc,
        clockout_location_id: outLoc,
      });
      const times = { clockin_time: at(0), clockout_time: at(13) };
      expect(tc).toEqual({
        id: anyId,
        employee_id: employeeId,
        deleted: false,
        ...times,
        clockin_location_id: inLoc,
        clockout_location_id: outLoc,
        created_at: tc.created_at,
        updated_at: tc.created_at,
        regular_seconds_worked: 13 * 3600,
        overtime_seconds_worked: 0,
        doubletime_seconds_worked: 0,
        events: [{ id: anyId, event_type: 'API_CREATE', ...times, created_at: tc.created_at }],
      });
      expect(await eventsOf(tc.id)).toEqual(tc.events);
    });

    it('counts overtime past 40 hours in the workweek, across timecards (the one worked-time rule)', async () => {
      // Monday 12:00 UTC three weeks back: early Monday in every American zone, so the four
      // 11-hour timecards below (44 hours by Thursday) share one workweek.
      const now = new Date();
      const monday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
      const weekStart = monday - (((now.getUTCDay() + 6) % 7) + 21) * 24 * HOUR_MS;
      const hour = (h: number) => new Date(weekStart + h * HOUR_MS).toISOString();
      const employeeId = await newEmployee();
      const made: Timecard[] = [];
      for (const start of [0, 12, 24, 36]) {
        made.push(
          await createTimecard(client, {
            employee_id: employeeId,
            clockin_time: hour(start),
            clockout_time: hour(start + 11),
          }),
        );
      }
      const split = (tc: Timecard) => [
        tc.regular_seconds_worked,
        tc.overtime_seconds_worked,
        tc.doubletime_seconds_worked,
      ];
      const read = await Promise.all(
        made.map(async (tc) => (await client.get<Timecard>(`${TIMECARDS}/${tc.id}`)).body),
      );
      expect(read.map(split)).toEqual([
        [39_600, 0, 0],
        [39_600, 0, 0],
        [39_600, 0, 0],
        [7 * 3600, 4 * 3600, 0],
      ]);
    });

    it('accepts clock skew of up to 60 seconds', async () => {
      const clockout = fromNow(30_000);
      const tc = await createTimecard(client, {
        employee_id: await newEmployee(),
        clockin_time: at(0),
        clockout_time: clockout,
      });
      expect(tc.clockout_time).toBe(new Date(clockout).toISOString());
    });

    type Body = (employeeId: string) => Record<string, unknown>;
    it.each<[string, Body, string, string]>([
      [
        'employee_id missing',
        () => ({}),
        'bad_request.missing_parameter',
        'employee_id is required',
      ],
      [
        'clockout_time without clockin_time',
        (e) => ({ employee_id: e, clockout_time: at(1) }),
        INVALID,
        'clockin_time is required when clockout_time is sent (importing a finished timecard)',
      ],
      [
        'clockout_time equal to clockin_time',
        (e) => ({ employee_id: e, clockin_time: at(1), clockout_time: at(1) }),
        INVALID,
        'clockout_time must be after clockin_time',
      ],
      [
        'clockout_time before clockin_time',
        (e) => ({ employee_id: e, clockin_time: at(2), clockout_time: at(1) }),
        INVALID,
        'clockout_time must be after clockin_time',
      ],
      [
        'clockin_time in the future',
        (e) => ({ employee_id: e, clockin_time: fromNow(5 * 60_000) }),
        INVALID,
        'clockin_time must not be in the future',
      ],
      [
        'clockout_time in the future',
        (e) => ({ employee_id: e, clockin_time: at(1), clockout_time: fromNow(5 * 60_000) }),
        INVALID,
        'clockout_time must not be in the future',
      ],
      [
        'clockin_time without a time zone',
        (e) => ({ employee_id: e, clockin_time: '2025-01-01T09:00:00' }),
        INVALID,
        'clockin_time must be an ISO 8601 date-time with a time zone, e.g. 2026-03-01T09:00:00Z',
      ],
      [
        'an unknown employee',
        () => ({ employee_id: 'no-such-employee' }),
        INVALID,
        'employee_id refers to an employee that does not exist: no-such-employee',
      ],
      [
        "another merchant's employee",
        () => ({ employee_id: server.other.employeeId }),
        INVALID,
        'employee_id refers to an employee that does not exist: {otherEmployee}',
      ],
      [
        'an unknown clockin_location_id',
        (e) => ({ employee_id: e, clockin_location_id: 'no-such-location' }),
        INVALID,
        'clockin_location_id refers to a location that does not exist: no-such-location',
      ],
      [
        "another merchant's clockout_location_id",
        (e) => ({
          employee_id: e,
          clockin_time: at(1),
          clockout_time: at(2),
          clockout_location_id: server.other.locationIds[0],
        }),
        INVALID,
        'clockout_location_id refers to a location that does not exist: {otherLocation}',
      ],
    ])('rejects %s with a 400 and writes nothing', async (_name, body, type, message) => {
      const employeeId = await newEmployee();
      const expected = message
        .replace('{otherEmployee}', server.other.employeeId)
        .replace('{otherLocation}', server.other.locationIds[0]!);
      await expectRejected(() => client.post(TIMECARDS, body(employeeId)), 400, type, expected);
    });

    it('rejects clocking in an employee who is already clocked in, until they clock out', async () => {
      const employeeId = await newEmployee();
      const open = await clockIn(employeeId);
      const message = alreadyClockedIn(open.id);
      await expectRejected(
        () => client.post(TIMECARDS, { employee_id: employeeId }),
        400,
        INVALID,
        message,
      );
      await expectRejected(
        () =>
          client.post(TIMECARDS, {
            employee_id: employeeId,
            clockin_time: at(0),
            clockout_time: at(8),
          }),
        400,
        INVALID,
        message,
      );
      expect((await clockOut(open.id)).status).toBe(200);
      const again = await clockIn(employeeId);
      expect(again.clockout_time).toBeUndefined();
      expect((await listIds(`employee_id=${employeeId}`)).sort()).toEqual(
        [open.id, again.id].sort(),
      );
    });

    it('lets an employee clock in again once the open timecard is deleted', async () => {
      const employeeId = await newEmployee();
      const open = await clockIn(employeeId);
      expect((await client.del(`${TIMECARDS}/${open.id}`)).status).toBe(200);
      const again = await clockIn(employeeId);
      expect(await listIds(`employee_id=${employeeId}&deleted=false`)).toEqual([again.id]);
    });
  });

  describe('updateTimecard', () => {
    it('merges the fields sent and records API_EDIT with the values after the edit', async () => {
      const [inLoc, outLoc] = server.locationIds;
      const created = await clockIn(await newEmployee(), {
        clockin_time: at(0),
        clockin_location_id: inLoc,
      });
      await waitPast(created.updated_at);
      const moved = await client.put<Timecard>(`${TIMECARDS}/${created.id}`, {
        clockout_location_id: outLoc,
      });
      expect(moved.status).toBe(200);
      const editedAt = moved.body.updated_at;
      expect(Date.parse(editedAt)).toBeGreaterThan(Date.parse(created.updated_at));
      expect(moved.body).toEqual({
        ...created,
        clockout_location_id: outLoc,
        updated_at: editedAt,
        events: [
          ...created.events,
          {
            id: anyId,
            event_type: 'API_EDIT',
            clockin_time: at(0),
            created_at: editedAt,
          },
        ],
      });
      const closed = await client.put<Timecard>(`${TIMECARDS}/${created.id}`, {
        clockout_time: at(9),
      });
      expect(closed.status).toBe(200);
      expect(closed.body).toEqual({
        ...moved.body,
        clockout_time: at(9),
        updated_at: closed.body.updated_at,
        regular_seconds_worked: 9 * 3600,
        overtime_seconds_worked: 0,
        events: [
          ...moved.body.events,
          {
            id: anyId,
            event_type: 'API_EDIT',
            clockin_time: at(0),
            clockout_time: at(9),
            created_at: closed.body.updated_at,
          },
        ],
      });
      expect(await eventsOf(created.id)).toEqual(closed.body.events);
      expect((await client.get(`${TIMECARDS}/${created.id}`)).body).toEqual(closed.body);
    });

    it('accepts the same employee_id but rejects changing it', async () => {
      const employeeId = await newEmployee();
      const tc = await importShift(employeeId, 0, 8);
      const same = await client.put<Timecard>(`${TIMECARDS}/${tc.id}`, { employee_id: employeeId });
      expect({ status: same.status, employee: same.body.employee_id }).toEqual({
        status: 200,
        employee: employeeId,
      });
      const otherEmployee = await newEmployee();
      await expectRejected(
        () => client.put(`${TIMECARDS}/${tc.id}`, { employee_id: otherEmployee }),
        400,
        INVALID,
        'employee_id cannot be changed; delete this timecard and create one for the other employee',
      );
    });

    it.each<[string, Record<string, unknown>, string]>([
      [
        'clockout_time before the stored clockin_time',
        { clockout_time: at(1) },
        'clockout_time must be after clockin_time',
      ],
      [
        'clockout_time equal to the stored clockin_time',
        { clockout_time: at(2) },
        'clockout_time must be after clockin_time',
      ],
      [
        'clockin_time after the stored clockout_time',
        { clockin_time: at(11) },
        'clockin_time must be before clockout_time',
      ],
      [
        'clockout_time before clockin_time, both sent',
        { clockin_time: at(5), clockout_time: at(4) },
        'clockout_time must be after clockin_time',
      ],
      [
        'clockout_time in the future',
        { clockout_time: fromNow(5 * 60_000) },
        'clockout_time must not be in the future',
      ],
      [
        'clockin_time in the future',
        { clockin_time: fromNow(5 * 60_000) },
        'clockin_time must not be in the future',
      ],
      [
        'an unknown clockout_location_id',
        { clockout_location_id: 'nowhere' },
        'clockout_location_id refers to a location that does not exist: nowhere',
      ],
    ])('rejects %s and writes nothing', async (_name, body, message) => {
      const tc = await importShift(await newEmployee(), 2, 10);
      await expectRejected(() => client.put(`${TIMECARDS}/${tc.id}`, body), 400, INVALID, message);
    });
  });

  describe('deleteTimecard', () => {
    it('marks the timecard deleted, records API_DELETE, keeps it readable and frozen', async () => {
      const tc = await importShift(await newEmployee(), 0, 8);
      await waitPast(tc.updated_at);
      const path = `${TIMECARDS}/${tc.id}`;
      const res = await client.del(path);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: {} });
      const read = await client.get<Timecard>(path);
      expect(read.status).toBe(200);
      const deletedAt = read.body.updated_at;
      expect(Date.parse(deletedAt)).toBeGreaterThan(Date.parse(tc.updated_at));
      const deleteEvent = {
        id: anyId,
        event_type: 'API_DELETE',
        clockin_time: at(0),
        clockout_time: at(8),
        created_at: deletedAt,
      };
      expect(read.body).toEqual({
        ...tc,
        deleted: true,
        updated_at: deletedAt,
        // A deleted timecard counts as worked time nowhere, its own reading included.
        ...zeroHours,
        events: [...tc.events, deleteEvent],
      });
      expect(await eventsOf(tc.id)).toEqual(read.body.events);
      await expectRejected(
        () => client.put(path, { clockout_time: at(9) }),
        400,
        'bad_request',
        `Timecard ${tc.id} is deleted; deleted timecards cannot be modified`,
      );
      const before = await dbSnapshot(server);
      const again = await client.del(path);
      expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: {} });
      expect(await dbSnapshot(server)).toEqual(before);
    });
  });

  describe('unknown and foreign timecards', () => {
    const requests: [string, (id: string) => Promise<ApiResponse>][] = [
      ['retrieveTimecard', (id) => client.get(`${TIMECARDS}/${id}`)],
      ['updateTimecard', (id) => client.put(`${TIMECARDS}/${id}`, { clockout_time: at(1) })],
      ['deleteTimecard', (id) => client.del(`${TIMECARDS}/${id}`)],
      ['listTimecardEvents', (id) => client.get(`${TIMECARDS}/${id}/events`)],
    ];
    it.each(requests)(
      '%s answers 404 for an unknown id and for another merchant’s timecard',
      async (_op, send) => {
        for (const id of ['no-such-timecard', server.other.timecardId]) {
          await expectRejected(() => send(id), 404, 'not_found', `Timecard ${id} was not found.`);
        }
      },
    );
  });

  describe('listTimecards', () => {
    let employeeA: string;
    let employeeB: string;
    /** Employee A's five imported shifts, one per day; shifts[1] is deleted. */
    let shifts: Timecard[];
    let shiftB: Timecard;

    beforeAll(async () => {
      employeeA = await newEmployee();
      employeeB = await newEmployee();
      shifts = [];
      for (const day of [0, 1, 2, 3, 4]) {
        // Strictly increasing created_at/updated_at, so orders and ranges are exact.
        if (day > 0) await waitPast(shifts[day - 1]!.updated_at);
        shifts.push(await importShift(employeeA, day * 24, day * 24 + 8));
      }
      shiftB = await importShift(employeeB, 0, 8);
      await waitPast(shiftB.updated_at);
      expect((await client.del(`${TIMECARDS}/${shifts[1]!.id}`)).status).toBe(200);
      shifts[1] = (await client.get<Timecard>(`${TIMECARDS}/${shifts[1]!.id}`)).body;
    });

    /** Ids of A's shifts by position. */
    const a = (...positions: number[]) => positions.map((p) => shifts[p]!.id);

    it('filters by deleted: true only deleted, false only valid, omitted both', async () => {
      expect(await listIds(`employee_id=${employeeA}&deleted=true`)).toEqual(a(1));
      expect(await listIds(`employee_id=${employeeA}&deleted=false`)).toEqual(a(0, 2, 3, 4));
      expect(await listIds(`employee_id=${employeeA}`)).toEqual(a(0, 1, 2, 3, 4));
    });

    it('returns full timecards with their events, and only the merchant’s own', async () => {
      const res = await client.get<Timecard[]>(`${TIMECARDS}?employee_id=${employeeA}`);
      expect(res.body).toEqual(shifts);
      expect(await listIds(`employee_id=${employeeB}`)).toEqual([shiftB.id]);
      expect(await listIds(`employee_id=${server.other.employeeId}`)).toEqual([]);
      expect(await listIds('limit=200')).not.toContain(server.other.timecardId);
    });

    it.each([
      ['clockin', `begin_clockin_time=${at(24)}&end_clockin_time=${at(72)}`, [1, 2]],
      ['clockin (begin only)', `begin_clockin_time=${at(72)}`, [3, 4]],
      ['clockout', `begin_clockout_time=${at(8)}&end_clockout_time=${at(56)}`, [0, 1]],
      ['clockout (end only)', `end_clockout_time=${at(32)}`, [0]],
    ])(
      'filters by %s range, begin inclusive and end exclusive',
      async (_name, query, positions) => {
        expect(await listIds(`employee_id=${employeeA}&${query}`)).toEqual(a(...positions));
      },
    );

    it('filters by updated_at range, begin inclusive and end exclusive', async () => {
      const deletedAt = encodeURIComponent(shifts[1]!.updated_at);
      expect(await listIds(`employee_id=${employeeA}&begin_updated_at=${deletedAt}`)).toEqual(a(1));
      expect(await listIds(`employee_id=${employeeA}&end_updated_at=${deletedAt}`)).toEqual(
        a(0, 2, 3, 4),
      );
      const begin = encodeURIComponent(shifts[2]!.updated_at);
      expect(
        await listIds(
          `employee_id=${employeeA}&begin_updated_at=${begin}&end_updated_at=${deletedAt}`,
        ),
      ).toEqual(a(2, 3, 4));
    });

    it('orders by created_at, ASC by default', async () => {
      const asc = a(0, 1, 2, 3, 4);
      expect(await listIds(`employee_id=${employeeA}&order=ASC`)).toEqual(asc);
      expect(await listIds(`employee_id=${employeeA}&order=DESC`)).toEqual([...asc].reverse());
    });

    it.each([
      ['clockin', 'begin_clockin_time', 'end_clockin_time'],
      ['clockout', 'begin_clockout_time', 'end_clockout_time'],
      ['updated_at', 'begin_updated_at', 'end_updated_at'],
    ])('rejects a %s range whose begin is not before its end', async (_name, begin, end) => {
      for (const [from, to] of [
        [at(5), at(5)],
        [at(6), at(5)],
      ]) {
        const res = await client.get(`${TIMECARDS}?${begin}=${from}&${end}=${to}`);
        expectV1Error(res, 400, INVALID, `${end} must be after ${begin}`, { exact: true });
      }
    });

    it.each([
      ['deleted=yes', INVALID, 'deleted must be true or false (any case), or 1 or 0'],
      ['order=UP', INVALID, 'order must be one of ASC, DESC'],
      ['limit=0', INVALID, 'limit must be at least 1'],
      ['limit=201', INVALID, 'limit must be at most 200'],
      ['limit=ten', INVALID, 'limit must be a whole number from 1 to 200'],
      [
        'begin_clockin_time=yesterday',
        INVALID,
        'begin_clockin_time must be an ISO 8601 date-time with a time zone, e.g. 2026-03-01T09:00:00Z',
      ],
    ])('rejects %s', async (query, type, message) => {
      expectV1Error(await client.get(`${TIMECARDS}?${query}`), 400, type, message, { exact: true });
    });

    /** Follows the exact Link URLs from `query`; returns every page's ids. */
    async function pages(query: string): Promise<string[][]> {
      const result: string[][] = [];
      let path: string | null = `${TIMECARDS}?${query}`;
      while (path !== null) {
        const res: ApiResponse<Timecard[]> = await client.get<Timecard[]>(path);
        expect(res.status).toBe(200);
        result.push(ids(res.body));
        const link = res.headers.get('link');
        if (link === null) break;
        const match = /^<(.+)>;rel='next'$/.exec(link);
        expect(match).not.toBeNull();
        const next = new URL(match![1]!, server.url);
        expect(next.origin).toBe(new URL(server.url).origin);
        expect(next.searchParams.get('batch_token')).toEqual(expect.any(String));
        path = `${next.pathname}${next.search}`;
        expect(result.length).toBeLessThan(10);
      }
      return result;
    }

    it.each([
      ['ASC', `employee_id=EMP&limit=2`, [[0, 1], [2, 3], [4]]],
      ['DESC', `employee_id=EMP&limit=2&order=DESC`, [[4, 3], [2, 1], [0]]],
      [
        'deleted=false',
        `employee_id=EMP&limit=2&deleted=false`,
        [
          [0, 2],
          [3, 4],
        ],
      ],
      ['limit=1', `employee_id=EMP&limit=1&begin_clockin_time=${at(48)}`, [[2], [3], [4]]],
    ])(
      'pages %s with limit and Link, without duplicates or omissions',
      async (_name, query, expected) => {
        const got = await pages(query.replace('EMP', employeeA));
        expect(got).toEqual(expected.map((page) => a(...page)));
      },
    );

    it('applies limit 100 by default and allows 200', async () => {
      const employeeId = await newEmployee();
      const imported = await Promise.all(
        Array.from({ length: 101 }, (_, i) => importShift(employeeId, 200 + i, 200.5 + i)),
      );
      // Sorted by (created_at, id), the list order; ties of created_at fall back to the id.
      const key = (t: Timecard) => `${t.created_at} ${t.id}`;
      const created = ids(imported.sort((x, y) => (key(x) < key(y) ? -1 : 1)));
      const first = await client.get<Timecard[]>(`${TIMECARDS}?employee_id=${employeeId}`);
      expect(ids(first.body)).toEqual(created.slice(0, 100));
      expect(first.headers.get('link')).toMatch(/^<.+batch_token=.+>;rel='next'$/);
      const all = await client.get<Timecard[]>(`${TIMECARDS}?employee_id=${employeeId}&limit=200`);
      expect(ids(all.body)).toEqual(created);
      expect(all.headers.get('link')).toBeNull();
      expect(await pages(`employee_id=${employeeId}`)).toEqual([
        created.slice(0, 100),
        created.slice(100),
      ]);
    });

    it('reads each timecard’s whole workweek, whatever the page holds: shifts off the page, days away, in a zone ahead of UTC', async () => {
      // A Monday five weeks back. Its workweek (MON, 00:00) holds 44 hours: 11 at a UTC+14
      // location from Monday 00:30 there (Sunday 10:30 UTC, before the week on UTC's clock), then
      // 11 on Wednesday, Thursday and Sunday in New York, so Sunday's are 7 regular + 4 overtime.
      // The 3 hours from late that Sunday, New York time, before it belong to the week before.
      const now = new Date();
      const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      const monday = today - (((now.getUTCDay() + 6) % 7) + 35) * 24 * HOUR_MS;
      const hour = (h: number) => new Date(monday + h * HOUR_MS).toISOString();
      const [newYork, ahead] = server.locationIds as [string, string];
      await server.db
        .updateTable('locations')
        .set({ timezone: 'Pacific/Kiritimati' })
        .where('id', '=', ahead)
        .execute();
      const employeeId = await newEmployee();
      const shift = (from: number, to: number, location: string) =>
        createTimecard(client, {
          employee_id: employeeId,
          clockin_time: hour(from),
          clockout_time: hour(to),
          clockin_location_id: location,
        });
      try {
        // Created latest first, so no page of two holds the shifts its last one depends on.
        const made = {
          sunday: await shift(6 * 24 + 14, 6 * 24 + 25, newYork),
          thursday: await shift(3 * 24 + 14, 3 * 24 + 25, newYork),
          wednesday: await shift(2 * 24 + 14, 2 * 24 + 25, newYork),
          weekBefore: await shift(3, 6, newYork),
          ahead: await shift(-13.5, -2.5, ahead),
        };
        const expected = new Map([
          [made.sunday.id, [7 * 3600, 4 * 3600, 0]],
          [made.thursday.id, [39_600, 0, 0]],
          [made.wednesday.id, [39_600, 0, 0]],
          [made.weekBefore.id, [3 * 3600, 0, 0]],
          [made.ahead.id, [39_600, 0, 0]],
        ]);
        const seconds = (t: Timecard) => [
          t.regular_seconds_worked,
          t.overtime_seconds_worked,
          t.doubletime_seconds_worked,
        ];
        for (const query of ['limit=1', 'limit=2', 'limit=2&order=DESC', 'limit=5']) {
          const read = new Map<string, number[]>();
          let path: string | null = `${TIMECARDS}?employee_id=${employeeId}&${query}`;
          while (path !== null) {
            const res: ApiResponse<Timecard[]> = await client.get<Timecard[]>(path);
            expect(res.status).toBe(200);
            for (const t of res.body) read.set(t.id, seconds(t));
            const link = /^<(.+)>;rel='next'$/.exec(res.headers.get('link') ?? '');
            const next = link ? new URL(link[1]!, server.url) : null;
            path = next ? next.pathname + next.search : null;
          }
          expect(read, query).toEqual(expected);
        }
        const one = await client.get<Timecard>(`${TIMECARDS}/${made.sunday.id}`);
        expect(seconds(one.body)).toEqual(expected.get(made.sunday.id));
      } finally {
        await server.db
          .updateTable('locations')
          .set({ timezone: 'America/New_York' })
          .where('id', '=', ahead)
          .execute();
      }
    });

    describe('batch tokens', () => {
      let token: string;

      beforeAll(async () => {
        const res = await client.get(`${TIMECARDS}?employee_id=${employeeA}&limit=2`);
        token = new URL(
          /^<(.+)>/.exec(res.headers.get('link') ?? '')![1]!,
          server.url,
        ).searchParams.get('batch_token')!;
      });

      const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');

      it.each<[string, () => string]>([
        ['with another employee_id', () => `employee_id=${employeeB}&limit=2&batch_token=${token}`],
        [
          'with another order',
          () => `employee_id=${employeeA}&limit=2&order=DESC&batch_token=${token}`,
        ],
        [
          'with an added deleted filter',
          () => `employee_id=${employeeA}&limit=2&deleted=true&batch_token=${token}`,
        ],
        [
          'with an altered signature',
          () => `employee_id=${employeeA}&limit=2&batch_token=${flip(token)}`,
        ],
        ['with an altered payload', () => `employee_id=${employeeA}&limit=2&batch_token=x${token}`],
        ['made up', () => `employee_id=${employeeA}&limit=2&batch_token=not-a-token`],
      ])('rejects a batch_token used %s', async (_name, query) => {
        expectV1Error(await client.get(`${TIMECARDS}?${query()}`), 400, INVALID, BAD_BATCH_TOKEN, {
          exact: true,
        });
      });

      it('rejects a batch_token issued for the employees list', async () => {
        await newEmployee();
        const employees = await client.get('/v1/me/employees?limit=1');
        const link = employees.headers.get('link') ?? '';
        const employeesToken = new URL(/^<(.+)>/.exec(link)![1]!, server.url).searchParams.get(
          'batch_token',
        )!;
        const res = await client.get(`${TIMECARDS}?limit=1&batch_token=${employeesToken}`);
        expectV1Error(res, 400, INVALID, BAD_BATCH_TOKEN, { exact: true });
      });

      it('accepts the token with the same filters', async () => {
        expect(await listIds(`employee_id=${employeeA}&limit=2&batch_token=${token}`)).toEqual(
          a(2, 3),
        );
      });
    });
  });

  describe('authorization', () => {
    let tc: Timecard;
    let employeeId: string;

    beforeAll(async () => {
      employeeId = await newEmployee();
      tc = await importShift(employeeId, 0, 8);
    });

    const writes: [string, (c: Client) => Promise<ApiResponse>][] = [
      ['createTimecard', (c) => c.post(TIMECARDS, { employee_id: employeeId })],
      ['updateTimecard', (c) => c.put(`${TIMECARDS}/${tc.id}`, { clockout_time: at(9) })],
      ['deleteTimecard', (c) => c.del(`${TIMECARDS}/${tc.id}`)],
    ];
    const reads: [string, (c: Client) => Promise<ApiResponse>][] = [
      ['listTimecards', (c) => c.get(TIMECARDS)],
      ['retrieveTimecard', (c) => c.get(`${TIMECARDS}/${tc.id}`)],
      ['listTimecardEvents', (c) => c.get(`${TIMECARDS}/${tc.id}/events`)],
    ];

    it.each(writes)('TIMECARDS_READ cannot %s (403) and nothing is written', async (_op, send) => {
      const reader = api(server, await server.token(['TIMECARDS_READ']));
      await expectRejected(() => send(reader), 403, 'forbidden', lacks('TIMECARDS_WRITE'));
    });

    it.each(reads)('TIMECARDS_READ can %s', async (_op, send) => {
      const reader = api(server, await server.token(['TIMECARDS_READ']));
      expect((await send(reader)).status).toBe(200);
    });

    it.each(reads)('TIMECARDS_WRITE alone cannot %s (403)', async (_op, send) => {
      const writer = api(server, await server.token(['TIMECARDS_WRITE']));
      expectV1Error(await send(writer), 403, 'forbidden', lacks('TIMECARDS_READ'), { exact: true });
    });

    it('TIMECARDS_WRITE alone can create, update and delete', async () => {
      const writer = api(server, await server.token(['TIMECARDS_WRITE']));
      const [create, update, remove] = writes.map(([, send]) => send);
      const created = await create!(writer);
      expect(created.status).toBe(200);
      expect((await update!(writer)).status).toBe(200);
      expect((await remove!(writer)).status).toBe(200);
    });

    it('rejects an unapproved merchant and a missing token', async () => {
      const unapproved = api(server, await server.tokenFor(server.unapprovedMerchantId));
      await expectRejected(
        () => unapproved.post(TIMECARDS, { employee_id: employeeId }),
        403,
        'forbidden',
        'Employee management is available to approved accounts only; this account has not been approved.',
      );
      await expectRejected(
        () => api(server).post(TIMECARDS, { employee_id: employeeId }),
        401,
        'service.not_authorized',
        'This request could not be authorized: send Authorization: Bearer <access token>.',
      );
    });
  });
});
