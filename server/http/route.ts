import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { PreconditionHeaders, V1Error, V2ErrorResponse } from '@contract/common';
import type { Scope } from '../auth/scopes';
import type { MerchantContext } from '../modules/context';
import { requireApprovedMerchant, requireScopes } from './auth';
import type { AppEnv } from './env';

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
    401: { description: 'Missing, unknown or revoked access token.', content },
    403: { description: 'The token lacks a scope, or the account is not approved.', content },
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
  const middleware: MiddlewareHandler<AppEnv>[] = [requireScopes(...def.scopes)];
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
    ...(def.approvedOnly ? { 'x-approved-merchants-only': true } : {}),
    middleware,
    request: def.request as R,
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
    // Until sessions arrive every caller holds a token: the activity log names it by its label.
    actor: {
      kind: 'token',
      userId: null,
      name: auth.label,
      tokenId: auth.tokenId,
      appId: null,
      address: c.get('address'),
      userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
      refundLimit: null,
    },
  };
}
