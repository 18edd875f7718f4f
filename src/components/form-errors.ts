import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/errors';
import { isNetworkError } from '../app/http-error';

/** Contract messages read "must not be empty"; under a field label they start a sentence. */
export function asSentence(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The service prefixes a field's message with its name ("email must be …"); the label says it. */
function withoutFieldName(message: string, apiField: string): string {
  return message.startsWith(`${apiField} `) ? message.slice(apiField.length + 1) : message;
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
): string | null {
  if (!(error instanceof ApiRequestError)) {
    return isNetworkError(error)
      ? 'The service could not be reached. Check your connection and try again.'
      : 'Something went wrong while saving. Try again in a moment.';
  }
  const unplaced: string[] = [];
  let focused = false;
  for (const problem of error.problems) {
    const field = problem.field ? fieldFor(problem.field) : undefined;
    if (!field || !problem.field) {
      unplaced.push(asSentence(problem.message) ?? '');
      continue;
    }
    setError(
      field,
      { type: 'server', message: withoutFieldName(problem.message, problem.field) },
      { shouldFocus: !focused },
    );
    focused = true;
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
