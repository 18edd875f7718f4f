import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * The Online orders area on the demo-generated merchant: a manager finds an order by its id and
 * buyer (the search, `q` in the URL; an empty result names the words), completes an OPEN order
 * (tracking number and note; the history shows it), cancels another OPEN order (note; history),
 * and finds the actions of a CANCELED order absent and its action URL refused without a request.
 * axe on the list, the drawer and a dialog, light and dark. The demo merchant is shared and this
 * mutates it, so orders are picked by state when the test runs, never by id.
 *
 * A test for each step. The two OPEN orders are picked once through the API (beforeAll); each test
 * has its own signed-in page. The tests run in order (serial mode): the CANCELED order is the one
 * the cancel test cancels, and the refused refund is on the order the complete test completed, so
 * they check what the UI did to them (a failure skips the rest).
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });
test.setTimeout(120_000);

const unique = Date.now().toString(36);

interface ApiOrder {
  id: string;
  state: string;
  buyer_email?: string;
  total_price_money?: { amount: number; currency_code: string };
}

/** Every location's orders in `state`, each with its location, oldest page first. */
async function ordersIn(api: APIRequestContext, state: string) {
  const locations = await api.get('/v2/locations');
  expect(locations.ok(), await locations.text()).toBe(true);
  const { locations: all = [] } = (await locations.json()) as { locations?: { id: string }[] };
  const found: { locationId: string; order: ApiOrder }[] = [];
  for (const location of all) {
    const res = await api.get(`/v1/${location.id}/orders?state=${state}&limit=200`);
    expect(res.ok(), await res.text()).toBe(true);
    for (const order of (await res.json()) as ApiOrder[]) {
      found.push({ locationId: location.id, order });
    }
  }
  return found;
}

