import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, expectNoSidewaysScroll, test } from './fixtures';

// The phone project only (playwright.config.ts): 390×844, touch. Every test also fails when the
// page body scrolls sideways (the `page` fixture checks at its end).

/** The list of a page: at this size its rows are cards, a list inside the scrolling region. */
function cardList(page: Page): Locator {
  return page.getByRole('region', { name: /\(scrolls\)$/ }).getByRole('list');
}

/** Opens the first card's link and expects its drawer to fill the screen. */
async function openFirstCard(page: Page, link?: string | RegExp) {
  const list = cardList(page);
  await expect(page.getByRole('table')).toHaveCount(0);
  const first = list.getByRole('listitem').first();
  await expect(first).toBeVisible();
  await (link ? first.getByRole('link', { name: link }) : first.getByRole('link').first()).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  // A full-screen sheet: as wide as the window.
  await expect
    .poll(async () => Math.round((await sheet.boundingBox())?.width ?? 0))
    .toBe(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page);
  return sheet;
}

test.describe('on a phone', () => {
  test('the navigation is a drawer with the same groups; a link closes it', async ({
    page,
    signIn,
    demoToken,
  }) => {
    await signIn(page, demoToken);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Closed, the drawer is off the screen (translated out of view).
    await expect(nav).not.toBeInViewport();
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    await expect(nav).toBeInViewport({ ratio: 0.9 });
    for (const group of ['Staff', 'Labor', 'Payments'])
      await expect(nav.getByText(group, { exact: true }).first()).toBeVisible();
    await expect(
      nav
        .getByRole('textbox', { name: 'Location' })
        .or(nav.getByRole('combobox', { name: 'Location' }))
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await nav.getByRole('link', { name: 'Deposits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
  });

  test('payments are cards; one opens as a full-screen sheet', async ({
    page,
    signInAt,
    demoToken,
  }) => {
    await signInAt(page, '/payments', 'Payments', demoToken);
    const first = cardList(page).getByRole('listitem').first();
    // A card says when, how much, its status and the card.
    await expect(first.getByRole('term')).toContainText(['Status', 'Card or source']);
    await expect(first).toContainText('$');
    const sheet = await openFirstCard(page);
    await expect(sheet.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expectNoA11yViolations(page);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });

  test('the filters fold behind a Filters button that counts those set', async ({
    page,
    signIn,
    demoToken,
  }) => {
    await signIn(page, demoToken);
    await page.goto('/payments');
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search', { name: 'Filter payments' })).toBeHidden();
    await button.click();
    const filters = page.getByRole('search', { name: 'Filter payments' });
    await expect(filters).toBeVisible();
    const last4 = filters.getByRole('textbox', { name: 'Card last 4' });
    await last4.fill('4242');
    await last4.press('Enter');
    await expect(page).toHaveURL(/last_4=(%22)?4242/);
    await expect(page.getByRole('button', { name: 'Filters, 1 set' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });

  test('employees are cards; a name opens its edit sheet', async ({
    page,
    signInAt,
    demoToken,
  }) => {
    await signInAt(page, '/staff/employees', 'Employees', demoToken);
    const sheet = await openFirstCard(page, /^Edit /);
    await expect(sheet.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('a 255-character name wraps inside its card and its sheet', async ({
    page,
    signIn,
    spareToken,
    playwright,
  }) => {
    const request = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const long = `Longname${'x'.repeat(120)}`;
    const created = await request.post('/v1/me/employees', {
      headers: { Authorization: `Bearer ${spareToken}` },
      data: { first_name: long, last_name: `${long}Z`.slice(0, 125) },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await request.dispose();
    await signIn(page, spareToken);
    await page.goto('/staff/employees');
    const card = cardList(page).getByRole('listitem').filter({ hasText: long }).first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoSidewaysScroll(page);
    await card.getByRole('link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  for (const [path, heading] of [
    ['/staff/timecards', 'Timecards'],
    ['/labor/shifts', 'Shifts'],
    ['/orders', 'Online orders'],
    ['/deposits', 'Deposits'],
    ['/cash-drawers', 'Cash drawers'],
  ] as const) {
    test(`${heading}: cards, and the first opens as a full-screen sheet`, async ({
      page,
      signIn,
      demoToken,
    }) => {
      await signIn(page, demoToken);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await openFirstCard(page);
      await expectNoA11yViolations(page);
    });
  }
});
