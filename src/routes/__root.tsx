import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { StandaloneNotFound } from '@/app/shell/not-found';
import { StandaloneRouteError } from '@/app/shell/route-error';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: StandaloneRouteError,
  notFoundComponent: StandaloneNotFound,
});
