/**
 * SearchShifts over a small known set of shifts in January 2025 (New York UTC−5, Los Angeles
 * UTC−8) with workdays that begin at 05:00 local time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShiftT } from '@contract/shifts';
import type { WorkweekConfigT } from '@contract/workweek-configs';
import {
  clientFor,
  expectStatus,
  expectV2Error,
  newEmployeeId,
  type Client,
} from '../../testing/expectations';
import { startTestServer, type TestServer } from '../../testing/harness';
import { SEARCH, SHIFTS, WORKWEEK, createShift, cursorOf, tampered } from '../../testing/labor';

interface SearchBody {
  shifts: ShiftT[];
  cursor?: string;
}

let server: TestServer;
let client: Client;
let ny: string;
let la: string;
let e1: string;
let e2: string;
let e3: string;
/** s1…s7 by name. */
const s: Record<string, ShiftT> = {};

const search = (body: Record<string, unknown>) => client.post<SearchBody>(SEARCH, body);

/** The names of the shifts a search returns (first page), in order. */
async function names(body: Record<string, unknown>): Promise<string[]> {
  const res = await search(body);
  expectStatus(res, 200);
  const byId = new Map(Object.entries(s).map(([name, shift]) => [shift.id, name]));
  return res.body.shifts.map((shift) => byId.get(shift.id) ?? `foreign ${shift.id}`);
}

const filter = (f: Record<string, unknown>, sort?: Record<string, unknown>) => ({
  query: { filter: f, ...(sort ? { sort } : {}) },
});

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [ny = '', la = ''] = server.locationIds;
  await server.db
    .updateTable('locations')
    .set({ timezone: 'America/Los_Angeles' })
    .where('id', '=', la)
    .execute();
  const [config] = (await client.get<{ workweek_configs: WorkweekConfigT[] }>(WORKWEEK)).body
    .workweek_configs;
  expectStatus(
    await client.put(`${WORKWEEK}/${config!.id}`, {
      workweek_config: { start_of_week: 'MON', start_of_day_local_time: '05:00' },
    }),
    200,
  );
  [e1, e2, e3] = [
    await newEmployeeId(client),
    await newEmployeeId(client),
    await newEmployeeId(client),
  ];
  const plan: Array<[string, string, string, string, string | undefined]> = [
    // Created in this order, so CREATED_AT differs from START_AT.
    ['s3', e1, la, '2025-01-15T03:00:00Z', '2025-01-15T07:00:00Z'], // LA Jan 14 19:00–23:00
    ['s1', e1, ny, '2025-01-13T14:00:00Z', '2025-01-13T22:00:00Z'], // NY Jan 13 09:00–17:00
    ['s5', e2, la, '2025-01-20T17:00:00Z', undefined], // LA Jan 20 09:00, OPEN
    ['s2', e2, ny, '2025-01-14T09:30:00Z', '2025-01-14T13:00:00Z'], // NY Jan 14 04:30–08:00
    ['s7', e1, ny, '2025-01-18T14:00:00Z', '2025-01-18T19:00:00Z'], // NY Jan 18 09:00–14:00
    ['s4', e3, la, '2025-01-16T11:00:00Z', '2025-01-16T15:00:00Z'], // LA Jan 16 03:00–07:00
    ['s6', e3, ny, '2025-01-17T14:00:00Z', '2025-01-17T20:00:00Z'], // NY Jan 17 09:00–15:00
  ];
  for (const [name, employee_id, location_id, start_at, end_at] of plan) {
    s[name] = await createShift(client, {
      employee_id,
      location_id,
      start_at,
      ...(end_at ? { end_at } : {}),
    });
  }
  // s1 is edited last, so it is the latest by UPDATED_AT.
  const { status: _status, ...s1 } = s.s1!;
  const edited = await client.put<{ shift: ShiftT }>(`${SHIFTS}/${s1.id}`, {
    shift: { ...s1, wage: { title: 'Lead' } },
  });
  expectStatus(edited, 200);
  s.s1 = edited.body.shift;
  // Another merchant's shift at the same time never shows.
  const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
  await createShift(other, {
    employee_id: server.other.employeeId,
    location_id: server.other.locationIds[0],
    start_at: '2025-01-13T14:00:00Z',
    end_at: '2025-01-13T22:00:00Z',
  });
});

