import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { E2E_ORIGIN } from './env';
import { expect, test } from './fixtures';

/**
 * Two managers edit the same role (issue 16 §6): the second save, made to the copy both read, is
 * refused and says so, keeps what was typed, and Reload shows the other's changes. Before, it
 * silently overwrote them (the permission granted meanwhile was lost). The web app sends the
 * `updated_at` it read as `If-Match` (docs/decisions/2026-11-25-edit-preconditions.md).
 */

const unique = Date.now().toString(36);

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body;
}

interface Role {
  id: string;
  name: string;
  permissions: string[];
  updated_at: string;
}

test('two people edit the same role: the second save is refused and nothing is lost', async ({
  page,
  signIn,
  spareToken,
}) => {
  const api = await playwrightRequest.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { Authorization: `Bearer ${spareToken}` },
  });
  const name = `Closer ${unique}`;
  const role = await ok<Role>(
    await api.post('/v1/me/roles', {
      data: { name, permissions: ['REGISTER_ISSUE_REFUNDS'] },
    }),
  );

  await signIn(page, spareToken);
  await page.goto(`/staff/roles/${role.id}`);
  const drawer = page.getByRole('dialog', { name: `Edit ${name}` });
  const nameInput = drawer.getByRole('textbox', { name: 'Name' });
  await expect(nameInput).toHaveValue(name);
  await expect(drawer.getByRole('checkbox', { name: 'Issue refunds' })).toBeChecked();

  // The other manager, who read the same copy, grants a permission and saves first.
  const theirs = await ok<Role>(
    await api.put(`/v1/me/roles/${role.id}`, {
      data: { permissions: ['REGISTER_ISSUE_REFUNDS', 'REGISTER_ACCESS_SALES_HISTORY'] },
      headers: { 'If-Match': `"${role.updated_at}"` },
    }),
  );

  // This manager renames the role and takes refunds away, then saves.
  await nameInput.fill(`Closing lead ${unique}`);
  await drawer.getByRole('checkbox', { name: 'Issue refunds' }).uncheck();
  await drawer.getByRole('button', { name: 'Save changes' }).click();

  await expect(drawer.getByText('This role was changed by someone else')).toBeVisible();
  await expect(drawer.getByText('Nothing was saved.', { exact: false })).toBeVisible();
  // What they typed is still there; the service still has the other manager's save.
  await expect(nameInput).toHaveValue(`Closing lead ${unique}`);
  await expect(drawer.getByRole('checkbox', { name: 'Issue refunds' })).not.toBeChecked();
  expect(await ok<Role>(await api.get(`/v1/me/roles/${role.id}`))).toEqual(theirs);
  await page.screenshot({ path: 'test-results/edit-conflict-role.png' });

  // Reload shows their change; saving again keeps it.
  await drawer.getByRole('button', { name: 'Reload' }).click();
  await expect(drawer.getByRole('checkbox', { name: 'Access sales history' })).toBeChecked();
  await expect(nameInput).toHaveValue(name);
  await expect(drawer.getByText('This role was changed by someone else')).toHaveCount(0);
  await nameInput.fill(`Closing lead ${unique}`);
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer).toHaveCount(0);
  const saved = await ok<Role>(await api.get(`/v1/me/roles/${role.id}`));
  expect(saved.name).toBe(`Closing lead ${unique}`);
  expect(saved.permissions.sort()).toEqual(
    ['REGISTER_ACCESS_SALES_HISTORY', 'REGISTER_ISSUE_REFUNDS'].sort(),
  );
  await api.dispose();
});

test('two people edit the same employee: the second save is refused', async ({
  page,
  signIn,
  spareToken,
}) => {
  const api = await playwrightRequest.newContext({
    baseURL: E2E_ORIGIN,
    extraHTTPHeaders: { Authorization: `Bearer ${spareToken}` },
  });
  const employee = await ok<{ id: string; updated_at: string }>(
    await api.post('/v1/me/employees', {
      data: { first_name: 'Grace', last_name: `Hopper ${unique}` },
    }),
  );
  await signIn(page, spareToken);
  await page.goto(`/staff/employees/${employee.id}`);
  const drawer = page.getByRole('dialog', { name: `Edit Grace Hopper ${unique}` });
  const email = drawer.getByRole('textbox', { name: 'Email' });
  await expect(drawer.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');

  await ok(
    await api.put(`/v1/me/employees/${employee.id}`, {
      data: { last_name: `Murray Hopper ${unique}` },
    }),
  );
  await email.fill(`grace.${unique}@example.com`);
  await drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(drawer.getByText('This employee was changed by someone else')).toBeVisible();
  await expect(email).toHaveValue(`grace.${unique}@example.com`);
  const after = await ok<{ email?: string; last_name: string }>(
    await api.get(`/v1/me/employees/${employee.id}`),
  );
  expect(after).toMatchObject({ last_name: `Murray Hopper ${unique}` });
  expect(after.email).toBeUndefined();
  await api.dispose();
});
