import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../log';
import { bodyLeftUnread } from './body';
import type { AppEnv } from './env';
import { isV1Path } from './errors';
import type { Metrics } from './metrics';
import { EVERY_REPLY_HEADERS, replyHeaderDefault } from './reply-headers';

/** A client's X-Request-Id is kept when it looks like an id; anything else gets a new one. */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function isApiPath(path: string): boolean {
  return (
    isV1Path(path) ||
    path.startsWith('/v2/') ||
    path.startsWith('/app/') ||
    path.startsWith('/api/auth/') ||
    path.startsWith('/oauth2/')
  );
}

/** Paths probed or scraped every few seconds: logged at debug level only. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The route template that answered (`/v1/me/timecards/:timecard_id`), for logs and metric labels:
 * never a raw path, so ids do not multiply series. Middleware registered with `use` (method ALL)
 * does not count; a request nothing else matched is `(unmatched)` on the API, `(web app)` else.
 */
export function routeTemplate(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i -= 1) {
    const route = routes[i];
    if (route && route.method !== 'ALL') return route.path;
  }
  return isApiPath(c.req.path) ? '(unmatched)' : '(web app)';
}

export interface ServiceState {
  /** Set on SIGTERM: readiness fails and every reply closes its connection. */
  draining: boolean;
}

export interface ObserveOptions {
  logger: Logger;
  logRequests: boolean;
  metrics: Metrics;
  state: ServiceState;
  clientAddress: (c: Context<AppEnv>) => string;
}

/** Paths whose last segments are a secret (an invitation or password-reset link): never logged. */
const SECRET_IN_PATH = /^(\/app\/invitations\/|\/invite\/|\/api\/auth\/reset-password\/)[^/]+/;

/** `path` as it may be logged: a link's secret replaced by `…`. */
export function loggablePath(path: string): string {
  return path.replace(SECRET_IN_PATH, '$1…');
}

/**
 * First middleware of every request: the headers every reply carries (`reply-headers.ts`), the
 * request id (echoed as X-Request-Id, and on its log line), one log line per request (method,
 * route template, path without the query, status, latency; never headers, tokens or bodies) and
 * the request metrics. It also closes the connection after replies that left a body unread, and
 * every reply while the service drains.
 */
export function observe(options: ObserveOptions): MiddlewareHandler<AppEnv> {
  const { logger, metrics, state } = options;
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given !== undefined && WELL_FORMED_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    metrics.inFlight.inc();
    try {
      await next();
    } finally {
      metrics.inFlight.dec();
    }
    for (const [name, value] of EVERY_REPLY_HEADERS) replyHeaderDefault(c, name, value);
    replyHeaderDefault(c, 'X-Request-Id', requestId);
    if (isApiPath(c.req.path)) replyHeaderDefault(c, 'Cache-Control', 'no-store');
    if (state.draining || bodyLeftUnread(c)) replyHeaderDefault(c, 'Connection', 'close');

    const status = c.res.status;
    const route = routeTemplate(c);
    const seconds = (performance.now() - started) / 1000;
    const labels = { method: c.req.method, route, status: String(status) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, seconds);
    if (status >= 400) metrics.errors.inc({ ...labels, code: c.get('errorCode') ?? 'NONE' });
    if (options.logRequests) {
      const line = {
        reqId: requestId,
        method: c.req.method,
        route,
        path: loggablePath(c.req.path),
        status,
        ms: Math.round(seconds * 10_000) / 10,
        remote: options.clientAddress(c),
      };
      if (QUIET_PATHS.has(c.req.path)) logger.debug(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
