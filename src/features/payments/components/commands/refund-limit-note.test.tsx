import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OWNER, render, signedInAs, type TestPerson } from '@/test/render';
import { RefundLimitNote } from './refund-dialog';

function renderFor(person: TestPerson, remaining: number) {
  const queryClient = new QueryClient();
  signedInAs(queryClient, person);
  return render(<RefundLimitNote remaining={{ amount: remaining, currency: 'USD' }} />, {
    queryClient,
  });
}

describe('RefundLimitNote', () => {
  it('tells a person with a limit what it is, and how much of this payment it covers', () => {
    renderFor({ permissions: ['refunds.write'], refundLimit: 5000 }, 8000);
    expect(screen.getByText('Your refund limit is $50.00')).toBeInTheDocument();
    expect(screen.getByText(/You can refund up to \$50.00 of it/)).toBeInTheDocument();
  });

  it('says nothing to the owner or to a person without a limit', () => {
    const owner = renderFor(OWNER, 8000);
    expect(screen.queryByText(/refund limit/)).not.toBeInTheDocument();
    owner.unmount();
    renderFor({ permissions: ['refunds.write'], refundLimit: null }, 8000);
    expect(screen.queryByText(/refund limit/)).not.toBeInTheDocument();
  });
});
