import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from './config';
import type { Database } from './db';
import { ALL_SCOPES } from './auth/scopes';
import { authenticate } from './http/auth';
import type { AppEnv } from './http/env';
import { ApiError, isV1Path, sendError } from './http/errors';
import { loadPagingSecret } from './http/paging';
import { nulCharacterError, validationError } from './http/validation';
import { breakTypeRoutes } from './modules/labor/break-types.routes';
import { employeeWageRoutes } from './modules/labor/employee-wages.routes';
import { shiftRoutes } from './modules/labor/shifts.routes';
import { workweekConfigRoutes } from './modules/labor/workweek-configs.routes';
import { accountRoutes } from './modules/locations/account.routes';
import { employeeV2Routes } from './modules/staff/employees-v2.routes';
import { employeeRoutes } from './modules/staff/employees.routes';
import { roleRoutes } from './modules/staff/roles.routes';
import { timecardRoutes } from './modules/staff/timecards.routes';

export interface AppDeps {
  database: Database;
  config: AppConfig;
}

const TARGETS: Record<string, string> = {
  json: 'request body',
  query: 'query string',
  param: 'path',
};

const API_PATHS = ['/v1/*', '/v2/*'];

function isApiPath(path: string) {
  return isV1Path(path) || path.startsWith('/v2/');
}

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
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
  return undefined;
}

/** Every operation of the contract; the OpenAPI document is generated from these. */
export function apiRoutes() {
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
  ]) {
    api.route('/', routes);
  }
  api.openAPIRegistry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description: 'Send the access token as `Authorization: Bearer <token>`.',
    flows: {
      authorizationCode: {
        authorizationUrl: '/oauth2/authorize',
        tokenUrl: '/oauth2/token',
        scopes: Object.fromEntries(ALL_SCOPES.map((s) => [s, s])),
      },
    },
  });
  return api;
}

export function openApiDocument() {
  return apiRoutes().getOpenAPI31Document(openApiInfo);
}

/** The JSON API and, when built, the web app, on one origin. */
export function createApp({ database, config }: AppDeps) {
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

  let pagingSecret: Promise<string> | undefined;

  if (config.logRequests) {
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      // Path only: query strings may carry page tokens and headers carry access tokens.
      console.log(
        JSON.stringify({
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        }),
      );
    });
  }
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  if (config.corsOrigins.length > 0) {
    for (const p of API_PATHS) {
      app.use(
        p,
        cors({
          origin: config.corsOrigins,
          allowHeaders: ['Authorization', 'Content-Type', 'Square-Version'],
          exposeHeaders: ['Link'],
        }),
      );
    }
  }
  const bodyTooLarge = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) => {
      // The rest of the body is never read and the connection is dropped after this reply;
      // without `Connection: close` a keep-alive client reuses the dying socket and fails.
      c.header('Connection', 'close');
      return sendError(
        c,
        new ApiError(
          'REQUEST_ENTITY_TOO_LARGE',
          `The request body is larger than ${config.bodyLimitBytes} bytes.`,
        ),
      );
    },
  });
  // GET and HEAD requests have no body in @hono/node-server, so bodyLimit lets them through,
  // but only after building a full fetch Request (and AbortSignal) to find that out.
  const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : bodyTooLarge(c, next);
  for (const p of API_PATHS) {
    app.use(p, async (c, next) => {
      c.set('db', database.db);
      c.set('engine', database.engine);
      pagingSecret ??= loadPagingSecret(database.db);
      c.set('pagingSecret', await pagingSecret);
      await next();
    });
    app.use(p, limitBody);
    app.use(p, authenticate);
  }

  const api = apiRoutes();
  app.route('/', api);
  const document = api.getOpenAPI31Document(openApiInfo);
  app.get('/openapi.json', (c) => c.json(document));

  app.onError((error, c) => {
    const known = toApiError(error);
    if (known) return sendError(c, known);
    console.error(
      JSON.stringify({
        level: 'error',
        method: c.req.method,
        path: c.req.path,
        error: String(error),
      }),
      error instanceof Error ? error.stack : '',
    );
    return sendError(c, new ApiError('INTERNAL_SERVER_ERROR', 'An unexpected error occurred.'));
  });

  const indexHtml = join(config.webDistDir, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  if (hasWebApp) {
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
    if (hasWebApp && c.req.method === 'GET') {
      // Client-side routes: the web app's router decides what the path means.
      return c.html(readFileSync(indexHtml, 'utf8'));
    }
    return c.text('Not found', 404);
  });

  return app;
}

export const openApiInfo = {
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
