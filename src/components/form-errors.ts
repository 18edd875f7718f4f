import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { OfflineError } from '@/api/connection';
import { ApiRequestError, isNetworkError, isUnauthorized, isVersionConflict } from '@/api/errors';

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
 * (`{ clockin_time: 'the clock-in time' }`): "Must be after the clock-in time". Items of a list
 * read as their number with a `name[]` label: with `{ 'breaks[]': 'break' }`, `breaks[0]` is
 * "break 1".
 */
export function readableMessages(labels: Readonly<Record<string, string>> = {}): MessageFormatter {
  const fields = Object.keys(labels).filter((name) => /^\w+$/.test(name));
  const lists = Object.keys(labels).flatMap((name) => /^(\w+)\[\]$/.exec(name)?.[1] ?? []);
  const field = fields.length > 0 ? new RegExp(`\\b(${fields.join('|')})\\b`, 'g') : null;
  const item = lists.length > 0 ? new RegExp(`\\b(${lists.join('|')})\\[(\\d+)\\]`, 'g') : null;
  return (message, own) => {
    let text = own && message.startsWith(`${own} `) ? message.slice(own.length + 1) : message;
    if (item) {
      text = text.replace(
        item,
        (_, name: string, index: string) => `${labels[`${name}[]`] ?? name} ${Number(index) + 1}`,
      );
    }
    if (field) text = text.replace(field, (name) => labels[name] ?? name);
    return asSentence(text) ?? text;
  };
}

const plainMessages = readableMessages();

/** What to tell the user about a failure that no input can show. */
export function describeFailure(error: unknown, format: MessageFormatter = plainMessages) {
  if (error instanceof OfflineError) return error.message;
  if (!(error instanceof ApiRequestError)) {
    return isNetworkError(error)
      ? 'The service could not be reached. Check your connection and try again.'
      : 'Something went wrong. Try again in a moment.';
  }
  if (isUnauthorized(error)) {
    return 'Your session ended before this was saved. What you entered is still here: sign in again, then save.';
  }
  // The service says in a manager's words which permission or limit stands in the way.
  if (error.status === 403) {
    return error.problems.map((p) => p.message).join(' ') || 'You are not allowed to do this.';
  }
  if (isVersionConflict(error)) {
    return 'Someone else changed this since you opened it, so nothing was saved. Reload to see their changes, then make yours again.';
  }
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
  if (!(error instanceof ApiRequestError) || error.status !== 400 || isVersionConflict(error)) {
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The form field a service error's `field` belongs to, given the form's values: `breaks[1].end_at`
 * is the input `breaks.1.end_at` when the form has that break, and the field may start with the
 * request's wrapper (`shift.breaks[1].end_at`). A list of plain values is one input
 * (`role_ids[0]` → `role_ids`), and a field deeper than any input lands on the input that holds it
 * (`wage.hourly_rate.amount` → `wage.hourly_rate`). Undefined when no input matches.
 */
export function formFieldFor(apiField: string, values: object): string | undefined {
  const segments = apiField
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const locate = (path: string[]) => {
    let value: unknown = values;
    const found: string[] = [];
    for (const segment of path) {
      if (!isRecord(value) || !(segment in value)) break;
      if (Array.isArray(value) && !value.some(isRecord)) break;
      value = value[segment];
      found.push(segment);
    }
    return found.length > 0 ? found.join('.') : undefined;
  };
  return locate(segments) ?? locate(segments.slice(1));
}

/** Formats every message of a (possibly nested) react-hook-form errors object in place. */
export function formatErrorMessages(errors: unknown, format: MessageFormatter): void {
  if (!isRecord(errors)) return;
  if (typeof errors.message === 'string' && typeof errors.type === 'string') {
    errors.message = format(errors.message);
  }
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the input element; the rest are nested fields, list items or criteria.
    if (key !== 'ref' && key !== 'message' && key !== 'type') formatErrorMessages(value, format);
  }
}
