import { Button } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render, signedInAs, type TestPerson } from '@/test/render';
import { Gated } from './gated';
import { reasonFor } from './permissions';

function clientAs(person: TestPerson) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  signedInAs(queryClient, person);
  return queryClient;
}

const shiftLead: TestPerson = {
  permissions: ['staff.read', 'time.read', 'time.write', 'labor-settings.read'],
};

describe('Gated', () => {
  it('leaves the control alone for a person who may use it', async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Gated permission="time.write">
        <Button onClick={onClick}>Add shift</Button>
      </Gated>,
      { queryClient: clientAs(shiftLead) },
    );
    const button = screen.getByRole('button', { name: 'Add shift' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('disables it with the reason for a person who may not', async () => {
    const onClick = vi.fn();
    const { user } = render(
      <Gated permission="refunds.write">
        <Button onClick={onClick}>Refund</Button>
      </Gated>,
      { queryClient: clientAs(shiftLead) },
    );
    const button = screen.getByRole('button', { name: 'Refund' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reasonFor('refunds.write'));
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
