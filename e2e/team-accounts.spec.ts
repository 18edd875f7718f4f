import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { E2E_TEAM_FILE, E2E_TEAM_LINK_FILE } from './env';
import {
  expect,
  expectNoA11yViolations,
  pageOfItsOwn,
  test,
  typeTwelveHourTime,
  useSharedPage,
} from './fixtures';
import { zonedDate, zonedInstant } from './zoned-time';

/**
 * Issue 18's "Done when", walked in Chromium on a merchant of its own ("E2E Bistro", whose owner
 * has no password yet): the owner opens the one-time sign-in link `npm start` prints, sets a
 * password, makes a permission set (refunds and timecard edits), invites a manager with it and a
 * $20.00 refund limit, and copies the invitation link; in another browser context the manager
 * accepts it (name and password), refunds $15.00 of a payment, is refused a $25.00 refund with a
 * sentence naming the limit, and moves a timecard's clock-out; the owner then sees both writes in
 * the Activity page under the manager's name, the timecard's clock-out before → after. Axe runs on
 * the sign-in, welcome, accept-invitation, Team and Activity pages.
 *
 * A test for each step, in a serial describe: the owner's page is shared by the describe's tests
 * (`useSharedPage`), the manager's is in a browser context of its own (no cookie in common). The
 * payment and the timecard are made once through the API with the merchant's token (beforeAll).
 */

const LOCALE = 'en-US';
const TIME_ZONE = 'America/New_York';
test.use({ locale: LOCALE, timezoneId: 'UTC' });

interface TeamMerchant {
  token: string;
  email: string;
}

/** A one-time sign-in link for the owner, made as `npm start` makes one (15 minutes, one use). */
function oneTimeLink(): string {
  execFileSync('node_modules/.bin/tsx', ['scripts/e2e-sign-in-link.ts'], { stdio: 'inherit' });
  return readFileSync(E2E_TEAM_LINK_FILE, 'utf8').trim();
}

const unique = Date.now().toString(36);
const ownerPassword = `Bistro owner ${unique} long enough`;
const setName = `Refunds and timecards ${unique}`;
const managerName = `Maria Lopez ${unique}`;
const managerEmail = `maria.${unique}@example.com`;
const managerPassword = `Maria ${unique} sells coffee`;
const employeeFirst = 'Grace';
const employeeLast = `Hopper ${unique}`;
const employeeName = `${employeeFirst} ${employeeLast}`;

// The timecard: two days ago 09:00–17:00 in New York; the manager moves the clock-out to 15:30.
const day = zonedDate(TIME_ZONE, 2);

const clockIn = zonedInstant(TIME_ZONE, day, '09:00');
const clockOut = zonedInstant(TIME_ZONE, day, '17:00');
const corrected = zonedInstant(TIME_ZONE, day, '15:30');

const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE }).format(date);

/** What the manager's permission set grants, as the checklist names them. */
const SET_PERMISSIONS = [
  'See payments, refunds and cash drawers',
  'Issue refunds, up to their refund limit',
  'See employees and roles',
  'See timecards, shifts and hours',
  'Edit timecards and shifts',
];

const PAGES = {
  People: '/team/people',
  Invitations: '/team/invitations',
  'Permission sets': '/team/permission-sets',
} as const;

