/**
 * Migration 0006 on the engine under test: a database at 0005 with both stores filled as old code
 * left them (pairs the seed made, a pair edited on one side, open ones, lone and deleted
 * timecards, two overlapping v1 timecards, events) moves to one store, losing nothing and
 * duplicating nothing, and v1 clients holding old ids still read their timecards over HTTP.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../../auth/scopes';
import { issueToken } from '../../auth/tokens';
import { loadConfig } from '../../config';
import { startServer, type RunningServer } from '../../server';
import { api, createTestDatabase, type TestDatabase } from '../../testing/harness';
import { migrateTo, migrateToLatest, openDatabase, type Database } from '..';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the 0005 schema is not the typed one
type AnyDb = Kysely<any>;

const T0 = '2026-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const M = id(1);
const [L1, L2] = [id(11), id(12)];
const [E1, E2, E3] = [id(21), id(22), id(23)];
const [S1, S2, S3, S4] = [id(31), id(32), id(33), id(34)];
const [T1, T2, T3, T4, T5, T6, T7] = [id(41), id(42), id(43), id(44), id(45), id(46), id(47)];

function shift(
  sid: string,
  employee: string,
  start: string,
  end: string | null,
  updated: string,
  version = 3,
) {
  return {
    id: sid,
    merchant_id: M,
    employee_id: employee,
    location_id: L2,
    timezone: 'America/New_York',
    start_at: start,
    end_at: end,
    end_sort: end ?? '9999-12-31T23:59:59.999Z',
    status: end === null ? 'OPEN' : 'CLOSED',
    wage_title: 'Barista',
    wage_amount: 1800,
    wage_currency: 'USD',
    version,
    created_at: start,
    updated_at: updated,
  };
}

function timecard(
  tid: string,
  employee: string,
  clockin: string,
  clockout: string | null,
  updated: string,
  extra: { location?: string | null; deleted?: number } = {},
) {
  const location = extra.location === undefined ? L2 : extra.location;
  return {
    id: tid,
    merchant_id: M,
    employee_id: employee,
    clockin_time: clockin,
    clockout_time: clockout,
    clockin_location_id: location,
    clockout_location_id: clockout === null ? null : location,
    deleted: extra.deleted ?? 0,
    created_at: clockin,
    updated_at: updated,
  };
}

let eventSeq = 100;
function event(tid: string, seq: number, type: string, clockin: string, clockout: string | null) {
  return {
    id: id(eventSeq++),
    merchant_id: M,
    timecard_id: tid,
    event_type: type,
    clockin_time: clockin,
    clockout_time: clockout,
    created_at: clockout ?? clockin,
    seq,
  };
}

async function fillAt0005(db: AnyDb) {
  await db
    .insertInto('merchants')
    .values({
      id: M,
      business_name: 'Migrating',
      approved: 1,
      country: 'US',
      currency: 'USD',
      language_code: 'en-US',
      created_at: T0,
    })
    .execute();
  const location = (lid: string, zone: string, created: string) => ({
    id: lid,
    merchant_id: M,
    name: lid,
    timezone: zone,
    country: 'US',
    currency: 'USD',
    status: 'ACTIVE',
    created_at: created,
  });
  await db
    .insertInto('locations')
    .values([
      location(L1, 'America/Denver', T0),
      location(L2, 'America/New_York', '2026-01-02T00:00:00.000Z'),
    ])
    .execute();
  await db
    .insertInto('employees')
    .values(
      [E1, E2, E3].map((e) => ({
        id: e,
        merchant_id: M,
        first_name: 'E',
        last_name: e.slice(-2),
        status: 'ACTIVE',
        created_at: T0,
        updated_at: T0,
      })),
    )
    .execute();
  await db
    .insertInto('employee_locations')
    .values({ employee_id: E1, location_id: L2, merchant_id: M })
    .execute();
  await db
    .insertInto('shifts')
    .values([
      // The seed's pair: the shift is the timecard to the minute and was written after it.
      shift(
        S1,
        E1,
        '2026-11-01T13:00:00.000Z',
        '2026-11-01T21:00:00.000Z',
        '2026-11-01T21:05:00.000Z',
      ),
      // Corrected later on v1 (clock-out 14:15 → 13:45 local): the timecard's times win.
      shift(
        S2,
        E1,
        '2026-11-02T14:00:00.000Z',
        '2026-11-02T19:15:00.000Z',
        '2026-11-02T19:15:00.000Z',
      ),
      shift(S3, E1, '2026-11-03T13:00:00.000Z', null, '2026-11-03T13:00:00.000Z', 1),
      shift(
        S4,
        E3,
        '2026-11-05T13:00:00.000Z',
        '2026-11-05T20:00:00.000Z',
        '2026-11-05T20:00:00.000Z',
      ),
    ])
    .execute();
  await db
    .insertInto('shift_breaks')
    .values({
      id: id(51),
      merchant_id: M,
      shift_id: S1,
      break_type_id: id(52),
      name: 'Lunch',
      expected_duration: 'PT30M',
      is_paid: 0,
      start_at: '2026-11-01T17:00:00.000Z',
      end_at: '2026-11-01T17:30:00.000Z',
    })
    .execute();
  const tcs = [
    timecard(
      T1,
      E1,
      '2026-11-01T13:00:27.000Z',
      '2026-11-01T21:00:41.000Z',
      '2026-11-01T21:00:41.000Z',
    ),
    timecard(
      T2,
      E1,
      '2026-11-02T14:00:05.000Z',
      '2026-11-02T18:45:00.000Z',
      '2026-11-03T09:00:00.000Z',
    ),
    timecard(T3, E1, '2026-11-03T13:00:10.000Z', null, '2026-11-03T13:00:10.000Z'),
    // Lone, entered through v1 without a location; E2 is assigned nowhere: the merchant's first.
    timecard(
      T4,
      E2,
      '2026-11-04T13:00:00.000Z',
      '2026-11-04T21:00:00.000Z',
      '2026-11-04T22:00:00.000Z',
      { location: null },
    ),
    // Deleted, overlapping S1: not worked time, not merged.
    timecard(
      T5,
      E1,
      '2026-11-01T14:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
      '2026-11-02T00:00:00.000Z',
      { deleted: 1 },
    ),
    // The two overlapping v1 timecards old code accepted (Oct 31 22:00–06:00 and 20:00–06:00).
    timecard(
      T6,
      E3,
      '2026-11-01T02:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
    ),
    timecard(
      T7,
      E3,
      '2026-11-01T00:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
      '2026-11-01T10:00:00.000Z',
    ),
  ];
  await db.insertInto('timecards').values(tcs).execute();
  const events = [
    event(T1, 1, 'REGISTER_CLOCKIN', tcs[0]!.clockin_time, null),
    event(T1, 2, 'REGISTER_CLOCKOUT', tcs[0]!.clockin_time, tcs[0]!.clockout_time),
    event(T2, 1, 'REGISTER_CLOCKIN', tcs[1]!.clockin_time, null),
    event(T2, 2, 'REGISTER_CLOCKOUT', tcs[1]!.clockin_time, '2026-11-02T19:15:00.000Z'),
    event(T2, 3, 'API_EDIT', tcs[1]!.clockin_time, tcs[1]!.clockout_time),
    event(T3, 1, 'REGISTER_CLOCKIN', tcs[2]!.clockin_time, null),
    event(T4, 1, 'API_CREATE', tcs[3]!.clockin_time, tcs[3]!.clockout_time),
    event(T5, 1, 'API_CREATE', tcs[4]!.clockin_time, tcs[4]!.clockout_time),
    event(T5, 2, 'API_DELETE', tcs[4]!.clockin_time, tcs[4]!.clockout_time),
    event(T6, 1, 'API_CREATE', tcs[5]!.clockin_time, tcs[5]!.clockout_time),
    event(T7, 1, 'API_CREATE', tcs[6]!.clockin_time, tcs[6]!.clockout_time),
  ];
  await db.insertInto('timecard_events').values(events).execute();
  return { timecards: tcs.length, events: events.length };
}

describe(`migration 0006-worked-time-one-store (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let testDb: TestDatabase;
  let database: Database;
  let server: RunningServer;
  let client: ReturnType<typeof api>;
  let before: { timecards: number; events: number };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = openDatabase({ databaseUrl: testDb.databaseUrl, sqlitePath: testDb.sqlitePath });
    await migrateTo(database.db, '0005-deposits-drawers-orders');
    before = await fillAt0005(database.db as AnyDb);
    await migrateToLatest(database.db);
    server = await startServer({
      ...loadConfig({}),
      port: 0,
      host: '127.0.0.1',
      logRequests: false,
      databaseUrl: testDb.databaseUrl,
      sqlitePath: testDb.sqlitePath,
    });
    client = api(server, (await issueToken(database.db, M, ALL_SCOPES, 'test')).token);
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await testDb?.drop();
  });

  it('moves every timecard into shifts: 3 merged, 4 new rows (1 deleted), old tables gone', async () => {
    const db = database.db;
    const shifts = await db.selectFrom('shifts').selectAll().orderBy('id').execute();
    const aliases = await db.selectFrom('shift_aliases').selectAll().orderBy('id').execute();
    expect(before.timecards).toBe(7);
    expect(shifts.map((s) => s.id)).toEqual([S1, S2, S3, S4, T4, T5, T6, T7]);
    expect(aliases.map((a) => [a.id, a.shift_id])).toEqual([
      [T1, S1],
      [T2, S2],
      [T3, S3],
    ]);
    // Every timecard is either a row or an alias, never both: none lost, none duplicated.
    const rowIds = new Set(shifts.map((s) => s.id));
    for (const t of [T1, T2, T3, T4, T5, T6, T7]) {
      expect(rowIds.has(t) !== aliases.some((a) => a.id === t)).toBe(true);
    }
    const byId = new Map(shifts.map((s) => [s.id, s]));
    // The pair kept its shift: times (to the minute), wage, breaks.
    expect(byId.get(S1)).toMatchObject({
      start_at: '2026-11-01T13:00:00.000Z',
      wage_amount: 1800,
      version: 3,
      deleted: 0,
    });
    // The later v1 correction won; the shift's version moved on.
    expect(byId.get(S2)).toMatchObject({ end_at: '2026-11-02T18:45:00.000Z', version: 4 });
    expect(byId.get(S3)).toMatchObject({ end_at: null, status: 'OPEN' });
    expect(byId.get(T4)).toMatchObject({
      location_id: L1,
      timezone: 'America/Denver',
      wage_amount: null,
      version: 1,
      deleted: 0,
    });
    expect(byId.get(T5)).toMatchObject({ deleted: 1, status: 'CLOSED' });
    expect([byId.get(T6)?.deleted, byId.get(T7)?.deleted]).toEqual([0, 0]);
    const breaks = await db.selectFrom('shift_breaks').select('shift_id').execute();
    expect(breaks.map((b) => b.shift_id)).toEqual([S1]);
    // Every event kept, attached to the shift its timecard became.
    const events = await db.selectFrom('shift_events').selectAll().execute();
    expect(events).toHaveLength(before.events);
    const owners = new Map<string, number>();
    for (const e of events) owners.set(e.shift_id, (owners.get(e.shift_id) ?? 0) + 1);
    expect(Object.fromEntries(owners)).toEqual({
      [S1]: 2,
      [S2]: 3,
      [S3]: 1,
      [T4]: 1,
      [T5]: 2,
      [T6]: 1,
      [T7]: 1,
    });
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('timecards');
    expect(tables.map((t) => t.name)).not.toContain('timecard_events');
  });

  it('answers a v1 client holding an old timecard id, and v2 reads the same record', async () => {
    const res = await client.get<{ id: string; clockout_time: string; events: unknown[] }>(
      `/v1/me/timecards/${T2}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(S2);
    expect(res.body.clockout_time).toBe('2026-11-02T18:45:00.000Z');
    expect(res.body.events).toHaveLength(3);
    const events = await client.get<unknown[]>(`/v1/me/timecards/${T1}/events`);
    expect(events.body).toHaveLength(2);
    const v2 = await client.get<{ shift: { id: string; version: number } }>(
      `/v2/labor/shifts/${T2}`,
    );
    expect(v2.status).toBe(200);
    expect(v2.body.shift).toMatchObject({ id: S2, version: 4 });
    // The deleted timecard: v1 reads it deleted, v2 does not find it.
    const deleted = await client.get<{ deleted: boolean }>(`/v1/me/timecards/${T5}`);
    expect(deleted.body.deleted).toBe(true);
    expect((await client.get(`/v2/labor/shifts/${T5}`)).status).toBe(404);
    // One list, every record once: 8 rows, 1 deleted.
    const list = await client.get<{ id: string; deleted: boolean }[]>('/v1/me/timecards?limit=200');
    expect(list.body.map((t) => t.id).sort()).toEqual([S1, S2, S3, S4, T4, T5, T6, T7].sort());
    expect(list.body.filter((t) => t.deleted)).toHaveLength(1);
  });

  it('holds the one-open rule across generations after the move', async () => {
    const res = await client.post<{ errors: { field: string }[] }>('/v2/labor/shifts', {
      idempotency_key: 'after-migration',
      shift: { employee_id: E1, location_id: L2, start_at: '2026-11-04T13:00:00Z' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.field).toBe('shift.employee_id');
  });
});
