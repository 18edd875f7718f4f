import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  EndMySessionResponse,
  EndOtherSessionsResponse,
  ListMySessionsResponse,
  MeResponse,
  SetFirstPasswordRequest,
  SetFirstPasswordResponse,
} from '@contract/me';
import { OWNER_ONLY } from '@contract/permissions';
import type { AppEnv } from '../../http/env';
import { jsonBody, merchantContext, operation } from '../../http/route';
import { recordActivity } from '../activity';
import { DomainError, notFound } from '../errors';
import {
  endMySession,
  endOtherSessions,
  listMySessions,
  type SessionOwner,
} from './sessions.service';

const getMe = operation({
  operationId: 'GetMe',
  method: 'get',
  path: '/app/me',
  summary: 'Who is calling: the signed-in person and what they may do, or the access token',
  description:
    'The web app reads this once after sign-in to show the person and to hide or disable what ' +
    'their permission set does not allow. For a token: its label and scopes.',
  tags: ['Team'],
  scopes: [],
  response: MeResponse,
});

const setFirstPassword = operation({
  operationId: 'SetFirstPassword',
  method: 'post',
  path: '/app/me/password',
  summary: 'Sets a first password for the signed-in person',
  description:
    'For someone who signed in by a one-time link and has no password yet (the demo owner on ' +
    'the welcome page, a person who accepted an invitation). Someone who has a password changes ' +
    "it with better-auth's POST /api/auth/change-password (current password needed). Sessions " +
    'only; at least 10 characters.',
  tags: ['Team'],
  scopes: [],
  sessionsOnly: true,
  request: { body: jsonBody(SetFirstPasswordRequest) },
  response: SetFirstPasswordResponse,
});

const listMySessionsOp = operation({
  operationId: 'ListMySessions',
  method: 'get',
  path: '/app/me/sessions',
  summary: 'Where the signed-in person is signed in: each of their sessions, by id',
  description:
    'Each unexpired session of the person (not of anyone else): when it began, when it was last ' +
    'active, its address and browser, and whether it is the one making this request. Session ' +
    'tokens are never returned. Sessions only.',
  tags: ['Team'],
  scopes: [],
  sessionsOnly: true,
  response: ListMySessionsResponse,
});

const sessionParams = z.object({ session_id: z.string() });

const endMySessionOp = operation({
  operationId: 'EndMySession',
  method: 'delete',
  path: '/app/me/sessions/{session_id}',
  summary: 'Ends one of the signed-in person’s own sessions',
  description:
    'That browser or device must sign in again. Ending the current session signs the person ' +
    'out. An id that is not one of their own sessions (including another person’s) is 404 and ' +
    'nothing ends. Sessions only.',
  tags: ['Team'],
  scopes: [],
  sessionsOnly: true,
  request: { params: sessionParams },
  response: EndMySessionResponse,
});

const endOtherSessionsOp = operation({
  operationId: 'EndOtherSessions',
  method: 'post',
  path: '/app/me/sessions/end-others',
  summary: 'Ends every session of the signed-in person except this one',
  description: 'Every other browser or device must sign in again; this one stays. Sessions only.',
  tags: ['Team'],
  scopes: [],
  sessionsOnly: true,
  response: EndOtherSessionsResponse,
});

/** The signed-in person and their session; `sessionsOnly` has refused tokens already. */
function sessionOwner(c: Context<AppEnv>): SessionOwner {
  const auth = c.get('auth');
  if (auth.kind !== 'session') {
    throw new DomainError('FORBIDDEN', 'An access token has no sessions: sign in as a person.');
  }
  return { userId: auth.userId, sessionId: auth.sessionId };
}

export function meRoutes() {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(getMe, async (c) => {
    const auth = c.get('auth');
    const db = c.get('db');
    const merchant = await db
      .selectFrom('merchants')
      .select(['id', 'business_name', 'currency', 'approved'])
      .where('id', '=', auth.merchantId)
      .executeTakeFirst();
    if (!merchant) throw notFound('Merchant');
    const merchantOut = {
      id: merchant.id,
      business_name: merchant.business_name,
      currency: merchant.currency,
      approved: merchant.approved === 1,
    };
    if (auth.kind === 'token') {
      return c.json(
        {
          kind: 'token' as const,
          person: null,
          token: { id: auth.tokenId, label: auth.label, scopes: [...auth.scopes].sort() },
          merchant: merchantOut,
        },
        200,
      );
    }
    const row = await db
      .selectFrom('user as u')
      .innerJoin('team_members as tm', 'tm.user_id', 'u.id')
      .leftJoin('permission_sets as ps', 'ps.id', 'tm.permission_set_id')
      .select(['u.twoFactorEnabled', 'ps.id as set_id', 'ps.name as set_name'])
      .where('u.id', '=', auth.userId)
      .executeTakeFirst();
    return c.json(
      {
        kind: 'session' as const,
        person: {
          id: auth.userId,
          name: auth.name,
          email: auth.email,
          is_owner: auth.isOwner,
          permissions: [...auth.permissions],
          owner_powers: auth.isOwner ? [...OWNER_ONLY] : [],
          refund_limit: auth.refundLimit,
          // 0/1 on SQLite, a boolean on PostgreSQL.
          two_factor_enabled: Boolean(row?.twoFactorEnabled),
          permission_set:
            row?.set_id && row.set_name ? { id: row.set_id, name: row.set_name } : null,
        },
        token: null,
        merchant: merchantOut,
      },
      200,
    );
  });

  app.openapi(setFirstPassword, async (c) => {
    const caller = c.get('auth');
    if (caller.kind !== 'session') {
      throw new DomainError('FORBIDDEN', 'An access token has no password: sign in as a person.');
    }
    const { new_password } = c.req.valid('json');
    const auth = await c.get('betterAuth')();
    try {
      await auth.api.setPassword({
        body: { newPassword: new_password },
        headers: c.req.raw.headers,
      });
    } catch (error) {
      // Loaded with better-auth itself (above), so not at start.
      const { APIError } = await import('better-auth/api');
      if (error instanceof APIError && error.body?.code === 'PASSWORD_ALREADY_SET') {
        throw new DomainError(
          'CONFLICT',
          'You have a password already: change it on your account page (current password needed).',
        );
      }
      if (error instanceof APIError && error.body?.code === 'SESSION_NOT_FRESH') {
        throw new DomainError(
          'FORBIDDEN',
          'Setting a password needs a recent sign-in: sign in again, then set it.',
        );
      }
      throw error;
    }
    // better-auth commits the password in its own transaction; the entry follows it (never the
    // password itself).
    await recordActivity(merchantContext(c), {
      operation: 'SetFirstPassword',
      area: 'team',
      resourceType: 'person',
      resourceId: caller.userId,
      summary: 'set their first password',
    });
    return c.json({ password_set: true as const }, 200);
  });

  app.openapi(listMySessionsOp, async (c) => {
    const sessions = await listMySessions(merchantContext(c), sessionOwner(c));
    return c.json({ sessions }, 200);
  });

  app.openapi(endMySessionOp, async (c) => {
    const { session_id } = c.req.valid('param');
    return c.json(await endMySession(merchantContext(c), sessionOwner(c), session_id), 200);
  });

  app.openapi(endOtherSessionsOp, async (c) => {
    return c.json(await endOtherSessions(merchantContext(c), sessionOwner(c)), 200);
  });

  return app;
}
