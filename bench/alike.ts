/**
 * Picking what the bench's same-rows check writes on, where a write cannot be undone: the service
 * writes on one of two things and the baseline on the other, so the two must be alike in all that
 * the check compares.
 */
type Row = Record<string, unknown>;

/**
 * The first two of `items` (in their order) with the same `key`: the earliest item that has a
 * twin later on, and that twin. Undefined when every key is different.
 */
export function firstAlikePair<T>(
  items: Iterable<T>,
  key: (item: T) => string,
): [T, T] | undefined {
  const seen = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    const twin = seen.get(k);
    if (twin !== undefined) return [twin, item];
    seen.set(k, item);
  }
  return undefined;
}

/** Columns that set any two shifts apart and that the check masks (the id and the instants). */
const OWN_SHIFT_COLUMNS = new Set([
  'id',
  'start_at',
  'end_at',
  'end_sort',
  'created_at',
  'updated_at',
]);

/**
 * What an updateShift of a shift row (with its `events` counted) stores apart from its id and
 * instants: every other column (the employee, so the activity entry names the same person) and
 * the number of events (the new event's `seq`).
 */
export const shiftKey = (shift: Row): string =>
  JSON.stringify(Object.entries(shift).filter(([column]) => !OWN_SHIFT_COLUMNS.has(column)));
