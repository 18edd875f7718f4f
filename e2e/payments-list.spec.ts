import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test, useSharedPage } from './fixtures';

/**
 * The read side of the Payments area on the spare e2e merchant ("E2E Tea"): payments made through
 * the API show in the list with the totals of the filtered range, a last-4 filter finds one, its
 * drawer opens by URL, the CSV export downloads the filtered range, and the refunds list links
 * back to the payment. axe on every page, light and dark.
 *
 * A test for each step. The payments and the refund are made once through the API (beforeAll). The
 * tests share one page in a serial describe (`useSharedPage`): the last-4 test filters the list the
 * test before checked, and the list's row count and totals hold only until the Denver test adds
 * its payment, so the order matters.
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });

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

interface ApiPayment {
  id: string;
  total_money: { amount: number };
}

test.describe('payments list, totals, drawer, export and refunds', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  useSharedPage({ locale: 'en-US', timezoneId: 'UTC' });
  let api: APIRequestContext;
  let visa: ApiPayment;
  let mastercard: ApiPayment;

  test.beforeAll(async ({ spareToken }) => {
    api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${spareToken}` },
    });
    const pay = async (sourceId: string, amount: number, tip = 0) => {
      const res = await api.post('/v2/payments', {
        data: {
          source_id: sourceId,
          idempotency_key: crypto.randomUUID(),
          amount_money: { amount, currency: 'USD' },
          ...(tip ? { tip_money: { amount: tip, currency: 'USD' } } : {}),
          reference_id: `e2e-${amount}`,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { payment: ApiPayment }).payment;
    };
    visa = await pay('cnon:card-nonce-ok', 1250, 250);
    // $45.00: the commands spec (same merchant, after this one) takes a $40.00 Mastercard.
    mastercard = await pay('cnon:card-nonce-ok-mastercard', 4500);
    const refund = await api.post('/v2/refunds', {
      data: {
        idempotency_key: crypto.randomUUID(),
        payment_id: mastercard.id,
        amount_money: { amount: 1000, currency: 'USD' },
        reason: 'Cold coffee',
      },
    });
    expect(refund.status(), await refund.text()).toBe(200);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('the list shows the payments and the totals of the range', async ({
    page,
    signIn,
    spareToken,
  }) => {
    await signIn(page, spareToken);
    await page.goto('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const table = page.getByRole('table', { name: /Payments, newest first/ });
    await expect(table.getByRole('row')).toHaveCount(3);
    const totals = page.getByRole('region', { name: 'Totals of the filtered payments' });
    await expect(totals).toContainText('$60.00'); // gross: 15.00 + 45.00
    await expect(totals).toContainText('$10.00'); // refunded
    await scanBothSchemes(page);
  });

  test('last 4 finds one payment; its drawer opens by URL', async ({ page }) => {
    await page.getByLabel('Card last 4').fill('5100');
    await page.getByLabel('Card last 4').press('Enter');
    // The router keeps digits a string in the URL: last_4="5100".
    await expect(page).toHaveURL(/last_4=(%22)?5100/);
    const table = page.getByRole('table', { name: /Payments/ });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Mastercard •••• 5100');
    await table.getByRole('link').first().click();
    const drawer = page.getByRole('dialog', { name: 'Payment' });
    await expect(drawer).toContainText('$45.00');
    await expect(drawer.getByRole('table', { name: 'Refunds of this payment' })).toContainText(
      'Cold coffee',
    );
    // The drawer covers the header's scheme switch: light here, dark in the lists' scans.
    await page.mouse.move(0, 0);
    await expectNoA11yViolations(page);
    await page.goto(`/payments/${visa.id}`);
    await expect(page.getByRole('dialog', { name: 'Payment' })).toContainText('$15.00');
    await expect(page.getByRole('dialog', { name: 'Payment' })).toContainText('e2e-1250');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/payments$/);
  });

  test('the CSV export downloads the filtered range', async ({ page }) => {
    await page.goto('/payments?card_brand=VISA');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^payments-.*\.csv$/);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(path, 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(visa.id);
  });

  test('the refunds list links to the refunded payment', async ({ page }) => {
    await page.goto('/payments/refunds');
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table).toContainText('Cold coffee');
    await scanBothSchemes(page);
    await table.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/payments/${mastercard.id}`));
    await expect(page.getByRole('dialog', { name: 'Payment' })).toContainText('$45.00');
  });

  test("a payment at the Denver location shows Denver's time, marked, with the note", async ({
    page,
  }) => {
    const { locations } = (await (await api.get('/v2/locations')).json()) as {
      locations: { id: string; name: string; timezone: string }[];
    };
    const lodo = locations.find((l) => l.timezone === 'America/Denver')!;
    const res = await api.post('/v2/payments', {
      data: {
        source_id: 'cnon:card-nonce-ok',
        idempotency_key: crypto.randomUUID(),
        amount_money: { amount: 700, currency: 'USD' },
        location_id: lodo.id,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    const denver = ((await res.json()) as { payment: ApiPayment & { created_at: string } }).payment;
    // The header keeps a New York location selected; the browser runs in UTC.
    const at = new Date(denver.created_at);
    const inDenver = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: lodo.timezone,
    }).format(at);
    const zone = new Intl.DateTimeFormat('en-US', {
      timeZone: lodo.timezone,
      timeZoneName: 'short',
    })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(zone).toMatch(/^M[SD]T$/);

    await page.goto('/payments');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Location' })).toHaveValue(
      /^E2E Tea #\d$/,
    );
    await expect(page.getByText(/^Every card and cash payment/)).toContainText(
      `Times at other locations are in their own zone, marked with it: ${lodo.name} in Mountain Time (America/Denver).`,
    );
    const row = page.getByRole('row').filter({ hasText: '$7.00' });
    await expect(row).toContainText(`${inDenver} ${zone}`);
    // A New York payment's time stays unmarked.
    await expect(page.getByRole('row').filter({ hasText: '$45.00' })).not.toContainText(
      /[ECMP][SD]T/,
    );
    await scanBothSchemes(page);
    await row.getByRole('link').first().click();
    await expect(page.getByRole('dialog', { name: 'Payment' })).toContainText(
      `${inDenver} ${zone}`,
    );
  });
});
