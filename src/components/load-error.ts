import { ApiRequestError, isNetworkError } from '@/api/errors';

/**
 * What to tell the person when `subject` could not be loaded. A module of its own: a page that
 * says it without QueryState (Today) does not fetch QueryState and the list filters with it.
 */
export function describeLoadError(error: Error, subject: string): string {
  if (isNetworkError(error)) return 'The service could not be reached. Check your connection.';
  if (error instanceof ApiRequestError && error.status === 403) {
    return error.problems.map((p) => p.message).join(' ') || 'You are not allowed to see this.';
  }
  if (error instanceof ApiRequestError && error.status === 404) {
    return `There is no such ${subject.replace(/^the /, '')}: it may have been deleted, or the link is wrong.`;
  }
  return 'The service had a problem answering. Try again in a moment.';
}
