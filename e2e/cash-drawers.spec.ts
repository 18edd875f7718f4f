import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test, useSharedPage, switchColorScheme } from './fixtures';

/**
 * The Cash drawers area on the demo-generated merchant (its drawers come from the demo
 * generator): a manager finds a drawer counted with a difference, opens it and reads expected vs
 * counted and the difference; an OPEN shift reads as open; a period over 90 days is refused in
 * the form and sends no request. axe on the list and the drawer, light and dark.
 *
 * A test for each step. The drawers to look for are found once through the API (beforeAll). The
 * tests share one page in a serial describe (`useSharedPage`): the drawer test opens the drawer from
 * the list the test before checked, so it goes on where that one left the page.
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });

interface WireMoney {
  amount?: number;
}
interface WireShift {
  id: string;
  event_type: 'OPEN' | 'ENDED' | 'CLOSED';
  expected_cash_money?: WireMoney;
  closed_cash_money?: WireMoney;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** `YYYY-MM-DD`, `days` before today (UTC). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface Found {
  locationId: string;
  shift: WireShift;
}

test.describe('a manager reviews the cash drawers', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  useSharedPage({ locale: 'en-US', timezoneId: 'UTC' });
  let off: Found;
  let open: Found;

  // Where the demo generator put a drawer counted with a difference, and its open one: read
  // through the API the page reads, one location at a time.
  test.beforeAll(async ({ demoToken }) => {
    const api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${demoToken}` },
    });
    const { locations } = await ok<{ locations: { id: string }[] }>(await api.get('/v2/locations'));
    let foundOff: Found | undefined;
    let foundOpen: Found | undefined;
    for (const location of locations) {
      const shifts = await ok<WireShift[]>(
        await api.get(`/v1/${location.id}/cash-drawer-shifts?order=DESC`),
      );
      const counted = shifts.find(
        (s) =>
          s.event_type === 'CLOSED' &&
          (s.closed_cash_money?.amount ?? 0) !== (s.expected_cash_money?.amount ?? 0),
      );
      if (counted && !foundOff) foundOff = { locationId: location.id, shift: counted };
      const inUse = shifts.find((s) => s.event_type === 'OPEN');
      if (inUse && !foundOpen) foundOpen = { locationId: location.id, shift: inUse };
    }
    if (!foundOff || !foundOpen)
      throw new Error('the demo merchant has no counted difference or no open drawer');
    [off, open] = [foundOff, foundOpen];
    await api.dispose();
  });

  test('the list flags the drawer counted with a difference', async ({
    page,
    signIn,
    demoToken,
  }) => {
    await signIn(page, demoToken);
    await page.goto(`/cash-drawers?location=${off.locationId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cash drawers' })).toBeVisible();
    const table = page.getByRole('table', { name: /Drawer shifts at .* in the last 90 days/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const expected = off.shift.expected_cash_money?.amount ?? 0;
    const counted = off.shift.closed_cash_money?.amount ?? 0;
    const words = `${counted < expected ? 'Short' : 'Over'} ${usd(Math.abs(counted - expected))}`;
    // The list is virtualised: it is scrolled a screen at a time until the row is rendered.
    const scroller = page.getByRole('region', { name: /Drawer shifts.*\(scrolls\)/ });
    await expect(async () => {
      await scroller.evaluate((element) => element.scrollBy(0, element.clientHeight));
      await expect(table).toContainText(words, { timeout: 500 });
    }).toPass();
    await expectNoA11yViolations(page);
    await switchColorScheme(page, 'dark');
    await expectNoA11yViolations(page);
    await switchColorScheme(page, 'light');
  });

  test('its drawer shows expected vs counted and the difference', async ({ page }) => {
    const expected = off.shift.expected_cash_money?.amount ?? 0;
    const counted = off.shift.closed_cash_money?.amount ?? 0;
    await page
      .getByRole('table', { name: /Drawer shifts/ })
      .locator(`a[href*="/cash-drawers/${off.shift.id}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/cash-drawers/${off.shift.id}\\?.*location=`));
    const drawer = page.getByRole('dialog', { name: 'Drawer shift' });
    const summary = drawer.getByRole('table', { name: 'Drawer summary' });
    await expect(summary.getByRole('row', { name: /Expected in drawer/ })).toContainText(
      usd(expected),
    );
    await expect(summary.getByRole('row', { name: /^Counted/ })).toContainText(usd(counted));
    await expect(summary.getByRole('row', { name: /Difference/ })).toContainText(
      `${counted < expected ? 'Short' : 'Over'} ${usd(Math.abs(counted - expected))}`,
    );
    await expect(drawer.getByText('The drawer was counted and closed.')).toBeVisible();
    await expect(drawer.getByRole('table', { name: /Drawer events/ })).toBeVisible();
    await expectNoA11yViolations(page);
    // The drawer covers the scheme switch: dark is set on the list, then the drawer is reloaded.
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/\/cash-drawers\/.+/);
    await switchColorScheme(page, 'dark');
    await page.goto(`/cash-drawers/${off.shift.id}?location=${off.locationId}`);
    await expect(page.getByRole('dialog', { name: 'Drawer shift' })).toContainText(usd(counted));
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await switchColorScheme(page, 'light');
  });

  test('an open shift reads as open, not counted', async ({ page }) => {
    await page.goto(`/cash-drawers/${open.shift.id}?location=${open.locationId}`);
    await expect(page.getByText('The drawer is in use.')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Not counted yet' })).toBeVisible();
    await page.keyboard.press('Escape');
    const table = page.getByRole('table', { name: /Drawer shifts/ });
    const row = table.getByRole('row').filter({ has: page.locator(`a[href*="${open.shift.id}"]`) });
    await expect(row).toContainText('Open');
    await expect(row).toContainText('Not counted');
  });

  test('a period over 90 days is refused in the form; nothing is sent', async ({ page }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/[^/]+\/cash-drawer-shifts\?/.test(request.url())) listCalls.push(request.url());
    });
    await page.goto(
      `/cash-drawers?location=${off.locationId}&opened_from=${daysAgo(120)}&opened_to=${daysAgo(0)}`,
    );
    const period = page.getByRole('button', { name: /^Opened/ });
    await expect(period).toHaveAccessibleDescription(/at most 90 days; this one is 121 days/);
    await expect(page.getByText('Pick a shorter period')).toBeVisible();
    await expect(page.getByRole('table', { name: /Drawer shifts/ })).toHaveCount(0);
    expect(listCalls).toEqual([]);
    // Back to a period the service takes: the list loads again.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByRole('table', { name: /Drawer shifts/ })).toBeVisible();
    expect(listCalls.length).toBeGreaterThan(0);
  });
});
