import { DomainError } from '../errors';

/**
 * Optimistic concurrency: a `sent` version that is not the `stored` one means the client edited
 * an older copy, answered 409 `CONFLICT` naming `field`; no version sent is a blind write.
 */
export function checkVersion(
  field: string,
  what: string,
  sent: number | undefined,
  stored: number,
): void {
  if (sent !== undefined && sent !== stored) {
    throw new DomainError(
      'CONFLICT',
      `${field} is ${sent}, but the ${what.toLowerCase()} is at version ${stored}: it was ` +
        'changed since it was read; read it again and reapply the change',
      field,
    );
  }
}
