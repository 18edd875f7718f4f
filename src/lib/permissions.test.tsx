import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render, signedInAs, testMe, type TestPerson } from '@/test/render';
import { visibleAreas } from './area-types';
import { allows, reasonFor, RequirePermission } from './permissions';

function clientAs(person: TestPerson) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  signedInAs(queryClient, person);
  return queryClient;
}

const shiftLead: TestPerson = {
  permissions: ['staff.read', 'time.read', 'time.write', 'labor-settings.read'],
};

describe('allows', () => {
  const lead = testMe(shiftLead);
  const owner = testMe({ isOwner: true });

  it('grants what the permission set lists and nothing else', () => {
    expect(allows(lead, 'time.write')).toBe(true);
    expect(allows(lead, 'refunds.write')).toBe(false);
  });

  it('keeps owner powers for the owner, who has everything', () => {
    expect(allows(lead, 'team.manage')).toBe(false);
    expect(allows(owner, 'team.manage')).toBe(true);
    expect(allows(owner, 'refunds.write')).toBe(true);
  });

  it('grants nothing before the person is known', () => {
    expect(allows(undefined, 'staff.read')).toBe(false);
  });
});

describe('reasonFor', () => {
  it('names the missing permission in a manager’s words', () => {
    expect(reasonFor('refunds.write')).toBe(
      'Your permission set does not include “Issue refunds, up to their refund limit”. Ask the owner.',
    );
    expect(reasonFor('bank-accounts.manage')).toBe('Only the owner of the business can do this.');
  });
});

describe('RequirePermission', () => {
  it('shows its children or the fallback', () => {
    render(
      <>
        <RequirePermission permission="time.read">
          <p>Timecards</p>
        </RequirePermission>
        <RequirePermission permission="team.manage" fallback={<p>Owner only</p>}>
          <p>Team</p>
        </RequirePermission>
      </>,
      { queryClient: clientAs(shiftLead) },
    );
    expect(screen.getByText('Timecards')).toBeInTheDocument();
    expect(screen.queryByText('Team')).not.toBeInTheDocument();
    expect(screen.getByText('Owner only')).toBeInTheDocument();
  });
});

describe('visibleAreas', () => {
  const icon = (() => null) as never;
  const areas = [
    {
      label: 'Staff',
      pages: [
        {
          to: '/staff/employees',
          label: 'Employees',
          description: '',
          icon,
          requires: 'staff.read',
          actions: [
            { label: 'Add employee', to: '/staff/employees/new', icon, requires: 'staff.write' },
          ],
        },
      ],
    },
    {
      label: 'Payments',
      pages: [
        { to: '/payments', label: 'Payments', description: '', icon, requires: 'payments.read' },
      ],
    },
    {
      label: 'Labor',
      pages: [
        {
          to: '/labor/cost-vs-sales',
          label: 'Labor cost vs sales',
          description: '',
          icon,
          requires: ['time.read', 'payments.read'],
        },
        { to: '/labor/hours', label: 'Hours', description: '', icon, requires: 'time.read' },
      ],
    },
    {
      label: 'Team',
      pages: [{ to: '/team', label: 'People', description: '', icon, requires: 'team.manage' }],
    },
  ] as never;

  it('leaves out pages, commands and whole areas the person cannot read', () => {
    const lead = testMe(shiftLead);
    const shown = visibleAreas(areas, (power) => allows(lead, power));
    expect(shown.map((a) => a.label)).toEqual(['Staff', 'Labor']);
    expect(shown[0]?.pages[0]?.actions).toEqual([]);
    expect(shown[1]?.pages.map((p) => p.label)).toEqual(['Hours']);
  });

  it('shows the owner everything, owner-only areas included', () => {
    const owner = testMe({ isOwner: true });
    const shown = visibleAreas(areas, (power) => allows(owner, power));
    expect(shown.map((a) => a.label)).toEqual(['Staff', 'Payments', 'Labor', 'Team']);
  });
});

describe('ContractFormShell with `requires`', () => {
  it('is read-only with the reason and no working submit for a person without it', async () => {
    const { ContractForm } = await import('@/components/contract-form');
    const { z } = await import('zod');
    const onSave = vi.fn(() => Promise.resolve());
    render(
      <ContractForm
        schema={z.object({ name: z.string() })}
        defaultValues={{ name: 'Morning' }}
        requires="labor-settings.write"
        onSave={onSave}
        onCancel={vi.fn()}
        submitLabel="Save changes"
      >
        <input aria-label="Name" />
      </ContractForm>,
      { queryClient: clientAs(shiftLead) },
    );
    expect(screen.getByText(reasonFor('labor-settings.write'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
  });
});
