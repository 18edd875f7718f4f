import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './client';
import { bodyOf } from './queries';

/** How many entries a drawer's history shows; older ones are on the Activity page. */
export const HISTORY_LIMIT = 50;

/**
 * One resource's own history (GET /app/activity?resource_id=…), newest first. Its key hangs under
 * the resource's own detail key (`ownerKey`), so the command that changes the resource, which
 * invalidates that key, refreshes its history too.
 */
export function resourceHistoryOptions(ownerKey: QueryKey, resourceId: string) {
  return queryOptions({
    queryKey: [...ownerKey, 'activity'] as const,
    queryFn: async ({ signal }) =>
      bodyOf(
        api.GET('/app/activity', {
          params: { query: { resource_id: resourceId, limit: String(HISTORY_LIMIT) } },
          signal,
        }),
      ),
  });
}

export const useResourceHistory = (ownerKey: QueryKey, resourceId: string) =>
  useQuery(resourceHistoryOptions(ownerKey, resourceId));
