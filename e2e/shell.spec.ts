import { expect, expectNoA11yViolations, test } from './fixtures';

test('the sign-in page renders and has no serious accessibility violations', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Access token')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('signing in with an unknown token shows an error', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Access token').fill('EAAAnot-a-real-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This access token is not valid or has been revoked.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the sign-in link lands in the app shell', async ({ page, signIn }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/staff\/employees$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('E2E Coffee', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
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
