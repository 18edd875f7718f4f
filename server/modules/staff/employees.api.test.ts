import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1EmployeeT } from '@contract/employees';
import type { V1EmployeeRoleT } from '@contract/roles';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  batchTokenOf,
  clientFor,
  collectV1Pages,
  createEmployee,
  expectJsonContentType,
  expectStatus,
  expectV1Error,
  expectV1FieldError,
  nextPageUrl,
  pause,
  type Client,
} from '../../testing/expectations';

const EMPLOYEES = '/v1/me/employees';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let server: TestServer;
let client: Client;
let role: V1EmployeeRoleT;
let otherRole: V1EmployeeRoleT;
let loc1: string;
let loc2: string;

const list = (query = '') => client.get<V1EmployeeT[]>(`${EMPLOYEES}${query}`);
const retrieve = (id: string) => client.get<V1EmployeeT>(`${EMPLOYEES}/${id}`);
const update = (id: string, body: unknown) => client.put<V1EmployeeT>(`${EMPLOYEES}/${id}`, body);
const ids = (employees: V1EmployeeT[]) => employees.map((e) => e.id);

async function listIds(query = '') {
  const res = await list(query);
  expectStatus(res, 200);
  return ids(res.body);
}

async function createRole(name: string): Promise<V1EmployeeRoleT> {
  const res = await client.post<V1EmployeeRoleT>('/v1/me/roles', { name, permissions: [] });
  expectStatus(res, 200);
  return res.body;
}

/** Marks an employee ACTIVE directly in the database (the API cannot). */
async function activate(id: string) {
  await server.db.updateTable('employees').set({ status: 'ACTIVE' }).where('id', '=', id).execute();
}

/** Runs `action`, which must be rejected, and checks that the full list did not change. */
async function expectNothingWritten(action: () => Promise<unknown>) {
  const before = await list('?limit=200');
  await action();
  const after = await list('?limit=200');
  expect(after.body).toEqual(before.body);
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
  [loc1 = '', loc2 = ''] = server.locationIds;
  role = await createRole('Cashier');
  otherRole = await createRole('Manager');
});

afterAll(async () => {
  await server?.close();
});