afterAll(async () => {
  await server?.close();
});

describe(`SearchShifts (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  it('answers { shifts } with whole shifts, newest start first, without a cursor', async () => {
    const res = await search({});
    expectStatus(res, 200);
    expect(res.body).toEqual({
      shifts: ['s5', 's7', 's6', 's4', 's3', 's2', 's1'].map((n) => s[n]),
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      'START_AT ASC',
      { field: 'START_AT', order: 'ASC' },
      ['s1', 's2', 's3', 's4', 's6', 's7', 's5'],
    ],
    [
      'END_AT ASC: OPEN shifts last',
      { field: 'END_AT', order: 'ASC' },
      ['s1', 's2', 's3', 's4', 's6', 's7', 's5'],
    ],
    [
      'END_AT (DESC): OPEN shifts first',
      { field: 'END_AT' },
      ['s5', 's7', 's6', 's4', 's3', 's2', 's1'],
    ],
    [
      'CREATED_AT ASC',
      { field: 'CREATED_AT', order: 'ASC' },
      ['s3', 's1', 's5', 's2', 's7', 's4', 's6'],
    ],
    [
      'CREATED_AT DESC',
      { field: 'CREATED_AT', order: 'DESC' },
      ['s6', 's4', 's7', 's2', 's5', 's1', 's3'],
    ],
    ['UPDATED_AT DESC', { field: 'UPDATED_AT' }, ['s1', 's6', 's4', 's7', 's2', 's5', 's3']],
    ['order alone (START_AT)', { order: 'ASC' }, ['s1', 's2', 's3', 's4', 's6', 's7', 's5']],
  ])('sorts by %s', async (_, sort, expected) => {
    expect(await names({ query: { sort } })).toEqual(expected);
  });

  it.each<[string, () => Record<string, unknown>, string[]]>([
    ['location_id', () => ({ location_id: [ny] }), ['s7', 's6', 's2', 's1']],
    ['location_ids (the later spelling)', () => ({ location_ids: [la] }), ['s5', 's4', 's3']],
    [
      'both spellings: both apply',
      () => ({ location_id: [ny, la], location_ids: [ny] }),
      ['s7', 's6', 's2', 's1'],
    ],
    ['disjoint spellings', () => ({ location_id: [la], location_ids: [ny] }), []],
    [
      'an empty list filters nothing',
      () => ({ location_id: [] }),
      ['s5', 's7', 's6', 's4', 's3', 's2', 's1'],
    ],
    ['an unknown location', () => ({ location_id: ['nowhere'] }), []],
    ['employee_id', () => ({ employee_id: [e1] }), ['s7', 's3', 's1']],
    ['employee_ids', () => ({ employee_ids: [e2, e3] }), ['s5', 's6', 's4', 's2']],
    ['status OPEN', () => ({ status: 'OPEN' }), ['s5']],
    ['status CLOSED', () => ({ status: 'CLOSED' }), ['s7', 's6', 's4', 's3', 's2', 's1']],
    [
      'start, both ends inclusive',
      () => ({ start: { start_at: '2025-01-14T09:30:00Z', end_at: '2025-01-16T11:00:00Z' } }),
      ['s4', 's3', 's2'],
    ],
    [
      'start, open-ended',
      () => ({ start: { start_at: '2025-01-17T14:00:00Z' } }),
      ['s5', 's7', 's6'],
    ],
    [
      'end, both ends inclusive (OPEN shifts have none)',
      () => ({ end: { start_at: '2025-01-13T22:00:00Z', end_at: '2025-01-15T07:00:00Z' } }),
      ['s3', 's2', 's1'],
    ],
    ['end, open-ended', () => ({ end: { start_at: '2025-01-17T00:00:00-05:00' } }), ['s7', 's6']],
    [
      'every filter at once (AND)',
      () => ({
        location_id: [ny],
        employee_id: [e1, e3],
        status: 'CLOSED',
        start: { start_at: '2025-01-13T00:00:00Z' },
        end: { end_at: '2025-01-18T00:00:00Z' },
      }),
      ['s6', 's1'],
    ],
  ])('filters by %s', async (_, f, expected) => {
    expect(await names(filter(f()))).toEqual(expected);
  });

  // The sort column gets a bound the other range implies (see shifts-search.ts); rows stay the same.
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string[]]>([
    [
      'END_AT ASC within a start range',
      { start: { start_at: '2025-01-14T09:30:00Z', end_at: '2025-01-16T11:00:00Z' } },
      { field: 'END_AT', order: 'ASC' },
      ['s2', 's3', 's4'],
    ],
    [
      'END_AT ASC from a start (the OPEN shift last)',
      { start: { start_at: '2025-01-17T14:00:00Z' } },
      { field: 'END_AT', order: 'ASC' },
      ['s6', 's7', 's5'],
    ],
    [
      'END_AT ASC within an end range',
      { end: { start_at: '2025-01-13T22:00:00Z', end_at: '2025-01-15T07:00:00Z' } },
      { field: 'END_AT', order: 'ASC' },
      ['s1', 's2', 's3'],
    ],
    [
      'END_AT DESC from an end (the OPEN shift has none)',
      { end: { start_at: '2025-01-17T00:00:00-05:00' } },
      { field: 'END_AT' },
      ['s7', 's6'],
    ],
    [
      'START_AT ASC within an end range',
      { end: { start_at: '2025-01-13T22:00:00Z', end_at: '2025-01-15T07:00:00Z' } },
      { field: 'START_AT', order: 'ASC' },
      ['s1', 's2', 's3'],
    ],
  ])('sorts by %s', async (_, f, sort, expected) => {
    expect(await names({ query: { filter: f, sort } })).toEqual(expected);
  });

  describe('workday: days begin at 05:00 in each shift’s zone', () => {
    const day = (start_date: string, end_date = start_date) => ({ start_date, end_date });

    it.each<[string, Record<string, unknown>, string[]]>([
      // s2 starts at 04:30 on Jan 14 in New York: still Jan 13's workday.
      ['START_AT (the default), Jan 13', { date_range: day('2025-01-13') }, ['s2', 's1']],
      ['START_AT, Jan 14', { date_range: day('2025-01-14'), match_shifts_by: 'START_AT' }, ['s3']],
      // s4 starts at 03:00 on Jan 16 in Los Angeles (06:00 in New York): Jan 15's workday.
      ['START_AT, Jan 15 (a zone of its own)', { date_range: day('2025-01-15') }, ['s4']],
      [
        'END_AT, Jan 14',
        { date_range: day('2025-01-14'), match_shifts_by: 'END_AT' },
        ['s3', 's2'],
      ],
      [
        'INTERSECTION, Jan 14',
        { date_range: day('2025-01-14'), match_shifts_by: 'INTERSECTION' },
        ['s3', 's2'],
      ],
      // The OPEN shift runs on, so it is part of every workday from its start.
      [
        'INTERSECTION, Jan 25–26',
        { date_range: day('2025-01-25', '2025-01-26'), match_shifts_by: 'INTERSECTION' },
        ['s5'],
      ],
      [
        'END_AT, Jan 20–31 (OPEN shifts have no end)',
        { date_range: day('2025-01-20', '2025-01-31'), match_shifts_by: 'END_AT' },
        [],
      ],
      [
        'a week, Jan 13–19',
        { date_range: day('2025-01-13', '2025-01-19') },
        ['s7', 's6', 's4', 's3', 's2', 's1'],
      ],
      [
        'with a valid default_timezone',
        { date_range: day('2025-01-13'), default_timezone: 'Asia/Tokyo' },
        ['s2', 's1'],
      ],
      [
        'without a date_range: no condition',
        { match_shifts_by: 'END_AT' },
        ['s5', 's7', 's6', 's4', 's3', 's2', 's1'],
      ],
    ])('%s', async (_, workday, expected) => {
      expect(await names(filter({ workday }))).toEqual(expected);
    });

    it('combines with a location (one zone) and an employee', async () => {
      expect(
        await names(
          filter({ location_id: [ny], workday: { date_range: day('2025-01-13', '2025-01-17') } }),
        ),
      ).toEqual(['s6', 's2', 's1']);
      expect(
        await names(
          filter({
            location_id: [la],
            employee_id: [e3],
            workday: { date_range: day('2025-01-15'), match_shifts_by: 'INTERSECTION' },
          }),
        ),
      ).toEqual(['s4']);
    });

    it('follows the workweek config when it changes', async () => {
      const [config] = (await client.get<{ workweek_configs: WorkweekConfigT[] }>(WORKWEEK)).body
        .workweek_configs;
      const midnight = { start_of_week: 'MON', start_of_day_local_time: '00:00' };
      expectStatus(
        await client.put(`${WORKWEEK}/${config!.id}`, { workweek_config: midnight }),
        200,
      );
      try {
        // At midnight, s2 (04:30 on Jan 14) belongs to Jan 14.
        expect(await names(filter({ workday: { date_range: day('2025-01-13') } }))).toEqual(['s1']);
      } finally {
        const back = { start_of_week: 'MON', start_of_day_local_time: '05:00' };
        expectStatus(await client.put(`${WORKWEEK}/${config!.id}`, { workweek_config: back }), 200);
      }
    });

    it('rejects a default_timezone that is not an IANA zone', async () => {
      expectV2Error(
        await search(
          filter({ workday: { date_range: day('2025-01-13'), default_timezone: 'Mars/Olympus' } }),
        ),
        400,
        {
          category: 'INVALID_REQUEST_ERROR',
          code: 'INVALID_VALUE',
          field: 'query.filter.workday.default_timezone',
          detailStart: 'query.filter.workday.default_timezone must be an IANA time zone',
        },
      );
    });
  });

  describe('paging', () => {
    /** Every page of `body` with `limit`; the ids in order and the number of pages. */
    async function allPages(body: Record<string, unknown>, limit: number) {
      const ids: string[] = [];
      let pages = 0;
      let cursor: string | undefined;
      do {
        const res = await search({ ...body, limit, ...(cursor ? { cursor } : {}) });
        expectStatus(res, 200);
        expect(res.body.shifts.length).toBeLessThanOrEqual(limit);
        ids.push(...res.body.shifts.map((x) => x.id));
        cursor = cursorOf(res);
        pages += 1;
        expect(pages).toBeLessThan(20);
      } while (cursor);
      return { ids, pages };
    }

    it.each(['START_AT', 'END_AT', 'CREATED_AT', 'UPDATED_AT'])(
      'pages by keyset on %s, both orders, to the same list',
      async (field) => {
        for (const order of ['ASC', 'DESC']) {
          const body = { query: { sort: { field, order } } };
          const whole = (await search(body)).body.shifts.map((x) => x.id);
          expect(whole).toHaveLength(7);
          const paged = await allPages(body, 2);
          expect(paged).toEqual({ ids: whole, pages: 4 });
          const filtered = { query: { ...body.query, filter: { location_id: [ny] } } };
          const some = (await search(filtered)).body.shifts.map((x) => x.id);
          expect(await allPages(filtered, 3)).toEqual({ ids: some, pages: 2 });
        }
      },
    );

    it('continues with another limit, but not with other filters, sort, or a changed cursor', async () => {
      const body = filter({ status: 'CLOSED' }, { field: 'START_AT' });
      const first = await search({ ...body, limit: 2 });
      const cursor = cursorOf(first)!;
      expect(cursor).toEqual(expect.any(String));
      const rest = await search({ ...body, limit: 200, cursor });
      expect([...first.body.shifts, ...rest.body.shifts].map((x) => x.id)).toEqual(
        (await search(body)).body.shifts.map((x) => x.id),
      );
      expect(cursorOf(rest)).toBeUndefined();
      for (const changed of [
        { ...body, cursor: tampered(cursor) },
        { ...filter({ status: 'OPEN' }, { field: 'START_AT' }), cursor },
        { ...filter({ status: 'CLOSED' }, { field: 'END_AT' }), cursor },
        { ...filter({ status: 'CLOSED' }, { field: 'START_AT', order: 'ASC' }), cursor },
        { cursor },
      ]) {
        expectV2Error(await search(changed), 400, {
          category: 'INVALID_REQUEST_ERROR',
          code: 'INVALID_CURSOR',
          field: 'cursor',
          detailStart: 'cursor is not valid for this request',
        });
      }
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      expectV2Error(await other.post(SEARCH, { ...body, cursor }), 400, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'INVALID_CURSOR',
        field: 'cursor',
      });
    });
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['limit 0', { limit: 0 }, 'VALUE_TOO_LOW', 'limit', 'limit must be at least 1'],
    ['limit 201', { limit: 201 }, 'VALUE_TOO_HIGH', 'limit', 'limit must be at most 200'],
    [
      'limit 1.5',
      { limit: 1.5 },
      'EXPECTED_INTEGER',
      'limit',
      'limit must be a whole number from 1 to 200',
    ],
    ['limit "10"', { limit: '10' }, 'EXPECTED_INTEGER', 'limit', 'limit must be a whole number'],
    [
      'an unknown status',
      filter({ status: 'DONE' }),
      'INVALID_ENUM_VALUE',
      'query.filter.status',
      'query.filter.status must be one of OPEN, CLOSED',
    ],
    [
      'an unknown sort field',
      { query: { sort: { field: 'NAME' } } },
      'INVALID_ENUM_VALUE',
      'query.sort.field',
      'query.sort.field must be one of',
    ],
    [
      'an unknown sort order',
      { query: { sort: { order: 'UP' } } },
      'INVALID_ENUM_VALUE',
      'query.sort.order',
      'query.sort.order must be one of ASC, DESC',
    ],
    [
      'location_id not a list',
      filter({ location_id: 'x' }),
      'EXPECTED_ARRAY',
      'query.filter.location_id',
      'query.filter.location_id',
    ],
    [
      'a start range ending before it begins',
      filter({ start: { start_at: '2025-01-02T00:00:00Z', end_at: '2025-01-01T00:00:00Z' } }),
      'INVALID_TIME_RANGE',
      'query.filter.start.end_at',
      'query.filter.start.end_at must not be before start_at',
    ],
    [
      'an end range with a bad instant',
      filter({ end: { start_at: '2025-01-01' } }),
      'INVALID_TIME',
      'query.filter.end.start_at',
      'query.filter.end.start_at must be an ISO 8601',
    ],
    [
      'a date range ending before it begins',
      filter({ workday: { date_range: { start_date: '2025-01-02', end_date: '2025-01-01' } } }),
      'INVALID_TIME_RANGE',
      'query.filter.workday.date_range.end_date',
      'query.filter.workday.date_range.end_date must not be before start_date',
    ],
    [
      'a date range without its end',
      filter({ workday: { date_range: { start_date: '2025-01-02' } } }),
      'MISSING_REQUIRED_PARAMETER',
      'query.filter.workday.date_range.end_date',
      'query.filter.workday.date_range.end_date is required',
    ],
    [
      'an unknown matcher',
      filter({ workday: { match_shifts_by: 'MIDDLE' } }),
      'INVALID_ENUM_VALUE',
      'query.filter.workday.match_shifts_by',
      'query.filter.workday.match_shifts_by must be one of',
    ],
  ])('rejects %s, naming the field', async (_, body, code, field, detailStart) => {
    expectV2Error(await search(body), 400, {
      category: 'INVALID_REQUEST_ERROR',
      code,
      field,
      detailStart,
    });
  });
});
