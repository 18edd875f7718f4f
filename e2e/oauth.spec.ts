import { createHash, randomBytes } from 'node:crypto';
import SquareConnect from 'square-connect';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_OWNER_FILE, E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * A third-party app connects the way it connects to Square, with Square's own 2019 SDK
 * (`square-connect`'s `OAuthApi`): the owner registers it, a person signed in to the back office
 * allows it on the consent page in Chromium, the app exchanges the code with `obtainToken`, calls
 * the API with the new token, refreshes it, revokes it with `revokeToken`, and is refused after.
 * Deny and an untrusted redirect URL are walked too.
 */

const CALLBACK = 'http://localhost:4399/callback';

interface Registered {
  app: { id: string; client_id: string };
  client_secret: string;
}

/**
 * The E2E Coffee owner's session cookie, through better-auth's sign-in (as the sign-in page does).
 * Until the e2e helper's session sign-in lands, the tests sign in this way.
 */
async function ownerSession(): Promise<{ name: string; value: string; header: string }> {
  const { email, password } = JSON.parse(readFileSync(E2E_OWNER_FILE, 'utf8')) as {
    email: string;
    password: string;
  };
  const res = await fetch(`${E2E_ORIGIN}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: E2E_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
  const [pair] = cookie.split(';');
  const [name, value] = pair!.split(/=(.*)/s) as [string, string];
  return { name, value, header: pair! };
}

async function signInPage(page: Page) {
  const session = await ownerSession();
  await page.context().addCookies([{ name: session.name, value: session.value, url: E2E_ORIGIN }]);
  return session;
}

/** The owner's call to the back office, with their session (and the Origin cookie writes need). */
async function asOwner(
  session: { header: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${E2E_ORIGIN}${path}`, {
    method,
    headers: { cookie: session.header, origin: E2E_ORIGIN, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function registerApp(session: { header: string }, name: string): Promise<Registered> {
  const res = await asOwner(session, 'POST', '/app/developer/apps', {
    name,
    redirect_urls: [CALLBACK],
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Registered;
}

function sdkClient(): InstanceType<typeof SquareConnect.ApiClient> {
  const client = new SquareConnect.ApiClient();
  client.basePath = E2E_ORIGIN;
  return client;
}

/** The SDK rejects a non-2xx reply with the superagent error, which carries `status`. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 0;
  }
}

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('an app connects with Square’s SDK: consent, obtainToken, API call, refresh, revokeToken', async ({
  page,
}) => {
  const session = await signInPage(page);
  const registered = await registerApp(session, 'Shift Planner');
  // The app's own server is not running: the browser's arrival there is caught here.
  const arrivals: URL[] = [];
  await page.route(`${CALLBACK}**`, async (route) => {
    arrivals.push(new URL(route.request().url()));
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Back at the app</title><main><h1>Connected</h1></main>',
    });
  });

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  await page.goto(
    `/oauth2/authorize?${new URLSearchParams({
      client_id: registered.app.client_id,
      scope: 'EMPLOYEES_READ MERCHANT_PROFILE_READ',
      state: 'e2e-state-1',
      response_type: 'code',
    }).toString()}`,
  );
  await expect(
    page.getByRole('heading', { name: 'Allow Shift Planner to act for your business?' }),
  ).toBeVisible();
  await expect(page.getByText('See employees, roles and wages')).toBeVisible();
  await expect(page.getByText('See the business and its locations')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveTitle('Back at the app');
  const back = arrivals.at(-1)!;
  expect(back.searchParams.get('state')).toBe('e2e-state-1');
  const code = back.searchParams.get('code');
  expect(code).toBeTruthy();

  const client = sdkClient();
  const oauth = new SquareConnect.OAuthApi(client);
  const obtained = await oauth.obtainToken({
    client_id: registered.app.client_id,
    client_secret: registered.client_secret,
    code,
    grant_type: 'authorization_code',
  });
  expect(obtained.token_type).toBe('bearer');
  expect(obtained.merchant_id).toBeTruthy();
  expect(Date.parse(obtained.expires_at ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);
  // The code is single use.
  expect(
    await statusOf(
      oauth.obtainToken({
        client_id: registered.app.client_id,
        client_secret: registered.client_secret,
        code,
        grant_type: 'authorization_code',
      }),
    ),
  ).toBe(400);

  // That reuse revoked what the code issued (someone else may hold it): start again, with PKCE.
  const firstClient = sdkClient();
  firstClient.authentications.oauth2.accessToken = obtained.access_token;
  expect(await statusOf(new SquareConnect.EmployeesApi(firstClient).listEmployees())).toBe(401);
  await page.goto(
    `/oauth2/authorize?${new URLSearchParams({
      client_id: registered.app.client_id,
      scope: 'EMPLOYEES_READ MERCHANT_PROFILE_READ',
      state: 'e2e-state-2',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString()}`,
  );
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveTitle('Back at the app');
  const second = arrivals.at(-1)!;
  expect(second.searchParams.get('state')).toBe('e2e-state-2');
  const tokens = await oauth.obtainToken({
    client_id: registered.app.client_id,
    client_secret: registered.client_secret,
    code: second.searchParams.get('code'),
    code_verifier: verifier,
    grant_type: 'authorization_code',
  });

  const apiClient = sdkClient();
  apiClient.authentications.oauth2.accessToken = tokens.access_token;
  const employees = new SquareConnect.EmployeesApi(apiClient);
  const locations = new SquareConnect.LocationsApi(apiClient);
  expect((await locations.listLocations()).locations?.length).toBeGreaterThan(0);
  await employees.listEmployees();

  const refreshed = await oauth.obtainToken({
    client_id: registered.app.client_id,
    client_secret: registered.client_secret,
    refresh_token: tokens.refresh_token,
    grant_type: 'refresh_token',
  });
  expect(refreshed.access_token).toBeTruthy();
  expect(refreshed.access_token).not.toBe(tokens.access_token);
  apiClient.authentications.oauth2.accessToken = refreshed.access_token;
  await employees.listEmployees();

  // The owner sees it connected, with its permissions.
  const connected = (await (
    await asOwner(session, 'GET', '/app/developer/connected-apps')
  ).json()) as { apps: { name: string; scopes: string[] }[] };
  expect(connected.apps).toEqual([
    expect.objectContaining({
      name: 'Shift Planner',
      scopes: ['EMPLOYEES_READ', 'MERCHANT_PROFILE_READ'],
    }),
  ]);

  client.authentications.oauth2ClientSecret.apiKey = registered.client_secret;
  client.authentications.oauth2ClientSecret.apiKeyPrefix = 'Client';
  const revoked = await oauth.revokeToken({
    client_id: registered.app.client_id,
    access_token: refreshed.access_token,
  });
  expect(revoked.success).toBe(true);
  expect(await statusOf(employees.listEmployees())).toBe(401);
  apiClient.authentications.oauth2.accessToken = tokens.access_token;
  expect(await statusOf(employees.listEmployees())).toBe(401);
  const after = (await (await asOwner(session, 'GET', '/app/developer/connected-apps')).json()) as {
    apps: unknown[];
  };
  expect(after.apps).toEqual([]);
});

test('deny goes back with access_denied; an unregistered redirect URL goes nowhere', async ({
  page,
}) => {
  const session = await signInPage(page);
  const registered = await registerApp(session, 'Nosy Reports');
  const arrivals: URL[] = [];
  await page.route(`${CALLBACK}**`, async (route) => {
    arrivals.push(new URL(route.request().url()));
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Back at the app</title>',
    });
  });
  await page.goto(
    `/oauth2/authorize?client_id=${registered.app.client_id}&scope=PAYMENTS_READ&state=d1`,
  );
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveTitle('Back at the app');
  expect(arrivals.at(-1)!.searchParams.get('error')).toBe('access_denied');
  expect(arrivals.at(-1)!.searchParams.get('code')).toBeNull();

  const response = await page.goto(
    `/oauth2/authorize?client_id=${registered.app.client_id}&scope=PAYMENTS_READ&redirect_uri=${encodeURIComponent('https://evil.example/steal')}`,
  );
  expect(response?.status()).toBe(400);
  expect(new URL(page.url()).origin).toBe(E2E_ORIGIN);
  await expect(page.getByRole('heading', { name: 'Cannot connect this app' })).toBeVisible();
});

test('a signed-out person signs in first and comes back to the consent page', async ({ page }) => {
  const registered = await registerApp(await ownerSession(), 'Late Signer');
  await page.goto(
    `/oauth2/authorize?client_id=${registered.app.client_id}&scope=EMPLOYEES_READ&state=123`,
  );
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  const back = new URL(page.url()).searchParams.get('redirect')!;
  expect(back).toMatch(/^\/oauth\/consent\?/);
  // Signing in is the sign-in page's (webauth's); here the session comes from the same API.
  await signInPage(page);
  await page.goto(back);
  await expect(
    page.getByRole('heading', { name: 'Allow Late Signer to act for your business?' }),
  ).toBeVisible();
  const decision = page.waitForRequest(
    (request) => request.url().endsWith('/app/developer/consent') && request.method() === 'POST',
  );
  await page.route(`${CALLBACK}**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Back at the app</title>',
    }),
  );
  await page.getByRole('button', { name: 'Allow' }).click();
  // The numeric-looking state survives the round trip as text.
  expect((await decision).postDataJSON()).toMatchObject({ state: '123', decision: 'allow' });
  await expect(page).toHaveTitle('Back at the app');
  expect(new URL(page.url()).searchParams.get('state')).toBe('123');
});
