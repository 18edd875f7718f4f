import { screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { queryClientWithLocations } from '@/test/locations';
import { fakePaymentsService } from './fake-payments-service';
import { TakePaymentDrawer } from './take-payment-drawer';

function renderDrawer() {
  const service = fakePaymentsService();
  vi.stubGlobal('fetch', service.fetch);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => rootRoute,
    path: '/payments',
    component: () => <p>The payments list</p>,
  });
  const terminal = createRoute({
    getParentRoute: () => rootRoute,
    path: '/payments/new',
    component: TakePaymentDrawer,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([list, terminal]),
    history: createMemoryHistory({ initialEntries: ['/payments/new'] }),
  });
  const view = render(<RouterProvider router={router} />, {
    queryClient: queryClientWithLocations(),
  });
  return { ...view, service };
}

const drawer = () => screen.findByRole('dialog', { name: 'Take a payment' });

async function fill(
  user: ReturnType<typeof renderDrawer>['user'],
  { amount, card }: { amount: string; card: string },
) {
  const form = await drawer();
  await user.type(await within(form).findByLabelText(/^Amount/), amount);
  await user.click(within(form).getByRole('combobox', { name: 'Test card' }));
  await user.click(await screen.findByRole('option', { name: card }));
}

const charge = async (user: ReturnType<typeof renderDrawer>['user']) =>
  user.click(within(await drawer()).getByRole('button', { name: 'Charge' }));

// jsdom has no font loading (the note's autosizing Textarea) and no scrolling (the card's list).
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TakePaymentDrawer', { timeout: 20_000 }, () => {
  it('charges the card and says so', async () => {
    const { user, service } = renderDrawer();
    await fill(user, { amount: '12.50', card: 'Visa ending 1111 (approved)' });
    await charge(user);

    const done = await drawer();
    expect(await within(done).findByText('$12.50 on Visa ending 1111 was charged.')).toBeVisible();
    expect(within(done).getByRole('button', { name: 'Take another payment' })).toBeVisible();
    expect(service.creates.map((c) => c.amount)).toEqual([1250]);
  });

  it('explains a missing amount and card on their inputs, and sends nothing', async () => {
    const { user, service } = renderDrawer();
    await drawer();
    await charge(user);

    const form = await drawer();
    expect(await within(form).findByLabelText(/^Amount/)).toHaveAccessibleDescription(
      /Must be an amount in USD such as 12\.50/,
    );
    expect(within(form).getByText('Choose a test card')).toBeVisible();
    expect(service.creates).toEqual([]);
  });

  it('puts the service’s refusal of the amount on the amount', async () => {
    const { user } = renderDrawer();
    await fill(user, { amount: '5000', card: 'Visa ending 1111 (approved)' });
    await charge(user);

    const form = await drawer();
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Amount/)).toHaveAccessibleDescription(
        /Must be at most 100000/,
      ),
    );
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows a decline in the form’s one alert, and the form stays open to try another card', async () => {
    const { user, service } = renderDrawer();
    await fill(user, { amount: '12.50', card: 'Declined card' });
    await charge(user);

    const form = await drawer();
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Not charged');
    expect(alert).toHaveTextContent(
      'The card was declined by its bank. Nothing was charged; ask for another card.',
    );
    expect(within(form).getByLabelText(/^Amount/)).toBeEnabled();
    expect(within(form).getByRole('button', { name: 'Charge' })).toBeEnabled();
    expect(service.payments).toEqual([]);
  });

  it('without an answer, locks what was sent and offers only the recovery', async () => {
    const { user, service } = renderDrawer();
    await fill(user, { amount: '12.50', card: 'Visa ending 1111 (approved)' });
    service.loseNextCreate();
    await charge(user);

    const form = await drawer();
    expect(
      await within(form).findByText('No answer: the card may or may not have been charged'),
    ).toBeVisible();
    expect(within(form).getByLabelText(/^Amount/)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Charge' })).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Void if made, then try again' }));
    expect(
      await within(form).findByText('The first attempt had already gone through'),
    ).toBeVisible();
    expect(service.payments).toHaveLength(1);
  });
});
