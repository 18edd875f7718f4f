import { ApiRequestError } from '../api/errors';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** `fetch` rejects with a TypeError when the request never got an answer. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
