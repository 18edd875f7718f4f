import {
  onlineManager,
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';
import { OfflineError } from './connection';
import { isUnauthorized } from './errors';

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
   * The error a command refused while offline rejects with (money commands say it in their own
   * words); by default an `OfflineError`.
   */
  refuseOffline?: () => Error;
}

/** Whether the browser says it is offline (its own flag, or React Query's `onlineManager`). */
function browserOffline(): boolean {
  return navigator.onLine === false || !onlineManager.isOnline();
}

/**
 * Every write to the service. Never retried (see the query client); busy until the reply; the
 * queries it invalidates are declared with it.
 *
 * Every command goes out now or not at all: React Query's default network mode would pause a
 * mutation while the browser is offline and send it when the network returns, possibly long after
 * the form was closed; instead it runs in `always` mode and is refused before sending while the
 * browser is offline (`OfflineError`, or the command's own `refuseOffline`), so the form keeps its
 * values and says why. A 401 (the session ended) is left to the query client, which asks the
 * person to sign in again in place; the form shell then offers to finish the save.
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
    mutationFn: (variables: TVariables) =>
      browserOffline()
        ? Promise.reject(refuseOffline ? refuseOffline() : new OfflineError())
        : mutationFn(variables),
    networkMode: 'always',
    ...(mutationKey ? { mutationKey } : {}),
    onSuccess: (data, variables) => {
      onSuccess?.(data, variables);
      return invalidate();
    },
    // A command refused because the session ended was not done: nothing changed under the page.
    ...(invalidateOnFailure
      ? { onError: (error: unknown) => (isUnauthorized(error) ? undefined : invalidate()) }
      : {}),
  });
}
