import { expect, expectNoA11yViolations, test } from './fixtures';

const MISMATCH = 'That email and password do not match a Ledgerline sign-in.';

test('the sign-in page renders and has no serious accessibility violations', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a wrong password and an unknown email get the same message', async ({ page, owners }) => {
  await page.goto('/sign-in');
  for (const email of [owners[0]!.email, 'nobody@e2e.example']) {
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not sign in' });
    await expect(alert).toContainText(MISMATCH);
    await expect(page).toHaveURL(/\/sign-in/);
  }
});

test('the owner signs in with email and password and lands in the app shell', async ({
  page,
  owners,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('textbox', { name: 'Email' }).fill(owners[0]!.email);
  await page.getByLabel('Password', { exact: true }).fill(owners[0]!.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('E2E Coffee', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // No token in page scripts: the session is an HttpOnly cookie.
  const session = (await page.context().cookies()).find((c) => /session_token/.test(c.name));
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/session_token/);
});

test('the signIn fixture lands in the app shell', async ({ page, signIn }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('E2E Coffee', { exact: true })).toBeVisible();
});

test('the Staff pages have no serious accessibility violations in dark mode', async ({
  page,
  signIn,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Use dark color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  for (const [link, heading] of [
    ['Employees', 'Employees'],
    ['Roles', 'Roles'],
    ['Timecards', 'Timecards'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoA11yViolations(page);
  }
});
