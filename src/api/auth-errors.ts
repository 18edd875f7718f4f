import { ApiRequestError } from './errors';

/** What better-auth's client answers with when a call fails. */
export interface AuthError {
  status: number;
  message?: string | undefined;
  code?: string | undefined;
}

/** Fetch options that note the `Retry-After` of a 429, for `describeAuthError`. */
export function retryAfterProbe() {
  const probe = {
    seconds: null as number | null,
    fetchOptions: {
      onError: (context: { response: Response }) => {
        const header =
          context.response.headers.get('Retry-After') ??
          context.response.headers.get('X-Retry-After');
        const seconds = header === null ? NaN : Number(header);
        probe.seconds = Number.isFinite(seconds) && seconds > 0 ? seconds : null;
      },
    },
  };
  return probe;
}

/** "Too many attempts, try again in 3 minutes" from a Retry-After in seconds. */
export function tooManyAttempts(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return 'Too many attempts, try again in a few minutes.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * A failed sign-in step in a manager's words. The service words wrong credentials itself (one
 * message for an unknown email and a wrong password), so that message is shown as given.
 */
export function describeAuthError(
  error: AuthError,
  retryAfterSeconds: number | null = null,
): string {
  if (error.status === 429) return tooManyAttempts(retryAfterSeconds);
  if (error.status === 0 || error.status >= 500) {
    return 'The service could not be reached. Check your connection, then try again.';
  }
  if (error.message) return ensureSentence(error.message);
  return 'That did not work. Try again.';
}

function ensureSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/**
 * better-auth answers `{ data, error }`; this gives the data or throws an ApiRequestError, so a
 * 401 (the session ended) reaches the query cache like any other call's.
 */
export async function authResult<T>(
  call: Promise<{ data: T; error: unknown }>,
): Promise<NonNullable<T>> {
  const { data, error } = await call;
  if (error) {
    const { status, message, code } = error as AuthError;
    throw new ApiRequestError(status, [
      { message: message ?? `Request failed (${status})`, ...(code ? { code } : {}) },
    ]);
  }
  if (data === null || data === undefined) {
    throw new ApiRequestError(500, [{ message: 'The service gave no answer.' }]);
  }
  return data;
}
