import { request, type Page } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * Issue 19 §5, when things go wrong, walked in Chromium on the demo merchant:
 * - a session ended from elsewhere while the manager types an employee: the save is refused, the
 *   page stays with what was typed, a dialog says why and signs them in again in place, and the
 *   form then finishes the save;
 * - offline (`context.setOffline`): a banner inside the app, the loaded list stays readable, a
 *   page not opened yet says it opens when the connection is back (never the browser's error
 *   page), a save is refused with a clear word and the values stay, and everything picks up by
 *   itself when the network returns; a page whose code was on its way as the connection went
 *   (the browser keeps that failed fetch) opens once back, by reloading the document;
 * - the service unreachable (its calls fail) with the browser online: the same banner's other
 *   words, gone by itself once the service answers.
 */

const unique = Date.now().toString(36);

async function openNewEmployee(page: Page) {
  await page.goto('/staff/employees/new');
  const drawer = page.getByRole('dialog', { name: 'New employee' });
  // The first page of a cold server on a busy machine may take a while.
  await expect(drawer).toBeVisible({ timeout: 15_000 });
  return drawer;
}

test.describe('a session that ends while typing', () => {
  test('keeps the values, signs in again in place, then finishes the save', async ({
    page,
    signIn,
    demoToken,
    owners,
  }) => {
    const owner = owners.find((candidate) => candidate.token === demoToken)!;
    await signIn(page, demoToken);
    const drawer = await openNewEmployee(page);
    const lastName = `Resilient ${unique}`;
    await drawer.getByRole('textbox', { name: 'First name' }).fill('Ines');
    await drawer.getByRole('textbox', { name: 'Last name' }).fill(lastName);

    // Elsewhere (another browser), the same person ends every other session: this page's too.
    const elsewhere = await request.newContext({ baseURL: E2E_ORIGIN });
    const signedIn = await elsewhere.post('/api/auth/sign-in/email', {
      headers: { Origin: E2E_ORIGIN },
      data: { email: owner.email, password: owner.password },
    });
    expect(signedIn.ok()).toBe(true);
    const ended = await elsewhere.post('/app/me/sessions/end-others', {
      headers: { Origin: E2E_ORIGIN },
    });
    expect(ended.ok(), await ended.text()).toBe(true);
    await elsewhere.dispose();

    await drawer.getByRole('button', { name: 'Add employee' }).click();
    const again = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(again).toBeVisible();
    await expect(again).toContainText('Your session has ended');
    await expect(again).toContainText('Nothing you entered is lost');
    await expect(again).toHaveCSS('opacity', '1');
    await expectNoA11yViolations(page);
    // The form behind it kept what was typed, and says it was not saved.
    await expect(drawer.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
    await expect(drawer.getByText('Not saved yet')).toBeAttached();
    // Closed to read the page, the dialog comes back from the form's own "Sign in again".
    await again.getByRole('button', { name: 'Close' }).click();
    await expect(again).toBeHidden();
    await expect(drawer.getByText('Not saved yet')).toBeVisible();
    await drawer.getByRole('button', { name: 'Sign in again' }).click();
    await expect(again).toBeVisible();

    await again.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await again.getByRole('textbox', { name: 'Password' }).fill(owner.password);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(again).toBeHidden();

    await expect(drawer.getByText('You are signed in again')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
    await drawer.getByRole('button', { name: 'Finish saving: Add employee' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/staff\/employees$/);
    await expect(page.getByText(`Ines ${lastName}`).first()).toBeVisible();
  });
});

test.describe('offline', () => {
  test('a banner, the loaded list stays, a new page waits in the app and opens when back', async ({
    page,
    signInAt,
    demoToken,
  }) => {
    await signInAt(page, '/staff/employees', 'Employees', demoToken);
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const firstRow = (await rows.nth(1).textContent()) ?? '';

    await page.context().setOffline(true);
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toContainText('You are offline');
    await expect(rows.nth(1)).toHaveText(firstRow);
    await expectNoA11yViolations(page);

    // A page not opened yet: its code cannot come; the app says so inside the shell.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    await expect(page.getByText('This page opens when the connection is back.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(banner).toBeVisible();
    await expectNoA11yViolations(page);

    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('connection-banner')).toBeHidden();
  });

  test('a save is refused with a clear word, the values stay, and it saves once back', async ({
    page,
    signIn,
    demoToken,
  }) => {
    await signIn(page, demoToken);
    const drawer = await openNewEmployee(page);
    const lastName = `Offline ${unique}`;
    await drawer.getByRole('textbox', { name: 'First name' }).fill('Otto');
    await drawer.getByRole('textbox', { name: 'Last name' }).fill(lastName);

    await page.context().setOffline(true);
    await drawer.getByRole('button', { name: 'Add employee' }).click();
    await expect(drawer.getByRole('alert')).toContainText(
      'This device is offline, so nothing was saved',
    );
    await expect(drawer.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);

    await page.context().setOffline(false);
    await expect(page.getByTestId('connection-banner')).toBeHidden();
    await drawer.getByRole('button', { name: 'Add employee' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(`Otto ${lastName}`).first()).toBeVisible();
  });
});

test.describe('offline while the code of a page is on its way', () => {
  test('the page opens once back, although the browser keeps the failed fetch', async ({
    page,
    signInAt,
    demoToken,
  }) => {
    // Deposits' chunks asked for while online (the other pages' loaders, fetched at idle) fail
    // as the connection goes: Chromium then keeps the failure for the rest of the document.
    const chunks = /\/assets\/deposits-[^/]*\.js$/;
    let goneOffline!: () => void;
    const offline = new Promise<void>((resolve) => (goneOffline = resolve));
    let held = 0;
    await page.route(chunks, async (route) => {
      held += 1;
      await offline;
      // Going offline may have failed it already.
      await route.abort('internetdisconnected').catch(() => undefined);
    });
    await signInAt(page, '/staff/employees', 'Employees', demoToken);
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await expect.poll(() => held, { timeout: 15_000 }).toBeGreaterThan(0);

    await page.context().setOffline(true);
    goneOffline();
    await page.unroute(chunks);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Deposits' })
      .click();
    await expect(page.getByText('This page opens when the connection is back.')).toBeVisible();

    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe('the service unreachable', () => {
  test('says so in the banner, and the banner goes once the service answers', async ({
    page,
    signInAt,
    demoToken,
  }) => {
    await signInAt(page, '/staff/employees', 'Employees', demoToken);
    const down = (route: { abort: (code: string) => Promise<void> }) =>
      route.abort('connectionrefused');
    await page.route(/\/(app|v1|v2)\/|\/healthz/, down);
    // A page not opened yet: its data gets no answer; the app says so inside the shell.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Break types' })
      .click();
    // Off the link: the hovered current-page link is a known contrast problem (see staff.spec).
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('connection-banner')).toContainText(
      'The service cannot be reached',
    );
    // Its list says so in place (the page itself opened: its code is in); no browser error page.
    const failed = page.getByRole('alert').filter({ hasText: "Couldn't load break types" });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expectNoA11yViolations(page);

    await page.unroute(/\/(app|v1|v2)\/|\/healthz/, down);
    // The service answers again: the banner goes and the list loads, without a click.
    await expect(failed).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('table', { name: 'Break types' })).toBeVisible();
    await expect(page.getByTestId('connection-banner')).toBeHidden({ timeout: 15_000 });
  });
});
