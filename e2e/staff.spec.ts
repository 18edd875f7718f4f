import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  test,
  typeTwelveHourTime,
  useSharedPage,
} from './fixtures';

/**
 * A manager's walk through the whole Staff area on the fresh e2e merchant: roles, then employees,
 * then timecards, a test for each step. The steps build on each other in the UI (the role made in
 * the first is given to the employee made in the second, who is clocked in and out, and so on) and
 * the fresh merchant's empty lists are part of what is checked, so the walk-through is a serial
 * describe with one shared page (`useSharedPage`): each test goes on where the one before left the
 * page, and a failure names the step and skips the steps after it.
 */

// The UI shows and takes times in the selected location's zone (the e2e merchant's locations are
// in New York), whatever the browser's zone is: the browser runs in UTC here, and the texts expected
// are computed in the location's zone.
const LOCALE = 'en-US';
const TIME_ZONE = 'America/New_York';
test.use({ locale: LOCALE, timezoneId: 'UTC' });

const unique = Date.now().toString(36);
const roleName = `Shift Lead ${unique}`;
const permissions = ['Issue refunds', 'View summary reports'];
const firstName = 'Ada';
const lastName = `Lovelace ${unique}`;
const employeeName = `${firstName} ${lastName}`;
const email = `ada.${unique}@example.com`;
const externalId = `PAY-${unique}`;

/** The imported shift: 09:00–17:00 on the 15th of this month, a year ago (surely in the past). */
const now = new Date();
const importedIn = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 15, 9, 0));
const importedOut = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 15, 17, 0));
/** The imported shift's corrected clock-out, half an hour later. */
const editedOut = new Date(importedOut.getTime() + 30 * 60_000);

// ---------- small helpers ----------

/** A drawer or modal, by its title. */
function dialogNamed(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

async function navigateTo(page: Page, section: 'Employees' | 'Roles' | 'Timecards') {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: section }).click();
  // Move the pointer off the link: the hovered current-page link is blue.9 on blue.2 (4.01:1), a
  // known contrast problem the axe scans would otherwise report on every page.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
}

/** Axe scan once `settled` (a dialog or toast) has faded in: mid-fade, axe sees blended colours. */
async function scan(page: Page, settled?: Locator) {
  if (settled) await expect(settled).toHaveCSS('opacity', '1');
  await expectNoA11yViolations(page);
}

/**
 * Checks the confirmation toast, optionally scans the page with it shown (hovering pauses its
 * auto-close), then dismisses it, so that no later scan meets it fading out.
 */
async function expectToast(page: Page, title: string, { withScan = false } = {}) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (withScan) {
    await toast.hover();
    await scan(page, toast);
  }
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}

/** The table rows that mention `text`. */
function rowsWith(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** Opens a Mantine Select (by label, inside `scope`), optionally types to search, picks `option`. */
async function pickOption(scope: Locator, label: string, option: string, search?: string) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await select.click();
  if (search !== undefined) await select.fill(search);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** Picks a segment of the Timecards list's status control (its radios are visually hidden). */
async function showTimecards(page: Page, status: 'Valid' | 'Deleted' | 'All') {
  const statuses = page.getByRole('radiogroup', { name: 'Timecards' });
  await statuses.getByText(status, { exact: true }).click();
  await expect(statuses.getByRole('radio', { name: status })).toBeChecked();
}

/** The timecard dialogs' employee picker; new employees are inactive and listed so. */
function pickEmployee(dialog: Locator): Promise<void> {
  return pickOption(dialog, 'Employee', `${employeeName} (inactive)`, lastName);
}

function format(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE }).format(date);
}

/** "Nov 15, 2025, 9:00 AM": how the tables and dialogs show an instant. */
const shownAs = (date: Date) => format(date, { dateStyle: 'medium', timeStyle: 'short' });

/** "15 November 2025": the calendar's accessible name for a day. */
const dayLabel = (date: Date) => {
  const parts = new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
};

/**
 * Sets a Mantine DateTimePicker (a button that opens a calendar) the way a keyboard user would:
 * open it (optionally scanning the open calendar), step back whole years with Ctrl+ArrowUp unless
 * the day is shown already, click the day, type the time into the hours field that then has focus,
 * pick AM or PM, confirm with Enter.
 */
