import {
  infiniteQueryOptions,
  keepPreviousData,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/**
 * One page of a list, whichever generation served it: generation 1 announces the next page in a
 * `Link: <…?batch_token=…>;rel='next'` header, generation 2 in the body's `cursor`. Both become
 * `nextToken`, which the list sends back as `batch_token` or `cursor` for the page after.
 */
export interface Page<T> {
  items: T[];
  /** Token of the page after this one; absent on the last page. */
  nextToken: string | undefined;
}

/** The batch token of the next v1 page, from `Link: <…?batch_token=…>;rel='next'`. */
export function nextBatchToken(response: Response): string | undefined {
  const link = response.headers.get('Link');
  const match = link ? /<([^>]+)>\s*;\s*rel=['"]?next['"]?/.exec(link) : null;
  if (!match?.[1]) return undefined;
  return new URL(match[1], 'http://localhost').searchParams.get('batch_token') ?? undefined;
}

/** A generation 1 page: a bare array, the next token in the `Link` header. */
export function v1Page<T>(data: T[] | undefined, response: Response): Page<T> {
  return { items: data ?? [], nextToken: nextBatchToken(response) };
}

/** A generation 2 page: the wrapper's list field and its `cursor`. */
export function v2Page<T>(items: T[] | undefined, cursor: string | undefined): Page<T> {
  return { items: items ?? [], nextToken: cursor };
}

/** Follows page tokens until the last page; for small directories such as roles or pickers. */
export async function collectAllPages<T>(
  fetchPage: (token: string | undefined) => Promise<Page<T>>,
  maxPages = 50,
): Promise<T[]> {
  const all: T[] = [];
  let token: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const page = await fetchPage(token);
    all.push(...page.items);
    token = page.nextToken;
    if (!token) break;
  }
  return all;
}

/**
 * The query options of every list: one keyset infinite query, a page per token, all loaded pages
 * kept (the table virtualises them). `fetchPage` loads the page a token names (`undefined`: the
 * first) and reads the next token with {@link v1Page} or {@link v2Page}; the previous filters'
 * rows stay shown, marked stale, while new ones load.
 */
export function infiniteListOptions<T, TKey extends QueryKey>({
  queryKey,
  fetchPage,
}: {
  queryKey: TKey;
  fetchPage: (token: string | undefined, signal: AbortSignal) => Promise<Page<T>>;
}) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: Page<T>) => page.nextToken,
    placeholderData: keepPreviousData,
  });
}

/** Whether no loaded page has a row. */
export function noRows<T>(data: InfiniteData<Page<T>>): boolean {
  return data.pages.every((page) => page.items.length === 0);
}

/** Paging of an infinite list as its table's "Load more" takes it. */
export interface ListMore {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * An infinite list's rows (every loaded page, in order), its "Load more" (with a stable
 * `onLoadMore`; nothing more is loaded while the rows shown are the previous filters') and
 * whether the rows are stale.
 */
export function useListRows<T>(query: UseInfiniteQueryResult<InfiniteData<Page<T>>>): {
  rows: T[];
  more: ListMore;
  stale: boolean;
} {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  const hasMore = hasNextPage && !isPlaceholderData;
  const onLoadMore = useCallback(() => {
    if (hasMore && !isFetchingNextPage) void fetchNextPage();
  }, [hasMore, isFetchingNextPage, fetchNextPage]);
  const rows = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  return {
    rows,
    more: { hasMore, loading: isFetchingNextPage, onLoadMore },
    stale: isPlaceholderData,
  };
}
