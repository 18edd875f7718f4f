import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, useSharedPage } from './fixtures';

/**
 * Keyboard only: the palette opens with Ctrl+K, and Enter runs what is selected.
 *
 * A test for each use. The employee to find is made once through the API (beforeAll). The tests
 * share one page in a serial describe (`useSharedPage`): the palette works on the page it is opened
 * on, and the main command run is that of the page the test before went to.
 */

const paletteSearch = (page: Page) => page.getByRole('textbox', { name: 'Command palette search' });

test.describe('the command palette goes to pages, runs commands and finds employees', () => {
  test.describe.configure({ mode: 'serial' });
  useSharedPage();
  const lastName = `Palette ${Date.now().toString(36)}`;
  let employeeId: string;

  test.beforeAll(async ({ playwright, spareToken: token }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const created = await request.post('/v1/me/employees', {
      headers: { Authorization: `Bearer ${token}` },
      data: { first_name: 'Grace', last_name: lastName },
    });
    expect(created.ok()).toBe(true);
    ({ id: employeeId } = (await created.json()) as { id: string });
    await request.dispose();
  });

  test('goes to a page', async ({ page, signIn, spareToken: token }) => {
    await signIn(page, token);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    const search = paletteSearch(page);

    await page.keyboard.press('ControlOrMeta+k');
    await expect(search).toBeFocused();
    await expectNoA11yViolations(page);
    await page.keyboard.type('Timecards');
    await expect(page.getByRole('button', { name: /^Timecards/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/timecards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Timecards' })).toBeVisible();
    await expect(search).toBeHidden();
  });

  test("runs the page's main command", async ({ page }) => {
    const search = paletteSearch(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(search).toBeFocused();
    await page.keyboard.type('clock in');
    await expect(
      page.getByRole('button', { name: /Clock in an employee.*On this page/ }),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/staff\/timecards\/clock-in$/);
    const dialog = page.getByRole('dialog', { name: 'Clock in an employee' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/staff\/timecards$/);
  });

  test('finds an employee by name and opens their drawer', async ({ page }) => {
    const search = paletteSearch(page);
    await page.keyboard.press('ControlOrMeta+k');
    await expect(search).toBeFocused();
    await page.keyboard.type(`grace ${lastName.toLowerCase()}`);
    const found = page.getByRole('button', { name: new RegExp(`Grace ${lastName}`) });
    await expect(found).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/staff/employees/${employeeId}$`));
    await expect(page.getByRole('dialog', { name: `Edit Grace ${lastName}` })).toBeVisible();
  });
});