describe('POST /v1/me/employees', () => {
  it('creates an INACTIVE employee and returns every field sent', async () => {
    const res = await client.post<V1EmployeeT>(EMPLOYEES, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      external_id: 'ext-grace',
      role_ids: [role.id],
      authorized_location_ids: [loc2, loc1],
    });
    expectStatus(res, 200);
    expectJsonContentType(res);
    const e = res.body;
    expect(e).toEqual({
      id: e.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      external_id: 'ext-grace',
      role_ids: [role.id],
      authorized_location_ids: [loc1, loc2].sort(),
      status: 'INACTIVE',
      created_at: e.created_at,
      updated_at: e.created_at,
    });
    expect(e.id).toMatch(UUID);
    expect(e.created_at).toMatch(ISO);
    expect(Math.abs(Date.parse(e.created_at) - Date.now())).toBeLessThan(60_000);
    expect((await retrieve(e.id)).body).toEqual(e);
  });

  it('creates with only the required fields: no role, no locations, no optional keys', async () => {
    const e = await createEmployee(client, { first_name: '  Trim  ', last_name: 'Me' });
    expect(e).toEqual({
      id: e.id,
      first_name: 'Trim',
      last_name: 'Me',
      role_ids: [],
      authorized_location_ids: [],
      status: 'INACTIVE',
      created_at: e.created_at,
      updated_at: e.updated_at,
    });
  });

  it('accepts status INACTIVE and null optional fields, and ignores read-only fields', async () => {
    const e = await createEmployee(client, {
      id: 'chosen-by-client',
      created_at: '2000-01-01T00:00:00Z',
      status: 'INACTIVE',
      email: null,
      external_id: null,
    });
    expect(e.id).toMatch(UUID);
    expect(e.created_at).not.toBe('2000-01-01T00:00:00Z');
    expect(e.status).toBe('INACTIVE');
    expect(e).not.toHaveProperty('email');
    expect(e).not.toHaveProperty('external_id');
  });

  const invalidBodies: [string, Record<string, unknown>, string, string][] = [
    ['first_name missing', { first_name: undefined }, 'first_name', 'is required'],
    ['last_name missing', { last_name: undefined }, 'last_name', 'is required'],
    ['first_name empty', { first_name: '   ' }, 'first_name', 'must not be empty'],
    ['first_name a number', { first_name: 42 }, 'first_name', 'must be a string'],
    ['last_name too long', { last_name: 'x'.repeat(256) }, 'last_name', 'must be at most 255'],
    ['email invalid', { email: 'not-an-email' }, 'email', 'must be a valid email address'],
    ['external_id empty', { external_id: '' }, 'external_id', 'must not be empty'],
    ['status ACTIVE', { status: 'ACTIVE' }, 'status', 'cannot be changed'],
    ['status unknown', { status: 'FIRED' }, 'status', 'must be one of ACTIVE, INACTIVE'],
    ['role_ids not an array', { role_ids: 'r' }, 'role_ids', 'must be of type array'],
    ['two roles', { role_ids: ['a', 'b'] }, 'role_ids', ''],
    ['unknown role', { role_ids: ['no-such-role'] }, 'role_ids[0]', 'refers to a role'],
    ['duplicate location', { authorized_location_ids: ['x', 'x'] }, 'authorized_location_ids', ''],
  ];

  it.each(invalidBodies)(
    'rejects %s with a 400 naming the field',
    async (_, patch, field, rule) => {
      await expectNothingWritten(async () => {
        const body = { first_name: 'Bad', last_name: 'Request', ...patch };
        expectV1FieldError(await client.post(EMPLOYEES, body), field, rule);
      });
    },
  );

  it('rejects two roles with a message stating the rule', async () => {
    const res = await client.post(EMPLOYEES, {
      first_name: 'Two',
      last_name: 'Roles',
      role_ids: [role.id, otherRole.id],
    });
    expectV1FieldError(res, 'role_ids', '');
    expect((res.body as { message: string }).message).toContain('at most one role');
  });

  it('rejects an unknown location, naming its index, and writes nothing', async () => {
    await expectNothingWritten(async () => {
      const res = await client.post(EMPLOYEES, {
        first_name: 'No',
        last_name: 'Where',
        role_ids: [role.id],
        authorized_location_ids: [loc1, 'no-such-location'],
      });
      expectV1FieldError(res, 'authorized_location_ids[1]', 'refers to a location');
    });
  });

  it("rejects the other merchant's role and location as unknown", async () => {
    const base = { first_name: 'Cross', last_name: 'Merchant' };
    const withRole = await client.post(EMPLOYEES, { ...base, role_ids: [server.other.roleId] });
    expectV1FieldError(withRole, 'role_ids[0]', 'refers to a role that does not exist');
    const otherLocation = server.other.locationIds[0];
    const withLocation = await client.post(EMPLOYEES, {
      ...base,
      authorized_location_ids: [otherLocation],
    });
    expectV1FieldError(withLocation, 'authorized_location_ids[0]', 'refers to a location');
  });

  it('rejects a body that is not an object', async () => {
    expectV1Error(await client.post(EMPLOYEES, ['Ada']), 400, 'bad_request', 'The request body');
  });
});

describe('GET /v1/me/employees/{id}', () => {
  it('returns 404 not_found for an unknown id', async () => {
    expectV1Error(
      await retrieve('no-such-employee'),
      404,
      'not_found',
      'Employee no-such-employee',
    );
  });
});

