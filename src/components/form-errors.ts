import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError, isNetworkError } from '../api/errors';

/** Contract messages read "must not be empty"; under a field label they start a sentence. */
export function asSentence(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Turns a contract or service message about `field` into what the user reads. */
export type MessageFormatter = (message: string, field?: string) => string;

/**
 * Messages name wire fields: "clockout_time must be after clockin_time". Under the labelled input
 * the leading field name goes, and other fields read as words from `labels`
 * (`{ clockin_time: 'the clock-in time' }`): "Must be after the clock-in time".
 */
export function readableMessages(labels: Readonly<Record<string, string>> = {}): MessageFormatter {
  const names = Object.keys(labels);
  const other = names.length > 0 ? new RegExp(`\\b(${names.join('|')})\\b`, 'g') : null;
  return (message, field) => {
    const own =
      field && message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
    const text = other ? own.replace(other, (name) => labels[name] ?? name) : own;
    return asSentence(text) ?? text;
  };
}

const plainMessages = readableMessages();

/** What to tell the user about a failure that no input can show. */
export function describeFailure(error: unknown, format: MessageFormatter = plainMessages) {
  if (!(error instanceof ApiRequestError)) {
    return isNetworkError(error)
      ? 'The service could not be reached. Check your connection and try again.'
      : 'Something went wrong. Try again in a moment.';
  }
  if (error.status === 403) return 'Your access token does not have the scope needed for this.';
  if (error.status >= 500) {
    return 'The service had a problem. Nothing was changed; try again in a moment.';
  }
  return error.problems.map((p) => format(p.message)).join(' ') || error.message;
}

/**
 * Puts a failed save's problems on the inputs they name (`fieldFor` maps the service's field, e.g.
 * `role_ids[0]`, to a form field) and focuses the first. Returns what no input can show, for a
 * form-level alert, or `null` when every problem found its input.
 */
export function applyServerErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldFor: (apiField: string) => FieldPath<TValues> | undefined,
  format: MessageFormatter = plainMessages,
): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) {
    return describeFailure(error, format);
  }
  const unplaced: string[] = [];
  let focused = false;
  for (const problem of error.problems) {
    const field = problem.field ? fieldFor(problem.field) : undefined;
    if (!field) {
      unplaced.push(format(problem.message));
      continue;
    }
    setError(
      field,
      { type: 'server', message: format(problem.message, problem.field) },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