/** Opens a Team page by its address (the navigation scrolls; its links are checked elsewhere). */
async function navigateTo(page: Page, name: keyof typeof PAGES) {
  await page.goto(PAGES[name]);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Axe once `settled` (a dialog, a drawer) has faded in: mid-fade, axe sees blended colours. */
async function scan(page: Page, settled?: Locator) {
  if (settled) await expect(settled).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
}

/** A context of its own, with the project's options, failing on Content-Security-Policy reports. */
function separateBrowser(browser: Browser, testInfo: TestInfo) {
  return pageOfItsOwn(browser, testInfo, {
    locale: LOCALE,
    timezoneId: 'UTC',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

/** The payment to refund and the timecard to edit, made with the merchant's token. */
async function setUp(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const ok = async (response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const locations = (await ok(await request.get('/v2/locations', { headers }))) as {
    locations: { id: string }[];
  };
  const locationId = locations.locations[0]!.id;
  const { payment } = (await ok(
    await request.post('/v2/payments', {
      headers,
      data: {
        idempotency_key: randomUUID(),
        source_id: 'cnon:card-nonce-ok-mastercard',
        amount_money: { amount: 6000, currency: 'USD' },
        location_id: locationId,
      },
    }),
  )) as { payment: { id: string } };
  const employee = (await ok(
    await request.post('/v1/me/employees', {
      headers,
      data: { first_name: employeeFirst, last_name: employeeLast },
    }),
  )) as { id: string };
  const timecard = (await ok(
    await request.post('/v1/me/timecards', {
      headers,
      data: {
        employee_id: employee.id,
        clockin_time: clockIn.toISOString(),
        clockout_time: clockOut.toISOString(),
        clockin_location_id: locationId,
        clockout_location_id: locationId,
      },
    }),
  )) as { id: string };
  return { paymentId: payment.id, timecardId: timecard.id };
}

test.describe('an owner invites a manager with a limited permission set (issue 18)', () => {
  // A dozen axe scans and two browsers: ~40 s here, more on a loaded machine.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  useSharedPage({ locale: LOCALE, timezoneId: 'UTC' });

  let merchant: TeamMerchant;
  let link: string;
  let paymentId: string;
  let timecardId: string;
  let invitationLink: string;
  let manager: { page: Page; violations: string[] };

  test.beforeAll(async ({ playwright, browser }, testInfo) => {
    merchant = JSON.parse(readFileSync(E2E_TEAM_FILE, 'utf8')) as TeamMerchant;
    link = oneTimeLink();
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    ({ paymentId, timecardId } = await setUp(request, merchant.token));
    await request.dispose();
    manager = await separateBrowser(browser, testInfo);
  });

  test.afterEach(() => {
    expect(manager.violations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });

  test.afterAll(async () => {
    await manager?.page.context().close();
  });

  test('the owner opens the one-time sign-in link and sets a password', async ({ page }) => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/welcome/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page.getByText(merchant.email)).toBeVisible();
    await scan(page);
    // Two different passwords are refused before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill(ownerPassword);
    await page.getByLabel('Type the new password again', { exact: true }).fill(`${ownerPassword}!`);
    await page.getByRole('button', { name: 'Save password and continue' }).click();
    await expect(page.getByLabel('Type the new password again', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.getByLabel('Type the new password again', { exact: true }).fill(ownerPassword);
    await page.getByRole('button', { name: 'Save password and continue' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the link works only once', async ({ browser }, testInfo) => {
    const other = await separateBrowser(browser, testInfo);
    await other.page.goto(link);
    await expect(other.page).toHaveURL(/\/sign-in/);
    await expect(other.page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(other.page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await other.page.context().close();
  });

  test('the owner signs out, then in again with the new password', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await scan(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(merchant.email);
    await page.getByLabel('Password', { exact: true }).fill(`${ownerPassword}?`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not sign in' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(ownerPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the owner makes a permission set: refunds and timecard edits', async ({ page }) => {
    await navigateTo(page, 'People');
    await expect(page.getByRole('row').filter({ hasText: merchant.email })).toHaveCount(1);
    await scan(page);
    await navigateTo(page, 'Permission sets');
    await page.getByRole('link', { name: 'New permission set' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'New permission set' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Name' }).fill(setName);
    for (const permission of SET_PERMISSIONS) {
      await drawer.getByRole('checkbox', { name: permission, exact: true }).check();
    }
    await scan(page, drawer);
    await drawer.getByRole('button', { name: 'Add permission set' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: setName })).toHaveCount(1);
  });

  test('the owner invites the manager with it and a $20.00 refund limit', async ({ page }) => {
    await navigateTo(page, 'Invitations');
    await expect(page.getByText('No invitations are waiting for an answer.')).toBeVisible();
    await page.getByRole('link', { name: 'Invite someone' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Invite someone' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Email' }).fill(managerEmail);
    await drawer.getByRole('combobox', { name: 'Permission set' }).click();
    await page.getByRole('option', { name: setName, exact: true }).click();
    await drawer.getByRole('textbox', { name: 'Refund limit (USD)' }).fill('20.00');
    await scan(page, drawer);
    await drawer.getByRole('button', { name: 'Create invitation' }).click();

    const link = drawer.getByRole('textbox', { name: `Invitation link for ${managerEmail}` });
    await expect(link).toBeVisible();
    await scan(page, drawer);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await drawer.getByRole('button', { name: 'Copy' }).click();
    await expect(drawer.getByRole('button', { name: 'Copied' })).toBeVisible();
    invitationLink = await page.evaluate(() => navigator.clipboard.readText());
    await expect(link).toHaveValue(invitationLink);
    expect(invitationLink).toMatch(new RegExp(`^${new URL(page.url()).origin}/invite/.+`));
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: managerEmail })).toHaveCount(1);
  });

  test('the manager accepts the invitation in another browser', async () => {
    const { page } = manager;
    await page.goto(invitationLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Join your team' })).toBeVisible();
    await expect(page.getByText(`to E2E Bistro's back office as ${setName}`)).toBeVisible();
    await scan(page);
    await page.getByRole('textbox', { name: 'Your name' }).fill(managerName);
    // Required fields: their labels end in an asterisk.
    await page.getByLabel(/^Password/).fill(managerPassword);
    await page.getByLabel(/^The password again/).fill(managerPassword);
    await page.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the manager refunds $15.00, within their limit', async () => {
    const { page } = manager;
    await page.goto(`/payments/${paymentId}/refund`);
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await expect(dialog.getByText('Left to refund: $60.00')).toBeVisible();
    await dialog.getByText('Partial', { exact: true }).click();
    await dialog.getByLabel('Amount to refund (USD)').fill('15.00');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await dialog.getByRole('button', { name: 'Refund $15.00' }).click();
    await expect(dialog.getByText('Left to refund: $45.00')).toBeVisible();
  });

  test('a $25.00 refund, above the limit, is refused with the reason', async () => {
    const { page } = manager;
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByRole('button', { name: 'Refund more' }).click();
    await dialog.getByText('Partial', { exact: true }).click();
    await dialog.getByLabel('Amount to refund (USD)').fill('25.00');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await dialog.getByRole('button', { name: 'Refund $25.00' }).click();
    await expect(
      dialog.getByText(
        'Your refund limit is $20.00; a refund of $25.00 needs someone with a higher limit.',
      ),
    ).toBeVisible();
    await scan(page, dialog);
    await page.keyboard.press('Escape');
    await page.goto(`/payments/${paymentId}/refund`);
    await expect(dialog.getByText('Left to refund: $45.00')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test("the manager moves the timecard's clock-out to 3:30 PM", async () => {
    const { page } = manager;
    await page.goto(`/staff/timecards/${timecardId}/edit`);
    const drawer = page.getByRole('dialog', { name: `Edit times: ${employeeName}` });
    await drawer.getByRole('button', { name: 'Clock-out' }).click();
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat(LOCALE, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: TIME_ZONE,
      })
        .formatToParts(corrected)
        .map((p) => [p.type, p.value]),
    );
    await page
      .getByRole('button', { name: `${parts.day} ${parts.month} ${parts.year}`, exact: true })
      .click();
    await expect(page.getByLabel('Hours', { exact: true })).toBeFocused();
    await typeTwelveHourTime(
      page,
      format(corrected, { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' }),
    );
    await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Save times' }).click();
    await expect(drawer).toBeHidden();
  });

  test("the owner sees both writes in Activity under the manager's name", async ({ page }) => {
    await page.goto('/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: managerName });
    await expect(rows.filter({ hasText: '$15.00' })).toHaveCount(1);
    const shortTime = (date: Date) => format(date, { hour: 'numeric', minute: '2-digit' });
    await expect(
      rows.filter({ hasText: `${shortTime(clockOut)} → ${shortTime(corrected)}` }),
    ).toHaveCount(1);
    await scan(page);
  });

  test("the Team pages are the owner's: the manager is not offered them", async () => {
    const { page } = manager;
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }),
    ).toHaveCount(0);
  });
});
