import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test, useSharedPage } from './fixtures';

/**
 * Issue 19 §2 and the several-word bullet of §5, on the demo merchant: the Employees page searches
 * as you type with the query in the URL; the palette runs a command by its words ("take
 * payment"), finds a person by several words and a payment by its amount through one
 * `GET /app/search`; `?` lists the shortcuts; Payments' last 4 applies without Enter.
 *
 * A test for each step, on one shared page (`useSharedPage`); the people and the payment are made
 * once through the API (beforeAll), with names and an amount no one else has.
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const unique = Date.now().toString(36);
const lastName = `Searchby${unique}`;
const externalId = `SRCH-${unique}-0009`;
/** $9,xxx.yy: far above the demo's sales, so only this payment has it. */
const amount = 900_000 + Math.floor(Math.random() * 99_999);
const amountText = (amount / 100).toFixed(2);

const paletteSearch = (page: Page) => page.getByRole('textbox', { name: 'Command palette search' });

async function openPalette(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  await expect(paletteSearch(page)).toBeFocused();
}

test.describe('search finds anything', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  useSharedPage({ locale: 'en-US', timezoneId: 'UTC' });
  let api: APIRequestContext;
  let quinnId: string;
  let paymentId: string;

  test.beforeAll(async ({ demoToken }) => {
    api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${demoToken}` },
    });
    const employee = async (first_name: string, external_id?: string) => {
      const res = await api.post('/v1/me/employees', {
        data: { first_name, last_name: lastName, ...(external_id ? { external_id } : {}) },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()) as { id: string }).id;
    };
    quinnId = await employee('Quinn', externalId);
    await employee('Robin');
    const paid = await api.post('/v2/payments', {
      data: {
        source_id: 'cnon:card-nonce-ok',
        idempotency_key: crypto.randomUUID(),
        amount_money: { amount, currency: 'USD' },
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    paymentId = ((await paid.json()) as { payment: { id: string } }).payment.id;
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('the Employees page finds a person by several words as you type, in the URL', async ({
    page,
    signInAt,
    demoToken,
  }) => {
    await signInAt(page, '/staff/employees', 'Employees', demoToken);
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(`${lastName.toLowerCase()} quinn`);
    await expect(page).toHaveURL(new RegExp(`q=[^&]*quinn`));
    const table = page.getByRole('table', { name: /Employees/ });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(`Quinn ${lastName}`);

    await search.fill(`quinn ${unique}-0009`);
    await expect(table.getByRole('row')).toHaveCount(2);
    await search.fill(lastName);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expectNoA11yViolations(page);

    // The query is the page's: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(lastName);
    await expect(page.getByRole('table', { name: /Employees/ }).getByRole('row')).toHaveCount(3);
    await page.getByRole('textbox', { name: 'Search' }).press('Escape');
    await expect(page).not.toHaveURL(/q=/);
  });

  test('the palette runs a command by its words: "take payment"', async ({ page }) => {
    await openPalette(page);
    await page.keyboard.type('take payment');
    await expect(page.getByRole('button', { name: /Take a payment/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payments\/new$/);
    await expect(page.getByRole('dialog', { name: /Take a payment/ })).toBeVisible();
    await page.goto('/payments');
    // Ctrl+K is heard once the signed-in shell has mounted; the lazy page's heading comes after it.
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  });

  test('the palette finds a person by several words, in any order', async ({ page }) => {
    await openPalette(page);
    await page.keyboard.type(`${lastName} Quinn`);
    const found = page.getByRole('button', { name: new RegExp(`Quinn ${lastName}`) });
    await expect(found).toBeVisible();
    await expect(found).toContainText(externalId);
    await expect(page.getByRole('button', { name: new RegExp(`Robin ${lastName}`) })).toHaveCount(
      0,
    );
    await expectNoA11yViolations(page);
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/staff/employees/${quinnId}$`));
    await expect(page.getByRole('dialog', { name: `Edit Quinn ${lastName}` })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the palette finds a payment by its amount and opens it', async ({ page }) => {
    await openPalette(page);
    await page.keyboard.type(amountText);
    const shown = `$${Number(amountText).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const found = page.getByRole('button', { name: new RegExp(`^${shown.replace('$', '\\$')}`) });
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Payment');
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/payments/${paymentId}$`));
    await expect(page.getByRole('dialog', { name: 'Payment' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('? lists the keyboard shortcuts', async ({ page }) => {
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Open the command palette');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("Payments' last 4 applies as you type, without Enter", async ({ page }) => {
    await page.goto('/payments');
    await page.getByLabel('Card last 4').fill('1111');
    await expect(page).toHaveURL(/last_4=(%22)?1111/);
    await page.getByLabel('Total (exact)').fill(amountText);
    await expect(page).toHaveURL(new RegExp(`total=(%22)?${amountText.replace('.', '\\.')}`));
    const table = page.getByRole('table', { name: /Payments/ });
    await expect(table.getByRole('row')).toHaveCount(2);
  });
});
