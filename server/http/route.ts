import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { PreconditionHeaders, V1Error, V2ErrorResponse } from '@contract/common';
import type { OwnerPower, Permission } from '@contract/permissions';
import type { Actor } from '../auth/principal';
import type { Scope } from '../auth/scopes';
import type { MerchantContext } from '../modules/context';
import {
  clientAddress,
  requireApprovedMerchant,
  requirePermission,
  sessionNeeds,
  sessionsOnly,
} from './auth';
import type { AppEnv } from './env';
import { requestParsedSynchronously } from './sync-parse';

type Generation = 'v1' | 'v2';

/** The OpenAPI security scheme every operation uses: a bearer access token. */
export const BEARER_SCHEME = 'bearerAuth';

interface OperationDef<R extends RouteConfig['request']> {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  scopes: Scope[];
  /**
   * What a signed-in person needs (a permission, or a power only the owner has); by default the
   * permissions its scopes stand for (SCOPE_PERMISSION). Tokens are checked by `scopes` only.
   */
  permission?: Permission | OwnerPower;
  /**
   * For people signed in only (an access token gets 403), e.g. setting one's own password. Owner
   * powers are sessions-only too.
   */
  sessionsOnly?: boolean;
  /** Employee management is limited to approved accounts. */
  approvedOnly?: boolean;
  request?: R;
  response: z.ZodType;
  responseDescription?: string;
}

function errorResponses(generation: Generation) {
  const schema = generation === 'v1' ? V1Error : V2ErrorResponse;
  const content = { 'application/json': { schema } };
  return {
    400: { description: 'Invalid request: the body names the field and the rule.', content },
    401: {
      description: 'Missing, unknown or revoked access token, or no valid session.',
      content,
    },
    403: {
      description:
        "The token lacks a scope, the signed-in person's permission set lacks the permission, " +
        'a signed-in change came from another origin, or the account is not approved.',
      content,
    },
    404: { description: 'No such resource for this merchant.', content },
    408: { description: 'The request body did not arrive in time.', content },
    413: { description: 'Request body too large.', content },
    415: { description: 'Request body is not JSON.', content },
    429: {
      description: 'Too many failed authentications from this address (see Retry-After).',
      content,
    },
    500: { description: 'Unexpected failure (logged).', content },
  } as const;
}

/** One operation of the contract: OpenAPI entry, validation, scopes and approval check. */
export function operation<R extends RouteConfig['request']>(def: OperationDef<R>) {
  const generation: Generation = def.path.startsWith('/v1/') ? 'v1' : 'v2';
  const requirement = {
    scopes: def.scopes,
    permission: def.permission,
    sessionsOnly: def.sessionsOnly ?? false,
  };
  // Fails at start, not at the first request, when a scope stands for no permission.
  const needs = sessionNeeds(requirement);
  const middleware: MiddlewareHandler<AppEnv>[] = [requirePermission(requirement)];
  if (def.approvedOnly) middleware.push(requireApprovedMerchant);
  return createRoute({
    operationId: def.operationId,
    method: def.method,
    path: def.path,
    summary: def.summary,
    description: def.description,
    tags: def.tags,
    // OpenAPI 3.1 lets a non-OAuth requirement list role names: here, the scopes it needs.
    security: [{ [BEARER_SCHEME]: def.scopes }],
    'x-oauthpermissions': def.scopes,
    // What a signed-in person's permission set must include (none: anyone signed in).
    'x-ledgerline-permissions': needs,
    // Token clients (the reliability suite's, third parties) cannot call it at all.
    ...(sessionsOnly(requirement) ? { 'x-ledgerline-sessions-only': true } : {}),
    ...(def.approvedOnly ? { 'x-approved-merchants-only': true } : {}),
    middleware,
    request: requestParsedSynchronously(def.request as R),
    responses: {
      200: {
        description: def.responseDescription ?? 'Success',
        content: { 'application/json': { schema: def.response } },
      },
      ...errorResponses(generation),
      ...(def.request?.headers === PreconditionHeaders
        ? {
            412: {
              description:
                'If-Match was sent and the resource was changed since that copy: nothing written.',
              content: {
                'application/json': { schema: generation === 'v1' ? V1Error : V2ErrorResponse },
              },
            },
          }
        : {}),
    },
  });
}

/** A JSON request body that must be present. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } } as const;
}

// `c.get(key)` rather than `c.var.key`: hono's `c.var` copies every variable into a new object
// on each access, and handlers on the request path read it several times.
export function merchantContext(c: Context<AppEnv>): MerchantContext {
  const auth = c.get('auth');
  return {
    db: c.get('db'),
    engine: c.get('engine'),
    merchantId: auth.merchantId,
    actor: actorOf(c),
  };
}

/** Who is calling and from where, for the activity log and the refund limit. */
function actorOf(c: Context<AppEnv>): Actor {
  const auth = c.get('auth');
  const address = clientAddress(c, c.get('trustProxy'));
  const userAgent = c.req.header('user-agent') ?? null;
  if (auth.kind === 'session') {
    return {
      kind: 'session',
      userId: auth.userId,
      name: auth.name,
      tokenId: null,
      appId: null,
      address,
      userAgent,
      refundLimit: auth.refundLimit,
    };
  }
  return {
    kind: 'token',
    userId: auth.userId,
    name: auth.label,
    tokenId: auth.tokenId,
    appId: auth.appId,
    address,
    userAgent,
    refundLimit: null,
  };
}
