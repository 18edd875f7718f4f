import { expect, expectNoA11yViolations, test } from './fixtures';

/** Keyboard only: the palette opens with Ctrl+K, and Enter runs what is selected. */
test('the command palette goes to pages, runs commands and finds employees', async ({
  page,
  request,
  signIn,
  spareToken: token,
}) => {
  const lastName = `Palette ${Date.now().toString(36)}`;
  const created = await request.post('/v1/me/employees', {
    headers: { Authorization: `Bearer ${token}` },
    data: { first_name: 'Grace', last_name: lastName },
  });
  expect(created.ok()).toBe(true);
  const { id: employeeId } = (await created.json()) as { id: string };

  await signIn(page, token);
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Command palette search' });

  await test.step('go to a page', async () => {
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

  await test.step("run the page's main command", async () => {
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

  await test.step('find an employee by name and open their drawer', async () => {
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
