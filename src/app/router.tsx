import { createRouter } from '@tanstack/react-router';
import { NotFoundContent } from './shell/not-found';
import { RouteErrorContent } from './shell/route-error';
import { createQueryClient } from './query-client';
import { signOut } from './sign-out';
import { routeTree } from '@/routeTree.gen';

export function createAppRouter() {
  const queryClient = createQueryClient(() => {
    void signOut(router, { returnHere: true, endSession: false });
  });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns caching; let every preload ask it rather than the router's own cache.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorContent,
    defaultNotFoundComponent: NotFoundContent,
    scrollRestoration: true,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
