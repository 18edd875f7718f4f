import { screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClientWithLocations } from '@/test/locations';
import { render } from '@/test/render';
import { HoldCommandDialog, type HoldCommand } from './capture-void-dialog';
import { fakePaymentsService } from './fake-payments-service';

function renderDialog(command: HoldCommand, status: 'APPROVED' | 'CANCELED' = 'APPROVED') {
  const service = fakePaymentsService();
  const payment = service.add({ status });
  vi.stubGlobal('fetch', service.fetch);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const drawer = createRoute({
    getParentRoute: () => rootRoute,
    path: '/payments/$paymentId',
    component: () => <p>The payment’s drawer</p>,
  });
  const dialog = createRoute({
    getParentRoute: () => rootRoute,
    path: `/payments/$paymentId/${command}`,
    component: () => <HoldCommandDialog command={command} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([drawer, dialog]),
    history: createMemoryHistory({ initialEntries: [`/payments/${payment.id}/${command}`] }),
  });
  const view = render(<RouterProvider router={router} />, {
    queryClient: queryClientWithLocations(),
  });
  return { ...view, service, payment };
}

beforeEach(() => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HoldCommandDialog', { timeout: 20_000 }, () => {
  it('captures the payment and closes', async () => {
    const { user, service, payment } = renderDialog('capture');
    const dialog = await screen.findByRole('dialog', { name: 'Capture payment?' });
    // Capturing offers its dismiss first.
    expect(await within(dialog).findByRole('button', { name: 'Not now' })).toHaveAttribute(
      'data-autofocus',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Capture payment' }));

    expect(await screen.findByText('The payment’s drawer')).toBeVisible();
    expect(service.moves).toEqual([`complete ${payment.id}`]);
    expect(payment.status).toBe('COMPLETED');
  });

  it('voiding offers "Keep payment" first, never "Cancel" next to the action', async () => {
    const { user, service } = renderDialog('void');
    const dialog = await screen.findByRole('dialog', { name: 'Void payment?' });
    const keep = await within(dialog).findByRole('button', { name: 'Keep payment' });
    expect(keep).toHaveAttribute('data-autofocus');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(keep);
    expect(await screen.findByText('The payment’s drawer')).toBeVisible();
    expect(service.moves).toEqual([]);
  });

  it('refused because it was captured meanwhile: reads the payment again and says it cannot be voided', async () => {
    const { user, service, payment } = renderDialog('void');
    const dialog = await screen.findByRole('dialog', { name: 'Void payment?' });
    await within(dialog).findByRole('button', { name: 'Void payment' });
    // Captured by someone else after the dialog read it.
    payment.status = 'COMPLETED';
    await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));

    // Every command marks the payment stale: read again, it is no longer awaiting capture.
    expect(
      await within(dialog).findByText(/This payment is completed: only a payment awaiting capture/),
    ).toBeVisible();
    expect(service.moves).toEqual([`cancel ${payment.id}`]);
  });

  it('without an answer, says so and that trying again is safe', async () => {
    const { user, service, payment } = renderDialog('capture');
    const dialog = await screen.findByRole('dialog', { name: 'Capture payment?' });
    service.failNextMove();
    await user.click(await within(dialog).findByRole('button', { name: 'Capture payment' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not capture the payment');
    expect(alert).toHaveTextContent(
      'No answer came back (the service had a problem, 503), so this app cannot know whether it was done. Read again, the payment still awaits capture. Trying again is safe',
    );
    expect(payment.status).toBe('APPROVED');
  });
});