describe('PUT /v1/me/employees/{id}', () => {
  let base: V1EmployeeT;

  beforeAll(async () => {
    base = await createEmployee(client, {
      first_name: 'Katherine',
      last_name: 'Johnson',
      email: 'kj@example.com',
      external_id: 'ext-kj',
      role_ids: [role.id],
      authorized_location_ids: [loc1],
    });
  });

  async function updateOk(body: unknown): Promise<V1EmployeeT> {
    await pause();
    const res = await update(base.id, body);
    expectStatus(res, 200);
    expect((await retrieve(base.id)).body).toEqual(res.body);
    expect(res.body.created_at).toBe(base.created_at);
    expect(res.body.updated_at > base.updated_at).toBe(true);
    return res.body;
  }

  it('changes only the fields sent', async () => {
    const e = await updateOk({ last_name: 'Goble' });
    expect(e).toEqual({ ...base, last_name: 'Goble', updated_at: e.updated_at });
    base = e;
  });

  it('clears email and external_id with null and keeps them when absent', async () => {
    const cleared = await updateOk({ email: null });
    expect(cleared).not.toHaveProperty('email');
    expect(cleared.external_id).toBe('ext-kj');
    const both = await updateOk({ external_id: null, email: 'new@example.com' });
    expect(both).not.toHaveProperty('external_id');
    expect(both.email).toBe('new@example.com');
  });

  it('assigns, keeps and removes the role', async () => {
    expect((await updateOk({ role_ids: [otherRole.id] })).role_ids).toEqual([otherRole.id]);
    expect((await updateOk({ first_name: 'Kat' })).role_ids).toEqual([otherRole.id]);
    expect((await updateOk({ role_ids: [] })).role_ids).toEqual([]);
  });

  it('replaces and clears the authorized locations', async () => {
    expect(
      (await updateOk({ authorized_location_ids: [loc2, loc1] })).authorized_location_ids,
    ).toEqual([loc1, loc2].sort());
    expect((await updateOk({ authorized_location_ids: [] })).authorized_location_ids).toEqual([]);
  });

  it('ignores read-only fields, so a retrieved employee can be sent back', async () => {
    const current = (await retrieve(base.id)).body;
    const e = await updateOk({
      ...current,
      id: 'other-id',
      created_at: '2000-01-01T00:00:00Z',
      updated_at: '2000-01-01T00:00:00Z',
      first_name: 'Katie',
    });
    expect(e).toEqual({ ...current, first_name: 'Katie', updated_at: e.updated_at });
  });

  it('accepts the current status and rejects any other, for INACTIVE and ACTIVE employees', async () => {
    await updateOk({ status: 'INACTIVE' });
    expectV1FieldError(await update(base.id, { status: 'ACTIVE' }), 'status', 'cannot be changed');
    const active = await createEmployee(client);
    await activate(active.id);
    expectStatus(await update(active.id, { status: 'ACTIVE', last_name: 'Still' }), 200);
    expectV1FieldError(await update(active.id, { status: 'INACTIVE' }), 'status');
    expect((await retrieve(active.id)).body).toMatchObject({
      status: 'ACTIVE',
      last_name: 'Still',
    });
  });

  const invalidUpdates: [string, Record<string, unknown>, string, string][] = [
    ['first_name null', { first_name: null }, 'first_name', 'must be a string'],
    ['last_name empty', { last_name: '' }, 'last_name', 'must not be empty'],
    ['email invalid', { email: 'x@', last_name: 'Changed' }, 'email', 'must be a valid email'],
    ['status ACTIVE', { status: 'ACTIVE', last_name: 'Changed' }, 'status', 'cannot be changed'],
    ['two roles', { role_ids: ['a', 'b'] }, 'role_ids', ''],
    ['unknown role', { role_ids: ['nope'], last_name: 'Changed' }, 'role_ids[0]', 'refers to'],
    [
      'unknown location',
      { authorized_location_ids: ['nope'], last_name: 'Changed' },
      'authorized_location_ids[0]',
      'refers to a location',
    ],
  ];

  it.each(invalidUpdates)(
    'rejects %s with a 400 and changes nothing',
    async (_, body, field, rule) => {
      const before = (await retrieve(base.id)).body;
      await expectNothingWritten(async () =>
        expectV1FieldError(await update(base.id, body), field, rule),
      );
      expect((await retrieve(base.id)).body).toEqual(before);
    },
  );

  it('returns 404 for an unknown id, even with a valid body', async () => {
    expectV1Error(
      await update('no-such-employee', { first_name: 'X' }),
      404,
      'not_found',
      'Employee',
    );
  });
});

