/**
 * The owner's Team area over real HTTP on the engine under test: only the owner signed in may
 * manage people, invitations and permission sets (anyone else, and any token, gets 403 and
 * nothing changes); invitations are one-time links whose accept creates the person and signs them
 * in, of two accepts exactly one wins; removing a person ends their sessions at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@contract/permissions';
import type { InvitationT, PermissionSetT, TeamMemberT } from '@contract/team';
import { api, startTestServer, type ApiResponse, type TestServer } from '../../testing/harness';
import { signInAs, type SignedInPerson } from '../../testing/sessions';

interface V2Errors {
  errors: { code: string; detail: string; field?: string; category: string }[];
}
interface Created {
  invitation: InvitationT;
  url: string;
  mailed: boolean;
}

let server: TestServer;
let owner: SignedInPerson;
/** A member whose set holds every permission: still not the owner. */
let manager: SignedInPerson;
let sets: PermissionSetT[];

const asOwner = () => api(server, owner);
const publicApi = () => api(server);
const setId = (name: string) => {
  const found = sets.find((s) => s.name === name);
  if (!found) throw new Error(`no set ${name}`);
  return found.id;
};
const secretOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function expectError(res: ApiResponse, status: number, code: string, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const first = (res.body as V2Errors).errors[0]!;
  expect(first.code).toBe(code);
  if (field !== undefined) expect(first.field).toBe(field);
  return first;
}

