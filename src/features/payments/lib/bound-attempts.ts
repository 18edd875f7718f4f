import { createAttempt, isNotSent, outcomeUnknown, type Attempt } from './attempt';

/**
 * Money command attempts whose outcome is not known yet, by what they act on (a payment's id).
 * Once a send gets no answer, its attempt stays bound to what it sent — the same key and the same
 * body — until an answer is read: the dialog can only send that request again, never other
 * details under a new key (which would refund twice). The store lives outside any component, so
 * closing and reopening the dialog finds the attempt again, and a send still in flight updates it
 * when it settles. With `storageKey` each bound attempt's key and body are also kept in the
 * tab's sessionStorage, so a reload of the page finds it again (as unknown: whatever was in
 * flight then has no answer the page can still read). Nothing is ever queued to go out.
 */
export interface BoundAttempt<TBody> {
  readonly attempt: Attempt;
  /** What was sent with the attempt's key; a check sends exactly this again. */
  readonly body: TBody;
  /** A send with the key is in flight. */
  readonly sending: boolean;
  /** An earlier send with the key got no answer: the outcome is unknown. */
  readonly unknown: boolean;
  /** Why the last send gave no outcome (no answer, or not sent at all while offline). */
  readonly error: unknown;
}

export interface AttemptBinding<TBody> {
  get: (id: string) => BoundAttempt<TBody> | undefined;
  subscribe: (listener: () => void) => () => void;
  /**
   * Lets the attempt go once its outcome was learnt another way (e.g. the take-payment recovery:
   * cancel by key, then replay).
   */
  forget: (id: string) => void;
  /**
   * Sends `body` with `attempt`'s key and keeps the attempt bound to `id` until the service
   * answers; resolves or rejects as the send does.
   */
  send<T>(
    id: string,
    attempt: Attempt,
    body: TBody,
    send: (idempotencyKey: string, body: TBody) => Promise<T>,
  ): Promise<T>;
}

type Stored<TBody> = Record<string, { key: string; body: TBody }>;

function load<TBody>(storageKey: string | undefined): Map<string, BoundAttempt<TBody>> {
  const entries = new Map<string, BoundAttempt<TBody>>();
  if (!storageKey) return entries;
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Stored<TBody>;
    for (const [id, { key, body }] of Object.entries(stored)) {
      const attempt = createAttempt(undefined, key);
      entries.set(id, { attempt, body, sending: false, unknown: true, error: undefined });
    }
  } catch {
    // No storage (or not readable): memory only.
  }
  return entries;
}

export function createAttemptBinding<TBody>(storageKey?: string): AttemptBinding<TBody> {
  const entries = load<TBody>(storageKey);
  const listeners = new Set<() => void>();
  const save = () => {
    if (!storageKey) return;
    const stored: Stored<TBody> = {};
    for (const [id, { attempt, body }] of entries) stored[id] = { key: attempt.key, body };
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(stored));
    } catch {
      // Storage full or refused: the attempt is still kept in memory.
    }
  };
  const put = (id: string, entry: BoundAttempt<TBody> | undefined) => {
    if (entry) entries.set(id, entry);
    else entries.delete(id);
    save();
    for (const listener of listeners) listener();
  };
  return {
    get: (id) => entries.get(id),
    forget: (id) => put(id, undefined),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send(id, attempt, body, send) {
      const before = entries.get(id);
      if (before && (before.attempt !== attempt || before.body !== body)) {
        throw new Error('An attempt whose outcome is unknown can only be sent again as it was.');
      }
      const unknown = before?.unknown ?? false;
      put(id, { attempt, body, sending: true, unknown, error: before?.error });
      try {
        const result = await attempt.run((key) => send(key, body));
        put(id, undefined);
        return result;
      } catch (error) {
        const stillUnknown = outcomeUnknown(error) || (isNotSent(error) && unknown);
        put(id, stillUnknown ? { attempt, body, sending: false, unknown: true, error } : undefined);
        throw error;
      }
    },
  };
}
