import { useSyncExternalStore } from 'react';
import { isUnauthorized } from './errors';

/**
 * Whether the person's session is still good, as the page knows it. A 401 from the service (the
 * session was signed out elsewhere, expired, or the person was removed from the team) ends it:
 * the shell then asks them to sign in again in place, over the page, so what they typed stays.
 * `resumed` counts the sign-ins since the page opened, so a form whose save was refused can tell
 * that it may finish now.
 */
export type SessionState =
  | { status: 'active'; resumed: number }
  | {
      status: 'ended';
      reason: string;
      resumed: number;
      /** Counts the asks to sign in again (a closed dialog opens again on the next). */
      asked: number;
    };

const DEFAULT_REASON =
  'Your session has ended (signed out, expired or removed from the team): sign in again.';

let state: SessionState = { status: 'active', resumed: 0 };
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The service refused the session (`error` is its 401, which says why). */
export function endSession(error?: unknown) {
  if (state.status === 'ended') return;
  const said =
    isUnauthorized(error) && error instanceof Error && error.message ? error.message : undefined;
  set({ status: 'ended', reason: said ?? DEFAULT_REASON, resumed: state.resumed, asked: 0 });
}

/** Opens the sign-in-again dialog again (e.g. from a form's notice, after it was closed). */
export function askToSignInAgain() {
  if (state.status === 'ended') set({ ...state, asked: state.asked + 1 });
}

/** The person signed in again: forms waiting on the session may finish their save. */
export function resumeSession() {
  if (state.status === 'active') return;
  set({ status: 'active', resumed: state.resumed + 1 });
}

export function currentSessionState(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, currentSessionState, currentSessionState);
}
