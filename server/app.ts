import { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { AppConfig } from './config';
import type { Database } from './db';
import { CLIENT_ADDRESS_HEADER } from './auth/auth-paths';
import type { Auth } from './auth/better-auth';
import { createMailer, type Mailer } from './auth/mailer';
import { sessionPrincipal } from './auth/team';
import { authenticate, clientAddress, type SessionResolver } from './http/auth';
import { mountAuthRoutes, type SignInThrottles } from './http/auth-routes';
import { readBody } from './http/body';
import type { AppEnv } from './http/env';
import { ApiError, sendError } from './http/errors';
import { createMetrics, type Metrics } from './http/metrics';
import { isApiPath, observe, routeTemplate, type ServiceState } from './http/observe';
import { loadPagingSecret } from './http/paging';
import { bearerMatches, createProbes, type ProbeReply } from './http/probes';
import { BEARER_SCHEME } from './http/route';
import { memoryAuthThrottle, type AuthThrottle } from './http/throttle';
import { nulCharacterError, validationError } from './http/validation';
import { loadWebApp } from './http/web';
import { silentLogger, type Logger } from './log';
import { DomainError } from './modules/errors';
import { activityRoutes } from './modules/activity/activity.routes';
import { cashDrawerRoutes } from './modules/cash-drawers/cash-drawers.routes';
import { breakTypeRoutes } from './modules/labor/break-types.routes';
import { employeeWageRoutes } from './modules/labor/employee-wages.routes';
import { shiftRoutes } from './modules/labor/shifts.routes';
import { workweekConfigRoutes } from './modules/labor/workweek-configs.routes';
import { accountRoutes } from './modules/locations/account.routes';
import { meRoutes } from './modules/me/me.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { refundRoutes } from './modules/payments/refunds.routes';
import { v1PaymentRoutes } from './modules/payments/v1-payments.routes';
import { v1RefundRoutes } from './modules/payments/v1-refunds.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { paymentReportRoutes } from './modules/payments/reports.routes';
import { laborSalesRoutes } from './modules/reports/labor-sales.routes';
import { workedTimeRoutes } from './modules/labor/worked-time.routes';
import { depositRoutes } from './modules/deposits/deposits.routes';
import { settlementRoutes } from './modules/deposits/settlements.routes';
import { employeeV2Routes } from './modules/staff/employees-v2.routes';
import { employeeRoutes } from './modules/staff/employees.routes';
import { staffDashboardRoutes } from './modules/staff/dashboard.routes';
import { roleRoutes } from './modules/staff/roles.routes';
import { searchRoutes } from './modules/search/search.routes';
import { timecardRoutes } from './modules/staff/timecards.routes';
import type { TeamAuth } from './modules/team';
import { invitationRoutes } from './modules/team/invitations.routes';
import { teamRoutes } from './modules/team/team.routes';
import { developerRoutes } from './modules/developer/developer.routes';
import { oauth2Routes } from './modules/developer/oauth2.routes';
import { todayRoutes } from './modules/today/today.routes';

const TARGETS: Record<string, string> = {
  json: 'request body',
  query: 'query string',
  param: 'path',
  header: 'headers',
};

/** Every path here needs a token or a session (except the signed downloads below). */
const API_PATHS = ['/v1/*', '/v2/*', '/app/*'];
/** Square's OAuth endpoints: the app authenticates with its client credentials, not a bearer token. */
const OAUTH_PATHS = ['/oauth2/*'];
/** App-only downloads: a signed link in the URL stands in for the bearer token. */
const SIGNED_PREFIX = '/app/exports/';
/** An invitation link's pages: the secret in the path is the credential, no session needed. */
const INVITATION_PREFIX = '/app/invitations/';

/** A rule's error or the HTTP layer's, or a framework refusal in the same terms; null if unknown. */
function toDomainError(error: unknown): DomainError | null {
  if (error instanceof DomainError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400) {
      return new ApiError('EXPECTED_JSON_BODY', 'The request body must be valid JSON.');
    }
    if (error.status === 413) {
      return new ApiError('REQUEST_ENTITY_TOO_LARGE', 'The request body is too large.');
    }
    if (error.status === 415) {
      return new ApiError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The request body must be sent as Content-Type: application/json.',
      );
    }
  }
  return null;
}

