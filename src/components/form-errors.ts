import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/errors';
import { isNetworkError } from '../app/http-error';

/** Contract messages read "must not be empty"; under a field label they start a sentence. */
export function asSentence(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Turns a service message about `field` into what the user reads under that field's label. */
export type MessageFormatter = (message: string, field?: string) => string;

/** The service prefixes a field's message with its name ("email must be …"); the label says it. */
const withoutFieldName: MessageFormatter = (message, field) =>
  field && message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;

const defaultFormatter: MessageFormatter = (message, field) =>
  asSentence(withoutFieldName(message, field)) ?? message;

/** What to tell the user about a failure that no input can show. */
export function describeFailure(error: unknown, format: MessageFormatter = defaultFormatter) {
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
  format: MessageFormatter = defaultFormatter,
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

/**
 * Runs a form's save and keeps what it could not place on an input: field problems go to their
 * inputs, the rest to `formError` for the form-level alert.
 */
export function useServerErrors<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fieldFor: (apiField: string) => FieldPath<TValues> | undefined,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const runSave = async (save: () => Promise<unknown>) => {
    setFormError(null);
    try {
      await save();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, fieldFor));
    }
  };
  return { formError, runSave };
}
