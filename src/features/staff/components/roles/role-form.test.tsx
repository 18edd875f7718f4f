import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { V1EmployeeRoleT } from '@/api/schemas/roles';
import { render } from '@/test/render';
import { RoleForm } from './role-form';

const cashier: V1EmployeeRoleT = {
  id: 'role-1',
  name: 'Cashier',
  permissions: ['REGISTER_ISSUE_REFUNDS'],
  is_owner: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('RoleForm, adding', () => {
  it('lists permissions by their labels and sends the checked ones', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = render(<RoleForm onSave={onSubmit} onCancel={vi.fn()} />);

    await user.type(screen.getByLabelText(/Name/), 'Shift lead');
    await user.click(screen.getByRole('checkbox', { name: 'Issue refunds' }));
    await user.click(screen.getByRole('button', { name: 'Add role' }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Shift lead',
      permissions: ['REGISTER_ISSUE_REFUNDS'],
      is_owner: false,
    });
  });

  it('shows the contract error for an empty name', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = render(<RoleForm onSave={onSubmit} onCancel={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Add role' }));

    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Must not be empty');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('RoleForm, editing', () => {
  it('shows every permission granted and locked while the owner switch is on', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = render(<RoleForm resource={cashier} onSave={onSubmit} onCancel={vi.fn()} />);

    const viewSummaries = screen.getByRole('checkbox', { name: 'View summary reports' });
    expect(viewSummaries).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: /^Owner role/ }));

    for (const checkbox of screen.getAllByRole('checkbox')) {
      expect(checkbox).toBeChecked();
      expect(checkbox).toBeDisabled();
    }

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ is_owner: true });
  });
});
