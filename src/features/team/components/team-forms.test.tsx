import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/api/errors';
import type { PermissionSetT, TeamMemberT } from '@/api/schemas/team';
import { render } from '@/test/render';
import { AcceptInvitationForm } from './accept-invitation-form';
import { InviteForm } from './invite-form';
import { MemberForm } from './member-form';
import { PermissionSetForm } from './permission-set-form';

const sets: PermissionSetT[] = [
  {
    id: 'set-manager',
    name: 'Manager',
    description: 'Runs the business day to day.',
    permissions: ['staff.read', 'refunds.write'],
    built_in: true,
    member_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'set-lead',
    name: 'Shift lead',
    description: '',
    permissions: ['time.write'],
    built_in: true,
    member_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
];

const maria: TeamMemberT = {
  id: 'user-1',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  is_owner: false,
  permission_set_id: 'set-manager',
  permission_set_name: 'Manager',
  refund_limit: 5000,
  joined_at: '2026-01-01T00:00:00.000Z',
  last_sign_in_at: null,
};

async function choose(user: ReturnType<typeof render>['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('InviteForm', () => {
  it('sends the email, the set and the refund limit in minor units', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(
      <InviteForm currency="USD" sets={sets} onSave={onSave} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), ' Maria@Example.com');
    await choose(user, /^Permission set/, 'Shift lead');
    await user.type(screen.getByRole('textbox', { name: /^Refund limit \(USD\)/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(onSave).toHaveBeenCalledWith({
      email: 'maria@example.com',
      permission_set_id: 'set-lead',
      refund_limit: 5000,
    });
  });

  it('says what is wrong with each input before sending', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(
      <InviteForm currency="USD" sets={sets} onSave={onSave} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not an email');
    await user.type(screen.getByRole('textbox', { name: /^Refund limit/ }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Must be an email address, e.g. maria@example.com',
    );
    expect(screen.getByText('Choose a permission set')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Refund limit/ })).toHaveAccessibleDescription(
      expect.stringMatching(/^Must be an amount in USD such as 50.00, or blank for no limit/),
    );
  });

  it("shows the service's refusal of an email that already has an account", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiRequestError(400, [
          {
            field: 'email',
            message:
              'email maria@example.com already has an account: a person belongs to one business.',
          },
        ]),
      ),
    );
    const { user } = render(
      <InviteForm currency="USD" sets={sets} onSave={onSave} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'maria@example.com');
    await choose(user, /^Permission set/, 'Manager');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'Maria@example.com already has an account: a person belongs to one business.',
      ),
    );
  });
});

describe('MemberForm', () => {
  it("starts from the person's set and limit, and clears the limit when blanked", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(
      <MemberForm member={maria} currency="USD" sets={sets} onSave={onSave} onCancel={vi.fn()} />,
    );
    const limit = screen.getByRole('textbox', { name: /^Refund limit/ });
    expect(limit).toHaveValue('50.00');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ permission_set_id: 'set-manager', refund_limit: null });
  });
});

describe('PermissionSetForm', () => {
  it('groups the checklist by area in manager words and sends the checked keys', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(
      <PermissionSetForm
        defaultValues={{ name: '', description: '', permissions: [] }}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    const staff = screen.getByRole('group', { name: 'Staff' });
    expect(within(staff).getByRole('checkbox', { name: 'See employees and roles' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Weekend');
    await user.click(screen.getByRole('checkbox', { name: 'Edit timecards and shifts' }));
    await user.click(screen.getByRole('checkbox', { name: 'See the activity log' }));
    await user.click(screen.getByRole('button', { name: 'Add permission set' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Weekend',
      description: '',
      permissions: ['time.write', 'activity.read'],
    });
  });

  it('refuses a set without any permission', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(
      <PermissionSetForm
        defaultValues={{ name: 'Empty', description: '', permissions: [] }}
        onSave={onSave}
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add permission set' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Must include at least one permission')).toBeInTheDocument();
  });
});

describe('AcceptInvitationForm', () => {
  it('asks for the password twice and sends the name and password', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(<AcceptInvitationForm name="Maria" onSave={onSave} />);
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Maria');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.type(screen.getByLabelText(/^The password again/), 'correct hose');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Must be the same password as above')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^The password again/));
    await user.type(screen.getByLabelText(/^The password again/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Maria', password: 'correct horse' });
  });

  it('refuses a short password before sending', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { user } = render(<AcceptInvitationForm name={null} onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Maria');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^The password again/), 'short');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Must be at least 10 characters')).toBeInTheDocument();
  });
});

describe('AcceptInvitationForm, refused', () => {
  it('says the link was just used instead of talking about edits', async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiRequestError(409, [
          {
            message:
              'This invitation has just been used: sign in instead, or ask for a new invitation.',
          },
        ]),
      ),
    );
    const { user } = render(<AcceptInvitationForm name="Maria" onSave={onSave} />);
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.type(screen.getByLabelText(/^The password again/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not accept the invitation');
    expect(alert).toHaveTextContent('This invitation has just been used');
  });
});
