import { randomUUID } from 'node:crypto';

/**
 * A new row's id: a UUID version 7 (RFC 9562), the creation time in milliseconds in its first 48
 * bits and 74 random bits after. Ids made close in time sort close together, so a create writes
 * next to the last one in every index led by an id instead of into a random page of each.
 */
export function newId(): string {
  const random = randomUUID();
  const time = Date.now().toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15)}`;
}