async function pickDateTime(dialog: Locator, label: string, when: Date, scanCalendar = false) {
  const page = dialog.page();
  const picker = dialog.getByRole('button', { name: label });
  await picker.click();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
  if (scanCalendar) await expectNoA11yViolations(page);
  const day = page.getByRole('button', { name: dayLabel(when), exact: true });
  if (!(await day.isVisible())) {
    const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await page.getByRole('button', { name: dayLabel(firstOfMonth), exact: true }).focus();
    for (let year = now.getUTCFullYear(); year > when.getUTCFullYear(); year -= 1) {
      await page.keyboard.press('ControlOrMeta+ArrowUp');
    }
  }
  await day.click();
  await expect(page.getByLabel('Hours', { exact: true })).toBeFocused();
  await typeTwelveHourTime(
    page,
    format(when, { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' }),
  );
  // The picker writes the time as the lists do, on the same clock.
  await expect(picker).toHaveText(shownAs(when));
  // The calendar closes with a transition; the next picker must not find this one still there.
  await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
}

// ---------- the walk-through ----------

test.describe('a manager sets up roles and employees and keeps timecards', () => {
  // About a dozen axe scans in all: ~30 s here, more on a loaded machine.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  useSharedPage({ locale: LOCALE, timezoneId: 'UTC' });

  test('sign in on Today, then open the empty Employees list', async ({ page, signIn }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Employees' })
      .click();
    await expect(page).toHaveURL(/\/staff\/employees$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    await expect(page.getByText('No employees yet.')).toBeVisible();
    await scan(page);
  });

  test('roles: add a role with two permissions', async ({ page }) => {
    await navigateTo(page, 'Roles');
    await expect(page.getByText('No roles yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add role' }).first().click();
    await expect(page).toHaveURL(/\/staff\/roles\/new$/);
    const drawer = dialogNamed(page, 'New role');
    await expect(drawer).toBeVisible();
    await scan(page, drawer);

    // An empty name is refused on the field itself.
    await drawer.getByRole('button', { name: 'Add role' }).click();
    const name = drawer.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Must not be empty');
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill(roleName);
    for (const permission of permissions) {
      await drawer.getByRole('checkbox', { name: permission }).check();
    }
    await drawer.getByRole('button', { name: 'Add role' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/staff\/roles$/);

    const row = rowsWith(page, roleName);
    await expect(row).toHaveCount(1);
    for (const permission of permissions) await expect(row).toContainText(permission);
    await expect(row).not.toContainText('Edit items');
    await expectToast(page, 'Role added', { withScan: true });
  });

  test('employees: add an employee, who starts inactive', async ({ page }) => {
    await navigateTo(page, 'Employees');
    await page.getByRole('link', { name: 'Add employee' }).first().click();
    await expect(page).toHaveURL(/\/staff\/employees\/new$/);
    const drawer = dialogNamed(page, 'New employee');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(
      drawer.getByText(/New employees start inactive; activate them from their page/),
    ).toBeVisible();
    await scan(page, drawer);

    await drawer.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await drawer.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await drawer.getByRole('textbox', { name: 'External ID' }).fill(externalId);
    const emailInput = drawer.getByRole('textbox', { name: 'Email' });

    // A malformed email is refused on the field, and nothing is added.
    await emailInput.fill('not-an-email');
    await drawer.getByRole('button', { name: 'Add employee' }).click();
    await expect(emailInput).toHaveAccessibleDescription('Must be a valid email address');
    await expect(drawer).toBeVisible();

    await emailInput.fill(email);
    await drawer.getByRole('button', { name: 'Add employee' }).click();
    await expect(drawer).toBeHidden();
    await expectToast(page, 'Employee added');
    await expect(page).toHaveURL(/\/staff\/employees$/);

    const row = rowsWith(page, employeeName);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText(externalId);
    await expect(row.getByRole('cell').nth(4)).toHaveText('Inactive');
    await scan(page);
  });

  test('employees: the edit drawer is a deep link; give the employee the role', async ({
    page,
  }) => {
    await page.getByRole('link', { name: `Edit ${employeeName}` }).click();
    await expect(page).toHaveURL(/\/staff\/employees\/[^/?#]+$/);
    const employeeId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(employeeId).not.toBe('new');

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/staff/employees/${employeeId}$`));
    const drawer = dialogNamed(page, `Edit ${employeeName}`);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    // The status has its own command here (the public API cannot change it).
    await expect(drawer.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expect(drawer.getByText(`${employeeName} has no wage yet.`)).toBeVisible();
    await scan(page, drawer);

    await pickOption(drawer, 'Role', roleName);
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer).toBeHidden();
    await expectToast(page, 'Changes saved');
    await expect(page).toHaveURL(/\/staff\/employees$/);
    await expect(rowsWith(page, employeeName).getByRole('cell').nth(3)).toHaveText(roleName);
  });

  test('employees: activate, then deactivate after a confirmation naming them; set a wage and remove it', async ({
    page,
  }) => {
    await page.getByRole('link', { name: `Edit ${employeeName}` }).click();
    const drawer = dialogNamed(page, `Edit ${employeeName}`);
    await expect(drawer).toBeVisible();

    await drawer.getByRole('button', { name: 'Activate' }).click();
    await expectToast(page, 'Employee activated');
    await expect(drawer.getByText('Active', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = dialogNamed(page, `Deactivate ${employeeName}?`);
    await expect(confirm).toBeVisible();
    await scan(page, confirm);
    await confirm.getByRole('button', { name: `Deactivate ${employeeName}` }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, 'Employee deactivated');
    await expect(drawer.getByText('Inactive', { exact: true })).toBeVisible();

    await drawer.getByRole('button', { name: 'Add wage' }).click();
    const form = drawer.getByRole('form', { name: `New wage for ${employeeName}` });
    await form.getByRole('textbox', { name: 'Job title' }).fill('Barista');
    const rate = form.getByRole('textbox', { name: /Hourly rate/ });
    await rate.fill('12.345');
    await form.getByRole('button', { name: 'Add wage' }).click();
    await expect(rate).toHaveAccessibleDescription(/Must be an amount in USD such as 12.50/);
    await rate.fill('16.50');
    await scan(page, drawer);
    await form.getByRole('button', { name: 'Add wage' }).click();
    await expectToast(page, 'Wage added');
    const wages = drawer.getByRole('table', { name: `Wages of ${employeeName}` });
    await expect(wages.getByRole('row', { name: /Barista \$16\.50/ })).toBeVisible();

    await drawer.getByRole('button', { name: 'Remove the Barista wage' }).click();
    const remove = dialogNamed(page, 'Remove the Barista wage?');
    await remove.getByRole('button', { name: 'Remove wage' }).click();
    await expectToast(page, 'Wage removed');
    await expect(drawer.getByText(`${employeeName} has no wage yet.`)).toBeVisible();

    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/staff\/employees$/);
  });

  test('employees: filter by status, kept in the URL', async ({ page }) => {
    const filters = page.getByRole('search', { name: 'Filter employees' });
    await pickOption(filters, 'Status', 'Inactive');
    await expect(page).toHaveURL(/[?&]status=INACTIVE\b/);
    await expect(rowsWith(page, employeeName)).toHaveCount(1);
    // The filter lives in the URL, so it survives a reload.
    await page.reload();
    await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactive');
    await expect(rowsWith(page, employeeName)).toHaveCount(1);

    await pickOption(filters, 'Status', 'Active');
    await expect(page).toHaveURL(/[?&]status=ACTIVE\b/);
    await expect(page.getByText('No employees match these filters.')).toBeVisible();
    await expect(rowsWith(page, employeeName)).toHaveCount(0);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/staff\/employees$/);
    await expect(rowsWith(page, employeeName)).toHaveCount(1);
  });

  test('timecards: clock the employee in, once only', async ({ page }) => {
    await navigateTo(page, 'Timecards');
    await expect(page.getByText('No timecards yet. Clock someone in to start one.')).toBeVisible();
    await expect(
      page.getByText(
        /Times are in Eastern Time \(America\/New_York\), the time zone of E2E Coffee #\d\./,
      ),
    ).toBeVisible();
    await scan(page);

    const openClockIn = async () => {
      await page.getByRole('button', { name: 'Clock in' }).first().click();
      const dialog = dialogNamed(page, 'Clock in an employee');
      await expect(dialog).toBeVisible();
      await pickEmployee(dialog);
      return dialog;
    };

    const dialog = await openClockIn();
    await scan(page, dialog);
    await dialog.getByRole('button', { name: 'Clock in' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Clocked in');
    const row = rowsWith(page, employeeName);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Open');
    await expect(row).toContainText('so far');

    // A second clock-in is refused with a clear explanation, and adds no timecard.
    const again = await openClockIn();
    await again.getByRole('button', { name: 'Clock in' }).click();
    await expect(again.getByRole('alert')).toContainText(`${employeeName} is already clocked in`);
    await expect(again.getByRole('button', { name: 'Show their open timecard' })).toBeVisible();
    await scan(page, again);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    await expect(rowsWith(page, employeeName)).toHaveCount(1);
  });

  test('timecards: clock the employee out', async ({ page }) => {
    const row = rowsWith(page, employeeName);
    await row.getByRole('button', { name: `Clock out ${employeeName}` }).click();
    const confirm = dialogNamed(page, `Clock out ${employeeName}?`);
    await expect(confirm).toBeVisible();
    await scan(page, confirm);
    await confirm.getByRole('button', { name: 'Clock out now' }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, 'Clocked out');

    await expect(row.getByRole('cell').nth(2)).toHaveText(
      /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    );
    // Clocked in a step or two ago: under a minute, or just over one on a slow machine.
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^0:0[01]$/);
    await expect(row.getByRole('button', { name: `Clock out ${employeeName}` })).toHaveCount(0);
  });

  test('timecards: the events drawer shows the history', async ({ page }) => {
    await rowsWith(page, employeeName).getByRole('link', { name: employeeName }).click();
    await expect(page).toHaveURL(/\/staff\/timecards\/[^/?#]+$/);
    const drawer = dialogNamed(page, 'Timecard');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Clocked out', { exact: true })).toBeVisible();
    // Each change names who made it (the activity log's entry), not just "via API".
    await expect(drawer.getByText(/^Created by \S/)).toBeVisible();
    await expect(drawer.getByText(/^Edited by \S/)).toBeVisible();
    await expect(drawer.getByText(/^Deleted (by|via)/)).toHaveCount(0);
    await scan(page, drawer);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/staff\/timecards$/);
  });

  test('timecards: import a finished shift', async ({ page }) => {
    await page.getByRole('button', { name: 'Import timecard' }).click();
    const dialog = dialogNamed(page, 'Import a finished timecard');
    await expect(dialog).toBeVisible();
    await scan(page, dialog);
    await pickEmployee(dialog);
    await pickDateTime(dialog, 'Clock-in', importedIn, true);
    await pickDateTime(dialog, 'Clock-out', importedOut);
    await dialog.getByRole('button', { name: 'Import timecard' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Timecard imported');

    await expect(rowsWith(page, employeeName)).toHaveCount(2);
    const imported = rowsWith(page, shownAs(importedIn));
    await expect(imported).toHaveCount(1);
    await expect(imported.getByRole('cell').nth(2)).toHaveText(shownAs(importedOut));
    await expect(imported.getByRole('cell').nth(3)).toHaveText('8:00');
  });

  test('timecards: editing times is a deep link; move the clock-out', async ({ page }) => {
    const menu = `More actions for ${employeeName}, clocked in ${shownAs(importedIn)}`;
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('menuitem', { name: 'Edit times' }).click();
    await expect(page).toHaveURL(/\/staff\/timecards\/[^/?#]+\/edit$/);
    await page.reload();
    const drawer = dialogNamed(page, `Edit times: ${employeeName}`);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Save times' })).toBeDisabled();
    await scan(page, drawer);
    await pickDateTime(drawer, 'Clock-out', editedOut);
    await drawer.getByRole('button', { name: 'Save times' }).click();
    await expect(drawer).toBeHidden();
    await expectToast(page, 'Timecard updated');
    await expect(page).toHaveURL(/\/staff\/timecards$/);
    const edited = rowsWith(page, shownAs(importedIn));
    await expect(edited.getByRole('cell').nth(2)).toHaveText(shownAs(editedOut));
    await expect(edited.getByRole('cell').nth(3)).toHaveText('8:30');
  });

  test('timecards: delete the imported shift; it moves to "Deleted"', async ({ page }) => {
    const menu = `More actions for ${employeeName}, clocked in ${shownAs(importedIn)}`;
    await page.getByRole('button', { name: menu }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = dialogNamed(page, 'Delete timecard?');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(employeeName);
    await scan(page, confirm);
    await confirm.getByRole('button', { name: 'Delete timecard' }).click();
    await expect(confirm).toBeHidden();
    await expectToast(page, 'Timecard deleted');

    // Under "Valid" (the default) only the clocked-out shift is left.
    await expect(rowsWith(page, employeeName)).toHaveCount(1);
    await expect(rowsWith(page, shownAs(importedIn))).toHaveCount(0);

    await showTimecards(page, 'Deleted');
    await expect(page).toHaveURL(/[?&]status=deleted\b/);
    const deleted = rowsWith(page, shownAs(importedIn));
    await expect(deleted).toHaveCount(1);
    await expect(deleted.getByRole('cell').nth(5)).toHaveText('Deleted');
    await expect(rowsWith(page, employeeName)).toHaveCount(1);

    await showTimecards(page, 'Valid');
    await expect(page).toHaveURL(/\/staff\/timecards$/);
    await expect(rowsWith(page, shownAs(importedIn))).toHaveCount(0);
    await expect(rowsWith(page, employeeName)).toHaveCount(1);
  });
});

test('an unknown address shows the not-found page with a way home', async ({ page, signIn }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Go to the home page' });
  await expect(home).toBeVisible();
  await scan(page);
  await home.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
});
