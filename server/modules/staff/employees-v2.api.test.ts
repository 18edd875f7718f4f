import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1EmployeeT } from '@contract/employees';
import type { EmployeeT } from '@contract/employees-v2';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  batchTokenOf,
  clientFor,
  createEmployee,
  expectJsonContentType,
  expectStatus,
  expectV2Error,
  nextPageUrl,
  type Client,
} from '../../testing/expectations';

interface ListBody {
  employees: EmployeeT[];
  cursor?: string;
}

const V2 = '/v2/employees';

let server: TestServer;
let client: Client;
/** v1 views of the employees created here, in creation order. */
let v1: V1EmployeeT[];
let loc1: string;
let loc2: string;

const list = (query = '') => client.get<ListBody>(`${V2}${query}`);
const ids = (employees: { id: string }[]) => employees.map((e) => e.id);

/** The v2 view of a v1 employee: same person, v2 field names, no v1-only fields. */
function asV2(e: V1EmployeeT): EmployeeT {
  return {
    id: e.id,
    first_name: e.first_name,
    last_name: e.last_name,
    ...(e.email ? { email: e.email } : {}),
    location_ids: e.authorized_location_ids,
    status: e.status,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

/** Follows `cursor` from the first page to the last; returns every page. */
async function allPages(query: string): Promise<ListBody[]> {
  const pages: ListBody[] = [];
  let cursor: string | undefined;
  do {
    const sep = query ? '&' : '?';
    const res = await list(cursor ? `${query}${sep}cursor=${encodeURIComponent(cursor)}` : query);
    expectStatus(res, 200);
    expect(res.headers.get('link')).toBeNull();
    pages.push(res.body);
    cursor = res.body.cursor;
    expect(cursor).not.toBe('');
    expect(pages.length, 'too many pages').toBeLessThan(50);
  } while (cursor);
  return pages;
}

const filtered = (keep: (e: V1EmployeeT) => boolean) => v1.filter(keep).map(asV2);

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [loc1 = '', loc2 = ''] = server.locationIds;
  const v1Client = client;
  const specs = [
    { authorized_location_ids: [loc1], email: 'one@example.com' },
    { authorized_location_ids: [loc2] },
    { authorized_location_ids: [loc1, loc2], external_id: 'v1-only' },
    {},
    { authorized_location_ids: [loc1] },
  ];
  v1 = [];
  for (const [i, spec] of specs.entries()) {
    v1.push(await createEmployee(v1Client, { first_name: `E${i}`, ...spec }));
  }
  const activeIds = [v1[1]?.id ?? '', v1[2]?.id ?? ''];
  await server.db
    .updateTable('employees')
    .set({ status: 'ACTIVE' })
    .where('id', 'in', activeIds)
    .execute();
  v1 = await Promise.all(
    v1.map(async (e) => (await client.get<V1EmployeeT>(`/v1/me/employees/${e.id}`)).body),
  );
});

afterAll(async () => {
  await server?.close();
});

