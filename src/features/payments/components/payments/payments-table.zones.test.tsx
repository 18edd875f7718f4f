import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useFormatDateTime } from '@/lib/time-zone';
import { LODO, MIDTOWN, SelectedLocation, queryClientWithLocations } from '@/test/locations';
import { render } from '@/test/render';
import type { PaymentSummary } from '../../lib/payment-format';
import { PaymentsTable } from './payments-table';

// 16:21 UTC on Nov 24, 2026: 9:21 AM in Denver (MST), 11:21 AM in New York.
const payment = (id: string, locationId: string): PaymentSummary => ({
  id,
  created_at: '2026-11-24T16:21:00Z',
  status: 'COMPLETED',
  location_id: locationId,
  source_type: 'CARD',
  amount_money: { amount: 1000, currency: 'USD' },
  total_money: { amount: 1000, currency: 'USD' },
  card_details: { card: { card_brand: 'VISA', last_4: id === 'pay_lodo' ? '1111' : '2222' } },
});

/** The Payments page's pieces as it wires them: the shell's zone, the note, the list. */
function PaymentsWithNote({ rows }: { rows: PaymentSummary[] }) {
  const formatDateTime = useFormatDateTime();
  return (
    <>
      <p>
        <TimeZoneNote />
      </p>
      <PaymentsTable
        payments={rows}
        caption="Payments"
        formatDateTime={formatDateTime}
        locationName={(id) => (id === LODO.id ? LODO.name : MIDTOWN.name)}
        renderLink={(p, children) => <a href={`/payments/${p.id}`}>{children}</a>}
        more={{ hasMore: false, loading: false, onLoadMore: () => {} }}
        initialHeight={600}
      />
    </>
  );
}

// jsdom lays nothing out: the virtual list needs a box to show its rows in.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 1000,
  });
});
afterAll(() => {
  for (const name of ['clientHeight', 'clientWidth'])
    Reflect.deleteProperty(HTMLElement.prototype, name);
});

describe('Payments in their own place', () => {
  it('shows a Denver payment in Denver time, marked MST, while New York is selected', () => {
    render(
      <SelectedLocation selected={MIDTOWN}>
        <PaymentsWithNote
          rows={[payment('pay_lodo', LODO.id), payment('pay_midtown', MIDTOWN.id)]}
        />
      </SelectedLocation>,
      { queryClient: queryClientWithLocations() },
    );
    const rows = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Nov 24, 2026, 9:21 AM MST');
    expect(rows[2]).toHaveTextContent('Nov 24, 2026, 11:21 AM');
    expect(rows[2]).not.toHaveTextContent(/MST|EST/);
    expect(
      screen.getByText(
        /Times are in Eastern Time \(America\/New_York\), the time zone of Midtown\./,
      ),
    ).toHaveTextContent(
      'Times at other locations are in their own zone, marked with it: LoDo in Mountain Time (America/Denver).',
    );
  });
});
