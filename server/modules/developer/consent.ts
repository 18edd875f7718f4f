import { SCOPE_PERMISSION, PERMISSIONS } from '@contract/permissions';

/**
 * Who may let an app act for the business: the owner, or a manager whose permission set covers
 * every scope the app asks for (a scope with no permission, such as CUSTOMERS_READ, needs the
 * owner). Returns the sentences naming what is missing; empty when they may.
 */
export function missingForConsent(
  person: { isOwner: boolean; permissions: ReadonlySet<string> },
  scopes: readonly string[],
): string[] {
  if (person.isOwner) return [];
  const missing = new Set<string>();
  for (const scope of scopes) {
    const needed = SCOPE_PERMISSION[scope];
    if (needed === 'signed-in') continue;
    if (!needed) {
      missing.add(`${scope} (only the owner can grant it)`);
    } else if (!person.permissions.has(needed)) {
      missing.add(PERMISSIONS[needed].label);
    }
  }
  return [...missing];
}
