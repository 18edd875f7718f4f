/**
 * The OAuth flow and the Developer area over HTTP: apps, the authorization request (no open
 * redirects), the consent decision, ObtainToken (codes single use, 10 minutes, bound to the
 * redirect URL; PKCE; refresh), RevokeToken, expired tokens, personal access tokens and connected
 * apps. Each bad input gets its error and issues nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/tokens';
import { api, startTestServer, type TestServer } from '../../testing/harness';
import { signInAs } from '../../testing/sessions';
import { expectStatus, expectV1Error, expectV2Error } from '../../testing/expectations';

const REDIRECT = 'https://app.example/callback';

interface Registered {
  app: { id: string; client_id: string; redirect_urls: string[] };
  client_secret: string;
}
interface Tokens {
  access_token: string;
  token_type: string;
  expires_at: string;
  merchant_id: string;
  refresh_token: string;
}

describe(`OAuth and the Developer area (${process.env.TEST_ENGINE ?? 'sqlite'})`, () => {
  let server: TestServer;
  let owner: ReturnType<typeof api>;
  let registered: Registered;

  const counts = async () => {
    const tokens = await server.db
      .selectFrom('access_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refresh = await server.db
      .selectFrom('oauth_refresh_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { tokens: Number(tokens.n), refresh: Number(refresh.n) };
  };

  const authorize = (query: Record<string, string>) =>
    api(server).raw(`/oauth2/authorize?${new URLSearchParams(query).toString()}`, {
      redirect: 'manual',
    });

  const consent = async (query: Record<string, string>, decision: 'allow' | 'deny' = 'allow') => {
    const res = await owner.post<{ redirect_url: string }>('/app/developer/consent', {
      ...query,
      decision,
    });
    expectStatus(res, 200);
    return new URL(res.body.redirect_url);
  };

  const codeFor = async (query: Record<string, string> = {}) => {
    const url = await consent({
      client_id: registered.app.client_id,
      scope: 'EMPLOYEES_READ MERCHANT_PROFILE_READ',
      state: 'st-1',
      ...query,
    });
    const code = url.searchParams.get('code');
    expect(code).toBeTruthy();
    return code!;
  };

  const exchange = (body: Record<string, unknown>) =>
    api(server).post<Tokens>('/oauth2/token', {
      client_id: registered.app.client_id,
      client_secret: registered.client_secret,
      grant_type: 'authorization_code',
      ...body,
    });

  beforeAll(async () => {
    server = await startTestServer();
    owner = api(server, await signInAs(server, server.db, server.merchantId, { owner: true }));
    const res = await owner.post<Registered>('/app/developer/apps', {
      name: 'Shift Planner',
      redirect_urls: [REDIRECT, 'http://localhost:8080/cb'],
    });
    expectStatus(res, 200);
    registered = res.body;
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('apps', () => {
    it('registers an app: a client id and a secret shown once, never listed', async () => {
      expect(registered.app.client_id).toMatch(/^sq0idp-/);
      expect(registered.client_secret).toMatch(/^sq0csp-/);
      const list = await owner.get<{ apps: Record<string, unknown>[] }>('/app/developer/apps');
      expectStatus(list, 200);
      expect(list.body.apps.map((a) => a.client_id)).toContain(registered.app.client_id);
      expect(JSON.stringify(list.body)).not.toContain(registered.client_secret);
      const stored = await server.db
        .selectFrom('oauth_apps')
        .select('client_secret_hash')
        .where('id', '=', registered.app.id)
        .executeTakeFirstOrThrow();
      expect(stored.client_secret_hash).not.toContain(registered.client_secret);
    });

    it.each([
      ['http://app.example/cb', 'must use https'],
      ['https://app.example/cb#frag', 'must not have a fragment'],
      ['not a url', 'is not an absolute URL'],
    ])('refuses the redirect URL %s', async (url, rule) => {
      const res = await owner.post('/app/developer/apps', { name: 'Bad', redirect_urls: [url] });
      expectV2Error(res, 400, {
        category: 'INVALID_REQUEST_ERROR',
        code: 'INVALID_VALUE',
        field: 'redirect_urls',
      });
      expect(JSON.stringify(res.body)).toContain(rule);
    });

    it('refuses a missing name', async () => {
      const res = await owner.post('/app/developer/apps', { redirect_urls: [REDIRECT] });
      expectStatus(res, 400);
    });
  });

  describe('GET /oauth2/authorize', () => {
    it('an unknown client gets an error page, never a redirect', async () => {
      const res = await authorize({
        client_id: 'sq0idp-nope',
        scope: 'EMPLOYEES_READ',
        redirect_uri: REDIRECT,
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(String(res.body)).toContain('No app is registered');
    });

    it('an unregistered redirect URL gets an error page, never a redirect', async () => {
      for (const redirect of ['https://evil.example/cb', `${REDIRECT}/more`, `${REDIRECT}?x=1`]) {
        const res = await authorize({
          client_id: registered.app.client_id,
          scope: 'EMPLOYEES_READ',
          redirect_uri: redirect,
        });
        expect(res.status).toBe(400);
        expect(res.headers.get('location')).toBeNull();
        expect(String(res.body)).toContain('has not registered');
      }
    });

    it('an unknown scope goes back to the app with error=invalid_scope and the state', async () => {
      const res = await authorize({
        client_id: registered.app.client_id,
        scope: 'EMPLOYEES_READ LAUNCH_MISSILES',
        state: 'abc',
      });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.origin + location.pathname).toBe(REDIRECT);
      expect(location.searchParams.get('error')).toBe('invalid_scope');
      expect(location.searchParams.get('state')).toBe('abc');
    });

    it('a good request goes to the consent page with its parameters', async () => {
      const res = await authorize({
        client_id: registered.app.client_id,
        scope: 'EMPLOYEES_READ',
        state: 'abc',
        response_type: 'code',
      });
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location).toMatch(/^\/oauth\/consent\?/);
      const params = new URL(location, server.url).searchParams;
      expect(params.get('client_id')).toBe(registered.app.client_id);
      expect(params.get('state')).toBe('abc');
    });
  });

  describe('consent', () => {
    it('describes the request for the page', async () => {
      const res = await owner.get<{ app_name: string; scopes: string[]; missing: string[] }>(
        `/app/developer/consent?client_id=${registered.app.client_id}&scope=EMPLOYEES_READ+PAYMENTS_READ`,
      );
      expectStatus(res, 200);
      expect(res.body).toMatchObject({
        app_name: 'Shift Planner',
        scopes: ['EMPLOYEES_READ', 'PAYMENTS_READ'],
        redirect_url: REDIRECT,
        problem: null,
        missing: [],
      });
    });

    it('deny goes back with error=access_denied and the state, issuing nothing', async () => {
      const before = await counts();
      const url = await consent(
        { client_id: registered.app.client_id, scope: 'EMPLOYEES_READ', state: 's' },
        'deny',
      );
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(url.searchParams.get('state')).toBe('s');
      expect(url.searchParams.get('code')).toBeNull();
      expect(await counts()).toEqual(before);
    });

    it('no access token, even a full-scope one, can grant consent or manage tokens and apps', async () => {
      const full = api(server, await server.token());
      const res = await full.post('/app/developer/consent', {
        client_id: registered.app.client_id,
        scope: 'EMPLOYEES_READ',
        decision: 'allow',
      });
      expectV2Error(res, 403, { category: 'AUTHENTICATION_ERROR', code: 'FORBIDDEN' });
      expectStatus(
        await full.post('/app/developer/tokens', { label: 'more', scopes: ['PAYMENTS_WRITE'] }),
        403,
      );
      expectStatus(await full.get('/app/developer/apps'), 403);
      expectStatus(await full.get('/app/developer/connected-apps'), 403);
    });

    it('a manager may allow what their permission set covers, and is told what it lacks', async () => {
      const shiftLead = api(
        server,
        await signInAs(server, server.db, server.merchantId, {
          permissions: ['staff.read', 'time.read', 'time.write'],
        }),
      );
      const allowed = await shiftLead.post<{ redirect_url: string }>('/app/developer/consent', {
        client_id: registered.app.client_id,
        scope: 'EMPLOYEES_READ TIMECARDS_WRITE',
        state: 'm1',
        decision: 'allow',
      });
      expectStatus(allowed, 200);
      expect(new URL(allowed.body.redirect_url).searchParams.get('code')).toBeTruthy();

      const page = await shiftLead.get<{ missing: string[] }>(
        `/app/developer/consent?client_id=${registered.app.client_id}&scope=EMPLOYEES_READ+PAYMENTS_READ`,
      );
      expect(page.body.missing).toEqual(['See payments, refunds and cash drawers']);
      const before = await counts();
      const refused = await shiftLead.post('/app/developer/consent', {
        client_id: registered.app.client_id,
        scope: 'EMPLOYEES_READ PAYMENTS_READ',
        decision: 'allow',
      });
      expectV2Error(refused, 403, {
        category: 'AUTHENTICATION_ERROR',
        code: 'FORBIDDEN',
        detailStart: 'Your permission set does not include what Shift Planner asks for',
      });
      expect(await counts()).toEqual(before);
      // Tokens, apps and connected apps are the owner's alone.
      expectStatus(await shiftLead.get('/app/developer/tokens'), 403);
      expectStatus(await shiftLead.get('/app/developer/connected-apps'), 403);
      expectStatus(
        await shiftLead.post('/app/developer/apps', { name: 'Mine', redirect_urls: [REDIRECT] }),
        403,
      );
    });
  });

  describe('POST /oauth2/token', () => {
    it('exchanges a code for a 30-day bearer token scoped as consented, and refreshes it', async () => {
      const code = await codeFor();
      const res = await exchange({ code });
      expectStatus(res, 200);
      expect(res.body.token_type).toBe('bearer');
      expect(res.body.merchant_id).toBe(server.merchantId);
      expect(res.body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      const days = (Date.parse(res.body.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      const app = api(server, res.body.access_token);
      expectStatus(await app.get('/v2/employees'), 200);
      expectStatus(await app.get('/v1/me/employees'), 200);
      expectV2Error(await app.get('/v2/payments'), 403, {
        category: 'AUTHENTICATION_ERROR',
        code: 'INSUFFICIENT_SCOPES',
      });

      const refreshed = await api(server).post<Tokens>('/oauth2/token', {
        client_id: registered.app.client_id,
        client_secret: registered.client_secret,
        grant_type: 'refresh_token',
        refresh_token: res.body.refresh_token,
      });
      expectStatus(refreshed, 200);
      expect(refreshed.body.access_token).not.toBe(res.body.access_token);
      expectStatus(await api(server, refreshed.body.access_token).get('/v2/employees'), 200);

      // The old refresh token is spent: using it again revokes the whole grant.
      const replay = await api(server).post('/oauth2/token', {
        client_id: registered.app.client_id,
        client_secret: registered.client_secret,
        grant_type: 'refresh_token',
        refresh_token: res.body.refresh_token,
      });
      expectV1Error(
        replay,
        400,
        'bad_request.invalid_parameter',
        'refresh_token has already been used',
      );
      expectV1Error(
        await api(server, refreshed.body.access_token).get('/v1/me/employees'),
        401,
        'oauth.revoked',
        'The access token has been revoked',
      );
    });

    it('a reused code is refused and revokes what it issued', async () => {
      const code = await codeFor();
      const first = await exchange({ code });
      expectStatus(first, 200);
      const before = await counts();
      const again = await exchange({ code });
      expectV1Error(again, 400, 'bad_request.invalid_parameter', 'code has already been used');
      expect(await counts()).toEqual(before);
      expectV2Error(await api(server, first.body.access_token).get('/v2/employees'), 401, {
        category: 'AUTHENTICATION_ERROR',
        code: 'ACCESS_TOKEN_REVOKED',
      });
    });

    it('refuses each bad input and issues nothing', async () => {
      const code = await codeFor();
      const before = await counts();
      expectV1Error(
        await exchange({ code, client_id: 'sq0idp-unknown' }),
        401,
        'service.not_authorized',
        'client_id is not a registered application',
      );
      expectV1Error(
        await exchange({ code, client_secret: 'sq0csp-wrong' }),
        401,
        'service.not_authorized',
        'client_secret is not the secret',
      );
      expectV1Error(
        await exchange({ code: 'sq0cgp-made-up' }),
        400,
        'bad_request.invalid_parameter',
        'code is not a valid authorization code',
      );
      expectV1Error(
        await exchange({ code, redirect_uri: 'http://localhost:8080/cb' }),
        400,
        'bad_request.invalid_parameter',
        'redirect_uri is not the redirect URL',
      );
      expectV1Error(
        await exchange({ code, grant_type: 'password' }),
        400,
        'bad_request.invalid_parameter',
        'grant_type must be',
      );
      expectV1Error(
        await exchange({ code: undefined }),
        400,
        'bad_request.missing_parameter',
        'code is required',
      );
      expectV1Error(
        await exchange({ code, client_secret: undefined }),
        400,
        'bad_request.missing_parameter',
        'client_secret is required',
      );
      expectV1Error(
        await exchange({ refresh_token: 'EQAAmade-up', grant_type: 'refresh_token' }),
        400,
        'bad_request.invalid_parameter',
        'refresh_token is not valid',
      );
      const other = await owner.post<Registered>('/app/developer/apps', {
        name: 'Other',
        redirect_urls: [REDIRECT],
      });
      expectV1Error(
        await exchange({
          code,
          client_id: other.body.app.client_id,
          client_secret: other.body.client_secret,
        }),
        400,
        'bad_request.invalid_parameter',
        'code is not a valid authorization code',
      );
      expect(await counts()).toEqual(before);
      // The code survived all of that and still works once.
      expectStatus(await exchange({ code, redirect_uri: REDIRECT }), 200);
    });

    it('an expired code (10 minutes) is refused', async () => {
      const code = await codeFor();
      await server.db
        .updateTable('oauth_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('used_at', 'is', null)
        .execute();
      const before = await counts();
      expectV1Error(
        await exchange({ code }),
        400,
        'bad_request.invalid_parameter',
        'code has expired',
      );
      expect(await counts()).toEqual(before);
    });

    it('PKCE: a public client exchanges with code_verifier instead of the secret', async () => {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const code = await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' });
      const before = await counts();
      expectV1Error(
        await exchange({ code, client_secret: undefined }),
        400,
        'bad_request.missing_parameter',
        'code_verifier is required',
      );
      expectV1Error(
        await exchange({ code, client_secret: undefined, code_verifier: `${verifier}x` }),
        400,
        'bad_request.invalid_parameter',
        'code_verifier does not match',
      );
      expect(await counts()).toEqual(before);
      const res = await exchange({ code, client_secret: undefined, code_verifier: verifier });
      expectStatus(res, 200);
      expectStatus(await api(server, res.body.access_token).get('/v2/employees'), 200);
    });

    it('PKCE: only S256 challenges', async () => {
      const res = await authorize({
        client_id: registered.app.client_id,
        scope: 'EMPLOYEES_READ',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'plain',
      });
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe(
        'invalid_request',
      );
    });
  });

  describe('expired access tokens', () => {
    it('answer 401 oauth.expired (v1) / ACCESS_TOKEN_EXPIRED (v2)', async () => {
      const issued = await issueToken(server.db, server.merchantId, ['EMPLOYEES_READ'], 'old', {
        appId: registered.app.id,
        expiresAt: new Date(Date.now() - 1000),
      });
      expectV1Error(
        await api(server, issued.token).get('/v1/me/employees'),
        401,
        'oauth.expired',
        'The access token has expired',
      );
      expectV2Error(await api(server, issued.token).get('/v2/employees'), 401, {
        category: 'AUTHENTICATION_ERROR',
        code: 'ACCESS_TOKEN_EXPIRED',
      });
    });
  });

  describe('POST /oauth2/revoke', () => {
    it('needs the client secret in Authorization: Client …, then revokes the app’s tokens', async () => {
      const tokens = (await exchange({ code: await codeFor() })).body;
      const body = { client_id: registered.app.client_id, access_token: tokens.access_token };
      expectV1Error(
        await api(server).post('/oauth2/revoke', body),
        401,
        'service.not_authorized',
        'send the client secret',
      );
      expectV1Error(
        await api(server).post('/oauth2/revoke', body, { authorization: 'Client sq0csp-wrong' }),
        401,
        'service.not_authorized',
        'client_id and client secret',
      );
      expectStatus(await api(server, tokens.access_token).get('/v2/employees'), 200);
      const res = await api(server).post('/oauth2/revoke', body, {
        authorization: `Client ${registered.client_secret}`,
      });
      expectStatus(res, 200);
      expect(res.body).toEqual({ success: true });
      expectStatus(await api(server, tokens.access_token).get('/v2/employees'), 401);
      const refresh = await api(server).post('/oauth2/token', {
        client_id: registered.app.client_id,
        client_secret: registered.client_secret,
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expectStatus(refresh, 400);
    });

    it('revokes by merchant_id', async () => {
      const tokens = (await exchange({ code: await codeFor() })).body;
      const res = await api(server).post(
        '/oauth2/revoke',
        { client_id: registered.app.client_id, merchant_id: server.merchantId },
        { authorization: `Client ${registered.client_secret}` },
      );
      expectStatus(res, 200);
      expectStatus(await api(server, tokens.access_token).get('/v2/employees'), 401);
    });

    it('refuses a request naming neither token nor merchant', async () => {
      const res = await api(server).post(
        '/oauth2/revoke',
        { client_id: registered.app.client_id },
        { authorization: `Client ${registered.client_secret}` },
      );
      expectV1Error(
        res,
        400,
        'bad_request.missing_parameter',
        'access_token or merchant_id is required',
      );
    });
  });

  describe('personal access tokens', () => {
    it('creates (shown once), lists with last use, and revokes', async () => {
      const created = await owner.post<{ access_token: string; token: { id: string } }>(
        '/app/developer/tokens',
        { label: 'Payroll export', scopes: ['TIMECARDS_READ', 'EMPLOYEES_READ'] },
      );
      expectStatus(created, 200);
      const { access_token: token, token: record } = created.body;
      expect(token).toMatch(/^EAAA/);
      let list = await owner.get<{
        tokens: { id: string; label: string; scopes: string[]; last_used_at: string | null }[];
      }>('/app/developer/tokens');
      const listed = () => list.body.tokens.find((t) => t.id === record.id);
      expect(listed()).toMatchObject({
        label: 'Payroll export',
        scopes: ['EMPLOYEES_READ', 'TIMECARDS_READ'],
        last_used_at: null,
      });
      expect(JSON.stringify(list.body)).not.toContain(token);
      expectStatus(await api(server, token).get('/v2/employees'), 200);
      list = await owner.get('/app/developer/tokens');
      const used = listed()!.last_used_at;
      expect(used).not.toBeNull();
      // Used again within the minute: not written again.
      expectStatus(await api(server, token).get('/v2/employees'), 200);
      list = await owner.get('/app/developer/tokens');
      expect(listed()!.last_used_at).toBe(used);

      expectStatus(await owner.del(`/app/developer/tokens/${record.id}`), 200);
      expectStatus(await api(server, token).get('/v2/employees'), 401);
      expectStatus(await owner.del(`/app/developer/tokens/${record.id}`), 404);
    });

    it('refuses an unknown scope or no scope', async () => {
      expectStatus(
        await owner.post('/app/developer/tokens', { label: 'x', scopes: ['NOPE'] }),
        400,
      );
      expectStatus(await owner.post('/app/developer/tokens', { label: 'x', scopes: [] }), 400);
      expectStatus(
        await owner.post('/app/developer/tokens', { label: ' ', scopes: ['EMPLOYEES_READ'] }),
        400,
      );
    });

    it('cannot revoke another merchant’s token', async () => {
      const other = await issueToken(
        server.db,
        server.otherMerchantId,
        ['EMPLOYEES_READ'],
        'theirs',
      );
      expectStatus(await owner.del(`/app/developer/tokens/${other.id}`), 404);
      expectStatus(await api(server, other.token).get('/v2/employees'), 200);
    });
  });

  describe('connected apps', () => {
    it('lists each app with its permissions and last use; disconnect revokes at once', async () => {
      const tokens = (await exchange({ code: await codeFor() })).body;
      expectStatus(await api(server, tokens.access_token).get('/v2/employees'), 200);
      const list = await owner.get<{
        apps: { app_id: string; scopes: string[]; last_used_at: string | null }[];
      }>('/app/developer/connected-apps');
      expectStatus(list, 200);
      const app = list.body.apps.find((a) => a.app_id === registered.app.id);
      expect(app).toBeDefined();
      expect(app!.scopes).toEqual(['EMPLOYEES_READ', 'MERCHANT_PROFILE_READ']);
      expect(app!.last_used_at).not.toBeNull();
      const otherOwner = await signInAs(server, server.db, server.otherMerchantId, { owner: true });
      const otherList = await api(server, otherOwner).get<{ apps: unknown[] }>(
        '/app/developer/connected-apps',
      );
      expect(otherList.body.apps).toEqual([]);

      expectStatus(await owner.del(`/app/developer/connected-apps/${registered.app.id}`), 200);
      expectStatus(await api(server, tokens.access_token).get('/v2/employees'), 401);
      const refresh = await api(server).post('/oauth2/token', {
        client_id: registered.app.client_id,
        client_secret: registered.client_secret,
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token,
      });
      expectStatus(refresh, 400);
      const after = await owner.get<{ apps: { app_id: string }[] }>(
        '/app/developer/connected-apps',
      );
      expect(after.body.apps.map((a) => a.app_id)).not.toContain(registered.app.id);
      expectStatus(await owner.del(`/app/developer/connected-apps/${registered.app.id}`), 404);
    });

    it('deleting an app revokes its tokens and its client stops working', async () => {
      const created = await owner.post<Registered>('/app/developer/apps', {
        name: 'Short-lived',
        redirect_urls: [REDIRECT],
      });
      const saved = registered;
      registered = created.body;
      try {
        const tokens = (await exchange({ code: await codeFor() })).body;
        expectStatus(await owner.del(`/app/developer/apps/${registered.app.id}`), 200);
        expectStatus(await api(server, tokens.access_token).get('/v2/employees'), 401);
        const res = await authorize({
          client_id: registered.app.client_id,
          scope: 'EMPLOYEES_READ',
        });
        expect(res.status).toBe(400);
        expect(res.headers.get('location')).toBeNull();
      } finally {
        registered = saved;
      }
    });
  });
});
