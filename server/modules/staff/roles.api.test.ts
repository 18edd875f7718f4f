import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { V1EmployeeRoleT } from '@contract/roles';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  clientFor,
  collectV1Pages,
  expectJsonContentType,
  expectStatus,
  expectV1Error,
  expectV1FieldError,
  pause,
  type Client,
} from '../../testing/expectations';

const ROLES = '/v1/me/roles';

let server: TestServer;
let client: Client;

const retrieve = (id: string) => client.get<V1EmployeeRoleT>(`${ROLES}/${id}`);
const update = (id: string, body: unknown) => client.put<V1EmployeeRoleT>(`${ROLES}/${id}`, body);

async function createRole(body: Record<string, unknown>): Promise<V1EmployeeRoleT> {
  const res = await client.post<V1EmployeeRoleT>(ROLES, body);
  expectStatus(res, 200);
  return res.body;
}

async function allRoles(): Promise<V1EmployeeRoleT[]> {
  const res = await client.get<V1EmployeeRoleT[]>(`${ROLES}?limit=200`);
  expectStatus(res, 200);
  return res.body;
}

beforeAll(async () => {
  server = await startTestServer();
  client = clientFor(server.url, await server.token());
});

afterAll(async () => {
  await server?.close();
});

describe('POST /v1/me/roles', () => {
  it('creates a role and returns it as stored', async () => {
    const res = await client.post<V1EmployeeRoleT>(ROLES, {
      name: 'Shift lead',
      permissions: ['REGISTER_ISSUE_REFUNDS', 'REGISTER_ACCESS_SALES_HISTORY'],
    });
    expectStatus(res, 200);
    expectJsonContentType(res);
    const role = res.body;
    expect(role).toEqual({
      id: role.id,
      name: 'Shift lead',
      permissions: ['REGISTER_ISSUE_REFUNDS', 'REGISTER_ACCESS_SALES_HISTORY'],
      is_owner: false,
      created_at: role.created_at,
      updated_at: role.created_at,
    });
    expect(role.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await retrieve(role.id)).body).toEqual(role);
    expect(await allRoles()).toContainEqual(role);
  });

  it('round-trips is_owner and every permission, and accepts no permissions', async () => {
    const all = [
      'REGISTER_ACCESS_SALES_HISTORY',
      'REGISTER_APPLY_RESTRICTED_DISCOUNTS',
      'REGISTER_CHANGE_SETTINGS',
      'REGISTER_EDIT_ITEM',
      'REGISTER_ISSUE_REFUNDS',
      'REGISTER_OPEN_CASH_DRAWER_OUTSIDE_SALE',
      'REGISTER_VIEW_SUMMARY_REPORTS',
    ];
    const owner = await createRole({ name: 'Owner', permissions: all, is_owner: true });
    expect(owner).toMatchObject({ is_owner: true, permissions: all });
    expect((await retrieve(owner.id)).body).toEqual(owner);
    const none = await createRole({ name: 'Trainee', permissions: [], is_owner: false });
    expect(none).toMatchObject({ name: 'Trainee', is_owner: false, permissions: [] });
  });

  it('ignores read-only fields sent by the client', async () => {
    const role = await createRole({
      id: 'mine',
      created_at: '2000-01-01T00:00:00Z',
      name: 'Ignored',
      permissions: [],
    });
    expect(role.id).not.toBe('mine');
    expect(role.created_at).not.toBe('2000-01-01T00:00:00Z');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { permissions: [] }, 'name', 'is required'],
    ['permissions missing', { name: 'R' }, 'permissions', 'is required'],
    ['name empty', { name: ' ', permissions: [] }, 'name', 'must not be empty'],
    ['name too long', { name: 'n'.repeat(101), permissions: [] }, 'name', 'must be at most 100'],
    ['name a number', { name: 7, permissions: [] }, 'name', 'must be a string'],
    ['permissions a string', { name: 'R', permissions: 'X' }, 'permissions', 'must be of type'],
    [
      'an unknown permission',
      { name: 'R', permissions: ['FLY'] },
      'permissions[0]',
      'must be one of REGISTER_ACCESS_SALES_HISTORY',
    ],
    [
      'an unknown second permission',
      { name: 'R', permissions: ['REGISTER_EDIT_ITEM', 'register_edit_item'] },
      'permissions[1]',
      'must be one of',
    ],
    [
      'a repeated permission',
      { name: 'R', permissions: ['REGISTER_EDIT_ITEM', 'REGISTER_EDIT_ITEM'] },
      'permissions',
      'must not repeat a permission',
    ],
    ['is_owner a string', { name: 'R', permissions: [], is_owner: 'true' }, 'is_owner', 'must be'],
  ];

  it.each(invalid)('rejects %s with a 400 naming the field', async (_, body, field, rule) => {
    const before = await allRoles();
    expectV1FieldError(await client.post(ROLES, body), field, rule);
    expect(await allRoles()).toEqual(before);
  });
});