describe('GET /v2/employees', () => {
  it('lists the same employees as v1, in created_at order, without a cursor', async () => {
    const res = await list();
    expectStatus(res, 200);
    expectJsonContentType(res);
    expect(res.body).toEqual({ employees: v1.map(asV2) });
    expect(v1.map((e) => e.status)).toEqual([
      'INACTIVE',
      'ACTIVE',
      'ACTIVE',
      'INACTIVE',
      'INACTIVE',
    ]);
  });

  it('filters by location_id', async () => {
    expect((await list(`?location_id=${loc1}`)).body).toEqual({
      employees: filtered((e) => e.authorized_location_ids.includes(loc1)),
    });
    expect(ids((await list(`?location_id=${loc2}`)).body.employees)).toEqual(
      ids(filtered((e) => e.authorized_location_ids.includes(loc2))),
    );
    expect((await list('?location_id=no-such-location')).body).toEqual({ employees: [] });
    const otherLocation = server.other.locationIds[0] ?? '';
    expect((await list(`?location_id=${otherLocation}`)).body).toEqual({ employees: [] });
  });

  it('filters by status, alone and with location_id', async () => {
    expect((await list('?status=ACTIVE')).body).toEqual({
      employees: filtered((e) => e.status === 'ACTIVE'),
    });
    expect((await list('?status=INACTIVE')).body).toEqual({
      employees: filtered((e) => e.status === 'INACTIVE'),
    });
    expect((await list(`?status=ACTIVE&location_id=${loc1}`)).body).toEqual({
      employees: filtered((e) => e.status === 'ACTIVE' && e.authorized_location_ids.includes(loc1)),
    });
  });

  it('pages with limit and cursor to the end, nothing repeated or left out', async () => {
    const pages = await allPages('?limit=2');
    expect(pages.map((p) => p.employees.length)).toEqual([2, 2, 1]);
    expect(pages.slice(0, -1).every((p) => typeof p.cursor === 'string')).toBe(true);
    expect(pages.at(-1)).not.toHaveProperty('cursor');
    expect(pages.flatMap((p) => p.employees)).toEqual(v1.map(asV2));
  });

  it('pages a filtered list with the filter repeated', async () => {
    const query = `?location_id=${loc1}&limit=1`;
    const pages = await allPages(query);
    expect(pages.flatMap((p) => p.employees)).toEqual(
      filtered((e) => e.authorized_location_ids.includes(loc1)),
    );
  });

  it('ends without a cursor when the last page is exactly full', async () => {
    const pages = await allPages('?limit=5');
    expect(pages).toEqual([{ employees: v1.map(asV2) }]);
  });

  describe('rejects a cursor that is forged or reused elsewhere', () => {
    let cursor: string;

    beforeAll(async () => {
      cursor = (await list('?limit=2')).body.cursor ?? '';
      expect(cursor).not.toBe('');
    });

    const invalidCursor = {
      category: 'INVALID_REQUEST_ERROR',
      code: 'INVALID_CURSOR',
      field: 'cursor',
    };

    it.each<[string, () => string]>([
      ['forged', () => 'forged'],
      ['altered', () => `${cursor.slice(0, 3)}${cursor[3] === 'x' ? 'y' : 'x'}${cursor.slice(4)}`],
      ['truncated', () => cursor.slice(0, -1)],
    ])('%s → 400 INVALID_CURSOR', async (_, make) => {
      const res = await list(`?limit=2&cursor=${encodeURIComponent(make())}`);
      expectV2Error(res, 400, { ...invalidCursor, detailStart: 'cursor is not valid' });
    });

    it.each([
      ['another status', '?limit=2&status=ACTIVE'],
      ['another location', `?limit=2&location_id=${loc1}`],
    ])('with %s → 400 INVALID_CURSOR', async (_, query) => {
      expectV2Error(await list(`${query}&cursor=${cursor}`), 400, invalidCursor);
    });

    it('accepts another page size with the same cursor and continues after page one', async () => {
      const res = await list(`?limit=3&cursor=${cursor}`);
      expect(res.status).toBe(200);
      expect(res.body.employees).toEqual(v1.slice(2, 5).map(asV2));
    });

    it('a v1 batch_token as cursor → 400 INVALID_CURSOR', async () => {
      const v1Page = await client.get('/v1/me/employees?limit=2');
      const token = batchTokenOf(nextPageUrl(v1Page) ?? '');
      expectV2Error(await list(`?limit=2&cursor=${token}`), 400, invalidCursor);
    });
  });

  it.each([
    ['?limit=0', 'limit', 'VALUE_TOO_LOW', 'limit must be at least 1'],
    ['?limit=201', 'limit', 'VALUE_TOO_HIGH', 'limit must be at most 200'],
    ['?limit=x', 'limit', 'INVALID_VALUE', 'limit must be a whole number from 1 to 200'],
    ['?status=FIRED', 'status', 'INVALID_ENUM_VALUE', 'status must be one of ACTIVE, INACTIVE'],
    ['?location_id=', 'location_id', 'VALUE_TOO_SHORT', 'location_id '],
  ])('rejects %s with 400 naming %s', async (query, field, code, detailStart) => {
    const res = await list(query);
    expectV2Error(res, 400, { category: 'INVALID_REQUEST_ERROR', code, field, detailStart });
  });

  it('accepts limit 1 and 200', async () => {
    expect((await list('?limit=1')).body.employees).toHaveLength(1);
    expect((await list('?limit=200')).body).toEqual({ employees: v1.map(asV2) });
  });
});

describe('GET /v2/employees/{id}', () => {
  it('returns {employee} matching the v1 employee', async () => {
    for (const e of v1) {
      const res = await client.get(`${V2}/${e.id}`);
      expectStatus(res, 200);
      expect(res.body).toEqual({ employee: asV2(e) });
    }
  });

  it('returns the v2 404 envelope for an unknown id', async () => {
    expectV2Error(await client.get(`${V2}/no-such-employee`), 404, {
      category: 'INVALID_REQUEST_ERROR',
      code: 'NOT_FOUND',
      detailStart: 'Employee no-such-employee',
    });
  });
});
