import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Cookie,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_DEMO_OWNER_FILE, E2E_ORIGIN, E2E_OWNER_FILE, E2E_SPARE_OWNER_FILE } from './env';

/** The owner of an e2e merchant, as scripts/e2e-server.ts writes it: a person and a token. */
interface E2eOwner {
  /** A full-scope access token of the merchant, for setting up data through the API. */
  token: string;
  email: string;
  password: string;
}

function readOwner(file: string): E2eOwner {
  return JSON.parse(readFileSync(file, 'utf8')) as E2eOwner;
}

interface Fixtures {
  /**
   * Signs `page`'s browser context in as the owner of the merchant whose token `as` is (E2E Coffee
   * by default) with a session cookie, then opens the app at `/`. The specs name the merchant by
   * its token, which they also use to set up data through the API.
   */
  signIn: (page: Page, as?: string) => Promise<void>;
  /** `signIn`, then `openPage(page, path, heading)`. */
  signInAt: (page: Page, path: string, heading: string, as?: string) => Promise<void>;
}

/** Worker-scoped, so that a `beforeAll` can set up data through the API with them. */
interface WorkerFixtures {
  /** Full-scope token of the "E2E Coffee" merchant, created by scripts/e2e-server.ts. */
  token: string;
  /** Full-scope token of "E2E Tea", for tests whose data the Staff walk-through must not see. */
  spareToken: string;
  /** Full-scope token of the demo-generated merchant: settled days, drawers and online orders. */
  demoToken: string;
  /** The owners of the three merchants above. */
  owners: E2eOwner[];
  /** Each owner's session cookies (by email), signed in once per worker and reused. */
  sessions: Map<string, Cookie[]>;
}

/**
 * Signs the context of `page` in as `owner`: the session this worker already holds if the service
 * still accepts it, else a new one from better-auth's email sign-in (called as the sign-in page
 * calls it, same origin). `page.request` shares the context's cookies, so the cookie it is answered
 * with is the page's.
 */
async function signInContext(
  page: Page,
  owner: E2eOwner,
  sessions: Map<string, Cookie[]>,
): Promise<void> {
  const context = page.context();
  await context.clearCookies();
  const held = sessions.get(owner.email);
  if (held) {
    await context.addCookies(held);
    if ((await page.request.get('/app/me')).ok()) return;
    await context.clearCookies();
  }
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: E2E_ORIGIN },
    data: { email: owner.email, password: owner.password },
  });
  expect(response.ok(), `sign-in as ${owner.email}: ${await response.text()}`).toBe(true);
  sessions.set(owner.email, await context.cookies());
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  /**
   * Every page fails its test when the browser reports a Content-Security-Policy violation: the
   * app runs under the service's policy (no 'unsafe-inline'; issue 9 defect 6).
   */
  page: async ({ page }, use, testInfo) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const phone = testInfo.project.name === 'phone';
    if (phone) await page.addInitScript(WATCH_SIDEWAYS_SCROLL);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    // At phone size the page body never scrolls sideways, during the test or at its end.
    if (phone && !page.isClosed()) await expectNoSidewaysScroll(page);
  },
  owners: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires an object pattern here
    async ({}, use) => {
      await use([E2E_OWNER_FILE, E2E_SPARE_OWNER_FILE, E2E_DEMO_OWNER_FILE].map(readOwner));
    },
    { scope: 'worker' },
  ],
  sessions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires an object pattern here
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],
  token: [async ({ owners }, use) => use(owners[0]!.token), { scope: 'worker' }],
  spareToken: [async ({ owners }, use) => use(owners[1]!.token), { scope: 'worker' }],
  demoToken: [async ({ owners }, use) => use(owners[2]!.token), { scope: 'worker' }],
  signIn: async ({ owners, sessions, token }, use) => {
    await use(async (page, as = token) => {
      const owner = owners.find((candidate) => candidate.token === as);
      if (!owner) throw new Error('signIn(page, as): `as` is the token of an e2e merchant');
      await signInContext(page, owner, sessions);
      await page.goto('/');
    });
  },
  signInAt: async ({ signIn }, use) => {
    await use(async (page, path, heading, as) => {
      await signIn(page, as);
      await openPage(page, path, heading);
    });
  },
});

export { expect };

