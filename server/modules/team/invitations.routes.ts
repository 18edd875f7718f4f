import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  InvitationPreview,
} from '@contract/team';
import { V2ErrorResponse } from '@contract/common';
import { clientAddress } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/route';
import * as invitations from './invitations.service';
import type { TeamAuth } from './team-auth';

const tags = ['App: invitations (public)'];
const params = z.object({ secret: z.string() });
const errorContent = { 'application/json': { schema: V2ErrorResponse } };

/**
 * The invitation link's two public operations (`/app/invitations/{secret}`): no session and no
 * token; the secret in the path is the credential. Mounted outside the auth middleware.
 */
export function invitationRoutes(teamAuth: TeamAuth) {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      createRoute({
        operationId: 'GetInvitation',
        method: 'get',
        path: '/app/invitations/{secret}',
        summary: 'What an invitation link offers (public)',
        description:
          'The business, the email invited and the permission set. 404 when the link is ' +
          'unknown, expired, revoked or already used.',
        tags,
        security: [],
        request: { params },
        responses: {
          200: {
            description: 'Success',
            content: { 'application/json': { schema: InvitationPreview } },
          },
          404: { description: 'No usable invitation with that link.', content: errorContent },
        },
      }),
      async (c) =>
        c.json(await invitations.previewInvitation(c.get('db'), c.req.valid('param').secret), 200),
    )
    .openapi(
      createRoute({
        operationId: 'AcceptInvitation',
        method: 'post',
        path: '/app/invitations/{secret}/accept',
        summary: 'Accepts an invitation: creates the person and signs them in (public)',
        description:
          'Creates an email-and-password account with the invitation’s permission set and ' +
          'refund limit, and answers with the session cookie. Of two accepts of one link exactly ' +
          'one succeeds; the other gets 409 and nothing is created, and so does any later accept. ' +
          'An email that already has an account: 409. Unknown, expired or revoked link: 404.',
        tags,
        security: [],
        request: { params, body: jsonBody(AcceptInvitationRequest) },
        responses: {
          200: {
            description: 'Accepted; Set-Cookie carries the new session.',
            content: { 'application/json': { schema: AcceptInvitationResponse } },
          },
          400: { description: 'Invalid name or password.', content: errorContent },
          404: { description: 'No usable invitation with that link.', content: errorContent },
          409: { description: 'Already used, or the email has an account.', content: errorContent },
        },
      }),
      async (c) => {
        const body = c.req.valid('json');
        const accepted = await invitations.acceptInvitation(
          c.get('db'),
          c.get('engine'),
          c.req.valid('param').secret,
          body,
          teamAuth.hashPassword,
          {
            address: clientAddress(c, c.get('trustProxy')),
            userAgent: c.req.header('user-agent') ?? null,
          },
        );
        const cookies = await teamAuth.signIn(accepted.email, body.password, {
          headers: c.req.raw.headers,
          address: clientAddress(c, c.get('trustProxy')),
        });
        for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
        c.header('Cache-Control', 'no-store');
        return c.json(
          { user: { id: accepted.userId, name: accepted.name, email: accepted.email } },
          200,
        );
      },
    );
}
