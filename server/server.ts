import {
  createServer as createHttpServer,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Server as NetServer, Socket } from 'node:net';
import { Server as NetServerClass } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { AppConfig } from './config';
import { migrateToLatest, openDatabase, type Database } from './db';
import { ApiError, isV1Path, rawErrorResponse } from './http/errors';
import { createMetrics } from './http/metrics';
import type { ServiceState } from './http/observe';
import { createProbes } from './http/probes';
import { createAuthThrottle } from './http/throttle';
import { silentLogger, type Logger } from './log';
import { startSettlementJob } from './modules/deposits';

export interface RunningServer {
  url: string;
  port: number;
  /** The metrics listener's URL, when METRICS_PORT is set. */
  metricsUrl: string | undefined;
  database: Database;
  /**
   * Graceful stop (SIGTERM): readiness fails, no new connections are accepted, requests in
   * flight finish and their connections close after them, idle keep-alive connections close
   * after their next reply or the keep-alive timeout, then the database is closed. After
   * `shutdownTimeoutMs` whatever is left is closed.
   */
  shutdown(): Promise<void>;
  /** Quick stop (tests): idle connections are dropped at once, requests in flight finish. */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** A database opened by the caller (and closed by it); otherwise one is opened from config. */
  database?: Database;
  logger?: Logger;
}

