import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponseT } from './schemas/search';
import { api } from './client';
import { bodyOf } from './queries';

/** Records of each kind the palette shows for one query. */
const PALETTE_LIMIT = 5;

/** `GET /app/search?q=`: the palette's one request for what was typed (kinds one may not read are absent). */
function searchOptions(q: string) {
  return queryOptions({
    queryKey: ['search', q] as const,
    queryFn: ({ signal }): Promise<SearchResponseT> =>
      bodyOf(api.GET('/app/search', { params: { query: { q, limit: PALETTE_LIMIT } }, signal })),
    staleTime: 30_000,
  });
}

/**
 * What the palette found for `query` (`null` while the palette is closed: nothing is asked).
 * Every area's `useFind` reads the same query, so typing sends one request, not one per area;
 * the last answer stays shown while the next is on its way.
 */
export function useSearchResults(query: string | null): SearchResponseT | undefined {
  const q = query?.trim() ?? '';
  const { data } = useQuery({
    ...searchOptions(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  return q.length > 0 ? data : undefined;
}
