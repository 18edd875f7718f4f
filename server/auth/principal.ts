import type { Permission } from '@contract/permissions';

/** A caller holding an access token: a personal or server token, or one an OAuth app was given. */
export interface TokenPrincipal {
  kind: 'token';
  tokenId: string;
  merchantId: string;
  approved: boolean;
  scopes: ReadonlySet<string>;
  /** The token's label, as the activity log names it. */
  label: string;
  /** The connected app the token was issued to, if any. */
  appId: string | null;
  /** The person who created the token in the app, if any. */
  userId: string | null;
}

/** A person signed in to the back office with a session cookie. */
export interface SessionPrincipal {
  kind: 'session';
  sessionId: string;
  userId: string;
  name: string;
  email: string;
  merchantId: string;
  approved: boolean;
  isOwner: boolean;
  /** What their permission set grants (everything for the owner). */
  permissions: ReadonlySet<Permission>;
  /** Largest refund they may issue, in the merchant's minor units; null: no limit. */
  refundLimit: number | null;
}

export type Principal = TokenPrincipal | SessionPrincipal;

/** Who did a write and from where, as the activity log records it. */
export interface Actor {
  kind: 'session' | 'token';
  /** The person (session, or the creator of a personal token). */
  userId: string | null;
  /** Their name, or the token's label. */
  name: string;
  tokenId: string | null;
  appId: string | null;
  address: string;
  userAgent: string | null;
  /** null: no limit (tokens; the owner). */
  refundLimit: number | null;
}
