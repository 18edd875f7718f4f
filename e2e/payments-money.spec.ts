import { readFileSync } from 'node:fs';
import { request as playwrightRequest } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, test } from './fixtures';

/**
 * One money rule (issue 16 §3, §7): a manager refunds part of a payment on the demo merchant, and
 * its drawer, the totals bar of the list filtered to it and the CSV export show the same fee
 * (what it paid less what the refund gave back) and the same net.
 *
 * A test for each place. The payment is made once through the API (beforeAll) and each test has its
 * own signed-in page. The tests run in order (serial mode): the first refunds through the UI what
 * the others check (a failure skips the rest).
 */

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const dollars = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.describe('a partial refund shows one fee and one net in the drawer, the totals bar and the CSV', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  // An amount no demo payment has, so the list filtered by it holds this payment alone.
  const total = 98_731;
  let payment: { id: string };

  test.beforeAll(async ({ demoToken }) => {
    const api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${demoToken}` },
    });
    const res = await api.post('/v2/payments', {
      data: {
        source_id: 'cnon:card-nonce-ok',
        idempotency_key: crypto.randomUUID(),
        amount_money: { amount: total, currency: 'USD' },
        reference_id: 'e2e-one-money-rule',
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    ({ payment } = (await res.json()) as { payment: { id: string } });
    await api.dispose();
  });

  // The fee rule (card not present, 2.9 % + 30), and the refund's share given back, rounded down.
  const fee = Math.floor((total * 290 + 5_000) / 10_000) + 30;
  const refund = 20_000;
  const kept = fee - Math.floor((fee * refund) / total);
  const net = total - refund - kept;

  test.beforeEach(async ({ page, signIn, demoToken }) => {
    await signIn(page, demoToken);
  });

  test('refunds part of the payment from its drawer', async ({ page }) => {
    await page.goto(`/payments/${payment.id}`);
    const drawer = page.getByRole('dialog', { name: 'Payment' });
    await expect(drawer.getByTestId('payment-fee')).toHaveText(dollars(fee));
    await drawer.getByRole('link', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    await dialog.getByText('Partial', { exact: true }).click();
    await dialog.getByLabel('Amount to refund (USD)').fill((refund / 100).toFixed(2));
    await dialog.getByLabel('Reason').fill('Half the order');
    await dialog.getByRole('button', { name: 'Review refund' }).click();
    await dialog.getByRole('button', { name: `Refund ${dollars(refund)}` }).click();
    await expect(
      dialog.getByText(`Refunded ${dollars(refund)} of ${dollars(total)}`),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the drawer shows the fee kept and the net', async ({ page }) => {
    await page.goto(`/payments/${payment.id}`);
    const drawer = page.getByRole('dialog', { name: 'Payment' });
    await expect(drawer.getByTestId('payment-fee')).toContainText(dollars(kept));
    await expect(drawer.getByTestId('payment-fee')).toContainText(`${dollars(fee)} charged`);
    await expect(drawer.getByTestId('payment-net')).toHaveText(dollars(net));
    await expect(drawer.getByRole('table', { name: 'Money' })).toContainText(
      `Left to refund${dollars(total - refund)}`,
    );
    await page.screenshot({ path: 'test-results/payments-money-drawer.png' });
    await page.keyboard.press('Escape');
  });

  test('the totals bar of the list filtered to it shows the same', async ({ page }) => {
    await page.goto(`/payments?total=${(total / 100).toFixed(2)}`);
    const totals = page.getByRole('region', { name: 'Totals of the filtered payments' });
    await expect(totals).toContainText(`Fees${dollars(kept)}`);
    await expect(totals).toContainText(`Net${dollars(net)}`);
    await expect(totals).toContainText(`Refunded${dollars(refund)}`);
    await page.screenshot({ path: 'test-results/payments-money-totals.png' });
  });

  test('the CSV export shows the same', async ({ page }) => {
    await page.goto(`/payments?total=${(total / 100).toFixed(2)}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    const columns = lines[0]!.split(',');
    const cells = lines[1]!.split(',');
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell('payment_id')).toBe(payment.id);
    expect([cell('refunded'), cell('processing_fee'), cell('net')]).toEqual([
      (refund / 100).toFixed(2),
      (kept / 100).toFixed(2),
      (net / 100).toFixed(2),
    ]);
  });
});
