import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { expect, expectNoA11yViolations, loseNextAnswer, test as e2eTest } from './fixtures';

/** Each test's own set-up: the spare merchant's payments, through the API. */
const test = e2eTest.extend<{ tea: ReturnType<typeof api> }>({
  tea: async ({ request, spareToken }, use) => {
    await use(api(request, spareToken));
  },
});

/**
 * The Payments commands on the spare merchant ("E2E Tea"), with payments this test makes itself
 * through the API: a partial refund (a lost answer retried with the same key, a double click,
 * an over-refund stopped), a capture, a void, and the virtual terminal with a decline and an
 * unknown outcome recovered by cancelling by idempotency key. Axe runs on every dialog in light
 * and dark.
 *
 * A test for each command, each with its own set-up: it makes the payment it needs through the API
 * (the `tea` fixture) and signs in on its own page, so the tests do not depend on each other.
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });
// Many axe scans in each test (each dialog, light and dark).
test.setTimeout(120_000);

const unique = Date.now().toString(36);
const SCREENS = 'test-results/payments-screens';

interface Money {
  amount: number;
  currency: string;
}
interface Payment {
  id: string;
  status: string;
  total_money: Money;
  reference_id?: string;
  refund_ids?: string[];
}

function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const body = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const json = (await response.json()) as T;
    expect(response.ok(), JSON.stringify(json)).toBe(true);
    return json;
  };
  return {
    create: async (fields: Record<string, unknown>) =>
      (
        await body<{ payment: Payment }>(
          await request.post('/v2/payments', {
            headers,
            data: { idempotency_key: randomUUID(), ...fields },
          }),
        )
      ).payment,
    get: async (id: string) =>
      (await body<{ payment: Payment }>(await request.get(`/v2/payments/${id}`, { headers })))
        .payment,
    list: async (query: string) =>
      (
        await body<{ payments?: Payment[] }>(
          await request.get(`/v2/payments?${query}`, { headers }),
        )
      ).payments ?? [],
  };
}

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** Axe once the dialog has faded in, in light and in dark (the app follows the system's). */
async function scanBothSchemes(page: Page, dialog: Locator, name: string) {
  await expect(dialog).toHaveCSS('opacity', '1');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.screenshot({ path: `${SCREENS}/${name}-light.png` });
  await expectNoA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.screenshot({ path: `${SCREENS}/${name}-dark.png` });
  await expectNoA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function dismissToast(page: Page, title: string) {
  // The toast, not an alert in the dialog with the same words.
  const toast = page
    .getByRole('alert')
    .and(page.locator('.mantine-Notification-root'))
    .filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}

/** The bodies the page POSTs to `path`, as they leave the browser. */
function recordPosts(page: Page, path: string) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

test.describe('a manager refunds, captures, voids and takes payments', () => {
  test.beforeEach(async ({ page, signIn, spareToken }) => {
    await signIn(page, spareToken);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('finds the payment by last 4 and refunds part of it, once, after a lost answer', async ({
    page,
    tea,
  }) => {
    const sale = await tea.create({
      source_id: 'cnon:card-nonce-ok-mastercard',
      amount_money: usd(3600),
      tip_money: usd(400),
      reference_id: `refund-${unique}`,
    });
    expect(sale.status).toBe('COMPLETED');
    await page.goto('/payments');
    const last4 = page.getByLabel('Card last 4');
    await last4.fill('5100');
    await last4.press('Enter');
    await expect(page).toHaveURL(/last_4=(%22)?5100/);
    const row = page.getByRole('row').filter({ hasText: '$40.00' });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').first().click();
    const drawer = page.getByRole('dialog', { name: 'Payment' });
    await expect(drawer.getByRole('link', { name: 'Capture' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await expect(dialog.getByText('Left to refund: $40.00')).toBeVisible();
    await scanBothSchemes(page, dialog, 'refund');
    // Nothing is chosen when it opens.
    await expect(dialog.getByRole('radio', { name: 'Full ($40.00)' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Partial' })).not.toBeChecked();

    await dialog.getByText('Partial', { exact: true }).click();
    await dialog.getByLabel('Amount to refund (USD)').fill('15.00');
    await dialog.getByLabel('Reason').fill('One drink returned');

    // The last step shows what will be refunded, to which card, and what will be left.
    const sent = recordPosts(page, '/v2/refunds');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    const review = dialog.getByRole('table', { name: 'The refund' });
    await expect(review.getByRole('row', { name: /^Refund/ })).toContainText('$15.00');
    await expect(review.getByRole('row', { name: /Back to/ })).toContainText(/ending 5100/);
    await expect(review.getByRole('row', { name: /Left to refund after it/ })).toContainText(
      '$25.00',
    );
    await expect(review.getByRole('row', { name: /Reason/ })).toContainText('One drink returned');
    await scanBothSchemes(page, dialog, 'refund-review');
    expect(sent).toHaveLength(0);

    // The first send reaches the service, but its answer is lost on the way back.
    await loseNextAnswer(page, '**/v2/refunds');
    await dialog.getByRole('button', { name: 'Refund $15.00' }).click();
    await expect(dialog.getByText('No answer from the service')).toBeVisible();
    await scanBothSchemes(page, dialog, 'refund-unknown');
    await dialog.getByRole('button', { name: 'Check again' }).click();
    await expect(dialog.getByText('Refunded $15.00 of $40.00')).toBeVisible();
    await expect(dialog.getByText('Left to refund: $25.00')).toBeVisible();
    await dismissToast(page, 'Refund sent');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotency_key).toBe(sent[0]?.idempotency_key);
    expect((await tea.get(sale.id)).refund_ids).toHaveLength(1);
    await scanBothSchemes(page, dialog, 'refund-done');

    // A double click on Review refund only reviews; one on the send button sends one refund.
    await dialog.getByRole('button', { name: 'Refund more' }).click();
    await dialog.getByText('Partial', { exact: true }).click();
    await dialog.getByLabel('Amount to refund (USD)').fill('5.00');
    await dialog.getByRole('button', { name: 'Review refund' }).dblclick();
    await expect(dialog.getByRole('table', { name: 'The refund' })).toBeVisible();
    expect(sent).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Refund $5.00' }).dblclick();
    await expect(dialog.getByText('Left to refund: $20.00')).toBeVisible();
    await dismissToast(page, 'Refund sent');
    expect(sent).toHaveLength(3);
    expect((await tea.get(sale.id)).refund_ids).toHaveLength(2);

    // More than what is left is stopped before anything is sent.
    await dialog.getByRole('button', { name: 'Refund more' }).click();
    await expect(dialog.getByText('Left to refund: $20.00')).toBeVisible();
    await dialog.getByText('Partial', { exact: true }).click();
    await dialog.getByLabel('Amount to refund (USD)').fill('20.01');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await expect(dialog.getByText('Must be at most $20.00, what is left to refund')).toBeVisible();
    await scanBothSchemes(page, dialog, 'refund-over');
    expect(sent).toHaveLength(3);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('captures an approved payment', async ({ page, tea }) => {
    const held = await tea.create({
      source_id: 'cnon:card-nonce-ok-amex',
      amount_money: usd(1200),
      autocomplete: false,
    });
    expect(held.status).toBe('APPROVED');
    await page.goto(`/payments/${held.id}`);
    const drawer = page.getByRole('dialog', { name: 'Payment' });
    await expect(drawer.getByRole('link', { name: 'Refund' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Capture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Capture payment?' });
    await expect(dialog.getByText('$12.00')).toBeVisible();
    await scanBothSchemes(page, dialog, 'capture');
    await dialog.getByRole('button', { name: 'Capture payment' }).click();
    await dismissToast(page, 'Payment captured');
    await expect(dialog).toHaveCount(0);
    expect((await tea.get(held.id)).status).toBe('COMPLETED');
  });

  test('voids an approved payment, which then cannot be captured', async ({ page, tea }) => {
    const heldToo = await tea.create({
      source_id: 'cnon:card-nonce-ok-discover',
      amount_money: usd(800),
      autocomplete: false,
    });
    expect(heldToo.status).toBe('APPROVED');
    await page.goto(`/payments/${heldToo.id}/void`);
    const dialog = page.getByRole('dialog', { name: 'Void payment?' });
    await expect(dialog.getByText('$8.00')).toBeVisible();
    // The red button names the action; the dismiss says what stays and opens with the focus
    // (checked before the scans, whose scheme switches move the focus).
    await expect(dialog.getByRole('button', { name: 'Keep payment' })).toBeFocused();
    await scanBothSchemes(page, dialog, 'void');
    await dialog.getByRole('button', { name: 'Void payment' }).click();
    await dismissToast(page, 'Payment voided');
    expect((await tea.get(heldToo.id)).status).toBe('CANCELED');

    // Capturing it now is refused, and the dialog says why.
    await page.goto(`/payments/${heldToo.id}/capture`);
    const again = page.getByRole('dialog', { name: 'Capture payment?' });
    await expect(again.getByText(/This payment is canceled/)).toBeVisible();
  });

  test('takes a payment on the virtual terminal and recovers from an unknown outcome', async ({
    page,
    tea,
  }) => {
    const reference = `vt-${unique}`;
    await page.goto('/payments');
    await page.getByRole('link', { name: 'Take a payment' }).click();
    const drawer = page.getByRole('dialog', { name: 'Take a payment' });
    await expect(drawer.getByRole('combobox', { name: 'Location' })).not.toHaveValue('');
    await drawer.getByLabel('Amount (USD)').fill('9.75');
    await drawer.getByLabel('Tip (USD)').fill('1.25');
    await drawer.getByRole('combobox', { name: 'Test card' }).click();
    await page.getByRole('option', { name: 'Declined card' }).click();
    await drawer.getByLabel('Reference id').fill(reference);
    await scanBothSchemes(page, drawer, 'take-payment');
    await drawer.getByRole('button', { name: 'Charge' }).click();
    await expect(drawer.getByText(/declined by its bank\. Nothing was charged/)).toBeVisible();
    await scanBothSchemes(page, drawer, 'take-payment-declined');

    await drawer.getByRole('combobox', { name: 'Test card' }).click();
    await page.getByRole('option', { name: 'Visa ending 1111 (approved)' }).click();
    await drawer.getByRole('switch', { name: 'Capture now' }).setChecked(false, { force: true });

    // The create reaches the service and authorizes, but the answer never arrives.
    const creates = recordPosts(page, '/v2/payments');
    await page.route(
      '**/v2/payments',
      async (route) => {
        await route.fetch();
        await route.abort('timedout');
      },
      { times: 1 },
    );
    await drawer.getByRole('button', { name: 'Charge' }).click();
    await expect(
      drawer.getByText('No answer: the card may or may not have been charged'),
    ).toBeVisible();
    await scanBothSchemes(page, drawer, 'take-payment-unknown');
    // Closed and opened again, the drawer still offers only the recovery, not a second charge.
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await page.getByRole('link', { name: 'Take a payment' }).click();
    await expect(drawer.getByText('Sent: $9.75 plus a tip of $1.25')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Charge' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Void if made, then try again' }).click();
    await expect(
      drawer.getByText('The first attempt had been authorized; it was voided, then retried'),
    ).toBeVisible();
    await expect(drawer.getByText('$11.00 on Visa ending 1111 is authorized')).toBeVisible();
    await dismissToast(page, 'Payment authorized');
    await scanBothSchemes(page, drawer, 'take-payment-recovered');

    // The lost attempt, its replay (same key) and the retry (a new key).
    expect(creates.map((c) => c.idempotency_key)).toEqual([
      creates[0]?.idempotency_key,
      creates[0]?.idempotency_key,
      expect.not.stringMatching(String(creates[0]?.idempotency_key)),
    ]);
    const taken = (await tea.list('last_4=1111')).filter((p) => p.reference_id === reference);
    expect(taken.map((p) => p.status).sort()).toEqual(['APPROVED', 'CANCELED']);

    // The declined attempt's drawer says why the card was declined.
    const declined = (await tea.list('limit=100')).find(
      (p) => p.reference_id === reference && p.status === 'FAILED',
    );
    if (!declined) throw new Error('the declined attempt is listed');
    await page.goto(`/payments/${declined.id}`);
    const failed = page.getByRole('dialog', { name: 'Payment' });
    await expect(failed.getByTestId('decline-reason')).toContainText(
      'Declined: nothing was charged',
    );
    await expect(failed.getByTestId('decline-reason')).toContainText(/declined|funds|card/i);
  });
});
