import { createRouter } from '@tanstack/react-router';
import { endSession } from '@/api/session-state';
import { NotFoundContent } from './shell/not-found';
import { RoutePending } from './shell/offline-state';
import { RouteErrorContent } from './shell/route-error';
import { createQueryClient } from './query-client';
import { wrapLazyRouteComponents } from './route-chunks';
import { signOut } from './sign-out';
import { routeTree } from '@/routeTree.gen';

export function createAppRouter() {
  const queryClient = createQueryClient((error) => {
    // Inside the app, the page stays (with whatever was being typed) and the shell asks the person
    // to sign in again over it (SessionEndedDialog); elsewhere, to the sign-in page and back.
    if (router.state.matches.some((match) => match.routeId === '/_app')) {
      endSession(error);
    } else {
      void signOut(router, { returnHere: true, endSession: false });
    }
  });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns caching; let every preload ask it rather than the router's own cache.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorContent,
    defaultNotFoundComponent: NotFoundContent,
    // A page whose data waits (React Query pauses queries while offline) says why.
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
  });
  wrapLazyRouteComponents(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
