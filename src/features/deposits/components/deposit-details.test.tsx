import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GetDepositResponseT } from '@/api/schemas/deposit-details';
import { render } from '@/test/render';
import { DepositDetails } from './deposit-details';

const usd = (amount: number) => ({ amount, currency: 'USD' });

function detail(total: number): GetDepositResponseT {
  return {
    deposit: {
      id: 'set_2',
      location_id: 'loc_1',
      status: 'SENT',
      business_date: '2026-11-21',
      period_start: '2026-11-21T06:00:00.000Z',
      period_end: '2026-11-22T06:00:00.000Z',
      initiated_at: '2026-11-22T06:00:00.000Z',
      expected_arrival_date: '2026-11-25',
      total_money: usd(total),
      entry_count: 3,
      resends_settlement_id: 'set_1',
    },
    location_name: 'Downtown',
    bank_account: {
      id: 'ba_1',
      name: 'Operating',
      bank_name: 'Chase',
      type: 'BUSINESS_CHECKING',
      account_number_suffix: '1234',
      masked_number: '•••• 1234',
    },
    resends: {
      id: 'set_1',
      status: 'FAILED',
      initiated_at: '2026-11-21T06:00:00.000Z',
      business_date: '2026-11-20',
      total_money: usd(total),
    },
    sums: {
      amount_money: usd(9_000),
      fee_money: usd(-290),
      total_money: usd(total),
      difference_money: usd(total - 8_710),
    },
    entries: [
      {
        position: 0,
        type: 'CHARGE',
        payment_id: 'pay_1',
        payment_created_at: '2026-11-21T18:00:00.000Z',
        card_brand: 'VISA',
        last_4: '4242',
        amount_money: usd(10_000),
        fee_money: usd(-290),
        net_money: usd(9_710),
        carried_from_settlement_id: 'set_1',
        effective_at: '2026-11-21T18:00:00.000Z',
        reason: {
          code: 'RESENT',
          business_date: '2026-11-20',
          text: 'Re-sent: it was in the deposit of Fri, Nov 20, which failed.',
        },
      },
      {
        position: 1,
        type: 'REFUND',
        payment_id: 'pay_2',
        refund_id: 'ref_abcdefgh_1',
        amount_money: usd(-1_500),
        fee_money: usd(0),
        net_money: usd(-1_500),
        processing_fee_returned_money: usd(43),
        reason: {
          code: 'REFUND_FROM_SALES',
          business_date: '2026-11-21',
          text: "Refund of a payment from Sun, Nov 15 made on Sat, Nov 21, taken from that day's card sales.",
        },
      },
      {
        position: 2,
        type: 'ADJUSTMENT',
        adjustment_id: 'adj_1',
        adjustment_note: 'Equipment credit',
        amount_money: usd(500),
        fee_money: usd(0),
        net_money: usd(500),
        reason: {
          code: 'ADJUSTMENT',
          business_date: '2026-11-21',
          text: 'Adjustment, effective Sat, Nov 21.',
        },
      },
    ],
  };
}

function renderDetails(total: number) {
  return render(
    <DepositDetails
      detail={detail(total)}
      formatDateTime={(iso) => iso}
      renderDepositLink={(id, children) => <a href={`/deposits/${id}`}>{children}</a>}
      renderPaymentLink={(id, children) => <a href={`/payments/${id}`}>{children}</a>}
    />,
  );
}

describe('deposit details', () => {
  it('reconciles, masks the account and links charges and refunds to their payments', () => {
    renderDetails(8_710);
    expect(screen.getByTestId('reconciliation-status')).toHaveTextContent('Reconciled');
    expect(screen.getByRole('table', { name: 'Deposit' })).toHaveTextContent('Chase ••••1234');
    // The service's expected arrival, as sent (the app computes no date of its own).
    expect(screen.getByRole('table', { name: 'Deposit' })).toHaveTextContent('Nov 25, 2026');
    const entries = screen.getByRole('table', { name: 'Entries' });
    expect(within(entries).getByRole('link', { name: 'Charge' })).toHaveAttribute(
      'href',
      '/payments/pay_1',
    );
    expect(within(entries).getByRole('link', { name: 'Refund' })).toHaveAttribute(
      'href',
      '/payments/pay_2',
    );
    expect(entries).toHaveTextContent('Equipment credit');
    expect(entries).toHaveTextContent('Visa •••• 4242');
    expect(within(entries).getAllByText('From failed deposit')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'the deposit of Nov 20, 2026' })).toHaveAttribute(
      'href',
      '/deposits/set_1',
    );
  });

  it('says why each entry is in the deposit, with the fee a refund gave back', () => {
    renderDetails(8_710);
    const reasons = screen.getAllByTestId('entry-reason').map((r) => r.textContent);
    expect(reasons).toEqual([
      'Re-sent: it was in the deposit of Fri, Nov 20, which failed.',
      "Refund of a payment from Sun, Nov 15 made on Sat, Nov 21, taken from that day's card sales. Its amount is net of $0.43 processing fee given back.",
      'Adjustment, effective Sat, Nov 21.',
    ]);
  });

  it('marks a payment that reached the service after its day’s deposit, and says so', () => {
    const d = detail(8_710);
    const { carried_from_settlement_id: _, ...charge } = d.entries[0]!;
    const text =
      "Card sale of Sat, Nov 21 that reached the service after that day's deposit was made (taken offline), so it is paid with this one.";
    d.entries[0] = {
      ...charge,
      reason: { code: 'LATE_ARRIVAL', business_date: '2026-11-21', text },
    };
    render(
      <DepositDetails
        detail={d}
        formatDateTime={(iso) => iso}
        renderDepositLink={(id, children) => <a href={`/deposits/${id}`}>{children}</a>}
        renderPaymentLink={(id, children) => <a href={`/payments/${id}`}>{children}</a>}
      />,
    );
    expect(screen.getAllByTestId('entry-reason')[0]).toHaveTextContent(text);
    const entries = screen.getByRole('table', { name: 'Entries' });
    expect(within(entries).getAllByText('Arrived late')).toHaveLength(1);
    expect(within(entries).queryByText('From failed deposit')).toBeNull();
  });

  it('flags a total the entries do not give, with the difference', () => {
    renderDetails(8_754);
    const status = screen.getByTestId('reconciliation-status');
    expect(status).toHaveTextContent('Off by $0.44');
    expect(status).toHaveAttribute('role', 'alert');
  });
});
