import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { OrderItems } from './order-items';

/** GetPaymentCheckout at the fetch boundary: the sale of payment pay-1 and its lines. */
function checkoutService(items: unknown[]) {
  return vi.fn((request: Request) => {
    const { pathname } = new URL(request.url);
    const found = pathname === '/app/payments/pay-1/checkout';
    return Promise.resolve(
      new Response(
        JSON.stringify(
          found
            ? {
                checkout: {
                  payment_id: 'pay-1',
                  checkout_id: 'chk-1',
                  location_id: 'loc-1',
                  origin: 'API',
                  tender_count: 1,
                  itemization_count: items.length,
                  v1_visible: true,
                  items,
                },
              }
            : { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] },
        ),
        { status: found ? 200 : 404, headers: { 'Content-Type': 'application/json' } },
      ),
    );
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderItems', () => {
  it("lists what was bought, read through the order's payment", async () => {
    vi.stubGlobal(
      'fetch',
      checkoutService([
        {
          name: 'Pour-over kit',
          quantity: '2',
          total_money: { amount: 9000, currency: 'USD' },
        },
        { name: 'Shipping', quantity: '1', total_money: { amount: 599, currency: 'USD' } },
      ]),
    );
    render(<OrderItems paymentId="pay-1" />);
    const table = await screen.findByRole('table', { name: 'What was bought' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQuantityTotal',
      'Pour-over kit2$90.00',
      'Shipping1$5.99',
    ]);
  });

  it('says so when the order has no payment yet, without asking', () => {
    const fetch = checkoutService([]);
    vi.stubGlobal('fetch', fetch);
    render(<OrderItems paymentId={undefined} />);
    expect(screen.getByText('Not known yet: the order has no payment.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
