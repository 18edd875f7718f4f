/**
 * People signed in with a session cookie, over real HTTP on the engine under test: reads work,
 * `/app/me` says who they are, a write through the cookie needs our own Origin, and signing out
 * ends the session at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../testing/harness';
import { createPerson, oneTimeSignInLink } from './better-auth';
import { addTeamMember } from './team';
import { signInAs, testAuth } from '../testing/sessions';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('a session', () => {
  it('reads what its permission set allows and /app/me describes the person', async () => {
    const person = await signInAs(server, server.db, server.merchantId, {
      permissions: ['staff.read', 'payments.read', 'refunds.write'],
      refundLimit: 5000,
      name: 'Maria Lopez',
    });
    const client = api(server, person);
    const employees = await client.get('/v2/employees');
    expect(employees.status).toBe(200);
    const me = await client.get<{
      kind: string;
      person: { name: string; is_owner: boolean; permissions: string[]; refund_limit: number };
      merchant: { id: string; currency: string };
    }>('/app/me');
    expect(me.status).toBe(200);
    expect(me.body.kind).toBe('session');
    expect(me.body.person).toMatchObject({
      name: 'Maria Lopez',
      is_owner: false,
      permissions: ['staff.read', 'payments.read', 'refunds.write'],
      refund_limit: 5000,
      two_factor_enabled: false,
      owner_powers: [],
    });
    expect(me.body.merchant).toMatchObject({ id: server.merchantId, currency: 'USD' });
  });

  it('is refused what its set lacks, in the envelope of the path', async () => {
    const person = await signInAs(server, server.db, server.merchantId, {
      permissions: ['payments.read'],
    });
    const v2 = await api(server, person).get<{ errors: { code: string; detail: string }[] }>(
      '/v2/employees',
    );
    expect(v2.status).toBe(403);
    expect(v2.body.errors[0]).toMatchObject({ code: 'FORBIDDEN' });
    expect(v2.body.errors[0]!.detail).toContain('See employees and roles');
    const v1 = await api(server, person).get<{ type: string; message: string }>('/v1/me/employees');
    expect(v1.status).toBe(403);
    expect(v1.body.message).toContain('See employees and roles');
  });

  it('the owner may do everything and /app/me says so', async () => {
    const owner = await signInAs(server, server.db, server.merchantId, { owner: true });
    const me = await api(server, owner).get<{
      person: { is_owner: boolean; owner_powers: string[]; refund_limit: null };
    }>('/app/me');
    expect(me.body.person.is_owner).toBe(true);
    expect(me.body.person.owner_powers).toEqual([
      'team.manage',
      'bank-accounts.manage',
      'apps.manage',
    ]);
    expect(me.body.person.refund_limit).toBeNull();
  });

  it('a write through the cookie needs our own Origin', async () => {
    const owner = await signInAs(server, server.db, server.merchantId, { owner: true });
    const body = {
      break_name: 'Lunch',
      expected_duration: 'PT30M',
      is_paid: false,
      location_id: server.locationIds[0],
    };
    const none = await api(server, { headers: { cookie: owner.cookie } }).post<{
      errors: { code: string; detail: string }[];
    }>('/v2/labor/break-types', { idempotency_key: 'a', break_type: body });
    expect(none.status).toBe(403);
    expect(none.body.errors[0]!.detail).toContain('Origin');
    const foreign = await api(server, {
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
    }).post<{ errors: { code: string; detail: string }[] }>('/v2/labor/break-types', {
      idempotency_key: 'b',
      break_type: body,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors[0]!.detail).toContain('https://evil.example');
    const listed = await api(server, owner).get<{ break_types?: unknown[] }>(
      '/v2/labor/break-types',
    );
    expect(listed.body.break_types ?? []).toHaveLength(0);
    const own = await api(server, owner).post('/v2/labor/break-types', {
      idempotency_key: 'c',
      break_type: body,
    });
    expect(own.status).toBe(200);
  });

  it('signing out ends the session at once', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    expect((await api(server, person).get('/app/me')).status).toBe(200);
    const out = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: person.headers,
    });
    expect(out.status).toBe(200);
    const after = await api(server, person).get<{ errors: { code: string }[] }>('/app/me');
    expect(after.status).toBe(401);
  });

  it('a token still reads /app/me as a token', async () => {
    const me = await api(server, await server.token(['EMPLOYEES_READ'])).get<{
      kind: string;
      token: { scopes: string[] };
    }>('/app/me');
    expect(me.body).toMatchObject({ kind: 'token', token: { scopes: ['EMPLOYEES_READ'] } });
  });

  it('a one-time link signs a person in once; they set a first password and sign in with it', async () => {
    const auth = await testAuth(server.db);
    const email = 'first.password@example.test';
    const { userId } = await createPerson(auth, { email, name: 'First Password' });
    await addTeamMember(server.db, { merchantId: server.merchantId, userId, isOwner: true });
    const link = await oneTimeSignInLink(auth, {
      email,
      baseUrl: server.url,
      callbackPath: '/welcome',
    });
    expect(link.startsWith(`${server.url}/api/auth/magic-link/verify?token=`)).toBe(true);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`${server.url}/welcome`);
    const cookie = /ledgerline\.session_token=[^;]+/.exec(
      opened.headers.get('set-cookie') ?? '',
    )![0];
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toContain('error=INVALID_TOKEN');
    expect(again.headers.get('set-cookie')).toBeNull();

    const client = api(server, { headers: { cookie, origin: new URL(server.url).origin } });
    const short = await client.post<{ errors: { field: string }[] }>('/app/me/password', {
      new_password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors[0]!.field).toBe('new_password');
    const set = await client.post('/app/me/password', { new_password: 'a-first-password' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ password_set: true });
    const twice = await client.post('/app/me/password', { new_password: 'another-password' });
    expect(twice.status).toBe(409);
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(server.url).origin },
      body: JSON.stringify({ email, password: 'a-first-password' }),
    });
    expect(signIn.status).toBe(200);
  });
});
