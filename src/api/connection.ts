import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app can talk to the service: the browser's own word (`navigator.onLine`, through
 * React Query's `onlineManager`, which also pauses queries while offline and refetches when the
 * network returns) and what the last call found (a `fetch` that got no answer means the service is
 * unreachable; any answer, even an error, means it is reachable again).
 */
export type Connection = 'online' | 'offline' | 'unreachable';

let reachable = true;
const listeners = new Set<() => void>();

function setReachable(next: boolean) {
  if (reachable === next) return;
  reachable = next;
  for (const listener of listeners) listener();
}

/** A call got an answer from the service (whatever its status). */
export const markReachable = () => setReachable(true);
/** A call got no answer (`fetch` rejected with a TypeError). */
export const markUnreachable = () => setReachable(false);

export function currentConnection(): Connection {
  if (!onlineManager.isOnline()) return 'offline';
  return reachable ? 'online' : 'unreachable';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const unsubscribeOnline = onlineManager.subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeOnline();
  };
}

/** The connection as a component sees it; re-renders when it changes. */
export function useConnection(): Connection {
  return useSyncExternalStore(subscribe, currentConnection, currentConnection);
}

/** Whether a failure is the connection's (offline, or the service never answered). */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof OfflineError || error instanceof TypeError;
}

/**
 * A write refused before anything left the browser because it is offline. Writes are never
 * queued to go out later: the manager is told that nothing was sent and can save again.
 */
export class OfflineError extends Error {
  constructor(
    message = 'This device is offline, so nothing was saved. What you entered is still here: save again once the connection is back.',
  ) {
    super(message);
    this.name = 'OfflineError';
  }
}
