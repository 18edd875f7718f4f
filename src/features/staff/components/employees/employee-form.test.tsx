import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from '@/api/account';
import { ApiRequestError } from '@/api/errors';
import type { V1EmployeeT } from '@/api/schemas/employees';
import type { V1EmployeeRoleT } from '@/api/schemas/roles';
import { render } from '@/test/render';
import { EmployeeForm } from './employee-form';

const roles: V1EmployeeRoleT[] = [
  {
    id: 'role-1',
    name: 'Cashier',
    permissions: [],
    is_owner: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
];

function location(id: string, name: string): Location {
  return {
    id,
    name,
    merchant_id: 'm-1',
    business_name: 'Harbor & Vine',
    timezone: 'UTC',
    status: 'ACTIVE',
    country: 'US',
    currency: 'USD',
    language_code: 'en-US',
    created_at: '2026-01-01T00:00:00Z',
  };
}

const locations = [location('loc-1', 'Downtown'), location('loc-2', 'Harbor')];

const employee: V1EmployeeT = {
  id: 'emp-1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  external_id: 'P-1',
  role_ids: ['role-1'],
  authorized_location_ids: ['loc-1'],
  status: 'INACTIVE',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('EmployeeForm, adding', () => {
  it('says a new employee starts inactive and is activated from their page', () => {
    render(
      <EmployeeForm roles={roles} locations={locations} onSave={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(
      screen.getByText(
        'New employees start inactive; activate them from their page once they are added.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the contract error for an empty first name and sends nothing', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = render(
      <EmployeeForm roles={roles} locations={locations} onSave={onSubmit} onCancel={vi.fn()} />,
    );

    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add employee' }));

    const firstName = screen.getByLabelText(/First name/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Must not be empty');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends empty optional inputs as null and no role as an empty list', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = render(
      <EmployeeForm roles={roles} locations={locations} onSave={onSubmit} onCancel={vi.fn()} />,
    );

    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add employee' }));

    expect(onSubmit).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: null,
      external_id: null,
      role_ids: [],
      authorized_location_ids: [],
    });
  });

  it('puts a service error on the input it names, and the rest in an alert', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiRequestError(400, [
          {
            field: 'authorized_location_ids[1]',
            message: 'authorized_location_ids[1] refers to a location that does not exist: x',
          },
          { field: 'status', message: 'status cannot be changed through the API' },
        ]),
      ),
    );
    const { user } = render(
      <EmployeeForm roles={roles} locations={locations} onSave={onSubmit} onCancel={vi.fn()} />,
    );

    await user.type(screen.getByLabelText(/First name/), 'Ada');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add employee' }));

    expect(
      await screen.findByText('Refers to a location that does not exist: x'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Status cannot be changed through the API');
  });
});

describe('EmployeeForm, editing', () => {
  it('sends only the fields that changed; clearing the email sends null', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = render(
      <EmployeeForm
        resource={employee}
        roles={roles}
        locations={locations}
        onSave={onSubmit}
        onCancel={vi.fn()}
      />,
    );

    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ first_name: 'Augusta', email: null });
  });

  it('leaves the status out of the form: the drawer has its own command for it', () => {
    render(
      <EmployeeForm
        resource={employee}
        roles={roles}
        locations={locations}
        onSave={vi.fn()}
        onCancel={vi.fn()}
      />,
    );

    expect(screen.queryByText('Inactive')).toBeNull();
    expect(screen.queryByText(/point-of-sale dashboard/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});
