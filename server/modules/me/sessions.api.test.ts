/**
 * A person's own sessions through /app/me/sessions, over real HTTP on the engine under test:
 * listed by id and never by token, ended one at a time (only their own) or all but this one;
 * better-auth's own token-bearing session paths do not answer browsers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySessionT } from '@contract/me';
import { api, startTestServer, type TestServer } from '../../testing/harness';
import { signInAs, type SignedInPerson } from '../../testing/sessions';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Signs `person` in once more (another browser): the headers of that new session. */
async function anotherSession(person: SignedInPerson, userAgent = 'Firefox/133.0') {
  const origin = new URL(server.url).origin;
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'user-agent': userAgent },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /ledgerline\.session_token=/.test(c))!;
  return { headers: { cookie, origin } };
}

const list = async (who: { headers: Record<string, string> }) => {
  const res = await api(server, who).get<{ sessions: MySessionT[] }>('/app/me/sessions');
  expect(res.status).toBe(200);
  return res.body.sessions;
};

const sessionRows = (userId: string) =>
  server.db.selectFrom('session').select('id').where('userId', '=', userId).execute();

describe('my sessions', () => {
  it('lists the person’s own sessions by id, current first, and never a token', async () => {
    const person = await signInAs(server, server.db, server.merchantId, {
      permissions: ['payments.read'],
    });
    const other = await anotherSession(person);
    const stranger = await signInAs(server, server.db, server.merchantId, { owner: true });

    const res = await api(server, person).get<{ sessions: MySessionT[] }>('/app/me/sessions');
    expect(res.status).toBe(200);
    const sessions = res.body.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    expect(sessions[1]!.user_agent).toContain('Firefox');
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      [
        'created_at',
        'current',
        'expires_at',
        'id',
        'ip_address',
        'last_active_at',
        'user_agent',
      ].sort(),
    );
    const tokens = await server.db
      .selectFrom('session')
      .select('token')
      .where('userId', '=', person.userId)
      .execute();
    const text = JSON.stringify(res.body);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain('token');
    // The other browser sees itself as current.
    expect((await list(other)).find((s) => s.current)!.id).toBe(sessions[1]!.id);
    // Nobody else's sessions.
    const strangers = await list(stranger);
    expect(strangers.map((s) => s.id)).not.toContain(sessions[0]!.id);
  });

  it('ends one of the person’s own sessions: that cookie is 401 at once, this one still works', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    const other = await anotherSession(person);
    const target = (await list(person)).find((s) => !s.current)!;

    const res = await api(server, person).del<{ ended: boolean; was_current: boolean }>(
      `/app/me/sessions/${target.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: true, was_current: false });
    expect((await api(server, other).get('/app/me')).status).toBe(401);
    expect((await api(server, person).get('/app/me')).status).toBe(200);
    expect(await list(person)).toHaveLength(1);
    const entry = await server.db
      .selectFrom('activity_log')
      .selectAll()
      .where('resource_id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ operation: 'EndMySession', actor_user_id: person.userId });
  });

  it('another person’s session id is 404 and nothing ends', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    const victim = await signInAs(server, server.db, server.merchantId, {
      permissions: ['payments.read'],
    });
    const [victimSession] = await list(victim);

    const res = await api(server, person).del<{ errors: { code: string }[] }>(
      `/app/me/sessions/${victimSession!.id}`,
    );
    expect(res.status).toBe(404);
    expect(res.body.errors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect((await api(server, victim).get('/app/me')).status).toBe(200);
    expect(await sessionRows(victim.userId)).toHaveLength(1);
    const made = await api(server, person).del('/app/me/sessions/no-such-session');
    expect(made.status).toBe(404);
  });

  it('ending the current session signs the person out', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    const [current] = await list(person);
    const res = await api(server, person).del<{ was_current: boolean }>(
      `/app/me/sessions/${current!.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.was_current).toBe(true);
    expect((await api(server, person).get('/app/me')).status).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    const a = await anotherSession(person);
    const b = await anotherSession(person, 'Safari/605.1.15');
    const bystander = await signInAs(server, server.db, server.merchantId, { owner: true });

    const res = await api(server, person).post<{ ended_count: number }>(
      '/app/me/sessions/end-others',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended_count: 2 });
    expect((await api(server, a).get('/app/me')).status).toBe(401);
    expect((await api(server, b).get('/app/me')).status).toBe(401);
    expect((await api(server, person).get('/app/me')).status).toBe(200);
    expect((await api(server, bystander).get('/app/me')).status).toBe(200);
    expect((await list(person)).map((s) => s.current)).toEqual([true]);
  });

  it('a write through the cookie needs our own Origin', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    const res = await api(server, { headers: { cookie: person.cookie } }).post(
      '/app/me/sessions/end-others',
    );
    expect(res.status).toBe(403);
  });

  it('an access token has no sessions to list or end', async () => {
    const token = await server.token(['EMPLOYEES_READ']);
    expect((await api(server, token).get('/app/me/sessions')).status).toBe(403);
    expect((await api(server, token).post('/app/me/sessions/end-others')).status).toBe(403);
  });

  it('better-auth’s own list-sessions and get-session do not answer with tokens', async () => {
    const person = await signInAs(server, server.db, server.merchantId, { owner: true });
    const [row] = await server.db
      .selectFrom('session')
      .select('token')
      .where('userId', '=', person.userId)
      .execute();
    for (const path of ['/api/auth/list-sessions', '/api/auth/get-session']) {
      const res = await fetch(`${server.url}${path}`, { headers: person.headers });
      expect(res.status, path).not.toBe(200);
      expect(await res.text(), path).not.toContain(row!.token);
    }
    // The session itself still works for the back office.
    expect((await api(server, person).get('/app/me')).status).toBe(200);
  });
});
