/**
 * Redirect URLs an app may register: https anywhere, or http on this machine (localhost,
 * 127.0.0.1, [::1]) for development; no fragment, no credentials. A redirect goes only to a URL
 * registered exactly (RFC 6749 §3.1.2, no prefix or pattern matching): no open redirects.
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Why `value` cannot be a redirect URL, or null when it can. */
export function redirectUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an absolute URL`;
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    return `"${value}" must use https (http only on localhost)`;
  }
  if (url.hash || value.includes('#')) return `"${value}" must not have a fragment (#…)`;
  if (url.username || url.password) return `"${value}" must not carry a user name or password`;
  if (value.length > 2000) return `"${value.slice(0, 40)}…" is longer than 2000 characters`;
  return null;
}

export function parseRedirectUrls(stored: string): string[] {
  return stored.split(' ').filter(Boolean);
}
