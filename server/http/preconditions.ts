import type { Precondition } from '../modules/preconditions';

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g;

/** The precondition of a validated `If-Match` header (see `PreconditionHeaders`), if sent. */
export function ifMatch(headers: { 'if-match'?: string | undefined }): Precondition | undefined {
  const value = headers['if-match'];
  if (value === undefined) return undefined;
  if (value.trim() === '*') return { any: true };
  return { tags: value.match(ENTITY_TAG) ?? [] };
}
