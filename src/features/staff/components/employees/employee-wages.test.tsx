import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '@/api/account';
import type { EmployeeWageT } from '@/api/schemas/employee-wages';
import type { V1EmployeeT } from '@/api/schemas/employees';
import { queryClientWithLocations } from '@/test/locations';
import { render } from '@/test/render';
import { EmployeeStatusControl } from './employee-status';
import { EmployeeWages } from './employee-wages';
import { fakeStaffService } from './fake-staff-service';

const ada: V1EmployeeT = {
  id: 'emp-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role_ids: [],
  authorized_location_ids: [],
  status: 'INACTIVE',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};
const barista: EmployeeWageT = {
  id: 'wage-1',
  employee_id: 'emp-1',
  title: 'Barista',
  hourly_rate: { amount: 1650, currency: 'USD' },
};

function renderWith(ui: React.ReactElement, service: ReturnType<typeof fakeStaffService>) {
  vi.stubGlobal('fetch', service.fetch);
  const queryClient = queryClientWithLocations();
  queryClient.setQueryData(accountKeys.merchant(), {
    merchant: { id: 'merchant_1', business_name: 'Ledgerline Coffee', currency: 'USD' },
  });
  return render(ui, { queryClient });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployeeWages', { timeout: 20_000 }, () => {
  it('lists the wages and adds one typed as a decimal in the merchant currency', async () => {
    const service = fakeStaffService(ada, [barista]);
    const { user } = renderWith(<EmployeeWages employee={ada} />, service);
    const table = await screen.findByRole('table', { name: 'Wages of Ada Lovelace' });
    expect(within(table).getByText('Barista')).toBeVisible();
    expect(within(table).getByText('$16.50')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add wage' }));
    const form = screen.getByRole('form', { name: 'New wage for Ada Lovelace' });
    await user.type(within(form).getByLabelText(/Job title/), 'Shift lead');
    await user.type(within(form).getByLabelText(/Hourly rate \(USD\)/), '19.25');
    await user.click(within(form).getByRole('button', { name: 'Add wage' }));

    expect(await within(table).findByText('Shift lead')).toBeVisible();
    expect(within(table).getByText('$19.25')).toBeVisible();
    expect(service.writes).toEqual([
      'POST wage {"title":"Shift lead","hourly_rate":{"amount":1925,"currency":"USD"}}',
    ]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('explains a rate it cannot read on the input and sends nothing', async () => {
    const service = fakeStaffService(ada);
    const { user } = renderWith(<EmployeeWages employee={ada} />, service);
    expect(await screen.findByText('Ada Lovelace has no wage yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add wage' }));
    const form = screen.getByRole('form', { name: 'New wage for Ada Lovelace' });
    await user.type(within(form).getByLabelText(/Hourly rate/), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Add wage' }));
    expect(await within(form).findByText('Must be an amount in USD such as 12.50')).toBeVisible();
    expect(service.writes).toEqual([]);
  });

  it("puts the service's refusal on the input it names", async () => {
    const service = fakeStaffService(ada, [barista]);
    const { user } = renderWith(<EmployeeWages employee={ada} />, service);
    await user.click(await screen.findByRole('button', { name: 'Change the Barista wage' }));
    const form = screen.getByRole('form', { name: 'Change the Barista wage of Ada Lovelace' });
    expect(within(form).getByLabelText(/Hourly rate/)).toHaveValue('16.50');
    service.refuseNext('hourly_rate.amount', 'hourly_rate.amount must be at most 10000000');
    const rate = within(form).getByLabelText(/Hourly rate/);
    await user.clear(rate);
    await user.type(rate, '20');
    await user.click(within(form).getByRole('button', { name: 'Save wage' }));
    expect(await within(form).findByText(/must be at most 10000000/i)).toBeVisible();
    expect(service.state.wages).toEqual([barista]);
  });

  it('changes a wage, and removes one after a confirmation', async () => {
    const service = fakeStaffService(ada, [barista]);
    const { user } = renderWith(<EmployeeWages employee={ada} />, service);
    await user.click(await screen.findByRole('button', { name: 'Change the Barista wage' }));
    const form = screen.getByRole('form', { name: 'Change the Barista wage of Ada Lovelace' });
    const title = within(form).getByLabelText(/Job title/);
    await user.clear(title);
    await user.type(title, 'Head barista');
    await user.click(within(form).getByRole('button', { name: 'Save wage' }));
    expect(await screen.findByText('Head barista')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove the Head barista wage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the Head barista wage?' });
    expect(dialog).toHaveTextContent(
      'Ada Lovelace will no longer have the Head barista wage of $16.50 an hour.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove wage' }));
    expect(await screen.findByText('Ada Lovelace has no wage yet.')).toBeVisible();
    expect(service.writes).toEqual([
      'PUT wage wage-1 {"title":"Head barista","hourly_rate":{"amount":1650,"currency":"USD"}}',
      'DELETE wage wage-1',
    ]);
  });
});

describe('EmployeeStatusControl', { timeout: 20_000 }, () => {
  it('activates an inactive employee at once', async () => {
    const service = fakeStaffService(ada);
    const { user } = renderWith(<EmployeeStatusControl employee={ada} />, service);
    expect(screen.getByText('Inactive')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await vi.waitFor(() => expect(service.writes).toEqual(['PUT status ACTIVE']));
    expect(service.state.employee.status).toBe('ACTIVE');
  });

  it('deactivates only after a confirmation naming the person', async () => {
    const active = { ...ada, status: 'ACTIVE' as const };
    const service = fakeStaffService(active);
    const { user } = renderWith(<EmployeeStatusControl employee={active} />, service);
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ada Lovelace?' });
    expect(service.writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep active' }));
    expect(service.writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate Ada Lovelace?' })).getByRole(
        'button',
        { name: 'Deactivate Ada Lovelace' },
      ),
    );
    await vi.waitFor(() => expect(service.writes).toEqual(['PUT status INACTIVE']));
    expect(service.state.employee.status).toBe('INACTIVE');
  });
});
