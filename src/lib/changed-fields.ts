/**
 * Edit forms send only what changed (the API merges). No change: lists with the same items in any
 * order (ids and permissions are sets), the same instant written two ways, and null for a field that
 * has no value.
 */
export function changedFields<T extends object>(initial: Partial<T>, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    const value = next[key];
    if (value !== undefined && !sameValue(initial[key], value)) changes[key] = value;
  }
  return changes;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item) => b.includes(item));
  }
  if (typeof a === 'string' && typeof b === 'string' && INSTANT.test(a) && INSTANT.test(b)) {
    return Date.parse(a) === Date.parse(b);
  }
  return (a ?? null) === (b ?? null);
}

/**
 * A form's starting values for an existing resource: every field of `empty`, taken from the
 * resource where it has one (an absent optional text becomes the empty value, e.g. null).
 */
export function formValuesOf<V extends object>(resource: object, empty: V): V {
  const values = { ...empty };
  for (const key of Object.keys(empty) as Array<keyof V>) {
    const value = (resource as Partial<V>)[key];
    if (value !== undefined) values[key] = value;
  }
  return values;
}