/** How long a client may take to send a request's headers. */
const HEADERS_TIMEOUT_MS = 20_000;
/** An idle keep-alive connection is closed after this long. */
const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * Errors Node's HTTP parser raises before any route runs, answered in the envelope of the path
 * when the request line got that far (Node's own answer is a bare status line).
 */
const CLIENT_ERRORS: Record<string, { error: () => ApiError; reason: string }> = {
  HPE_HEADER_OVERFLOW: {
    reason: 'Request Header Fields Too Large',
    error: () =>
      new ApiError(
        'REQUEST_HEADER_FIELDS_TOO_LARGE',
        'The request line and headers are larger than 16 KiB; send long filters in fewer or ' +
          'shorter parameters.',
      ),
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    reason: 'Request Timeout',
    error: () => new ApiError('REQUEST_TIMEOUT', 'The request did not arrive in time.'),
  },
};

const badRequest = () =>
  new ApiError('BAD_REQUEST', 'The request is not valid HTTP/1.1 and could not be read.');

/** The path of the request line in `raw` (as far as it was read), or '' when there is none. */
function requestPath(raw: Buffer | undefined): string {
  const line = raw?.subarray(0, 1024).toString('latin1') ?? '';
  return /^[A-Z]+ (\/\S*)/.exec(line)?.[1] ?? '';
}

/**
 * The response the socket is writing, if any. Node keeps it on the socket (`_httpMessage`), and
 * its own default clientError handler checks it the same way.
 */
function responseInProgress(socket: Socket): boolean {
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  return response?.headersSent === true;
}

function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Socket) {
  // A keep-alive connection has written earlier responses (bytesWritten > 0); only a response
  // already under way on it makes an answer impossible.
  if (error.code === 'ECONNRESET' || !socket.writable || responseInProgress(socket)) {
    socket.destroy();
    return;
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  const path = requestPath(error.rawPacket);
  // A v2 envelope unless the request line names a v1 path.
  const envelopePath = isV1Path(path) ? path : '/v2/';
  const reply = rawErrorResponse(
    envelopePath,
    known ? known.error() : badRequest(),
    known ? known.reason : 'Bad Request',
  );
  socket.end(reply);
}

/**
 * V8 lets the old generation grow to about twice what survived the last full collection before
 * collecting again. A request's objects live across a few young collections (each write awaits
 * its transaction), so under load the old generation filled with dead objects: about 40 MiB live,
 * 96 MiB held after 3,000 creates. Growing by a quarter instead collects it a few times more
 * often (tens of ms each, on 40 MiB) and keeps the peak about 50 MiB lower. Read at every full
 * collection, so it can be set here rather than on the command line.
 */
const HEAP_GROWING_PERCENT = 25;

/**
 * Opens (or reuses) the database, applies migrations and listens. `port: 0` picks a free port,
 * which the tests use to run many real servers side by side.
 */
export async function startServer(
  config: AppConfig,
  opts: ServerOptions = {},
): Promise<RunningServer> {
  const logger = opts.logger ?? silentLogger;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const database =
    opts.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      sqlitePath: config.sqlitePath,
      poolSize: config.databasePoolSize,
      onIdleConnectionError: (error) =>
        logger.warn({ code: error.code }, 'idle database connection lost'),
    });
  const ownsDatabase = !opts.database;
  await migrateToLatest(database.db);
  const state: ServiceState = { draining: false };
  const metrics = createMetrics(database);
  const throttle = createAuthThrottle({
    limit: config.authFailureLimit,
    windowSeconds: config.authFailureWindowSeconds,
    pool: database.pool,
    log: logger,
  });
  const signInThrottle = (keyPrefix: string, limit: number) =>
    createAuthThrottle({
      keyPrefix,
      limit,
      windowSeconds: config.signInFailureWindowSeconds,
      pool: database.pool,
      log: logger,
    });
  const signInThrottles = {
    account: signInThrottle('sign-in-account', config.signInFailureLimitPerAccount),
    address: signInThrottle('sign-in-address', config.signInFailureLimitPerAddress),
  };
  const app = createApp({
    database,
    config,
    logger,
    metrics,
    throttle,
    state,
    signInThrottles,
  });

  const listener = getRequestListener(app.fetch);
  const server = createHttpServer(
    { keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS },
    (req, res) => void listener(req, res),
  );
  // A backstop behind the body's own deadline (readBody): the whole request, headers and body.
  server.requestTimeout = HEADERS_TIMEOUT_MS + config.bodyTimeoutMs + 5_000;
  server.on('clientError', answerClientError);
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
    lingerOnClose(socket, config.bodyTimeoutMs);
  });
  await listen(server, config.port, config.host);
  const { port } = server.address() as AddressInfo;

  const probes = createProbes(database, state, metrics);
  const settlementJob = startSettlementJob(database, config.settlementIntervalSeconds, logger);
  let metricsServer: HttpServer | undefined;
  if (config.metricsPort !== undefined) {
    metricsServer = createHttpServer((req, res) => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0];
        if (path === '/metrics') {
          const { contentType, text } = await probes.metrics();
          res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
          res.end(text);
          return;
        }
        const reply =
          path === '/healthz' ? probes.health() : path === '/readyz' ? await probes.ready() : null;
        if (!reply) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      })().catch((error: unknown) => {
        logger.error({ err: error }, 'metrics listener failed');
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    await listen(metricsServer, config.metricsPort, config.metricsHost);
  }
  const metricsAddress = metricsServer?.address() as AddressInfo | undefined;

  let closing: Promise<void> | undefined;
  const stop = (graceful: boolean) =>
    (closing ??= (async () => {
      state.draining = true;
      await settlementJob.stop();
      // Stop accepting connections. Gracefully, unlike http.Server#close, keep the idle
      // keep-alive ones: a request may already be on its way on one. Each closes after its next
      // reply (Connection: close while draining) or after the keep-alive timeout.
      const stopped = closeListener(server, !graceful);
      const deadline = setTimeout(() => {
        logger.warn({ open: connections.size }, 'shutdown timeout: closing remaining connections');
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      deadline.unref();
      await stopped;
      clearTimeout(deadline);
      if (metricsServer) await closeListener(metricsServer, true);
      if (ownsDatabase) await database.close();
    })());

  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    port,
    metricsUrl: metricsAddress ? `http://${config.metricsHost}:${metricsAddress.port}` : undefined,
    database,
    shutdown: () => stop(true),
    close: () => stop(false),
  };
}

/**
 * Lingering close. Node ends a `Connection: close` reply with `socket.destroySoon()`, which
 * destroys the socket as soon as the reply is written. When the client is still uploading a body
 * the service did not read (an early 401, 403, 404 or 413), the unread bytes make the kernel
 * answer with a reset, and the client may lose the reply it was about to read. Instead, the
 * write side is ended and what still arrives is read and discarded until the client closes, for
 * at most `maxMs`.
 */
function lingerOnClose(socket: Socket, maxMs: number) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), maxMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    // Whatever the HTTP parser no longer consumes is dropped.
    this.on('data', () => undefined);
    this.once('end', () => this.destroy());
    this.resume();
  };
}

function listen(server: NetServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Resolves once the listener is closed and every connection it accepted has ended. */
function closeListener(server: HttpServer, dropIdle: boolean): Promise<void> {
  return new Promise((resolve) => {
    if (dropIdle) server.closeIdleConnections();
    NetServerClass.prototype.close.call(server, () => {
      // http.Server#close also stops its timer that enforces request timeouts; with the
      // listener already closed it only does that (and reports "not running", ignored).
      server.close(() => undefined);
      resolve();
    });
  });
}
