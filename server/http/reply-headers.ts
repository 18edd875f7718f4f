import type { Context } from 'hono';
import type { AppEnv } from './env';
import { NO_CONTENT_POLICY } from './web';

/** The options of hono's `secureHeaders` whose headers every reply carries. */
export const SECURE_HEADER_OPTIONS = {
  crossOriginResourcePolicy: 'same-origin',
  xFrameOptions: 'DENY',
  contentSecurityPolicy: undefined,
} as const;

/**
 * What `secureHeaders(SECURE_HEADER_OPTIONS)` sets, as constants (its unit test compares them with
 * the middleware's own output, so an upgrade that changes them fails the test), and a policy that
 * loads nothing for everything but the app's page, which sends its own.
 */
export const EVERY_REPLY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Content-Security-Policy', NO_CONTENT_POLICY],
];

/**
 * Gives the reply `name: value` unless the app's own answer sets `name`. Served over HTTP it goes
 * on Node's response, where the answer's headers, written later, take precedence: the app's
 * Response then keeps only its own one or two headers, and @hono/node-server writes them without
 * building a Headers object (a WHATWG Headers per reply, with every header validated and sorted,
 * cost about 20 µs of a small write). In-process (`app.request`) it goes on the Response.
 */
export function replyHeaderDefault(c: Context<AppEnv>, name: string, value: string): void {
  const outgoing = c.env?.outgoing;
  if (outgoing) {
    if (!outgoing.headersSent) outgoing.setHeader(name, value);
  } else if (!c.res.headers.has(name)) {
    c.res.headers.set(name, value);
  }
}
