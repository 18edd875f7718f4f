import { readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * A manager's week in the Labor area, on the spare e2e merchant ("E2E Tea", so the Staff
 * walk-through never sees these employees): the data a week needs is set up through the API, then
 * the manager reviews the week, ends a break and closes the open shift, is stopped from adding an
 * overlapping shift, reaches the limit of three break types and exports the week's hours, whose
 * total is checked against the API's shifts by hand.
 *
 * One describe, a test for each step. The week's data is set up once through the API (beforeAll)
 * and each test has its own page, signed in afresh. The tests run in order (serial mode) because
 * some change what the next ones meet: the open shift is closed, a third break type is added and
 * then deleted, the merchant's workweek moves, and the break types and the workweek are one per
 * location and merchant, so a second set-up could not start over (a failure skips the rest).
 */

const LOCALE = 'en-US';
const TIME_ZONE = 'America/New_York';
test.use({ locale: LOCALE, timezoneId: 'UTC' });

const unique = Date.now().toString(36);
const firstName = 'Grace';
const lastName = `Hopper ${unique}`;
const employeeName = `${firstName} ${lastName}`;
const HOURLY_CENTS = 2000;

interface ApiBreak {
  start_at: string;
  end_at?: string;
  is_paid: boolean;
}
interface ApiShift {
  id: string;
  employee_id: string;
  start_at: string;
  end_at?: string;
  status: 'OPEN' | 'CLOSED';
  breaks: ApiBreak[];
  wage?: { hourly_rate?: { amount: number; currency: string } };
}

/** `YYYY-MM-DD` of an instant on the location's clock. */
function localDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at);
}

/** The instant a wall-clock time on `date` is in the location's zone (its offset that day). */
function zoned(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return new Date(guess.getTime() - (shown - guess.getTime())).toISOString();
}

/** "Monday, November 16, 2026", as the schedule names a day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** An instant `minutes` ago, to the minute (shift times have minute precision). */
const minutesAgo = (minutes: number) =>
  new Date(Math.floor((Date.now() - minutes * 60_000) / 60_000) * 60_000).toISOString();

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body;
}

