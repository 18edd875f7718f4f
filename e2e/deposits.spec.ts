import { request as playwrightRequest } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test, useSharedPage, switchColorScheme } from './fixtures';

/**
 * The Deposits area on the demo-generated merchant (deposits closed at 10 p.m. Pacific by the
 * settlement job; the list shows days in the selected location's zone): a manager finds yesterday's deposit by its day,
 * sees it reconciled, follows an entry to its payment, and sees a failed deposit highlighted with
 * the deposit that re-sent it. axe on the list and the drawer, light and dark.
 *
 * A test for each step. The deposits to look for are found once through the API (beforeAll). The
 * tests share one page in a serial describe (`useSharedPage`): the payment test follows the entry
 * link the test before clicked in yesterday's deposit, so it goes on where that one left the page.
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const PACIFIC = 'America/Los_Angeles';

/** `YYYY-MM-DD` of `instant` in `timeZone`. */
function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(instant);
}

interface ApiSettlement {
  id: string;
  status: 'SENT' | 'FAILED';
  initiated_at: string;
}

test.describe('deposits: yesterday reconciled, an entry to its payment, a failed one re-sent', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  useSharedPage({ locale: 'en-US', timezoneId: 'UTC' });
  let ofYesterday: ApiSettlement | undefined;
  let initiatedDay: string;

  test.beforeAll(async ({ demoToken }) => {
    const api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${demoToken}` },
    });
    // Yesterday in Pacific time: its 10 p.m. cut-off has passed, so its deposit exists.
    const yesterday = dayIn(new Date(Date.now() - 24 * 3600_000), PACIFIC);
    const listed = await api.get('/v1/me/settlements?limit=200');
    expect(listed.status(), await listed.text()).toBe(200);
    const settlements = (await listed.json()) as ApiSettlement[];
    ofYesterday = settlements.find(
      (s) => s.status === 'SENT' && dayIn(new Date(s.initiated_at), PACIFIC) === yesterday,
    );
    expect(ofYesterday, `a SENT deposit initiated on ${yesterday} (Pacific)`).toBeDefined();
    // The list shows and filters days in the selected (first active) location's zone.
    const locations = (await (await api.get('/v2/locations')).json()) as {
      locations: { status: string; timezone: string }[];
    };
    const zone = locations.locations.find((l) => l.status === 'ACTIVE')!.timezone;
    initiatedDay = dayIn(new Date(ofYesterday!.initiated_at), zone);
    await api.dispose();
  });

  test('the list shows deposits; axe light and dark', async ({ page, signIn, demoToken }) => {
    await signIn(page, demoToken);
    await page.goto('/deposits');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    const table = page.getByRole('table', { name: /Deposits, newest first/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table).toContainText('••••');
    await expectNoA11yViolations(page);
    await switchColorScheme(page, 'dark');
    await expectNoA11yViolations(page);
    await switchColorScheme(page, 'light');
  });

  let paymentHref = '';
  test("yesterday's deposit, found by its day, is reconciled", async ({ page }) => {
    await page.goto(`/deposits?initiated_from=${initiatedDay}&initiated_to=${initiatedDay}`);
    const table = page.getByRole('table', { name: /Deposits/ });
    const link = table.locator(`a[href*="/deposits/${ofYesterday!.id}"]`).first();
    await expect(link).toBeVisible({ timeout: 30_000 });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/deposits/${ofYesterday!.id}`));
    const drawer = page.getByRole('dialog', { name: 'Deposit' });
    await expect(drawer.getByTestId('reconciliation-status')).toHaveText('Reconciled');
    const entries = drawer.getByRole('table', { name: 'Entries', exact: true });
    await expect(entries).toBeVisible();
    // Every entry says why it is in this deposit.
    await expect(entries.getByTestId('entry-reason')).toHaveCount(
      (await entries.getByRole('row').count()) - 1,
    );
    await expect(entries.getByTestId('entry-reason').first()).toHaveText(/\S/);
    await expectNoA11yViolations(page);
    const charge = drawer
      .getByRole('table', { name: 'Entries', exact: true })
      .getByRole('link', { name: 'Charge' })
      .first();
    paymentHref = (await charge.getAttribute('href')) ?? '';
    expect(paymentHref).toMatch(/\/payments\/[^/]+$/);
    await charge.click();
  });

  test('an entry opens its payment', async ({ page }) => {
    const paymentId = paymentHref.split('/').at(-1)!;
    await expect(page).toHaveURL(new RegExp(`/payments/${paymentId}$`));
    const drawer = page.getByRole('dialog', { name: 'Payment' });
    await expect(drawer).toContainText(paymentId);
    await expect(drawer).toContainText('Completed');
  });

  test('a failed deposit is highlighted with its re-send', async ({ page }) => {
    // The payment drawer covers the header's scheme switch: leave it first.
    await page.goto('/deposits?status=FAILED');
    await switchColorScheme(page, 'dark');
    const table = page.getByRole('table', { name: /Deposits/ });
    const failed = table.getByRole('row').filter({ hasText: 'Failed' }).first();
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('data-status', 'FAILED');
    await expect(failed).toContainText(/Re-sent on \w{3} \d{1,2}, \d{4} in deposit/);
    await expectNoA11yViolations(page);
    // The failed deposit's drawer, dark: it names the deposit that re-sent it, which links back.
    await failed.getByRole('link').first().click();
    const drawer = page.getByRole('dialog', { name: 'Deposit' });
    await expect(drawer).toContainText('Failed');
    await expect(drawer.getByTestId('reconciliation-status')).toHaveText('Reconciled');
    await expectNoA11yViolations(page);
    await drawer
      .getByRole('link', { name: /the deposit of/ })
      .first()
      .click();
    await expect(drawer.getByRole('table', { name: 'Deposit', exact: true })).toContainText(
      'Re-sends',
    );
    await expect(
      drawer
        .getByRole('table', { name: 'Entries', exact: true })
        .getByText('From failed deposit')
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/deposits\?status=FAILED$/);
    await switchColorScheme(page, 'light');
  });

  test('days the list refuses, from a link, are refused at the filter; nothing listed', async ({
    page,
  }) => {
    // More than one year of days, as a typed or shared link may hold.
    await page.goto('/deposits?initiated_from=2024-02-29&initiated_to=2025-03-01');
    const filters = page.getByRole('search', { name: 'Filter deposits' });
    const initiated = filters.getByRole('button', { name: 'Initiated', exact: true });
    await expect(initiated).toHaveText('Feb 29, 2024 – Mar 1, 2025');
    await expect(initiated).toHaveAttribute('aria-invalid', 'true');
    await expect(initiated).toHaveAccessibleDescription('Pick at most one year of days.');
    const refused = page.getByRole('alert').filter({ hasText: 'These days cannot be listed' });
    await expect(refused).toContainText('Pick at most one year of days.');
    await expect(page.getByRole('table', { name: /Deposits/ })).toHaveCount(0);
    await expectNoA11yViolations(page);
    // A malformed last day leaves the first alone, which the list reads up to now.
    await page.goto('/deposits?initiated_from=2024-02-29&initiated_to=2025-02-30');
    await expect(initiated).toHaveAccessibleDescription(
      /Without a last day the list runs to today/,
    );
    await expect(page.getByRole('table', { name: /Deposits/ })).toHaveCount(0);
    // Clearing the days lists the last year again.
    await refused.getByRole('button', { name: 'Clear the days' }).click();
    await expect(page).toHaveURL(/\/deposits$/);
    await expect(initiated).not.toHaveAttribute('aria-invalid', 'true');
    const table = page.getByRole('table', { name: /Deposits, newest first/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  });
});