/** What the failed validator looked at, to tell a missing field from a wrong one. */
async function validationInput(c: Context, target: string): Promise<unknown> {
  if (target === 'json') return c.req.json<unknown>().catch(() => undefined);
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  if (target === 'header') return c.req.header();
  return undefined;
}

/** For the OpenAPI document alone: its handlers are never called. */
const documentOnly: TeamAuth = {
  hashPassword: () => Promise.reject(new Error('not serving')),
  signIn: () => Promise.reject(new Error('not serving')),
  resetLink: () => Promise.reject(new Error('not serving')),
  mail: () => Promise.resolve(false),
};

/** Every operation of the contract; the OpenAPI document is generated from these. */
function apiRoutes(teamAuth: TeamAuth = documentOnly) {
  const api = new OpenAPIHono<AppEnv>();
  for (const routes of [
    employeeRoutes(),
    roleRoutes(),
    timecardRoutes(),
    employeeV2Routes(),
    accountRoutes(),
    breakTypeRoutes(),
    shiftRoutes(),
    employeeWageRoutes(),
    workweekConfigRoutes(),
    paymentRoutes(),
    refundRoutes(),
    v1PaymentRoutes(),
    v1RefundRoutes(),
    paymentReportRoutes(),
    cashDrawerRoutes(),
    orderRoutes(),
    laborSalesRoutes(),
    workedTimeRoutes(),
    settlementRoutes(),
    depositRoutes(),
    staffDashboardRoutes(),
    developerRoutes(),
    meRoutes(),
    teamRoutes(teamAuth),
    invitationRoutes(teamAuth),
    activityRoutes(),
    todayRoutes(),
    searchRoutes(),
  ]) {
    api.route('/', routes);
  }
  api.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'An access token issued to one merchant, sent as `Authorization: Bearer <token>`: made by ' +
      '`npm run token` or `npm run merchant`, by the owner in the app (Developer → Access ' +
      "tokens), or issued to a connected app by Square's OAuth 2.0 authorization-code flow " +
      '(`GET /oauth2/authorize`, then `POST /oauth2/token`; such tokens expire after 30 days and ' +
      'are renewed with their refresh token; `POST /oauth2/revoke` revokes them; those three ' +
      'endpoints are outside this document). A token carries scopes named as ' +
      "Square's OAuth permissions; each operation lists those it requires in its security " +
      'requirement and in `x-oauthpermissions`. Missing, unknown, revoked or expired token: 401; a ' +
      'missing scope: 403; too many failed attempts from one address: 429 with Retry-After.',
  });
  return api;
}

type OpenApiDocument = ReturnType<ReturnType<typeof apiRoutes>['getOpenAPI31Document']>;

/**
 * Every operation the service serves, the back office's own (`/app/…`) included: the web app's
 * client is generated from it (`npm run generate`), and the reliability suite tests all of it.
 */
export function backOfficeDocument(): OpenApiDocument {
  return apiRoutes().getOpenAPI31Document(openApiInfo);
}

/** Back-office operations: the web app's, never part of the Square-compatible API. */
const isBackOfficePath = (path: string) => path === '/app' || path.startsWith('/app/');

/** Every `#/components/schemas/<name>` that `value` refers to, at any depth. */
function schemaRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) schemaRefs(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const name = /^#\/components\/schemas\/(.+)$/.exec(child)?.[1];
        if (name !== undefined) found.add(name);
      } else {
        schemaRefs(child, found);
      }
    }
  }
}

/**
 * The public description served at `/openapi.json`: the Square-compatible operations (`/v1`,
 * `/v2`) without the back office's `/app/…` ones, and only the schemas those reach.
 */
export function publicDocument(full: OpenApiDocument = backOfficeDocument()): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([path]) => !isBackOfficePath(path)),
  );
  const schemas = full.components?.schemas ?? {};
  const reached = new Set<string>();
  schemaRefs(paths, reached);
  // Schemas refer to schemas: follow until nothing new is reached.
  for (let size = -1; size !== reached.size;) {
    size = reached.size;
    for (const name of [...reached]) schemaRefs(schemas[name], reached);
  }
  return {
    ...full,
    paths,
    components: {
      ...full.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))),
    },
  };
}

