import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, typeTwelveHourTime } from './fixtures';
import { zonedDate, zonedInstant } from './zoned-time';

/**
 * Issue 16 §7: one timecard corrected on Timecards shows its new worked time on Shifts, Schedule,
 * Hours and cost and Labor cost vs sales: one store (a v1 timecard IS a v2 shift with the same id)
 * and one worked-time rule on the service. On the spare merchant "E2E Tea" (New York locations),
 * so the Staff walk-through's merchant is untouched.
 *
 * A test for each page. The timecard is made once through the API (beforeAll) and each test has its
 * own signed-in page. The tests run in order (serial mode): the first corrects the timecard on
 * Timecards, and the others check that very correction on their page (a failure skips the rest).
 */

const LOCALE = 'en-US';
const TIME_ZONE = 'America/New_York';
test.use({ locale: LOCALE, timezoneId: 'UTC' });
test.setTimeout(60_000);

const unique = Date.now().toString(36);
const firstName = 'Grace';
const lastName = `Hopper ${unique}`;
const employeeName = `${firstName} ${lastName}`;

// Three days ago, 09:00–17:00 in New York; corrected to a 15:30 clock-out (8:00 → 6:30).
const day = zonedDate(TIME_ZONE, 3);
const clockIn = zonedInstant(TIME_ZONE, day, '09:00');
const clockOut = zonedInstant(TIME_ZONE, day, '17:00');
const corrected = zonedInstant(TIME_ZONE, day, '15:30');

const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE }).format(date);
const shownAs = (date: Date) => format(date, { dateStyle: 'medium', timeStyle: 'short' });

async function createTimecard(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const locations = await request.get('/v2/locations', { headers });
  expect(locations.ok()).toBe(true);
  const locationId = ((await locations.json()) as { locations: { id: string }[] }).locations[0]!.id;
  const employee = await request.post('/v1/me/employees', {
    headers,
    data: { first_name: firstName, last_name: lastName },
  });
  expect(employee.ok(), await employee.text()).toBe(true);
  const employeeId = ((await employee.json()) as { id: string }).id;
  const timecard = await request.post('/v1/me/timecards', {
    headers,
    data: {
      employee_id: employeeId,
      clockin_time: clockIn.toISOString(),
      clockout_time: clockOut.toISOString(),
      clockin_location_id: locationId,
      clockout_location_id: locationId,
    },
  });
  expect(timecard.ok(), await timecard.text()).toBe(true);
  return { locationId, timecardId: ((await timecard.json()) as { id: string }).id };
}

/** Sets the Clock-out picker of the edit drawer: the day is shown already; type the time. */
async function pickClockOut(page: Page, when: Date) {
  const drawer = page.getByRole('dialog', { name: `Edit times: ${employeeName}` });
  await drawer.getByRole('button', { name: 'Clock-out' }).click();
  const dayLabel = new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  })
    .formatToParts(when)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  await page
    .getByRole('button', {
      name: `${dayLabel.day} ${dayLabel.month} ${dayLabel.year}`,
      exact: true,
    })
    .click();
  await expect(page.getByLabel('Hours', { exact: true })).toBeFocused();
  await typeTwelveHourTime(
    page,
    format(when, { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' }),
  );
  await expect(page.getByRole('button', { name: 'Previous month' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Save times' }).click();
  await expect(drawer).toBeHidden();
}

/** The table rows of `page` that mention a text. */
const rowsOf = (page: Page) => (text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('a timecard corrected on Timecards is corrected on every Labor page', () => {
  test.describe.configure({ mode: 'serial' });
  let locationId: string;

  test.beforeAll(async ({ playwright, spareToken }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    ({ locationId } = await createTimecard(request, spareToken));
    await request.dispose();
  });

  test.beforeEach(async ({ page, signIn, spareToken }) => {
    await signIn(page, spareToken);
  });

  test('Timecards: 8:00, then corrected to a 15:30 clock-out', async ({ page }) => {
    const row = rowsOf(page);
    await page.goto(`/staff/timecards?location=${locationId}`);
    const timecard = row(employeeName).filter({ hasText: shownAs(clockIn) });
    await expect(timecard.getByRole('cell').nth(3)).toHaveText(/^8:00/);
    await page
      .getByRole('button', {
        name: `More actions for ${employeeName}, clocked in ${shownAs(clockIn)}`,
      })
      .click();
    await page.getByRole('menuitem', { name: 'Edit times' }).click();
    await pickClockOut(page, corrected);
    await expect(timecard.getByRole('cell').nth(2)).toHaveText(shownAs(corrected));
    await expect(timecard.getByRole('cell').nth(3)).toHaveText(/^6:30/);
  });

  test('Shifts: the same record, 6:30 paid', async ({ page }) => {
    const row = rowsOf(page);
    await page.goto(`/labor/shifts?location=${locationId}&workday_from=${day}&workday_to=${day}`);
    const shift = row(employeeName);
    await expect(shift).toHaveCount(1);
    await expect(shift).toContainText(shownAs(corrected));
    await expect(shift.getByRole('cell').nth(3)).toHaveText('6:30');
  });

  test('Worked week: the week shows 6:30 paid', async ({ page }) => {
    const row = rowsOf(page);
    await page.goto(`/labor/schedule?location=${locationId}&week=${day}`);
    await expect(row(employeeName).getByTestId('week-hours')).toHaveText('6:30 paid');
  });

  test('Hours and cost: 6:30 in the week', async ({ page }) => {
    const row = rowsOf(page);
    await page.goto(`/labor/hours?location=${locationId}&week=${day}`);
    const line = row(employeeName);
    await expect(line).toHaveCount(1);
    // Employee (row header), Shifts, Regular, Overtime, Total.
    await expect(line.getByRole('cell').nth(3)).toHaveText('6:30');
  });

  test('Labor cost vs sales: the day has 6:30 paid hours', async ({ page }) => {
    await page.goto(`/labor/cost-vs-sales?location=${locationId}&from=${day}&to=${day}`);
    const table = page.getByRole('table', { name: /Labor cost and net sales/ });
    await expect(table.locator('tbody tr').first()).toContainText('6:30');
  });
});
