import {
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';

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

/**
 * The root of every query of employees' wages, whichever feature reads them (Labor's Wages list,
 * Staff's employee drawer): a wage set in the drawer marks the list stale too. A wage change also
 * changes labor cost, which is worked time's (`workedTimeKey`).
 */
export const employeeWagesKey = ['employee-wages'] as const;

interface CommandOptions<TVariables, TData> {
  /**
   * What the command may have changed, from the key factories (a feature's `api/keys.ts`, or
   * another feature's along an edge the lint knows): marked stale once the service accepted it.
   */
  invalidates: QueryKey;
  /** A second family the command changes too (e.g. a workweek setting changes worked time). */
  alsoInvalidates?: QueryKey;
  /**
   * Mark them stale also when the command failed: a refusal such as an expired authorization or
   * an order someone else moved means the data changed under the page, and a command without an
   * answer may have been done.
   */
  invalidateOnFailure?: boolean;
  /** Runs first, e.g. to put the saved resource in its detail's cache. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Names the command for `useIsMutating`, e.g. to keep its dialog open while it is out. */
  mutationKey?: MutationKey;
  /**
   * A command that goes out now or not at all (money). React Query's default network mode pauses
   * a mutation while the browser is offline and sends it when the network returns, possibly long
   * after the dialog was closed; with this, the command runs in `always` mode and is refused
   * before sending, with the error this makes, while the browser is offline.
   */
  refuseOffline?: () => Error;
}

/**
 * Every write to the service. Never retried (see the query client); busy until the reply; the
 * queries it invalidates are declared with it.
 */
export function useCommand<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  {
    invalidates,
    alsoInvalidates,
    invalidateOnFailure = false,
    onSuccess,
    mutationKey,
    refuseOffline,
  }: CommandOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all(
      [invalidates, ...(alsoInvalidates ? [alsoInvalidates] : [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: refuseOffline
      ? (variables: TVariables) =>
          navigator.onLine === false ? Promise.reject(refuseOffline()) : mutationFn(variables)
      : mutationFn,
    ...(refuseOffline ? { networkMode: 'always' as const } : {}),
    ...(mutationKey ? { mutationKey } : {}),
    onSuccess: (data, variables) => {
      onSuccess?.(data, variables);
      return invalidate();
    },
    ...(invalidateOnFailure ? { onError: () => invalidate() } : {}),
  });
}
