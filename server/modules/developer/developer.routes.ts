import { OpenAPIHono, type RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  ConsentDecisionRequest,
  ConsentDecisionResponse,
  ConsentQuery,
  CreateOAuthAppRequest,
  CreateOAuthAppResponse,
  CreatePersonalTokenRequest,
  CreatePersonalTokenResponse,
  Empty,
  GetConsentResponse,
  IdParam,
  ListConnectedAppsResponse,
  ListOAuthAppsResponse,
  ListPersonalTokensResponse,
} from '@contract/developer';
import type { Principal } from '../../auth/principal';
import type { AppEnv } from '../../http/env';
import { ApiError } from '../../http/errors';
import { jsonBody, merchantContext, operation } from '../../http/route';
import { missingForConsent } from './consent';
import { withActivity, type DeveloperEntry } from './developer-activity';
import {
  checkAuthorize,
  connectedApps,
  disconnectApp,
  grantCode,
  listApps,
  redirectWith,
  registerApp,
  revokeApp,
  type AppRow,
  type Db,
} from './oauth.service';
import { parseRedirectUrls } from './redirect-urls';
import {
  createPersonalToken,
  listPersonalTokens,
  revokePersonalToken,
  type PersonalToken,
} from './personal-tokens.service';

const tags = ['App: developer'];

interface Caller {
  merchantId: string;
  userId: string | null;
  isOwner: boolean;
  permissions: ReadonlySet<string>;
}

/**
 * The person behind the request: a signed-in person only. No access token, whatever its scopes,
 * can make tokens, register apps or grant consent (no escalation from a token to more tokens).
 */
function caller(c: Context<AppEnv>): Caller {
  const auth: Principal = c.get('auth');
  if (auth.kind === 'session') {
    return {
      merchantId: auth.merchantId,
      userId: auth.userId,
      isOwner: auth.isOwner,
      permissions: auth.permissions,
    };
  }
  throw new ApiError(
    'FORBIDDEN',
    'Access tokens and connected apps are managed by people signed in to the back office, never with an access token.',
  );
}

/** Owner-only (`apps.manage`): personal tokens, apps and connected apps. */
function owner(c: Context<AppEnv>): Caller {
  const who = caller(c);
  if (!who.isOwner) {
    throw new ApiError(
      'FORBIDDEN',
      'Only the owner manages access tokens, apps and connected apps.',
    );
  }
  return who;
}

const dbOf = (c: Context<AppEnv>): Db => ({ db: c.get('db'), engine: c.get('engine') });

const tokenOut = (t: PersonalToken) => ({
  id: t.id,
  label: t.label,
  scopes: t.scopes,
  created_by: t.createdBy,
  created_at: t.createdAt,
  last_used_at: t.lastUsedAt,
});

const appOut = (app: AppRow) => ({
  id: app.id,
  name: app.name,
  client_id: app.client_id,
  redirect_urls: parseRedirectUrls(app.redirect_urls),
  created_at: app.created_at,
});

/**
 * An owner's DELETE of one of the Developer area's things by id (a token, an app, a connected
 * app): `remove` revokes it and answers its label or name, which the activity entry names.
 */
function ownerRemoval(def: {
  operationId: string;
  path: string;
  summary: string;
  resourceType: DeveloperEntry['resourceType'];
  remove: (db: Db, merchantId: string, id: string) => Promise<string>;
  says: (name: string) => string;
}) {
  const route = operation({
    operationId: def.operationId,
    method: 'delete',
    path: def.path,
    summary: def.summary,
    tags,
    scopes: [],
    permission: 'apps.manage',
    request: { params: IdParam },
    response: Empty,
  });
  const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
    const who = owner(c);
    const id = c.req.valid('param').id;
    await withActivity(
      merchantContext(c),
      (db) => def.remove(db, who.merchantId, id),
      (name) => ({
        operation: def.operationId,
        resourceType: def.resourceType,
        resourceId: id,
        summary: def.says(name),
      }),
    );
    return c.json({}, 200);
  };
  return [route, handler] as const;
}

/**
 * The owner's Developer area (`/app/developer/…`, back-office only): personal access tokens,
 * OAuth apps, connected apps, and the consent page's two calls.
 */
