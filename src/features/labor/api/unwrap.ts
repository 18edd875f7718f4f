/**
 * The resource a generation 2 wrapper carries (`{ shift }`, `{ break_type }`); a success without
 * it is a broken reply, not an empty one.
 */
export function unwrap<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The service's reply had no ${what}.`);
  return value;
}
