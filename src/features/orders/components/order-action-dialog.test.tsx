import { screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MIDTOWN, queryClientWithLocations } from '@/test/locations';
import { render } from '@/test/render';
import { OrderActionDialog } from './order-action-dialog';

/**
 * The order action dialog against a v1 orders service at the fetch boundary: it reads one OPEN
 * order and answers each PUT with what the test queued (the moved order by default).
 */

const usd = (amount: number) => ({ amount, currency_code: 'USD' });

/** A card payment of $20.00 of which $5.00 was refunded already (the wire's amount is negative). */
const TENDER = {
  id: 'pay-1',
  type: 'CREDIT_CARD',
  card_brand: 'VISA',
  pan_suffix: '4242',
  total_money: usd(2000),
  refunded_money: usd(-500),
  is_exchange: false,
};

function order(state: string) {
  return {
    tender: TENDER,
    id: 'ord-1',
    recipient_name: 'Ada Lovelace',
    buyer_email: 'ada@example.com',
    state,
    subtotal_money: usd(2000),
    total_shipping_money: usd(0),
    total_tax_money: usd(0),
    total_price_money: usd(2000),
    total_discount_money: usd(0),
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
  };
}

function ordersService(initial = 'OPEN') {
  let state = initial;
  const puts: unknown[] = [];
  const refusals: { status: number; body: unknown }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const path = `/v1/${MIDTOWN.id}/orders/ord-1`;
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname !== path) return json(404, { type: 'not_found', message: 'not found' });
    if (request.method === 'GET') return json(200, order(state));
    const body = (await request.json()) as { action: string };
    puts.push(body);
    const refusal = refusals.shift();
    if (refusal) return json(refusal.status, refusal.body);
    state = body.action === 'COMPLETE' ? 'COMPLETED' : 'CANCELED';
    return json(200, order(state));
  });
  return {
    fetch,
    puts,
    /** The next PUT is refused with this v1 body. */
    refuseNext: (status: number, body: { type: string; message: string }) =>
      refusals.push({ status, body }),
    /** Someone else moves the order. */
    move: (to: string) => (state = to),
  };
}

function renderDialog(action: 'COMPLETE' | 'REFUND' = 'COMPLETE', state = 'OPEN') {
  const service = ordersService(state);
  vi.stubGlobal('fetch', service.fetch);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const drawer = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orders/$orderId',
    component: () => <p>The order’s drawer</p>,
  });
  const path = action === 'COMPLETE' ? 'complete' : 'refund';
  const move = createRoute({
    getParentRoute: () => rootRoute,
    path: `/orders/$orderId/${path}`,
    component: () => <OrderActionDialog action={action} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([drawer, move]),
    history: createMemoryHistory({ initialEntries: [`/orders/ord-1/${path}`] }),
  });
  const view = render(<RouterProvider router={router} />, {
    queryClient: queryClientWithLocations(),
  });
  return { ...view, service };
}

const dialog = () => screen.findByRole('dialog', { name: 'Complete order' });
const confirm = async (user: ReturnType<typeof renderDialog>['user']) =>
  user.click(within(await dialog()).getByRole('button', { name: 'Complete order' }));

// jsdom has no font loading; Mantine's autosizing Textarea (the note) listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderActionDialog', { timeout: 20_000 }, () => {
  it('completes the order with its tracking number, leaving an empty note out, and closes', async () => {
    const { user, service } = renderDialog();
    const form = await dialog();
    expect(await within(form).findByText(/The order becomes completed/)).toBeVisible();
    await user.type(within(form).getByLabelText('Tracking number'), '1Z999AA1');
    await confirm(user);

    expect(await screen.findByText('The order’s drawer')).toBeVisible();
    expect(service.puts).toEqual([{ action: 'COMPLETE', shipped_tracking_number: '1Z999AA1' }]);
  });

  it('explains a tracking number that is too long on its input, and sends nothing', async () => {
    const { user, service } = renderDialog();
    const form = await dialog();
    await user.click(await within(form).findByLabelText('Tracking number'));
    await user.paste('x'.repeat(129));
    await confirm(user);

    expect(await within(form).findByText('Must be at most 128 characters')).toBeVisible();
    expect(within(form).getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    expect(service.puts).toEqual([]);
  });

  it('puts the service’s refusal of a field on that field', async () => {
    const { user, service } = renderDialog();
    const form = await dialog();
    await user.type(await within(form).findByLabelText('Tracking number'), 'nope');
    service.refuseNext(400, {
      type: 'bad_request.invalid_value',
      message: 'shipped_tracking_number is not a tracking number',
    });
    await confirm(user);

    expect(await within(form).findByText('Is not a tracking number')).toBeVisible();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(service.puts).toHaveLength(1);
  });

  it('shows a refusal no input can show in the one alert, and keeps the dialog open', async () => {
    const { user, service } = renderDialog();
    await dialog();
    service.move('COMPLETED');
    service.refuseNext(400, {
      type: 'bad_request',
      message: 'action COMPLETE is not allowed for an order in state COMPLETED',
    });
    await confirm(user);

    const form = await dialog();
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Not completed');
    expect(alert).toHaveTextContent(
      'Action COMPLETE is not allowed for an order in state COMPLETED',
    );
    // The refusal stays on screen though the order was read again.
    await waitFor(() =>
      expect(service.fetch.mock.calls.filter(([r]) => r.method === 'GET').length).toBeGreaterThan(
        1,
      ),
    );
    expect(within(form).getByRole('button', { name: 'Complete order' })).toBeEnabled();
  });

  it('shows a refund’s last step: what is left of the payment, to which card, and nothing left', async () => {
    const { user, service } = renderDialog('REFUND', 'COMPLETED');
    const form = await screen.findByRole('dialog', { name: 'Refund order' });
    const facts = await within(form).findByRole('table', { name: 'The refund' });
    expect(within(facts).getByRole('row', { name: /^Refund/ })).toHaveTextContent(
      '$15.00 (everything left)',
    );
    expect(within(facts).getByRole('row', { name: /Back to/ })).toHaveTextContent('Visa •••• 4242');
    expect(within(facts).getByRole('row', { name: /Left to refund after it/ })).toHaveTextContent(
      '$0.00',
    );
    expect(service.puts).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Refund order' }));
    expect(await screen.findByText('The order’s drawer')).toBeVisible();
    expect(service.puts).toEqual([{ action: 'REFUND' }]);
  });

  it('completing an order refunds nothing, so shows no refund', async () => {
    renderDialog();
    const form = await dialog();
    expect(await within(form).findByText(/The order becomes completed/)).toBeVisible();
    expect(within(form).queryByRole('table', { name: 'The refund' })).toBeNull();
  });
});