export function developerRoutes() {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListPersonalTokens',
        method: 'get',
        path: '/app/developer/tokens',
        summary: "The merchant's access tokens (made in the app or on the command line)",
        description:
          'Owner only. Label, scopes, who made it, when, and when it was last used (to the minute). Never the token.',
        tags,
        scopes: [],
        permission: 'apps.manage',
        response: ListPersonalTokensResponse,
      }),
      async (c) => {
        const who = owner(c);
        const tokens = await listPersonalTokens(dbOf(c), who.merchantId);
        return c.json(
          {
            tokens: tokens.map(tokenOut),
          },
          200,
        );
      },
    )
    .openapi(
      operation({
        operationId: 'CreatePersonalToken',
        method: 'post',
        path: '/app/developer/tokens',
        summary: 'Makes a personal access token (shown once)',
        description: 'Owner only. The response carries the token once; only its SHA-256 is kept.',
        tags,
        scopes: [],
        permission: 'apps.manage',
        request: { body: jsonBody(CreatePersonalTokenRequest) },
        response: CreatePersonalTokenResponse,
      }),
      async (c) => {
        const who = owner(c);
        const body = c.req.valid('json');
        const { token, record } = await withActivity(
          merchantContext(c),
          (db) =>
            createPersonalToken(db, who.merchantId, {
              label: body.label,
              scopes: body.scopes,
              userId: who.userId,
            }),
          ({ record: made }) => ({
            operation: 'CreatePersonalToken',
            resourceType: 'access-token',
            resourceId: made.id,
            changes: [
              { field: 'label', before: null, after: made.label },
              { field: 'scopes', before: null, after: made.scopes.join(' ') },
            ],
            summary: `made the access token ${made.label}`,
          }),
        );
        c.header('Cache-Control', 'no-store');
        return c.json(
          {
            access_token: token,
            token: tokenOut(record),
          },
          200,
        );
      },
    )
    .openapi(
      ...ownerRemoval({
        operationId: 'RevokePersonalToken',
        path: '/app/developer/tokens/{id}',
        summary: 'Revokes an access token: its next request is a 401',
        resourceType: 'access-token',
        remove: revokePersonalToken,
        says: (label) => `revoked the access token ${label}`,
      }),
    )
    .openapi(
      operation({
        operationId: 'ListOAuthApps',
        method: 'get',
        path: '/app/developer/apps',
        summary: 'The OAuth apps the owner registered',
        tags,
        scopes: [],
        permission: 'apps.manage',
        response: ListOAuthAppsResponse,
      }),
      async (c) => {
        const who = owner(c);
        const apps = await listApps(dbOf(c), who.merchantId);
        return c.json({ apps: apps.map(appOut) }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreateOAuthApp',
        method: 'post',
        path: '/app/developer/apps',
        summary: 'Registers an OAuth app (its client secret is shown once)',
        description:
          'Owner only. Redirect URLs must be https (http only on localhost), without a fragment; ' +
          'the authorization request must name one of them exactly.',
        tags,
        scopes: [],
        permission: 'apps.manage',
        request: { body: jsonBody(CreateOAuthAppRequest) },
        response: CreateOAuthAppResponse,
      }),
      async (c) => {
        const who = owner(c);
        const body = c.req.valid('json');
        const { app, clientSecret } = await withActivity(
          merchantContext(c),
          (db) =>
            registerApp(db, who.merchantId, {
              name: body.name,
              redirectUrls: body.redirect_urls,
              createdBy: who.userId,
            }),
          // The client id is public; the client secret is never recorded.
          ({ app: made }) => ({
            operation: 'CreateOAuthApp',
            resourceType: 'app',
            resourceId: made.id,
            changes: [
              { field: 'name', before: null, after: made.name },
              { field: 'client_id', before: null, after: made.client_id },
              { field: 'redirect_urls', before: null, after: made.redirect_urls },
            ],
            summary: `registered the app ${made.name}`,
          }),
        );
        c.header('Cache-Control', 'no-store');
        return c.json({ app: appOut(app), client_secret: clientSecret }, 200);
      },
    )
    .openapi(
      ...ownerRemoval({
        operationId: 'DeleteOAuthApp',
        path: '/app/developer/apps/{id}',
        summary: 'Deletes an OAuth app and revokes every token it was given',
        resourceType: 'app',
        remove: revokeApp,
        says: (name) => `deleted the app ${name}`,
      }),
    )
    .openapi(
      operation({
        operationId: 'ListConnectedApps',
        method: 'get',
        path: '/app/developer/connected-apps',
        summary: 'Apps connected to this business, their permissions and last use',
        tags,
        scopes: [],
        permission: 'apps.manage',
        response: ListConnectedAppsResponse,
      }),
      async (c) => {
        const who = owner(c);
        const apps = await connectedApps(dbOf(c), who.merchantId);
        return c.json(
          {
            apps: apps.map((a) => ({
              app_id: a.appId,
              name: a.name,
              client_id: a.clientId,
              scopes: a.scopes,
              connected_at: a.connectedAt,
              last_used_at: a.lastUsedAt,
              expires_at: a.expiresAt,
            })),
          },
          200,
        );
      },
    )
    .openapi(
      ...ownerRemoval({
        operationId: 'DisconnectApp',
        path: '/app/developer/connected-apps/{id}',
        summary: 'Disconnects an app: all its tokens for this business are revoked at once',
        resourceType: 'app',
        remove: disconnectApp,
        says: (name) => `disconnected the app ${name}`,
      }),
    )
    .openapi(
      operation({
        operationId: 'GetConsent',
        method: 'get',
        path: '/app/developer/consent',
        summary: 'What an authorization request asks, for the consent page',
        description:
          'The query of GET /oauth2/authorize, checked again: the app and the scopes it asks ' +
          'for, or the problem to show (unknown app, unregistered redirect URL: the browser goes ' +
          'nowhere), or the redirect that tells the app its request was wrong; and what the ' +
          'signed-in person lacks to allow it.',
        tags,
        scopes: [],
        // The consent is a signed-in person's; an access token is refused (caller()).
        sessionsOnly: true,
        request: { query: ConsentQuery },
        response: GetConsentResponse,
      }),
      async (c) => {
        const who = caller(c);
        const check = await checkAuthorize(dbOf(c), c.req.valid('query'));
        const none = { app_name: null, scopes: [], redirect_url: null, missing: [] };
        if (check.kind === 'page') {
          return c.json({ ...none, problem: check.message, error_redirect: null }, 200);
        }
        if (check.kind === 'redirect') {
          return c.json({ ...none, problem: null, error_redirect: check.url }, 200);
        }
        const { request } = check;
        return c.json(
          {
            app_name: request.app.name,
            scopes: request.scopes,
            redirect_url: request.redirectUrl,
            problem: null,
            error_redirect: null,
            missing: missingForConsent(who, request.scopes),
          },
          200,
        );
      },
    )
    .openapi(
      operation({
        operationId: 'DecideConsent',
        method: 'post',
        path: '/app/developer/consent',
        summary: 'Allows or denies an app: where the browser goes next',
        description:
          "Allow: a single-use code (10 minutes, bound to the redirect URL and any code_challenge) on the app's redirect URL with state. Deny: error=access_denied. Only the owner, or a manager whose permission set covers every scope asked, may allow (403 naming what is missing).",
        tags,
        scopes: [],
        // The consent is a signed-in person's; an access token is refused (caller()).
        sessionsOnly: true,
        request: { body: jsonBody(ConsentDecisionRequest) },
        response: ConsentDecisionResponse,
      }),
      async (c) => {
        const who = caller(c);
        const { decision, ...query } = c.req.valid('json');
        const check = await checkAuthorize(dbOf(c), query);
        if (check.kind === 'page') throw new ApiError('BAD_REQUEST', check.message);
        if (check.kind === 'redirect') return c.json({ redirect_url: check.url }, 200);
        const { request } = check;
        const decided = (allowed: boolean) => ({
          operation: 'DecideConsent',
          resourceType: 'app' as const,
          resourceId: request.app.id,
          changes: allowed
            ? [{ field: 'scopes', before: null, after: request.scopes.join(' ') }]
            : [],
          summary: `${allowed ? 'allowed' : 'denied'} the app ${request.app.name}`,
        });
        if (decision === 'deny') {
          await withActivity(
            merchantContext(c),
            () => Promise.resolve(),
            () => decided(false),
          );
          return c.json(
            {
              redirect_url: redirectWith(request.redirectUrl, {
                error: 'access_denied',
                error_description: 'The request was denied.',
                state: request.state,
              }),
            },
            200,
          );
        }
        const missing = missingForConsent(who, request.scopes);
        if (missing.length > 0) {
          throw new ApiError(
            'FORBIDDEN',
            `Your permission set does not include what ${request.app.name} asks for: ${missing.join('; ')}. Ask the owner to connect it.`,
          );
        }
        const code = await withActivity(
          merchantContext(c),
          (db) => grantCode(db, request, { merchantId: who.merchantId, userId: who.userId }),
          () => decided(true),
        );
        c.header('Cache-Control', 'no-store');
        return c.json(
          { redirect_url: redirectWith(request.redirectUrl, { code, state: request.state }) },
          200,
        );
      },
    );
}