describe('GET /v1/me/employees filters', () => {
  let a: V1EmployeeT;
  let b: V1EmployeeT;
  let c: V1EmployeeT;

  beforeAll(async () => {
    await pause();
    a = await createEmployee(client, { external_id: 'filter-ab' });
    await pause();
    b = await createEmployee(client, { external_id: 'filter-ab' });
    await pause();
    c = await createEmployee(client, { external_id: 'filter-c' });
    await activate(b.id);
  });

  it('orders by created_at, ASC by default and DESC on request', async () => {
    const asc = await list('?limit=200');
    expectStatus(asc, 200);
    const created = asc.body.map((e) => e.created_at);
    expect(created).toEqual([...created].sort());
    expect(await listIds('?limit=200&order=ASC')).toEqual(ids(asc.body));
    expect(await listIds('?limit=200&order=DESC')).toEqual(ids(asc.body).reverse());
  });

  it('filters by status', async () => {
    const active = await list('?status=ACTIVE&limit=200');
    expect(active.body.map((e) => e.status)).toEqual(active.body.map(() => 'ACTIVE'));
    expect(ids(active.body)).toContain(b.id);
    const inactive = await list('?status=INACTIVE&limit=200');
    expect(inactive.body.every((e) => e.status === 'INACTIVE')).toBe(true);
    expect(ids(inactive.body)).toEqual(expect.arrayContaining([a.id, c.id]));
    expect(ids(inactive.body)).not.toContain(b.id);
  });

  it('filters by external_id (exact match)', async () => {
    expect(await listIds('?external_id=filter-ab')).toEqual([a.id, b.id]);
    expect(await listIds('?external_id=filter-c')).toEqual([c.id]);
    expect(await listIds('?external_id=filter')).toEqual([]);
    expect(await listIds('?external_id=filter-ab&status=ACTIVE')).toEqual([b.id]);
  });

  it('filters by created_at: begin inclusive, end exclusive', async () => {
    const range = `?begin_created_at=${b.created_at}&end_created_at=${c.created_at}`;
    expect(await listIds(range)).toEqual([b.id]);
    expect(
      await listIds(`?begin_created_at=${a.created_at}&end_created_at=${c.created_at}`),
    ).toEqual([a.id, b.id]);
    expect(await listIds(`?begin_created_at=${c.created_at}`)).toEqual([c.id]);
    const offset = '2000-01-01T00:00:00%2B02:00';
    expect(await listIds(`?end_created_at=${offset}`)).toEqual([]);
  });

  it('filters by updated_at: begin inclusive, end exclusive', async () => {
    await pause();
    const updated = (await update(a.id, { last_name: 'Updated' })).body;
    expect(await listIds(`?begin_updated_at=${updated.updated_at}`)).toEqual([a.id]);
    const before = await listIds(`?end_updated_at=${updated.updated_at}&external_id=filter-ab`);
    expect(before).toEqual([b.id]);
  });

  const badQueries: [string, string, string][] = [
    ['?order=UP', 'order', 'must be one of ASC, DESC'],
    ['?status=FIRED', 'status', 'must be one of ACTIVE, INACTIVE'],
    ['?external_id=', 'external_id', ''],
    ['?limit=0', 'limit', 'must be at least 1'],
    ['?limit=201', 'limit', 'must be at most 200'],
    ['?limit=abc', 'limit', 'must be a whole number from 1 to 200'],
    ['?limit=1.5', 'limit', 'must be a whole number'],
    ['?limit=-1', 'limit', 'must be a whole number'],
    ['?begin_created_at=2026-02-30T00:00:00Z', 'begin_created_at', 'must be an ISO 8601'],
    ['?end_updated_at=2026-13-01T00:00:00Z', 'end_updated_at', 'must be an ISO 8601'],
    ['?begin_updated_at=2026-03-01T00:00:00', 'begin_updated_at', 'must be an ISO 8601'],
    ['?begin_created_at=yesterday', 'begin_created_at', 'must be an ISO 8601'],
    [
      '?begin_created_at=2026-03-02T00:00:00Z&end_created_at=2026-03-01T00:00:00Z',
      'end_created_at',
      'must be after begin_created_at',
    ],
    [
      '?begin_updated_at=2026-03-01T00:00:00Z&end_updated_at=2026-03-01T00:00:00Z',
      'end_updated_at',
      'must be after begin_updated_at',
    ],
  ];

  it.each(badQueries)('rejects %s with a 400 naming %s', async (query, field, rule) => {
    expectV1FieldError(await list(query), field, rule);
  });

  it('returns 100 employees by default and up to 200 with limit', async () => {
    const existing = (await listIds('?limit=200')).length;
    for (let i = existing; i < 105; i++) await createEmployee(client, { external_id: 'bulk' });
    const defaultPage = await list();
    expect(defaultPage.body).toHaveLength(100);
    expect(nextPageUrl(defaultPage)).toBeDefined();
    const all = await list('?limit=200');
    expect(all.body).toHaveLength(105);
    expect(all.headers.get('link')).toBeNull();
  });
});

