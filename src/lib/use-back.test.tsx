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
import { render } from '@/test/render';
import { useBackToList } from './use-back';

function Overlay() {
  const back = useBackToList('/labor/shifts', { drop: ['day'] });
  return (
    <>
      <button onClick={back.list}>Back to the list</button>
      <button onClick={() => back.item('shift 1')}>Back to the shift</button>
    </>
  );
}

function renderOverlayAt(url: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/labor/shifts',
    component: () => <p>List</p>,
  });
  const item = createRoute({
    getParentRoute: () => root,
    path: '/labor/shifts/$shiftId',
    component: () => <p>Shift</p>,
  });
  const overlay = createRoute({
    getParentRoute: () => root,
    path: '/labor/shifts/new',
    component: Overlay,
  });
  const router = createRouter({
    routeTree: root.addChildren([list, overlay, item]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('useBackToList', () => {
  it("goes back to the list with its filters, leaving the overlay's own keys behind", async () => {
    const { router, user } = renderOverlayAt(
      '/labor/shifts/new?status=OPEN&employee_id=%5B%22e1%22%5D&day=2026-11-25',
    );
    await user.click(await screen.findByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByText('List')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/labor/shifts');
    expect(router.state.location.search).toEqual({ status: 'OPEN', employee_id: ['e1'] });
  });

  it("goes back to one item's drawer under the list, its id encoded", async () => {
    const { router, user } = renderOverlayAt('/labor/shifts/new?status=OPEN');
    await user.click(await screen.findByRole('button', { name: 'Back to the shift' }));
    expect(await screen.findByText('Shift')).toBeInTheDocument();
    expect(router.state.matches.at(-1)?.params).toEqual({ shiftId: 'shift 1' });
    expect(router.state.location.search).toEqual({ status: 'OPEN' });
  });
});
