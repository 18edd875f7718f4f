import { request as playwrightRequest, type Page } from '@playwright/test';
import type { TodayResponseT } from '../src/api/schemas/today';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test, switchColorScheme } from './fixtures';

/**
 * Today, the home page, on the demo-generated merchant (two weeks of sales, drawers, orders and
 * deposits): the owner lands on it after signing in and sees sales against last week with the
 * hourly chart, who is working, drawers, waiting orders and deposits, each linking to the filtered
 * page behind it; every location at a click; a person whose set lacks payments sees no sales card;
 * a failed load says so and retries; the page asks again every minute. axe light and dark.
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('Today', () => {
  test.describe.configure({ timeout: 90_000 });
  let summary: TodayResponseT;

  test.beforeAll(async ({ demoToken }) => {
    const api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${demoToken}` },
    });
    const res = await api.get('/app/today');
    expect(res.status(), await res.text()).toBe(200);
    summary = (await res.json()) as TodayResponseT;
    await api.dispose();
  });

  test('the owner lands on Today and sees every card; axe light and dark', async ({
    page,
    signIn,
    demoToken,
  }) => {
    await signIn(page, demoToken);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    for (const name of [
      'Sales today',
      'Working now',
      'Online orders waiting',
      'Cash drawers',
      'Deposits',
    ]) {
      await expect(heading(page, name)).toBeVisible({ timeout: 20_000 });
    }
    await expect(page.getByRole('img', { name: /Sales by hour/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Today', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const marks = await page.evaluate(
      () => performance.getEntriesByName('ledgerline:first-rows:today', 'mark').length,
    );
    expect(marks).toBe(1);
    await expectNoA11yViolations(page);
    await switchColorScheme(page, 'dark');
    await expectNoA11yViolations(page);
    await switchColorScheme(page, 'light');
  });

  test("every location's sales are the service's figure, and the toggle asks for all of them", async ({
    page,
    signIn,
    demoToken,
  }) => {
    await signIn(page, demoToken);
    await expect(heading(page, 'Sales today')).toBeVisible({ timeout: 20_000 });
    const asked = page.waitForRequest(
      (r) => r.url().includes('/app/today') && !r.url().includes('location_id'),
    );
    await page.getByText('All locations', { exact: true }).click();
    await asked;
    await expect(page).toHaveURL(/scope=all/);
    await expect(page.getByRole('paragraph').filter({ hasText: 'Every location' })).toBeVisible();
    // The service's own figure for every location, as fetched by the test just before.
    await expect(page.getByTestId('today-sales')).toHaveText(
      usd(summary.sales!.sales_money.amount),
    );
  });

  test("the sales card links to today's payments, the orders card to the open orders", async ({
    page,
    signIn,
    demoToken,
  }) => {
    await signIn(page, demoToken);
    await page.getByRole('link', { name: 'Today’s payments' }).click();
    await expect(page).toHaveURL(/\/payments\?.*created_from=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Open orders' }).click();
    await expect(page).toHaveURL(/\/orders\?.*state=OPEN/);
    await expect(page.getByRole('heading', { level: 1, name: 'Online orders' })).toBeVisible();
  });

  test('a person whose set lacks payments gets no sales or drawer card', async ({
    page,
    signIn,
    demoToken,
  }) => {
    // What the service answers such a person (the API tests check it leaves the sections out).
    await page.route('**/app/today*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as TodayResponseT;
      delete body.sales;
      delete body.cash_drawers;
      await route.fulfill({ response, json: body });
    });
    await signIn(page, demoToken);
    await expect(heading(page, 'Working now')).toBeVisible({ timeout: 20_000 });
    await expect(heading(page, 'Sales today')).toHaveCount(0);
    await expect(heading(page, 'Cash drawers')).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('a failed load says so and Retry brings the summary', async ({
    page,
    signIn,
    demoToken,
  }) => {
    // A failure the service answers (an unreachable service recovers by itself, without Retry).
    await page.route('**/app/today*', (route) =>
      route.fulfill({
        status: 500,
        json: { errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR' }] },
      }),
    );
    await signIn(page, demoToken);
    const alert = page.getByRole('alert').filter({ hasText: "Couldn't load today's summary" });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expectNoA11yViolations(page);
    await page.unroute('**/app/today*');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page, 'Sales today')).toBeVisible({ timeout: 20_000 });
  });

  test('the page asks for a fresh summary every minute', async ({ page, signIn, demoToken }) => {
    await page.clock.install();
    await signIn(page, demoToken);
    await expect(heading(page, 'Sales today')).toBeVisible({ timeout: 20_000 });
    const again = page.waitForRequest((r) => r.url().includes('/app/today'));
    await page.clock.runFor(61_000);
    await again;
  });
});
