import { OAUTH_SCOPES } from '@contract/developer';

/** OAuth scopes, named as in the reference wire format (one list, in the contract). */
export const ALL_SCOPES = OAUTH_SCOPES;

export type Scope = (typeof ALL_SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}
