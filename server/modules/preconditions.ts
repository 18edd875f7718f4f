import { entityTag } from '@contract/values';
import { DomainError } from './errors';

/**
 * What an update's `If-Match` asks for: any current copy (`*`), or one of these entity tags
 * (`"<updated_at>"`; a weak `W/"…"` tag never matches, as `If-Match` compares strongly).
 * docs/decisions/2026-11-25-edit-preconditions.md.
 */
export type Precondition = { any: true } | { tags: string[] };

/**
 * Refuses (412) an update whose precondition the row no longer meets: someone else saved it
 * since the copy the change was made to. Call it on the row read, locked, in the update's own
 * transaction, so two saves made to the same copy cannot both pass. No precondition: no check.
 */
export function checkUnmodified(
  precondition: Precondition | undefined,
  what: string,
  id: string,
  updatedAt: string,
): void {
  if (!precondition || 'any' in precondition) return;
  if (precondition.tags.includes(entityTag(updatedAt))) return;
  throw new DomainError(
    'PRECONDITION_FAILED',
    `${what} ${id} was changed by someone else at ${updatedAt}, after the copy this change was ` +
      `made to (If-Match ${precondition.tags.join(', ')}). Nothing was saved: read it again to ` +
      'see their changes, then reapply yours.',
  );
}

/**
 * The `updated_at` of a write to a row last written at `previous`: now, but always later than
 * `previous`, so that every write changes the entity tag even within one millisecond.
 */
export function touchedAt(previous: string): string {
  const previousMs = Date.parse(previous);
  const now = Date.now();
  return new Date(Number.isNaN(previousMs) ? now : Math.max(now, previousMs + 1)).toISOString();
}