describe('PUT /v1/me/roles/{id}', () => {
  let role: V1EmployeeRoleT;

  beforeAll(async () => {
    role = await createRole({ name: 'Barista', permissions: ['REGISTER_EDIT_ITEM'] });
  });

  async function updateOk(body: unknown): Promise<V1EmployeeRoleT> {
    await pause();
    const res = await update(role.id, body);
    expectStatus(res, 200);
    expect(res.body.created_at).toBe(role.created_at);
    expect(res.body.updated_at > role.updated_at).toBe(true);
    expect((await retrieve(role.id)).body).toEqual(res.body);
    role = res.body;
    return res.body;
  }

  it('changes only the fields sent', async () => {
    const before = role;
    const renamed = await updateOk({ name: 'Head barista' });
    expect(renamed).toEqual({ ...before, name: 'Head barista', updated_at: renamed.updated_at });
    const perms = ['REGISTER_OPEN_CASH_DRAWER_OUTSIDE_SALE', 'REGISTER_EDIT_ITEM'];
    expect(await updateOk({ permissions: perms })).toMatchObject({
      name: 'Head barista',
      permissions: perms,
      is_owner: false,
    });
  });

  it('sets and clears is_owner', async () => {
    expect((await updateOk({ is_owner: true })).is_owner).toBe(true);
    expect((await updateOk({ name: 'Still owner' })).is_owner).toBe(true);
    expect((await updateOk({ is_owner: false })).is_owner).toBe(false);
  });

  it('ignores read-only fields, so a retrieved role can be sent back', async () => {
    const current = (await retrieve(role.id)).body;
    const res = await updateOk({ ...current, id: 'x', name: 'Sent back' });
    expect(res).toEqual({ ...current, name: 'Sent back', updated_at: res.updated_at });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown permission', { name: 'New', permissions: ['NOPE'] }, 'permissions[0]'],
    [
      'a repeated permission',
      { permissions: ['REGISTER_EDIT_ITEM', 'REGISTER_EDIT_ITEM'] },
      'permissions',
    ],
    ['an empty name', { name: '' }, 'name'],
    ['a null name', { name: null }, 'name'],
  ])('rejects %s and changes nothing', async (_, body, field) => {
    const before = (await retrieve(role.id)).body;
    expectV1FieldError(await update(role.id, body), field);
    expect((await retrieve(role.id)).body).toEqual(before);
  });

  it('returns 404 for an unknown id', async () => {
    expectV1Error(
      await update('no-such-role', { name: 'X' }),
      404,
      'not_found',
      'Role no-such-role',
    );
    expectV1Error(await retrieve('no-such-role'), 404, 'not_found', 'Role no-such-role');
  });
});

describe('GET /v1/me/roles', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await createRole({ name: `Paged ${i}`, permissions: [] });
  });

  it('orders by created_at, ASC by default and DESC on request', async () => {
    const asc = await allRoles();
    expect(asc.length).toBeGreaterThanOrEqual(7);
    const created = asc.map((r) => r.created_at);
    expect(created).toEqual([...created].sort());
    const desc = await client.get<V1EmployeeRoleT[]>(`${ROLES}?limit=200&order=DESC`);
    expect(desc.body).toEqual([...asc].reverse());
  });

  it('pages with limit by following the Link header, in both orders', async () => {
    const all = await allRoles();
    const asc = await collectV1Pages<V1EmployeeRoleT>(client, `${ROLES}?limit=2`);
    expect(asc.pages.map((p) => p.length)).toEqual(
      Array.from({ length: Math.ceil(all.length / 2) }, (_, i) => Math.min(2, all.length - 2 * i)),
    );
    expect(asc.items).toEqual(all);
    const desc = await collectV1Pages<V1EmployeeRoleT>(client, `${ROLES}?limit=3&order=DESC`);
    expect(desc.items).toEqual([...all].reverse());
  });

  it.each([
    ['?limit=0', 'limit', 'must be at least 1'],
    ['?limit=201', 'limit', 'must be at most 200'],
    ['?limit=ten', 'limit', 'must be a whole number'],
    ['?order=asc', 'order', 'must be one of ASC, DESC'],
    ['?batch_token=forged', 'batch_token', 'is not valid'],
  ])('rejects %s with a 400 naming %s', async (query, field, rule) => {
    expectV1FieldError(await client.get(`${ROLES}${query}`), field, rule);
  });

  it('rejects a token reused with another order', async () => {
    const first = await collectV1Pages<V1EmployeeRoleT>(client, `${ROLES}?limit=4`);
    const token =
      new URL(first.urls[0] ?? '', 'http://link.invalid').searchParams.get('batch_token') ?? '';
    const res = await client.get(`${ROLES}?limit=4&order=DESC&batch_token=${token}`);
    expectV1FieldError(res, 'batch_token', 'is not valid');
  });
});