/** Axe in light, then dark, then back to light (the toggle is remembered across pages). */
async function scanBothSchemes(page: Page) {
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Use dark color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.mouse.move(0, 0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Use light color scheme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

async function dismissToast(page: Page, title: string) {
  const toast = page.getByRole('alert').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}

test.describe('a manager reviews a week, closes a shift, meets the rules and exports the hours', () => {
  // About twenty axe scans in all, four in some tests, on two shared cores.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let api: APIRequestContext;
  let location: { id: string; name: string };
  let employee: { id: string };
  let restId: string;
  let day: string;
  let open: ApiShift;
  let where: string;

  // ---------- the week's data, through the API ----------
  test.beforeAll(async ({ spareToken }) => {
    api = await playwrightRequest.newContext({
      baseURL: E2E_ORIGIN,
      extraHTTPHeaders: { Authorization: `Bearer ${spareToken}` },
    });
    const { locations } = await ok<{ locations: Array<{ id: string; name: string }> }>(
      await api.get('/v2/locations'),
    );
    const first = locations[0];
    if (!first) throw new Error('the spare merchant has no location');
    location = first;
    employee = await ok<{ id: string }>(
      await api.post('/v1/me/employees', {
        data: {
          first_name: firstName,
          last_name: lastName,
          authorized_location_ids: [location.id],
        },
      }),
    );
    const breakType = async (break_name: string, expected_duration: string, is_paid: boolean) =>
      (
        await ok<{ break_type: { id: string } }>(
          await api.post('/v2/labor/break-types', {
            data: {
              break_type: { location_id: location.id, break_name, expected_duration, is_paid },
            },
          }),
        )
      ).break_type.id;
    const lunchId = await breakType('Lunch', 'PT30M', false);
    restId = await breakType('Rest', 'PT10M', true);

    // A closed day shift eight days ago (so in an earlier workweek than today) with an unpaid
    // lunch, and an open shift now, on a paid rest break that goes on.
    day = localDate(new Date(Date.now() - 8 * 24 * 3_600_000));
    const wage = { title: 'Barista', hourly_rate: { amount: HOURLY_CENTS, currency: 'USD' } };
    await ok(
      await api.post('/v2/labor/shifts', {
        data: {
          shift: {
            employee_id: employee.id,
            location_id: location.id,
            start_at: zoned(day, '09:00'),
            end_at: zoned(day, '17:00'),
            wage,
            breaks: [
              {
                start_at: zoned(day, '12:00'),
                end_at: zoned(day, '12:30'),
                break_type_id: lunchId,
                name: 'Lunch',
                expected_duration: 'PT30M',
                is_paid: false,
              },
            ],
          },
        },
      }),
    );
    open = (
      await ok<{ shift: ApiShift }>(
        await api.post('/v2/labor/shifts', {
          data: {
            shift: {
              employee_id: employee.id,
              location_id: location.id,
              start_at: minutesAgo(60),
              wage,
              breaks: [
                {
                  start_at: minutesAgo(5),
                  break_type_id: restId,
                  name: 'Rest',
                  expected_duration: 'PT10M',
                  is_paid: true,
                },
              ],
            },
          },
        }),
      )
    ).shift;

    where = `location=${location.id}`;
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ page, signIn, spareToken }) => {
    await signIn(page, spareToken);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('reviews the week of the closed shift', async ({ page }) => {
    await page.goto(`/labor/schedule?${where}&week=${day}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Worked week' })).toBeVisible();
    const bar = page.getByRole('link', { name: `${employeeName}, ${longDay(day)}:` });
    await expect(bar).toContainText('9:00 AM – 5:00 PM');
    await expect(bar).toContainText('1 break');
    await scanBothSchemes(page);

    // The shift's drawer is a route: its URL opens it again.
    await bar.click();
    const drawer = page.getByRole('dialog', { name: `Shift of ${employeeName}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Lunch', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/labor\/schedule\/[0-9a-f-]{36}/);
    const drawerUrl = page.url();
    await page.goto(drawerUrl);
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS('opacity', '1');
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('week')).toBe(day);

    // The same search as a table, its filters in the URL.
    await page.getByRole('link', { name: 'Show as a table' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shifts' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: employeeName }).first()).toBeVisible();
    await scanBothSchemes(page);
  });

  test('ends the break, then closes the open shift', async ({ page }) => {
    await page.goto(`/labor/schedule/${open.id}?${where}`);
    const drawer = page.getByRole('dialog', { name: `Shift of ${employeeName}` });
    await expect(drawer.getByText('Going on')).toBeVisible();
    // Closing waits for the break to end.
    await expect(drawer.getByRole('button', { name: 'Close shift' })).toBeDisabled();
    await expect(drawer).toHaveCSS('opacity', '1');
    await expectNoA11yViolations(page);

    await drawer.getByRole('button', { name: 'End break' }).click();
    const endBreak = page.getByRole('dialog', { name: `End ${employeeName}'s break?` });
    await endBreak.getByRole('button', { name: 'End break now' }).click();
    await dismissToast(page, 'Break ended');
    await expect(drawer.getByText('Going on')).toHaveCount(0);

    await drawer.getByRole('button', { name: 'Close shift' }).click();
    const close = page.getByRole('dialog', { name: `Close ${employeeName}'s shift?` });
    await close.getByRole('button', { name: 'Close shift now' }).click();
    await dismissToast(page, 'Shift closed');
    await expect(drawer.getByRole('button', { name: 'Close shift' })).toHaveCount(0);

    const { shift } = await ok<{ shift: ApiShift }>(await api.get(`/v2/labor/shifts/${open.id}`));
    expect(shift.status).toBe('CLOSED');
    expect(shift.end_at).toBeDefined();
    expect(shift.breaks[0]?.end_at).toBeDefined();
    await page.keyboard.press('Escape');
  });

  test('is stopped from adding an overlapping shift', async ({ page }) => {
    await page.goto(`/labor/schedule?${where}&week=${day}`);
    // The day's add button opens a 9:00–17:00 shift for the employee: it overlaps the one there.
    await page
      .getByRole('button', { name: `Add a shift for ${employeeName} on ${longDay(day)}` })
      .click();
    const drawer = page.getByRole('dialog', { name: 'New shift' });
    // New employees start inactive (the point of sale activates them); shifts are still recorded.
    await expect(drawer.getByRole('combobox', { name: 'Employee' })).toHaveValue(
      `${employeeName} (inactive)`,
    );
    await drawer.getByRole('button', { name: 'Add shift' }).click();
    await expect(drawer.getByText(/overlaps the employee's shift of/i)).toBeVisible();
    await expect(drawer.getByText(/one shift at a time/)).toBeVisible();
    await expect(drawer).toHaveCSS('opacity', '1');
    await expectNoA11yViolations(page);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer).toHaveCount(0);

    const { shifts } = await ok<{ shifts: ApiShift[] }>(
      await api.post('/v2/labor/shifts/search', {
        data: { query: { filter: { employee_id: [employee.id] } } },
      }),
    );
    expect(shifts).toHaveLength(2);
  });

  test('adds a third break type, and no more', async ({ page }) => {
    await page.goto(`/labor/break-types?${where}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Break types' })).toBeVisible();
    await scanBothSchemes(page);
    await page.getByRole('link', { name: 'Add break type' }).click();
    const drawer = page.getByRole('dialog', { name: 'New break type' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Coffee');
    await drawer.getByRole('textbox', { name: 'Expected length (minutes)' }).fill('15');
    await drawer.getByRole('button', { name: 'Add break type' }).click();
    await dismissToast(page, 'Break type added');
    await expect(page.getByRole('row').filter({ hasText: 'Coffee' })).toBeVisible();

    const add = page.getByRole('button', { name: 'Add break type' });
    await expect(add).toBeDisabled();
    await expect(page.getByText('This location has all its break types')).toBeVisible();
    await expect(add).toHaveAccessibleDescription(/the most a location can have/);
    await scanBothSchemes(page);
  });

  test('is told when someone else changed a break type, and deletes one', async ({ page }) => {
    await page.goto(`/labor/break-types?${where}`);
    await page.getByRole('link', { name: 'Edit Rest' }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit Rest' });
    const name = drawer.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Rest');
    // Someone else renames it meanwhile (blind write: no version).
    await ok(
      await api.put(`/v2/labor/break-types/${restId}`, {
        data: {
          break_type: {
            location_id: location.id,
            break_name: 'Rest stop',
            expected_duration: 'PT10M',
            is_paid: true,
          },
        },
      }),
    );
    await name.fill('Short rest');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await expect(drawer.getByText('This break type was changed by someone else')).toBeVisible();
    await drawer.getByRole('button', { name: 'Reload' }).click();
    await expect(name).toHaveValue('Rest stop');
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await page.getByRole('link', { name: 'Delete Coffee' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete break type?' });
    await confirm.getByRole('button', { name: 'Delete break type' }).click();
    await dismissToast(page, 'Break type deleted');
    await expect(page.getByRole('row').filter({ hasText: 'Coffee' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add break type' })).toBeVisible();
  });

  test('exports the week and checks a total by hand', async ({ page }) => {
    await page.goto(`/labor/hours?${where}&week=${day}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hours and labor cost' }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: employeeName })).toBeVisible();
    await scanBothSchemes(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export week (CSV)' }).click();
    const download = await downloading;
    const path = await download.path();
    const lines = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const header = lines[0]?.split(',') ?? [];
    const row = lines.map((line) => line.split(',')).find((cells) => cells[3] === employeeName);
    if (!row) throw new Error(`no line for ${employeeName} in:\n${lines.join('\n')}`);
    const cell = (name: string) => row[header.indexOf(name)];

    // By hand, from the API: the week's shifts of the employee, less their unpaid breaks.
    const { shifts } = await ok<{ shifts: ApiShift[] }>(
      await api.post('/v2/labor/shifts/search', {
        data: {
          query: {
            filter: {
              employee_id: [employee.id],
              start: { start_at: zoned(day, '00:00'), end_at: zoned(day, '23:59') },
            },
          },
        },
      }),
    );
    const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;
    let paidMinutes = 0;
    let cents = 0;
    for (const shift of shifts) {
      const worked =
        minutes(shift.start_at, shift.end_at ?? shift.start_at) -
        shift.breaks
          .filter((b) => !b.is_paid)
          .reduce((sum, b) => sum + minutes(b.start_at, b.end_at ?? b.start_at), 0);
      paidMinutes += worked;
      cents += (worked / 60) * (shift.wage?.hourly_rate?.amount ?? 0);
    }
    expect(paidMinutes).toBe(7.5 * 60);
    expect(cell('Total hours')).toBe((paidMinutes / 60).toFixed(2));
    expect(cell('Overtime hours')).toBe('0.00');
    expect(cell('Labor cost')).toBe((Math.round(cents) / 100).toFixed(2));
    expect(cell('Currency')).toBe('USD');
  });

  test('a link to a shift that is gone says so', async ({ page }) => {
    await page.goto(`/labor/schedule/00000000-0000-4000-8000-000000000000?${where}`);
    const drawer = page.getByRole('dialog', { name: 'Shift' });
    await expect(drawer.getByRole('alert')).toContainText(
      'There is no such shift: it may have been deleted, or the link is wrong.',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });

  test('the wages and workweek pages pass axe', async ({ page }) => {
    // Wages are set in the employee's drawer in Staff; the Wages list shows them (none on record
    // for a new employee).
    await page.goto(`/labor/wages?employee_id=${employee.id}&${where}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wages' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`employee_id=${employee.id}`));
    await expect(
      page.getByText(`${employeeName} has no wage on record`, { exact: false }),
    ).toBeVisible();
    await scanBothSchemes(page);
    await page.goto(`/labor/workweek?${where}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Workweek' })).toBeVisible();
    await expect(page.getByText(/weeks start on/i).first()).toBeVisible();
    await scanBothSchemes(page);
  });

  test('moves the start of the workweek, and the schedule follows', async ({ page }) => {
    await page.goto(`/labor/workweek?${where}`);
    // A new merchant's workweek starts on Monday at midnight.
    await expect(page.getByText('Now: weeks start on Monday, workdays at 00:00.')).toBeVisible();
    const weeksStartOn = page.getByRole('combobox', { name: 'Weeks start on' });
    await weeksStartOn.click();
    await page.getByRole('option', { name: 'Sunday', exact: true }).click();
    await page.getByRole('button', { name: 'Save workweek' }).click();
    await dismissToast(page, 'Workweek saved');

    await page.goto(`/labor/schedule?${where}&week=${day}`);
    await expect(page.getByText(/Workweeks start on Sunday/)).toBeVisible();
    const firstDay = page.getByRole('columnheader').nth(1);
    await expect(firstDay).toHaveText(/^Sun, /);
    // The closed shift's day is still in the week shown.
    await expect(
      page.getByRole('link', { name: `${employeeName}, ${longDay(day)}:` }),
    ).toBeVisible();
  });
});
