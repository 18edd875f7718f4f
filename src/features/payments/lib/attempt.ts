import { ApiRequestError } from '@/api/errors';

/**
 * One idempotency key per attempt of a money command (a refund, a charge). The key is made when
 * the attempt starts and kept until the service has answered it: a double click joins the send
 * in flight, and a retry after a network failure, a time-out or a 5xx (when the app cannot know
 * whether the service acted) sends the same key again, so the service replays its first answer
 * instead of refunding or charging twice. Once the service has answered — accepted or refused —
 * the attempt is over and the next one gets a new key. A send refused because the browser is
 * offline (`NotSentError`) keeps the key too.
 */

/**
 * A money command refused before anything left the browser (it is offline). Such a request is
 * never queued to go out later: the manager is told it was not sent.
 */
export class NotSentError extends Error {
  constructor(
    message = 'This device is offline, so nothing was sent. Try again once it is back online.',
  ) {
    super(message);
    this.name = 'NotSentError';
  }
}

export const isNotSent = (error: unknown): error is NotSentError => error instanceof NotSentError;

/**
 * Whether the service answered the send itself (accepted or refused it). A reply that the key
 * was already used with other details answers an earlier send, not this one.
 */
function answered(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status < 500 &&
    !error.problems.some((p) => p.code === 'IDEMPOTENCY_KEY_REUSED')
  );
}

/** Whether a failed send may still have been carried out: no answer was read from the service. */
export function outcomeUnknown(error: unknown): boolean {
  return !answered(error) && !isNotSent(error);
}

export interface Attempt {
  /** The key the next (or the in-flight) send uses. */
  readonly key: string;
  /** Whether a send is in flight. */
  readonly pending: boolean;
  /**
   * Sends with the attempt's key. While a send is in flight, a second call joins it rather than
   * sending again. Resolves or rejects as the send does.
   */
  run<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T>;
  /** Starts a new attempt whatever happened, e.g. after the user chose to try again afresh. */
  renew(): void;
}

/** `firstKey` resumes an attempt whose key was already sent (e.g. kept over a page reload). */
export function createAttempt(
  newKey: () => string = () => crypto.randomUUID(),
  firstKey?: string,
): Attempt {
  let key = firstKey ?? newKey();
  let inFlight: Promise<unknown> | null = null;
  return {
    get key() {
      return key;
    },
    get pending() {
      return inFlight !== null;
    },
    run<T>(send: (idempotencyKey: string) => Promise<T>): Promise<T> {
      if (inFlight) return inFlight as Promise<T>;
      const sending = send(key).then(
        (result) => {
          key = newKey();
          return result;
        },
        (error: unknown) => {
          // Not sent now: an earlier send with the key may still be unanswered, so keep it.
          if (answered(error)) key = newKey();
          throw error;
        },
      );
      const settled = sending.finally(() => {
        inFlight = null;
      });
      inFlight = settled;
      return settled;
    },
    renew() {
      key = newKey();
    },
  };
}
