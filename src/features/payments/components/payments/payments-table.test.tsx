import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import type { PaymentSummary } from '../../lib/payment-format';
import { PAYMENT_ROW_HEIGHT, PaymentsTable } from './payments-table';

function payments(count: number): PaymentSummary[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `pay_${i}`,
    created_at: new Date(Date.UTC(2026, 9, 1) - i * 60_000).toISOString(),
    status: i % 7 === 0 ? 'APPROVED' : 'COMPLETED',
    location_id: 'loc_1',
    source_type: 'CARD',
    amount_money: { amount: 1000 + i, currency: 'USD' },
    tip_money: { amount: 100, currency: 'USD' },
    total_money: { amount: 1100 + i, currency: 'USD' },
    card_details: { card: { card_brand: 'VISA', last_4: String(i % 10_000).padStart(4, '0') } },
  }));
}

function renderTable(
  rows: PaymentSummary[],
  props: Partial<Parameters<typeof PaymentsTable>[0]> = {},
) {
  return render(
    <PaymentsTable
      payments={rows}
      caption="Payments"
      formatDateTime={(iso) => iso}
      locationName={() => 'Downtown'}
      renderLink={(p, children) => <a href={`/payments/${p.id}`}>{children}</a>}
      more={{ hasMore: false, loading: false, onLoadMore: () => {} }}
      initialHeight={600}
      {...props}
    />,
  );
}

// jsdom lays nothing out: give every element the box a 600px-high scroller would have.
const boxes = ['clientHeight', 'clientWidth'] as const;
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
  // Back to jsdom's own (on Element.prototype).
  for (const name of boxes) Reflect.deleteProperty(HTMLElement.prototype, name);
});

describe('PaymentsTable', () => {
  it('keeps only a window of 10,000 loaded rows in the DOM, and says how many there are', () => {
    const rows = payments(10_000);
    renderTable(rows);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    // 600px of 44px rows is 14 visible, plus the overscan on one side: far fewer than 10,000.
    expect(bodyRows.length).toBeGreaterThan(10);
    expect(bodyRows.length).toBeLessThanOrEqual(Math.ceil(600 / PAYMENT_ROW_HEIGHT) + 2 * 8);
    expect(within(bodyRows[0]!).getByRole('link')).toHaveAttribute('href', '/payments/pay_0');
    expect(within(bodyRows[0]!).getByText('Visa •••• 0000')).toBeInTheDocument();
    expect(within(bodyRows[0]!).getByText('$11.00')).toBeInTheDocument();
    expect(screen.queryByText('Visa •••• 9999')).toBeNull();
    // The rows out of view are one spacer's height, so the scroll bar is true to the list.
    const spacer = table.querySelector<HTMLElement>('tr[aria-hidden="true"] td')!;
    expect(spacer.style.height).toBe(`${(10_000 - bodyRows.length) * PAYMENT_ROW_HEIGHT}px`);
  });

  it('asks for the next page when the window nears the end of what is loaded', () => {
    const onLoadMore = vi.fn();
    renderTable(payments(20), { more: { hasMore: true, loading: false, onLoadMore } });
    expect(onLoadMore).toHaveBeenCalled();
    onLoadMore.mockClear();
    renderTable(payments(10_000), { more: { hasMore: true, loading: false, onLoadMore } });
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('offers Load more from the keyboard while there are more pages', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderTable(payments(500), {
      more: { hasMore: true, loading: false, onLoadMore },
    });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
    expect(screen.getByText('500 payments loaded')).toBeInTheDocument();
  });
});
