import { createFileRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { locationsQueryOptions, merchantQueryOptions } from '@/api/account';
import { preloadRouteChunks } from '@/app/route-chunks';
import { currentPerson } from '@/app/session';
import { AppLayout } from '@/app/shell/app-layout';

export const Route = createFileRoute('/_app')({
  // The session cookie is shared by every tab: a new tab is signed in, without asking again.
  beforeLoad: async ({ context, location, matches }) => {
    const person = currentPerson(context.queryClient);
    // The page's code loads beside that answer, not after it.
    preloadRouteChunks(
      appRoute(),
      matches.map((match) => match.routeId),
    );
    if (!(await person)) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
    // What the shell shows and every list formats with (the business, its locations' zones) goes
    // out now, beside the page's own requests, not once the shell's code has loaded.
    void context.queryClient.prefetchQuery(merchantQueryOptions());
    void context.queryClient.prefetchQuery(locationsQueryOptions());
  },
  component: AppLayout,
});

/** This route, typed loosely: its own `beforeLoad` cannot name its inferred type. */
function appRoute(): AnyRoute {
  return Route;
}