export interface AppDeps {
  database: Database;
  config: AppConfig;
  /** Default: a logger that writes nothing. */
  logger?: Logger;
  /** Default: a registry of this app's own. */
  metrics?: Metrics;
  /** Default: counters in memory (PostgreSQL's shared ones are created by `startServer`). */
  throttle?: AuthThrottle;
  /** Default: never draining. */
  state?: ServiceState;
  /** Default: counters in memory; `startServer` gives PostgreSQL's shared ones. */
  signInThrottles?: SignInThrottles;
  /** Default: SMTP_URL's, or none. */
  mailer?: Mailer;
}

/** The JSON API and, when built, the web app, on one origin. */
export function createApp(deps: AppDeps) {
  const { database, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const metrics = deps.metrics ?? createMetrics(database);
  const state = deps.state ?? { draining: false };
  const throttle =
    deps.throttle ??
    memoryAuthThrottle({
      limit: config.authFailureLimit,
      windowSeconds: config.authFailureWindowSeconds,
    });
  const signInThrottles = deps.signInThrottles ?? memorySignInThrottles(config);
  const mailer = deps.mailer ?? createMailer(config);
  let authInstance: Promise<Auth> | undefined;
  // better-auth (about 75 MiB resident on Node 24 with its plugins) is loaded by the first request
  // that needs it: a service answering bearer tokens only never loads it.
  const getAuth = () =>
    (authInstance ??= import('./auth/better-auth').then(({ createAuth }) =>
      createAuth({ database, config, mailer, logger }),
    ));
  const resolveSession: SessionResolver = async (c) => {
    const auth = await getAuth();
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return null;
    return sessionPrincipal(database.db, found.session, found.user);
  };
  const probes = createProbes(database, state, metrics);
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: async (result, c) => {
      if (result.success) {
        const nul = nulCharacterError(result.data, TARGETS[result.target] ?? 'request');
        if (nul) throw nul;
        return;
      }
      throw validationError(
        result.error.issues,
        await validationInput(c, result.target),
        TARGETS[result.target] ?? 'request',
      );
    },
  });

  let pagingSecret: string | undefined;

  app.use(
    '*',
    observe({
      logger,
      logRequests: config.logRequests,
      metrics,
      state,
      clientAddress: (c) => clientAddress(c, config.trustProxy),
    }),
  );
  if (config.corsOrigins.length > 0) {
    for (const p of API_PATHS) {
      app.use(
        p,
        cors({
          origin: config.corsOrigins,
          allowHeaders: ['Authorization', 'Content-Type', 'Square-Version', 'X-Request-Id'],
          exposeHeaders: ['Link', 'Retry-After', 'X-Request-Id'],
        }),
      );
    }
  }
  const requestBody = readBody({
    maxBytes: config.bodyLimitBytes,
    timeoutMs: config.bodyTimeoutMs,
  });
  const authenticated = authenticate(throttle, config.trustProxy, {
    resolve: resolveSession,
    publicUrl: config.publicUrl,
  });
  const auth: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.path.startsWith(SIGNED_PREFIX) || c.req.path.startsWith(INVITATION_PREFIX)
      ? next()
      : authenticated(c, next);
  for (const p of [...API_PATHS, ...OAUTH_PATHS]) {
    app.use(p, async (c, next) => {
      c.set('db', database.db);
      c.set('engine', database.engine);
      c.set('publicUrl', config.publicUrl);
      c.set('trustProxy', config.trustProxy);
      c.set('betterAuth', getAuth);
      c.set('pagingSecret', pagingSecret ?? (pagingSecret = await loadPagingSecret(database.db)));
      await next();
    });
  }
  for (const p of API_PATHS) {
    // Nobody gets to send a body before they are authenticated.
    app.use(p, auth);
    app.use(p, requestBody);
  }
  app.use('/api/auth/*', requestBody);
  mountAuthRoutes(app, {
    auth: getAuth,
    throttles: signInThrottles,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
  });
  for (const p of OAUTH_PATHS) app.use(p, requestBody);
  app.route('/', oauth2Routes());

  const api = apiRoutes(teamAuthOf(getAuth, mailer, logger));
  app.route('/', api);
  // The public description: the back office's `/app/…` operations are the web app's own. Built
  // at its first request: built at start, its garbage alone grew the V8 heap of every instance.
  let document: OpenApiDocument | undefined;
  app.get('/openapi.json', (c) =>
    c.json((document ??= publicDocument(api.getOpenAPI31Document(openApiInfo)))),
  );

  const probe = (reply: ProbeReply, c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.json(reply.body, reply.status as 200);
  };
  app.get('/healthz', (c) => probe(probes.health(), c));
  app.get('/readyz', async (c) => probe(await probes.ready(), c));
  app.get('/metrics', async (c) => {
    // Served on the public port only to the holder of METRICS_TOKEN; METRICS_PORT serves it
    // on its own listener.
    if (!config.metricsToken) return c.text('Not found', 404);
    if (!bearerMatches(c.req.header('authorization'), config.metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('Unauthorized', 401);
    }
    const { contentType, text } = await probes.metrics();
    c.header('Cache-Control', 'no-store');
    return c.body(text, 200, { 'Content-Type': contentType });
  });

  app.onError((error, c) => {
    const known = toDomainError(error);
    if (known) return sendError(c, known);
    logger.error(
      {
        reqId: c.get('requestId'),
        err: error,
        method: c.req.method,
        route: routeTemplate(c),
        path: c.req.path,
      },
      'unexpected error',
    );
    return sendError(c, new ApiError('INTERNAL_SERVER_ERROR', 'An unexpected error occurred.'));
  });

  const web = loadWebApp(config.webDistDir);
  if (web) {
    app.get('/', (c) => web.page(c));
    app.get('/index.html', (c) => web.page(c));
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: config.webDistDir }));
  }

  app.notFound((c: Context) => {
    if (isApiPath(c.req.path)) {
      return sendError(
        c,
        new ApiError('NOT_FOUND', `No operation matches ${c.req.method} ${c.req.path}.`),
      );
    }
    // Client-side routes: the web app's router decides what the path means. Hono answers a HEAD
    // with its GET's headers and no body.
    if (web && (c.req.method === 'GET' || c.req.method === 'HEAD')) return web.page(c);
    return c.text('Not found', 404);
  });

  return app;
}