async function scanBothSchemes(page: Page) {
  await page.mouse.move(0, 0);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function dismissToast(page: Page, title: string) {
  const toast = page
    .getByRole('alert')
    .and(page.locator('.mantine-Notification-root'))
    .filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}

type Picked = { locationId: string; order: ApiOrder };

test.describe('a manager completes and cancels online orders; a disallowed action is refused', () => {
  test.describe.configure({ mode: 'serial' });
  let api: APIRequestContext;
  let toComplete: Picked;
  let toCancel: Picked;
  // Every PUT the test's page sends to an order, to prove a refused action sends nothing.
  const puts: string[] = [];

  test.beforeAll(async ({ demoToken }) => {
    api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${demoToken}` },
    });
    const open = await ordersIn(api, 'OPEN');
    expect(open.length, 'the demo merchant has OPEN orders').toBeGreaterThanOrEqual(2);
    const [first, second] = open;
    if (!first || !second) throw new Error('two OPEN orders expected');
    [toComplete, toCancel] = [first, second];
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ page, signIn, demoToken }) => {
    puts.length = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/v1\/[^/]+\/orders\//.test(request.url())) {
        puts.push(request.url());
      }
    });

    await signIn(page, demoToken);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the list filters OPEN orders of the location in the URL', async ({ page }) => {
    await page.goto(`/orders?location=${toComplete.locationId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Online orders' })).toBeVisible();
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(/state=OPEN/);
    const table = page.getByRole('table', { name: /Online orders/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Completed' })).toHaveCount(0);
    await scanBothSchemes(page);
  });

  test('the search finds an order by part of its id and its buyer, in the URL', async ({
    page,
  }) => {
    const { order, locationId } = toComplete;
    await page.goto(`/orders?location=${locationId}`);
    const table = page.getByRole('table', { name: /Online orders/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Search' });
    const idPart = order.id.slice(-8).toUpperCase();
    const buyer = order.buyer_email?.split('@')[0] ?? '';
    expect(buyer, 'the demo order has a buyer email').not.toBe('');
    // Several words, in different fields: part of the id and the buyer's email.
    await search.fill(`${idPart} ${buyer}`);
    await expect(page).toHaveURL(new RegExp(`q=${idPart}`));
    const rows = table.getByRole('row').filter({ has: page.locator(`a[href*="${order.id}"]`) });
    await expect(rows).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);
    // Loaded from the URL, the search is in the box; a word nothing has says what was searched.
    const nothing = `nobody-${unique}`;
    await page.goto(`/orders?location=${locationId}&q=${nothing}`);
    await expect(search).toHaveValue(nothing);
    await expect(page.getByText(`has every word of “${nothing}” in its ID or buyer`)).toBeVisible();
    await scanBothSchemes(page);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(search).toHaveValue('');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  });

  test('completes an OPEN order with a tracking number and a note', async ({ page }) => {
    await page.goto(`/orders/${toComplete.order.id}?location=${toComplete.locationId}`);
    const drawer = page.getByRole('dialog', { name: 'Online order' });
    await expect(drawer.getByText('Open', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Refund' })).toHaveCount(0);
    await expect(drawer.getByRole('region', { name: 'History' })).toContainText('Payment received');
    // What was bought, from the order's sale.
    const bought = drawer.getByRole('table', { name: 'What was bought' });
    await expect(bought.getByRole('row').nth(1)).toBeVisible();
    await expect(drawer).toHaveCSS('opacity', '1');
    await scanBothSchemes(page);
    await drawer.getByRole('link', { name: 'Complete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete order' });
    await expect(dialog.getByText(/The order becomes completed \(shipped\)/)).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await scanBothSchemes(page);
    await dialog.getByLabel('Tracking number').fill(`1Z-${unique}`);
    await dialog.getByLabel('Completed note').fill(`Shipped by e2e ${unique}`);
    await dialog.getByRole('button', { name: 'Complete order' }).dblclick();
    await dismissToast(page, 'Order completed');
    await expect(dialog).toHaveCount(0);
    expect(puts).toHaveLength(1);
    const back = page.getByRole('dialog', { name: 'Online order' });
    await expect(back.getByText('Completed', { exact: true })).toBeVisible();
    const history = back.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Order completed (shipped)');
    await expect(back.getByText(`Shipped by e2e ${unique}`)).toBeVisible();
    await expect(back.getByRole('link', { name: 'Complete' })).toHaveCount(0);
    await expect(back.getByRole('link', { name: 'Refund' })).toBeVisible();
  });

  test('cancels another OPEN order with a note', async ({ page }) => {
    await page.goto(`/orders/${toCancel.order.id}?location=${toCancel.locationId}`);
    const drawer = page.getByRole('dialog', { name: 'Online order' });
    await drawer.getByRole('link', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await expect(dialog.getByText(/The buyer is refunded \$[\d,.]+ in full/)).toBeVisible();
    // The red button names the action; its dismiss says what stays, never "Cancel".
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    // The dialog is the refund's last step: what, to which card, and what is left.
    const refund = dialog.getByRole('table', { name: 'The refund' });
    await expect(refund.getByRole('row', { name: /^Refund/ })).toContainText(
      /\$[\d,.]+ \(everything left\)/,
    );
    await expect(refund.getByRole('row', { name: /Back to/ })).toContainText(/•••• \d{4}/);
    await expect(refund.getByRole('row', { name: /Left to refund after it/ })).toContainText(
      '$0.00',
    );
    await dialog.getByLabel('Canceled note').fill(`Out of stock ${unique}`);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dismissToast(page, 'Order canceled');
    const back = page.getByRole('dialog', { name: 'Online order' });
    await expect(back.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(back.getByRole('region', { name: 'History' })).toContainText('Order canceled');
    await expect(back.getByText(`Out of stock ${unique}`)).toBeVisible();
  });

  test('a CANCELED order offers no action, and its action URL is refused', async ({ page }) => {
    const before = puts.length;
    await page.goto(`/orders/${toCancel.order.id}?location=${toCancel.locationId}`);
    const drawer = page.getByRole('dialog', { name: 'Online order' });
    await expect(drawer.getByText('Canceled', { exact: true })).toBeVisible();
    for (const name of ['Complete', 'Cancel order', 'Refund']) {
      await expect(drawer.getByRole('link', { name })).toHaveCount(0);
    }
    await page.goto(`/orders/${toCancel.order.id}/complete?location=${toCancel.locationId}`);
    const dialog = page.getByRole('dialog', { name: 'Complete order' });
    await expect(dialog.getByRole('alert')).toContainText(
      'Not available for a canceled order: only an open order can be completed.',
    );
    await expect(dialog.getByRole('button', { name: 'Complete order' })).toHaveCount(0);
    expect(puts).toHaveLength(before);
  });

  test('the service refuses a move someone else made first', async ({ page }) => {
    // The completed order, completed again behind the page's back: the page still offers
    // Refund; refunding it by the API first makes the page's refund a refused move.
    await page.goto(`/orders/${toComplete.order.id}/refund?location=${toComplete.locationId}`);
    const dialog = page.getByRole('dialog', { name: 'Refund order' });
    await expect(dialog.getByText(/The buyer is refunded \$[\d,.]+ in full/)).toBeVisible();
    const refunded = await api.put(`/v1/${toComplete.locationId}/orders/${toComplete.order.id}`, {
      data: { action: 'REFUND', refunded_note: 'Refunded elsewhere' },
    });
    expect(refunded.ok(), await refunded.text()).toBe(true);
    await dialog.getByRole('button', { name: 'Refund order' }).click();
    // The service's refusal, in the dialog that sent it (the order is REFUNDED by now).
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Not refunded');
    await expect(refusal).toContainText(/refunded/i);
    await expect(dialog.getByRole('button', { name: 'Refund order' })).toBeVisible();
  });
});
