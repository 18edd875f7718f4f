import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The body of a successful call; a failure has already thrown in the client's middleware. */
export async function bodyOf<T>(call: Promise<{ data?: T }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/**
 * The root of every query read from the one store of worked time (timecards, shifts, their
 * worked-time figures, labor cost vs sales), whichever feature reads it: a write to worked time
 * through either generation invalidates this, so every page shows the edit.
 */
export const workedTimeKey = ['worked-time'] as const;

interface CommandOptions<TData> {
  /** What the command may have changed: marked stale once the service accepted it. */
  invalidates: QueryKey;
  /** A second family the command changes too (e.g. a workweek setting changes worked time). */
  alsoInvalidates?: QueryKey;
  /** Runs first, e.g. to put the saved resource in its detail's cache. */
  onSuccess?: (data: TData) => void;
}

/** A write to the service. Never retried (see the query client); busy until the reply. */
export function useCommand<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { invalidates, alsoInvalidates, onSuccess }: CommandOptions<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      onSuccess?.(data);
      return Promise.all(
        [invalidates, ...(alsoInvalidates ? [alsoInvalidates] : [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