/** What the Team area uses of better-auth and the mailer (see `modules/team/team-auth.ts`). */
function teamAuthOf(
  getAuth: () => Promise<Auth>,
  mailer: Mailer | undefined,
  logger: Logger,
): TeamAuth {
  return {
    hashPassword: async (password) => (await (await getAuth()).$context).password.hash(password),
    signIn: async (email, password, request) => {
      const auth = await getAuth();
      const headers = new Headers(request.headers);
      headers.set(CLIENT_ADDRESS_HEADER, request.address);
      const { headers: answer } = await auth.api.signInEmail({
        body: { email, password },
        headers,
        returnHeaders: true,
      });
      return answer.getSetCookie();
    },
    resetLink: async (email, baseUrl) => {
      const auth = await getAuth();
      const { oneTimeSignInLink, passwordResetLink } = await import('./auth/better-auth');
      // Someone without a password yet (signed in by links so far) gets a one-time sign-in link
      // to the page where they choose one.
      return (
        (await passwordResetLink(auth, { email, baseUrl })) ??
        (await oneTimeSignInLink(auth, { email, baseUrl, callbackPath: '/welcome' }))
      );
    },
    mail: async (message) => {
      if (!mailer) return false;
      try {
        await mailer.send(message);
        return true;
      } catch (err) {
        // The link is still handed to the owner; never the link in the log.
        logger.warn({ err: String(err), to: message.to }, 'an invitation mail could not be sent');
        return false;
      }
    },
  };
}

/** Sign-in throttles in this process's memory (SQLite; tests). */
function memorySignInThrottles(
  config: Pick<
    AppConfig,
    'signInFailureLimitPerAccount' | 'signInFailureLimitPerAddress' | 'signInFailureWindowSeconds'
  >,
): SignInThrottles {
  return {
    account: memoryAuthThrottle({
      keyPrefix: 'sign-in-account',
      limit: config.signInFailureLimitPerAccount,
      windowSeconds: config.signInFailureWindowSeconds,
    }),
    address: memoryAuthThrottle({
      keyPrefix: 'sign-in-address',
      limit: config.signInFailureLimitPerAddress,
      windowSeconds: config.signInFailureWindowSeconds,
    }),
  };
}

const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Ledgerline API',
    version: '1.0.0',
    description:
      'Merchant back-office API. Generation 1 (/v1) returns bare objects and arrays, errors as ' +
      "{type, message}, and pages with a Link header (rel='next', batch_token). Generation 2 " +
      '(/v2) returns wrapper objects, errors as {errors: [{category, code, detail, field}]}, and ' +
      'pages with a cursor field. Timestamps are UTC.',
  },
  servers: [{ url: '/' }],
};