describe('GET /v1/me/employees paging', () => {
  let seven: string[];
  const query = '?external_id=page-7&limit=3';

  beforeAll(async () => {
    seven = [];
    for (let i = 0; i < 7; i++) {
      seven.push((await createEmployee(client, { external_id: 'page-7', first_name: `P${i}` })).id);
    }
  });

  it("follows Link: <url>;rel='next' page by page, with nothing repeated or left out", async () => {
    const { pages, urls, items } = await collectV1Pages<V1EmployeeT>(
      client,
      `${EMPLOYEES}${query}`,
    );
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(ids(items)).toEqual(seven);
    for (const url of urls) {
      const next = new URL(url, server.url);
      expect(`${next.protocol}//${next.host}${next.pathname}`).toBe(`${server.url}${EMPLOYEES}`);
      expect(next.searchParams.get('external_id')).toBe('page-7');
      expect(next.searchParams.get('limit')).toBe('3');
    }
  });

  it('pages DESC in reverse order', async () => {
    const desc = await collectV1Pages<V1EmployeeT>(client, `${EMPLOYEES}${query}&order=DESC`);
    expect(ids(desc.items)).toEqual([...seven].reverse());
  });

  it('pages the whole list the same as one big page', async () => {
    const paged = await collectV1Pages<V1EmployeeT>(client, `${EMPLOYEES}?limit=40`);
    expect(ids(paged.items)).toEqual(await listIds('?limit=200'));
    expect(paged.pages.length).toBeGreaterThan(1);
  });

  it('issues an opaque, URL-safe token that reveals no ids or timestamps', async () => {
    const first = await list(query);
    const token = batchTokenOf(nextPageUrl(first) ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    const last = first.body[2];
    expect(token).not.toContain(last?.id);
    expect(token).not.toContain(last?.created_at);
    // The same token can be used again (tokens are stateless) and yields the same page.
    const again = await client.get<V1EmployeeT[]>(`${EMPLOYEES}${query}&batch_token=${token}`);
    expect(ids(again.body)).toEqual(seven.slice(3, 6));
  });

  describe('rejects a token that is forged, altered or reused with other filters', () => {
    let token: string;
    const withToken = (t: string, q = query) =>
      client.get(`${EMPLOYEES}${q}&batch_token=${encodeURIComponent(t)}`);

    beforeAll(async () => {
      token = batchTokenOf(nextPageUrl(await list(query)) ?? '');
    });

    const flip = (text: string, index: number) =>
      text.slice(0, index) + (text[index] === 'A' ? 'B' : 'A') + text.slice(index + 1);

    it.each<[string, () => string]>([
      ['forged', () => 'not-a-token'],
      ['empty signature', () => `${token.split('.')[0]}.`],
      ['altered payload', () => flip(token, 5)],
      ['altered signature', () => flip(token, token.length - 2)],
      ['extra part', () => `${token}.x`],
    ])('%s → 400 naming batch_token', async (_, make) => {
      expectV1FieldError(await withToken(make()), 'batch_token', 'is not valid');
    });

    it.each([
      ['another external_id', '?external_id=filter-ab&limit=3'],
      ['another order', `${query}&order=DESC`],
      ['no filter', '?limit=3'],
      ['an added status', `${query}&status=INACTIVE`],
    ])('with %s → 400 naming batch_token', async (_, otherQuery) => {
      expectV1FieldError(await withToken(token, otherQuery), 'batch_token', 'is not valid');
    });

    it('from the roles list → 400', async () => {
      await createRole('Third');
      const rolesToken = batchTokenOf(nextPageUrl(await client.get('/v1/me/roles?limit=1')) ?? '');
      const res = await client.get(`${EMPLOYEES}?limit=1&batch_token=${rolesToken}`);
      expectV1FieldError(res, 'batch_token', 'is not valid');
    });

    it('issued to another merchant → 400', async () => {
      const other = clientFor(server.url, await server.tokenFor(server.otherMerchantId));
      await createEmployee(other);
      const otherToken = batchTokenOf(nextPageUrl(await other.get(`${EMPLOYEES}?limit=1`)) ?? '');
      const res = await client.get(`${EMPLOYEES}?limit=1&batch_token=${otherToken}`);
      expectV1FieldError(res, 'batch_token', 'is not valid');
    });
  });
});