async function invite(email: string, set = 'Shift lead', refundLimit: number | null = 2500) {
  const res = await asOwner().post<Created>('/app/team/invitations', {
    email,
    permission_set_id: setId(set),
    refund_limit: refundLimit,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function accept(secret: string, body = { name: 'New Person', password: 'a long password' }) {
  return publicApi().post<{ user: { id: string; email: string } } & V2Errors>(
    `/app/invitations/${secret}/accept`,
    body,
    { origin: new URL(server.url).origin },
  );
}

const sessionCookie = (res: ApiResponse) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /^(?:__Secure-)?ledgerline\.session_token=/.test(c));

/** Everything the Team area writes, to prove a refused request changed nothing. */
async function teamSnapshot() {
  const db = server.db;
  return {
    members: await db.selectFrom('team_members').selectAll().orderBy('id').execute(),
    sets: await db.selectFrom('permission_sets').selectAll().orderBy('id').execute(),
    invitations: await db.selectFrom('invitations').selectAll().orderBy('id').execute(),
    users: await db.selectFrom('user').select(['id', 'email']).orderBy('id').execute(),
    sessions: await db.selectFrom('session').select('id').orderBy('id').execute(),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await signInAs(server, server.db, server.merchantId, {
    owner: true,
    name: 'Olivia Owner',
  });
  manager = await signInAs(server, server.db, server.merchantId, {
    permissions: ALL_PERMISSIONS,
    name: 'Maria Lopez',
    refundLimit: 5000,
  });
  const res = await asOwner().get<{ permission_sets: PermissionSetT[] }>(
    '/app/team/permission-sets',
  );
  sets = res.body.permission_sets;
});

afterAll(async () => {
  await server.close();
});

describe('who may manage the team', () => {
  const operations = (ids: { member: string; invitation: string; set: string }) =>
    [
      ['GET', '/app/team/members'],
      ['POST', `/app/team/members/${ids.member}`, { refund_limit: 1 }],
      ['DELETE', `/app/team/members/${ids.member}`],
      ['POST', `/app/team/members/${ids.member}/password-reset-link`],
      ['GET', '/app/team/invitations'],
      [
        'POST',
        '/app/team/invitations',
        { email: 'sneaky@example.test', permission_set_id: ids.set },
      ],
      ['DELETE', `/app/team/invitations/${ids.invitation}`],
      ['GET', '/app/team/permission-sets'],
      ['POST', '/app/team/permission-sets', { name: 'Sneaky', permissions: ['staff.read'] }],
      ['POST', `/app/team/permission-sets/${ids.set}`, { name: 'Renamed' }],
      ['DELETE', `/app/team/permission-sets/${ids.set}`],
    ] as const;

  it('a signed-in person who is not the owner gets 403 on every operation, and nothing changes', async () => {
    const created = await invite('pending-403@example.test');
    const own = await asOwner().post<{ permission_set: PermissionSetT }>(
      '/app/team/permission-sets',
      { name: 'Unused for 403', permissions: ['staff.read'] },
    );
    const ids = {
      member: manager.userId,
      invitation: created.invitation.id,
      set: own.body.permission_set.id,
    };
    const before = await teamSnapshot();
    const client = api(server, manager);
    for (const [method, path, body] of operations(ids)) {
      const res =
        method === 'GET'
          ? await client.get(path)
          : method === 'DELETE'
            ? await client.del(path)
            : await client.post(path, body ?? {});
      const error = expectError(res, 403, 'FORBIDDEN');
      expect(error.detail, `${method} ${path}`).toMatch(/owner/i);
    }
    expect(await teamSnapshot()).toEqual(before);
  });

  it('an access token, even with every scope, gets 403 and nothing changes', async () => {
    const token = await server.token();
    const before = await teamSnapshot();
    const client = api(server, token);
    for (const [method, path, body] of operations({
      member: manager.userId,
      invitation: 'x',
      set: setId('Manager'),
    })) {
      const res =
        method === 'GET'
          ? await client.get(path)
          : method === 'DELETE'
            ? await client.del(path)
            : await client.post(path, body ?? {});
      expectError(res, 403, 'FORBIDDEN');
    }
    expect(await teamSnapshot()).toEqual(before);
  });

  it('without a session or token: 401', async () => {
    const res = await publicApi().get('/app/team/members');
    expect(res.status).toBe(401);
  });
});

describe('people', () => {
  it('lists the owner first, then everyone with their set, limit and last sign-in', async () => {
    const res = await asOwner().get<{ members: TeamMemberT[]; currency: string }>(
      '/app/team/members',
    );
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('USD');
    expect(res.body.members[0]).toMatchObject({
      id: owner.userId,
      name: 'Olivia Owner',
      is_owner: true,
      permission_set_id: null,
      refund_limit: null,
    });
    const maria = res.body.members.find((m) => m.id === manager.userId);
    expect(maria).toMatchObject({
      name: 'Maria Lopez',
      email: manager.email,
      is_owner: false,
      refund_limit: 5000,
    });
    expect(maria?.last_sign_in_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it("changes a person's set and refund limit; the new set holds on their next request", async () => {
    const person = await signInAs(server, server.db, server.merchantId, {
      permissions: ['staff.read'],
    });
    expect((await api(server, person).get('/v2/employees')).status).toBe(200);
    const res = await asOwner().post<{ member: TeamMemberT }>(
      `/app/team/members/${person.userId}`,
      { permission_set_id: setId('Bookkeeper'), refund_limit: null },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.member).toMatchObject({
      permission_set_id: setId('Bookkeeper'),
      permission_set_name: 'Bookkeeper',
      refund_limit: null,
    });
    expect((await api(server, person).get('/v2/employees')).status).toBe(403);
    expect((await api(server, person).get('/v2/payments')).status).toBe(200);
  });

  it('names the field of a bad change, and refuses to change the owner', async () => {
    const path = `/app/team/members/${manager.userId}`;
    expectError(await asOwner().post(path, {}), 400, 'INVALID_VALUE');
    expectError(
      await asOwner().post(path, { refund_limit: -1 }),
      400,
      'VALUE_TOO_LOW',
      'refund_limit',
    );
    expectError(
      await asOwner().post(path, { refund_limit: 12.5 }),
      400,
      'EXPECTED_INTEGER',
      'refund_limit',
    );
    expectError(
      await asOwner().post(path, { permission_set_id: 'not-a-set' }),
      400,
      'INVALID_VALUE',
      'permission_set_id',
    );
    const ownerChange = expectError(
      await asOwner().post(`/app/team/members/${owner.userId}`, { refund_limit: 100 }),
      400,
      'BAD_REQUEST',
    );
    expect(ownerChange.detail).toContain('owner');
    expectError(await asOwner().del(`/app/team/members/${owner.userId}`), 400, 'BAD_REQUEST');
    expectError(
      await asOwner().post(`/app/team/members/nobody`, { refund_limit: 1 }),
      404,
      'NOT_FOUND',
    );
  });

  it('another business’s person is unknown (404) and untouched', async () => {
    const theirs = await signInAs(server, server.db, server.otherMerchantId, {
      permissions: ['staff.read'],
    });
    expectError(
      await asOwner().post(`/app/team/members/${theirs.userId}`, { refund_limit: 1 }),
      404,
      'NOT_FOUND',
    );
    expectError(await asOwner().del(`/app/team/members/${theirs.userId}`), 404, 'NOT_FOUND');
    expect((await api(server, theirs).get('/v2/employees')).status).toBe(200);
  });

  it('removing a person ends every session of theirs at once', async () => {
    const person = await signInAs(server, server.db, server.merchantId, {
      permissions: ['staff.read'],
      email: 'leaving@example.test',
    });
    // A second session, as from another browser.
    const again = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(server.url).origin },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(again.status).toBe(200);
    const second = {
      headers: {
        cookie: sessionCookie({ headers: again.headers } as ApiResponse)!,
        origin: person.headers.origin,
      },
    };
    expect((await api(server, person).get('/v2/employees')).status).toBe(200);
    expect((await api(server, second).get('/v2/employees')).status).toBe(200);

    const res = await asOwner().del(`/app/team/members/${person.userId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect((await api(server, person).get('/v2/employees')).status).toBe(401);
    expect((await api(server, second).get('/v2/employees')).status).toBe(401);
    const left = await server.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', person.userId)
      .execute();
    expect(left).toEqual([]);
    const members = await asOwner().get<{ members: TeamMemberT[] }>('/app/team/members');
    expect(members.body.members.some((m) => m.id === person.userId)).toBe(false);
    // The email can be invited again.
    await invite('leaving@example.test');
  });

  it('issues a one-time password-reset link for a person', async () => {
    const res = await asOwner().post<{ url: string }>(
      `/app/team/members/${manager.userId}/password-reset-link`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(res.body.url).toContain('reset-password');
  });
});

describe('permission sets', () => {
  it('lists the built-in sets first, each marked built in', () => {
    expect(sets.slice(0, 3).map((s) => [s.name, s.built_in])).toEqual([
      ['Manager', true],
      ['Shift lead', true],
      ['Bookkeeper', true],
    ]);
    expect(sets[1]!.permissions).toEqual([
      'staff.read',
      'time.read',
      'time.write',
      'labor-settings.read',
    ]);
  });

  it('creates, edits and deletes a set of the owner’s own', async () => {
    const created = await asOwner().post<{ permission_set: PermissionSetT }>(
      '/app/team/permission-sets',
      {
        name: '  Weekend lead ',
        description: 'Saturdays',
        permissions: ['time.write', 'staff.read'],
      },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const set = created.body.permission_set;
    expect(set).toMatchObject({
      name: 'Weekend lead',
      description: 'Saturdays',
      permissions: ['staff.read', 'time.write'],
      built_in: false,
      member_count: 0,
    });
    const edited = await asOwner().post<{ permission_set: PermissionSetT }>(
      `/app/team/permission-sets/${set.id}`,
      { permissions: ['time.read'] },
    );
    expect(edited.body.permission_set).toMatchObject({
      name: 'Weekend lead',
      permissions: ['time.read'],
    });
    expect((await asOwner().del(`/app/team/permission-sets/${set.id}`)).status).toBe(200);
    const after = await asOwner().get<{ permission_sets: PermissionSetT[] }>(
      '/app/team/permission-sets',
    );
    expect(after.body.permission_sets.some((s) => s.id === set.id)).toBe(false);
  });

  it('names the field of a bad set: empty name, no permission, unknown one, a taken name', async () => {
    const path = '/app/team/permission-sets';
    expectError(
      await asOwner().post(path, { name: ' ', permissions: ['staff.read'] }),
      400,
      'VALUE_TOO_SHORT',
      'name',
    );
    expectError(
      await asOwner().post(path, { name: 'X', permissions: [] }),
      400,
      'ARRAY_LENGTH_TOO_SHORT',
      'permissions',
    );
    const unknown = expectError(
      await asOwner().post(path, { name: 'X', permissions: ['bank.steal'] }),
      400,
      'INVALID_ENUM_VALUE',
    );
    expect(unknown.field).toMatch(/^permissions/);
    expectError(
      await asOwner().post(path, { permissions: ['staff.read'] }),
      400,
      'MISSING_REQUIRED_PARAMETER',
      'name',
    );
    const taken = expectError(
      await asOwner().post(path, { name: 'shift LEAD', permissions: ['staff.read'] }),
      400,
      'INVALID_VALUE',
      'name',
    );
    expect(taken.detail).toContain('already used');
  });

  it('built-in sets are neither edited nor deleted', async () => {
    const before = await teamSnapshot();
    const edit = expectError(
      await asOwner().post(`/app/team/permission-sets/${setId('Manager')}`, { name: 'Boss' }),
      400,
      'BAD_REQUEST',
    );
    expect(edit.detail).toContain('copy it');
    expectError(
      await asOwner().del(`/app/team/permission-sets/${setId('Bookkeeper')}`),
      400,
      'BAD_REQUEST',
    );
    expect(await teamSnapshot()).toEqual(before);
  });

  it('a set in use is not deleted: 409 saying by how many', async () => {
    const created = await asOwner().post<{ permission_set: PermissionSetT }>(
      '/app/team/permission-sets',
      { name: 'In use', permissions: ['staff.read'] },
    );
    const id = created.body.permission_set.id;
    const person = await signInAs(server, server.db, server.merchantId, {
      permissions: ['staff.read'],
    });
    await asOwner().post(`/app/team/members/${person.userId}`, { permission_set_id: id });
    await asOwner().post('/app/team/invitations', {
      email: 'in-use@example.test',
      permission_set_id: id,
    });
    const refused = expectError(
      await asOwner().del(`/app/team/permission-sets/${id}`),
      409,
      'CONFLICT',
    );
    expect(refused.detail).toBe(
      'In use is used by 1 person and 1 pending invitation: give them another permission set first.',
    );
    const list = await asOwner().get<{ permission_sets: PermissionSetT[] }>(
      '/app/team/permission-sets',
    );
    expect(list.body.permission_sets.find((s) => s.id === id)?.member_count).toBe(2);
  });
});

describe('invitations', () => {
  it('creates a one-time link, lists it pending, and shows it to anyone holding the link', async () => {
    const created = await invite('Newbie@Example.test', 'Shift lead', 2500);
    expect(created.url).toMatch(new RegExp(`^${server.url}/invite/[A-Za-z0-9_-]{43}$`));
    expect(created.mailed).toBe(false);
    expect(created.invitation).toMatchObject({
      email: 'newbie@example.test',
      permission_set_name: 'Shift lead',
      refund_limit: 2500,
      invited_by: 'Olivia Owner',
    });
    const stored = await server.db
      .selectFrom('invitations')
      .select('token_hash')
      .where('id', '=', created.invitation.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(secretOf(created.url));
    const pending = await asOwner().get<{ invitations: InvitationT[] }>('/app/team/invitations');
    expect(pending.body.invitations.map((i) => i.id)).toContain(created.invitation.id);

    const preview = await publicApi().get(`/app/invitations/${secretOf(created.url)}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      email: 'newbie@example.test',
      permission_set_name: 'Shift lead',
      permissions: ['staff.read', 'time.read', 'time.write', 'labor-settings.read'],
      invited_by: 'Olivia Owner',
    });
  });

  it('accepting creates the person with the set and limit and signs them in', async () => {
    const created = await invite('joiner@example.test', 'Bookkeeper', 1000);
    const res = await accept(secretOf(created.url), {
      name: 'Jo Iner',
      password: 'a long password',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    const joiner = { headers: { cookie: cookie!, origin: new URL(server.url).origin } };
    const me = await api(server, joiner).get<{
      person: { name: string; permissions: string[]; refund_limit: number };
    }>('/app/me');
    expect(me.status).toBe(200);
    expect(me.body.person).toMatchObject({ name: 'Jo Iner', refund_limit: 1000 });
    expect((await api(server, joiner).get('/v2/payments')).status).toBe(200);
    expect((await api(server, joiner).get('/v2/employees')).status).toBe(403);

    // Used: the link shows nothing any more, and a second accept is refused.
    expect((await publicApi().get(`/app/invitations/${secretOf(created.url)}`)).status).toBe(404);
    expectError(await accept(secretOf(created.url)), 409, 'CONFLICT');
    // The password works for signing in.
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(server.url).origin },
      body: JSON.stringify({ email: 'joiner@example.test', password: 'a long password' }),
    });
    expect(signIn.status).toBe(200);
  });

  it('of parallel accepts of one link exactly one wins; the others get 409 and nothing is created', async () => {
    const created = await invite('racer@example.test');
    const secret = secretOf(created.url);
    const usersBefore = (await teamSnapshot()).users.length;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        accept(secret, { name: `Racer ${i}`, password: 'a long password' }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const loser of results.filter((r) => r.status !== 200)) {
      expect(loser.body.errors[0]!.code).toBe('CONFLICT');
      expect(sessionCookie(loser)).toBeUndefined();
    }
    const after = await teamSnapshot();
    expect(after.users.length).toBe(usersBefore + 1);
    expect(after.users.filter((u) => u.email === 'racer@example.test')).toHaveLength(1);
    const members = await server.db
      .selectFrom('team_members as m')
      .innerJoin('user as u', 'u.id', 'm.user_id')
      .select('m.id')
      .where('u.email', '=', 'racer@example.test')
      .execute();
    expect(members).toHaveLength(1);
  });

  it('a revoked or expired invitation is refused and creates nothing', async () => {
    const revoked = await invite('revoked@example.test');
    expect((await asOwner().del(`/app/team/invitations/${revoked.invitation.id}`)).status).toBe(
      200,
    );
    const expired = await invite('expired@example.test');
    await server.db
      .updateTable('invitations')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', expired.invitation.id)
      .execute();
    const before = await teamSnapshot();
    for (const created of [revoked, expired]) {
      expectError(
        await publicApi().get(`/app/invitations/${secretOf(created.url)}`),
        404,
        'NOT_FOUND',
      );
      expectError(await accept(secretOf(created.url)), 404, 'NOT_FOUND');
    }
    expectError(await accept('x'.repeat(43)), 404, 'NOT_FOUND');
    expect(await teamSnapshot()).toEqual(before);
    const pending = await asOwner().get<{ invitations: InvitationT[] }>('/app/team/invitations');
    const ids = pending.body.invitations.map((i) => i.id);
    expect(ids).not.toContain(revoked.invitation.id);
    expect(ids).not.toContain(expired.invitation.id);
  });

  it('an email that already has an account: 400 on invite, 409 on accept', async () => {
    expectError(
      await asOwner().post('/app/team/invitations', {
        email: manager.email.toUpperCase(),
        permission_set_id: setId('Manager'),
      }),
      400,
      'INVALID_VALUE',
      'email',
    );
    const created = await invite('later-account@example.test');
    await signInAs(server, server.db, server.otherMerchantId, {
      email: 'later-account@example.test',
    });
    const refused = expectError(await accept(secretOf(created.url)), 409, 'CONFLICT');
    expect(refused.detail).toContain('already has an account');
    // Refused before the claim: the invitation is still pending.
    const row = await server.db
      .selectFrom('invitations')
      .select('accepted_at')
      .where('id', '=', created.invitation.id)
      .executeTakeFirstOrThrow();
    expect(row.accepted_at).toBeNull();
  });

  it('names the field of a bad invitation or accept', async () => {
    const path = '/app/team/invitations';
    expectError(
      await asOwner().post(path, { email: 'nope', permission_set_id: setId('Manager') }),
      400,
      'INVALID_VALUE',
      'email',
    );
    expectError(
      await asOwner().post(path, { email: 'a@example.test' }),
      400,
      'MISSING_REQUIRED_PARAMETER',
      'permission_set_id',
    );
    expectError(
      await asOwner().post(path, { email: 'a@example.test', permission_set_id: 'nope' }),
      400,
      'INVALID_VALUE',
      'permission_set_id',
    );
    const created = await invite('fields@example.test');
    expectError(
      await accept(secretOf(created.url), { name: 'A', password: 'short' }),
      400,
      'VALUE_TOO_SHORT',
      'password',
    );
    expectError(
      await accept(secretOf(created.url), { name: '', password: 'a long password' }),
      400,
      'VALUE_TOO_SHORT',
      'name',
    );
  });

  it('a new invitation to the same email replaces the pending one', async () => {
    const first = await invite('twice@example.test');
    const second = await invite('twice@example.test');
    expectError(await publicApi().get(`/app/invitations/${secretOf(first.url)}`), 404, 'NOT_FOUND');
    expect((await publicApi().get(`/app/invitations/${secretOf(second.url)}`)).status).toBe(200);
  });
});
