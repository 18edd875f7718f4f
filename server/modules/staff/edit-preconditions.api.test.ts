/**
 * Updates of generation 1 resources (no `version` on the wire) honour an optional `If-Match`
 * carrying the `updated_at` that was read: absent, nothing changes; stale, 412 and nothing
 * written; fresh, saved; and of simultaneous saves made to the same copy exactly one wins.
 * docs/decisions/2026-11-25-edit-preconditions.md
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngine, type TestServer } from '../../testing/harness';
import {
  clientFor,
  createEmployee,
  expectStatus,
  expectV1Error,
  type Client,
} from '../../testing/expectations';

let server: TestServer;
let client: Client;

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

interface Resource {
  id: string;
  updated_at: string;
}

interface Case {
  /** As named in the refusal. */
  what: string;
  table: 'roles' | 'employees' | 'shifts';
  base: string;
  create: () => Promise<Resource>;
  /** The `n`th distinct change, and the field it shows in. */
  change: (n: number) => Record<string, unknown>;
  shows: (resource: Record<string, unknown>) => unknown;
}

const HOUR = 3_600_000;
let clockins = 0;

const cases: Case[] = [
  {
    what: 'Role',
    table: 'roles',
    base: '/v1/me/roles',
    create: async () => {
      const res = await client.post<Resource>('/v1/me/roles', {
        name: 'Shift lead',
        permissions: ['REGISTER_ISSUE_REFUNDS'],
      });
      expectStatus(res, 200);
      return res.body;
    },
    change: (n) => ({ name: `Lead ${n}`, permissions: n % 2 ? [] : ['REGISTER_ISSUE_REFUNDS'] }),
    shows: (r) => [r.name, r.permissions],
  },
  {
    what: 'Employee',
    table: 'employees',
    base: '/v1/me/employees',
    create: () => createEmployee(client),
    change: (n) => ({ first_name: `Ada ${n}` }),
    shows: (r) => r.first_name,
  },
  {
    what: 'Timecard',
    table: 'shifts',
    base: '/v1/me/timecards',
    create: async () => {
      const employee = await createEmployee(client);
      // Each timecard its own day in the past, closed, so edits never overlap another.
      clockins += 1;
      const start = Date.now() - (clockins * 24 + 12) * HOUR;
      const res = await client.post<Resource>('/v1/me/timecards', {
        employee_id: employee.id,
        clockin_time: new Date(start).toISOString(),
        clockout_time: new Date(start + 2 * HOUR).toISOString(),
      });
      expectStatus(res, 200);
      return res.body;
    },
    // Clock-out a few minutes before a day ago: after every clock-in above, each change distinct.
    change: (n) => ({ clockout_time: new Date(Date.now() - 24 * HOUR - n * 60_000).toISOString() }),
    shows: (r) => r.clockout_time,
  },
];

const tag = (updatedAt: string) => `"${updatedAt}"`;

describe.each(cases)('PUT $base/{id} with If-Match', (c) => {
  const put = (id: string, body: unknown, ifMatch?: string) =>
    client.put<Record<string, unknown>>(
      `${c.base}/${id}`,
      body,
      ifMatch === undefined ? {} : { 'If-Match': ifMatch },
    );
  const read = async (id: string) => {
    const res = await client.get<Record<string, unknown>>(`${c.base}/${id}`);
    expectStatus(res, 200);
    return res.body;
  };

  it('without the header saves over a newer copy, as before (Square clients never send it)', async () => {
    const resource = await c.create();
    expectStatus(await put(resource.id, c.change(1)), 200);
    const blind = await put(resource.id, c.change(2));
    expectStatus(blind, 200);
    expect(c.shows(await read(resource.id))).toEqual(c.shows(blind.body));
  });

  it('with the updated_at read (fresh) saves, and the answer carries the new updated_at', async () => {
    const resource = await c.create();
    const res = await put(resource.id, c.change(3), tag(resource.updated_at));
    expectStatus(res, 200);
    expect(res.body.updated_at).not.toBe(resource.updated_at);
    expect(c.shows(await read(resource.id))).toEqual(c.shows(res.body));
    // The new copy is the one to send next; `*` matches any current copy.
    expectStatus(await put(resource.id, c.change(4), tag(String(res.body.updated_at))), 200);
    expectStatus(await put(resource.id, c.change(5), '*'), 200);
  });

  it('with a stale updated_at answers 412 naming what changed, and writes nothing', async () => {
    const resource = await c.create();
    const first = await put(resource.id, c.change(6), tag(resource.updated_at));
    expectStatus(first, 200);
    const before = await read(resource.id);
    const stale = await put(resource.id, c.change(7), tag(resource.updated_at));
    expectV1Error(
      stale,
      412,
      'precondition_failed',
      `${c.what} ${resource.id} was changed by someone else at ${String(first.body.updated_at)}`,
    );
    expect(await read(resource.id)).toEqual(before);
    // A weak tag never matches (If-Match compares strongly), nor does one of another resource.
    expectStatus(await put(resource.id, c.change(8), `W/${tag(String(before.updated_at))}`), 412);
    expectStatus(await put(resource.id, c.change(8), '"not-a-time"'), 412);
    expect(await read(resource.id)).toEqual(before);
  });

  it('refuses a malformed If-Match with 400 naming the header', async () => {
    const resource = await c.create();
    const res = await put(resource.id, c.change(9), resource.updated_at);
    expectV1Error(res, 400, 'bad_request.invalid_parameter', 'if-match must be * or quoted');
    expect((await read(resource.id)).updated_at).toBe(resource.updated_at);
  });

  it('of simultaneous saves made to the same copy, exactly one wins', async () => {
    const resource = await c.create();
    const saves = await Promise.all(
      [10, 11, 12, 13, 14, 15].map((n) => put(resource.id, c.change(n), tag(resource.updated_at))),
    );
    const won = saves.filter((r) => r.status === 200);
    expect(saves.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412, 412]);
    expect(c.shows(await read(resource.id))).toEqual(c.shows(won[0]!.body));
  });

  // Every save reads the row before any of them writes: only the row lock taken before the check
  // keeps them from all passing it (PostgreSQL; SQLite runs one write transaction at a time).
  it.runIf(testEngine() === 'postgres')(
    'of saves that all arrive while the row is held, exactly one wins (PostgreSQL row lock)',
    async () => {
      const resource = await c.create();
      let release = () => {};
      let held = () => {};
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const holder = server.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom(c.table)
          .select('id')
          .where('id', '=', resource.id)
          .forUpdate()
          .execute();
        held();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isHeld;
      const pending = Promise.all(
        [20, 21, 22, 23].map((n) => put(resource.id, c.change(n), tag(resource.updated_at))),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await holder;
      const saves = await pending;
      expect(saves.map((r) => r.status).sort()).toEqual([200, 412, 412, 412]);
      const won = saves.find((r) => r.status === 200);
      expect(c.shows(await read(resource.id))).toEqual(c.shows(won!.body));
    },
  );
});
