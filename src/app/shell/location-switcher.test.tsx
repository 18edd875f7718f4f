import { screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { searchSchema } from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';
import { LODO, queryClientWithLocations } from '@/test/locations';
import { render } from '@/test/render';
import { LocationSwitcher } from './location-switcher';

// jsdom has no scrolling; the Select scrolls its active option into view.
Element.prototype.scrollIntoView = () => undefined;

function renderSwitcherAt(url: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/payments',
    validateSearch: searchSchema(locationSearchShape),
    staticData: { locationScoped: true },
    component: LocationSwitcher,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return {
    router,
    ...render(<RouterProvider router={router} />, { queryClient: queryClientWithLocations() }),
  };
}

describe('LocationSwitcher', () => {
  it('shows the selected location before its dropdown has loaded', async () => {
    renderSwitcherAt('/payments');
    const field = await screen.findByRole('combobox', { name: 'Location' });
    expect(field).toHaveValue('Midtown');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  // Before any test that loads the Select: once loaded, the module keeps it and skips the stand-in.
  it('opened by a click before its code has loaded, moves on from the chosen location', async () => {
    const { router, user } = renderSwitcherAt('/payments');
    await user.click(await screen.findByRole('combobox', { name: 'Location' }));
    await screen.findByRole('option', { name: LODO.name });
    // The chosen location (Midtown) is the active option, so one arrow down moves to LoDo.
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByDisplayValue(LODO.name);
    expect(router.state.location.search).toEqual({ location: LODO.id });
  });

  it('turns into the Select on first use, focused and open, and chooses by keyboard', async () => {
    const { router, user } = renderSwitcherAt('/payments');
    await screen.findByRole('combobox', { name: 'Location' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: LODO.name });
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveFocus();
    await user.click(option);
    await screen.findByDisplayValue(LODO.name);
    expect(router.state.location.search).toEqual({ location: LODO.id });
  });
});
