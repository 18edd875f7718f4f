import { ApiRequestError } from '../../../api/errors';

/**
 * One idempotency key per attempt of a money command (a refund, a charge). The key is made when
 * the attempt starts and kept until the service has answered it: a double click joins the send
 * in flight, and a retry after a network failure, a time-out or a 5xx (when the app cannot know
 * whether the service acted) sends the same key again, so the service replays its first answer
 * instead of refunding or charging twice. Once the service has answered — accepted or refused —
 * the attempt is over and the next one gets a new key.
 */

/** Whether a failed send may still have been carried out: no answer was read from the service. */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500;
  return true;
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

export function createAttempt(newKey: () => string = () => crypto.randomUUID()): Attempt {
  let key = newKey();
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
          if (!outcomeUnknown(error)) key = newKey();
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
