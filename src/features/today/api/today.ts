import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf } from '@/api/queries';
import { todayKeys } from './keys';

/** The page keeps itself fresh: again every minute, and whenever the window gets focus. */
const TODAY_REFRESH_MS = 60_000;

/**
 * The Today summary: GET /app/today in one request, only the sections the person may read
 * (the service leaves the others out). `locationId` undefined: every location.
 */
function todayOptions(locationId: string | undefined) {
  return queryOptions({
    queryKey: todayKeys.summary(locationId ?? 'all'),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/app/today', {
          params: { query: locationId ? { location_id: locationId } : {} },
          signal,
        }),
      ),
    refetchInterval: TODAY_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 10_000,
  });
}

export const useToday = (locationId: string | undefined, enabled = true) =>
  useQuery({ ...todayOptions(locationId), enabled });
