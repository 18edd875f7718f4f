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
