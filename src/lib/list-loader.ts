import type { QueryClient } from '@tanstack/react-query';
import { loaderTimeZone } from './selected-location';

/**
 * What every list route's loader does: prefetch the first page of the list its URL filters as
 * soon as the route matches, so a shared or reloaded URL paints without waiting for the page's
 * code. Only a request
 * that depends on the time zone (a day filter is set) waits for the locations first.
 */
export async function prefetchListPage<S>(
  queryClient: QueryClient,
  search: S,
  list: { usesTimeZone: (search: S) => boolean },
  prefetch: (timeZone: string) => Promise<void>,
): Promise<void> {
  const timeZone = await loaderTimeZone(queryClient, list.usesTimeZone(search));
  void prefetch(timeZone);
}
