/**
 * Where better-auth is mounted and the header that hands it the client address. Apart from
 * `better-auth.ts` so the HTTP layer can name them without loading better-auth, which the service
 * loads at the first request that needs it (a session cookie, /api/auth, the Team area's sign-in
 * and links): a service answering bearer tokens only never does.
 */
export const AUTH_BASE_PATH = '/api/auth';
/** The client address the HTTP layer computed (X-Forwarded-For under TRUST_PROXY), for sessions. */
export const CLIENT_ADDRESS_HEADER = 'x-ledgerline-client-address';
