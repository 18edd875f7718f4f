import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, isNetworkError, isUnauthorized } from '@/api/errors';

const MAX_RETRIES = 2;

/** Retry only what may succeed next time: lost connections and 5xx. A 4xx will not change. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiRequestError) return error.status >= 500;
  return isNetworkError(error);
}

/** `onUnauthorized` hears every 401 (the session ended), with the error that says why. */
export function createQueryClient(onUnauthorized: (error: unknown) => void): QueryClient {
  const signOutOn401 = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: signOutOn401 }),
    mutationCache: new MutationCache({ onError: signOutOn401 }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      // Commands (refunds, clock-ins) must never be re-sent without the user asking.
      mutations: { retry: false },
    },
  });
}