/** Opens `path` from the address bar and waits for that page's own heading (level 1). */
async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * A page in a browser context of its own (no cookie in common with the test's page), with the
 * project's context options plus `options`; the browser's Content-Security-Policy reports are
 * pushed to `violations` for the caller to assert empty.
 */
export async function pageOfItsOwn(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
  violations: string[] = [],
): Promise<{ page: Page; violations: string[] }> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    ...options,
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

/**
 * One page for all the tests of a serial `test.describe` whose steps build on each other in the UI
 * (each test goes on where the one before left the page). Call it inside the describe, after
 * `test.describe.configure({ mode: 'serial' })`: the describe's tests then get this page as their
 * `page`. It has the project's context options plus `options` (pass the file's `locale` and
 * `timezoneId`), and fails the test during which the browser reports a Content-Security-Policy
 * violation. Playwright traces it like any context a test opens.
 */
export function useSharedPage(options: BrowserContextOptions = {}): void {
  let shared: Page | undefined;
  const violations: string[] = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    shared = (await pageOfItsOwn(browser, testInfo, options, violations)).page;
  });
  test.use({
    // eslint-disable-next-line no-empty-pattern -- Playwright requires an object pattern here
    page: async ({}, use) => {
      if (!shared) throw new Error('the shared page is opened in beforeAll');
      await use(shared);
      expect(violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
    },
  });
  test.afterAll(async () => {
    await shared?.context().close();
  });
}

/** Remembers the furthest the page body was ever scrolled sideways (`window.__sideways`). */
const WATCH_SIDEWAYS_SCROLL = `
  window.__sideways = 0;
  window.addEventListener('scroll', () => {
    window.__sideways = Math.max(window.__sideways, window.scrollX);
  }, { passive: true });
`;

/**
 * Fails when the page body is wider than the window (it would scroll sideways) or was scrolled
 * sideways since the page loaded. Lists and tables scroll inside their own boxes, never the body.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, scrolled } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    scrolled: (window as unknown as { __sideways?: number }).__sideways ?? 0,
  }));
  expect(
    { overflow: Math.max(0, scrollWidth - clientWidth), scrolled },
    `the page body of ${page.url()} scrolls sideways`,
  ).toEqual({ overflow: 0, scrolled: 0 });
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes
    .map((node) => `    at ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
    .join('\n');
  return `${violation.impact}: ${violation.id} — ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
}

/**
 * Fails on serious or critical WCAG 2.1 A/AA violations, listing each with its elements. `rules`
 * runs only those (dark mode changes colours alone: `['color-contrast']`).
 */
export async function expectNoA11yViolations(
  page: Page,
  { rules }: { rules?: string[] } = {},
): Promise<void> {
  // The page at rest: a pointer left over a link would judge its hover colours instead.
  await page.mouse.move(0, 0);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = blocking.map(describeViolation).join('\n\n');
  expect(blocking, `accessibility violations on ${page.url()}:\n\n${report}`).toHaveLength(0);
}

/** Switches the app's colour scheme with its header button and waits for it to apply. */
export async function switchColorScheme(page: Page, scheme: 'dark' | 'light'): Promise<void> {
  await page.getByRole('button', { name: `Use ${scheme} color scheme` }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Types a time into a Mantine picker whose hours field has focus, on en-US's 12-hour clock (the
 * browser's locale decides the clock): hours and minutes, then AM or PM, then Enter. `shown` is
 * the time as 2-digit `h12` formatting writes it, e.g. "03:30 PM".
 */
export async function typeTwelveHourTime(page: Page, shown: string): Promise<void> {
  const [hhmm, period] = shown.split(' ');
  await page.keyboard.type(hhmm!.replace(':', ''));
  await expect(page.getByLabel('AM or PM', { exact: true })).toBeFocused();
  await page.keyboard.press(period === 'PM' ? 'p' : 'a');
  await page.keyboard.press('Enter');
}

/**
 * The next request to `url` reaches the service and is done there, but its answer is lost on the
 * way back (the page sees a network failure): the unknown outcome of a money command.
 */
export async function loseNextAnswer(page: Page, url: string): Promise<void> {
  await page.route(
    url,
    async (route) => {
      await route.fetch();
      await route.abort('failed');
    },
    { times: 1 },
  );
}
