import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * Labor cost vs sales on the demo-generated merchant (two weeks of sales and shifts): reached from
 * the Labor navigation, it shows the totals, the chart and the same figures in a table, with
 * non-zero labor cost and net sales; a range in the URL gives a row per day. axe light and dark;
 * the fixture fails the test on any Content-Security-Policy violation (the chart draws SVG).
 *
 * Three tests, each on its own signed-in page: the demo merchant's data is only read, so they do
 * not depend on each other.
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });
// Two axe scans of a page with a chart and a table, on a shared machine.
test.setTimeout(90_000);

async function scanBothSchemes(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Use dark color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Use light color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The page's table, and a cell of its total row. */
function tableOf(page: Page) {
  const table = page.getByRole('table', { name: /Labor cost and net sales/ });
  const total = table.locator('tfoot tr');
  return { table, total, money: (cell: number) => total.getByRole('cell').nth(cell) };
}

test.describe('labor cost vs sales: totals, chart and table', () => {
  test.beforeEach(async ({ page, signIn, demoToken }) => {
    await signIn(page, demoToken);
  });

  test('reached from the navigation, the last 7 days: totals, chart and table', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Labor cost vs sales' }).click();
    await expect(page).toHaveURL(/\/labor\/cost-vs-sales/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Labor cost vs sales' }),
    ).toBeVisible();

    // The default range: the last 7 days, a row each and a total.
    const { table, total, money } = tableOf(page);
    await expect(table.locator('tbody tr')).toHaveCount(7, { timeout: 30_000 });
    await expect(total.getByRole('rowheader')).toHaveText('Total');
    await expect(money(0)).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(money(0)).not.toHaveText('$0.00');
    await expect(money(1)).not.toHaveText('$0.00');
    await expect(money(2)).toHaveText(/^[\d.]+ %$/);

    // The chart: a labelled figure whose drawing has bars and the percent line.
    const chart = page.getByRole('img', { name: /Labor cost and net sales per day/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(7);
    await expect(chart.locator('.recharts-line-curve')).toBeVisible();
    await expect(page.getByText('Net sales', { exact: true }).first()).toBeVisible();
    await scanBothSchemes(page);
  });

  test('two weeks named in the URL: a row per day, the range shown in the picker', async ({
    page,
  }) => {
    const { table, money } = tableOf(page);
    const from = day(13);
    const to = day(0);
    await page.goto(`/labor/cost-vs-sales?from=${from}&to=${to}`);
    await expect(table.locator('tbody tr')).toHaveCount(14, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Days', exact: true })).toBeVisible();
    await expect(money(1)).not.toHaveText('$0.00');
  });

  test('more than 92 days is refused before asking', async ({ page }) => {
    const to = day(0);
    await page.goto(`/labor/cost-vs-sales?from=${day(120)}&to=${to}`);
    await expect(page.getByRole('alert')).toContainText('at most 92 days', { timeout: 30_000 });
    await scanBothSchemes(page);
  });
});
