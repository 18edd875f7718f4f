import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../api/errors';
import { applyServerErrors, describeFailure } from '../../../components/form-errors';

const FIELD_NAMES: Record<string, string> = {
  clockin_time: 'the clock-in time',
  clockout_time: 'the clock-out time',
  employee_id: 'the employee',
};

/**
 * The contract's messages name wire fields ("must be after clockin_time"); shown under a labelled
 * input they read better as "Must be after the clock-in time".
 */
export function readableProblem(message: string, field?: string): string {
  const withoutField =
    field && message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;
  const readable = withoutField.replace(
    /\b(clockin_time|clockout_time|employee_id)\b/g,
    (name) => FIELD_NAMES[name] ?? name,
  );
  return readable.charAt(0).toUpperCase() + readable.slice(1);
}

/** Wraps a contract resolver so its field errors read as sentences. */
export function withReadableMessages<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string') {
        error.message = readableProblem(error.message);
      }
    }
    return result;
  };
}

export function isAlreadyClockedIn(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.field === 'employee_id' &&
    /already clocked in/i.test(error.message)
  );
}

/** What to tell the user when a timecard command failed for a reason no form field shows. */
export function describeCommandError(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 404) {
    return 'This timecard no longer exists. Reload the list.';
  }
  return describeFailure(error, readableProblem);
}

/**
 * Puts a server rejection on the form field it names; returns the message for a form-level alert
 * when it names none of `fields`.
 */
export function applyServerError<TValues extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<FieldPath<TValues>>,
  setError: UseFormSetError<TValues>,
): string | undefined {
  if (error instanceof ApiRequestError && error.status === 404) return describeCommandError(error);
  const fieldFor = (apiField: string) => fields.find((name) => name === apiField);
  return applyServerErrors(error, setError, fieldFor, readableProblem) ?? undefined;
}
