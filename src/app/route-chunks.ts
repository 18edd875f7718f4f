import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { createElement, use, type ComponentType } from 'react';

/**
 * A page's code (a lazy route chunk) could not be loaded, most often because the device is
 * offline. The route's error component shows an offline state inside the app and retries;
 * `attempt` counts the failed loads of this page so far.
 */
export class RouteChunkError extends Error {
  readonly attempt: number;
  constructor(attempt: number) {
    super('This page could not be loaded.');
    this.name = 'RouteChunkError';
    this.attempt = attempt;
  }
}

type Props = Record<string, unknown>;
type LazyComponent = ComponentType<Props> & { preload?: () => Promise<void> };

/**
 * Wraps a route component made by `lazyRouteComponent` (the router plugin's code splitting). On a
 * chunk that failed to load, the router's own component reloads the whole document, which offline
 * replaces the app with the browser's "This site can't be reached"; this one throws a
 * `RouteChunkError` to the route's error component instead, inside the shell, and loads again on
 * the next `preload` (the router calls it on every navigation and `router.invalidate()`).
 */
export function inAppChunkErrors(original: LazyComponent): LazyComponent {
  let status: 'idle' | 'loaded' | 'failed' = 'idle';
  let failures = 0;
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> => {
    if (status === 'loaded') return Promise.resolve();
    loading ??= (async () => {
      await original.preload?.();
      // lazyRouteComponent drops its `preload` once its chunk is in; a failed import keeps it.
      if (original.preload === undefined) {
        status = 'loaded';
      } else {
        status = 'failed';
        failures += 1;
      }
      loading = undefined;
    })();
    return loading;
  };
  function InAppChunkErrors(props: Props) {
    if (status === 'failed') throw new RouteChunkError(failures);
    if (status !== 'loaded') use(load());
    return createElement(original, props);
  }
  return Object.assign(InAppChunkErrors, {
    preload: () => {
      if (status === 'failed') status = 'idle';
      return load();
    },
  });
}

/** Gives every code-split route component of `router` in-app chunk errors. */
export function wrapLazyRouteComponents(router: AnyRouter) {
  const routes: Record<string, { options: Props }> = router.routesById;
  for (const route of Object.values(routes)) {
    const component = route.options.component as LazyComponent | undefined;
    if (typeof component?.preload === 'function') {
      route.options.component = inAppChunkErrors(component);
    }
  }
}

/** A route's loader, once the build has split it out: `preload` loads its chunk. */
type SplitLoader = { preload?: () => Promise<unknown> };

/**
 * Starts loading the code of the routes `routeIds` names (their pages and their loaders), from
 * `root` down, without waiting for it: a layout's `beforeLoad` that waits for the session calls it
 * first, so a page's code loads beside that request instead of after it (the router asks for it
 * once every `beforeLoad` of the match is done), and its loader runs the moment the session is in.
 */
export function preloadRouteChunks(root: RouteNode, routeIds: readonly string[]) {
  const wanted = new Set(routeIds);
  visitRoutes(root, (route) => {
    if (!wanted.has(route.id)) return;
    void (route.options.component as LazyComponent | undefined)?.preload?.();
    void (route.options.loader as SplitLoader | undefined)?.preload?.();
  });
}

/**
 * Loads every route's loader (small chunks: what a page asks the service for, not how it shows
 * it), so a click on a link that was not pointed at first still sends its requests at once.
 */
function preloadRouteLoaders(router: AnyRouter) {
  const routes: Record<string, { options: { loader?: unknown } }> = router.routesById;
  for (const route of Object.values(routes)) {
    void (route.options.loader as SplitLoader | undefined)?.preload?.()?.catch(() => undefined);
  }
}

/** How often `preloadRouteLoadersWhenSettled` looks whether the page still waits for data. */
const SETTLED_POLL_MS = 250;

/**
 * Runs `preloadRouteLoaders` once the page has what it asked for (no query fetching) and the
 * browser is idle: after the first page's content, not in its way. Returns a cancel.
 */
export function preloadRouteLoadersWhenSettled(
  router: AnyRouter,
  queryClient: Pick<QueryClient, 'isFetching'>,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const check = () => {
    if (queryClient.isFetching() > 0) {
      timer = setTimeout(check, SETTLED_POLL_MS);
    } else if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(() => preloadRouteLoaders(router));
    } else {
      timer = setTimeout(() => preloadRouteLoaders(router), 0);
    }
  };
  timer = setTimeout(check, SETTLED_POLL_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

function visitRoutes(route: RouteNode, visit: (route: RouteNode) => void) {
  visit(route);
  for (const child of Object.values(route.children ?? [])) visitRoutes(child, visit);
}

/** What `preloadRouteChunks` reads of a route. */
interface RouteNode {
  id: string;
  options: { component?: unknown; loader?: unknown };
  children?: Record<string, RouteNode> | readonly RouteNode[];
}
