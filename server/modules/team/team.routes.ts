import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CreateInvitationRequest,
  CreateInvitationResponse,
  CreatePermissionSetRequest,
  EmptyResponse,
  ListInvitationsResponse,
  ListPermissionSetsResponse,
  ListTeamMembersResponse,
  PasswordResetLinkResponse,
  PermissionSetResponse,
  TeamMemberResponse,
  UpdatePermissionSetRequest,
  UpdateTeamMemberRequest,
} from '@contract/team';
import type { AppEnv } from '../../http/env';
import { jsonBody, merchantContext, operation } from '../../http/route';
import * as invitations from './invitations.service';
import * as members from './members.service';
import * as sets from './permission-sets.service';
import type { TeamAuth } from './team-auth';

const tags = ['App: team'];
const personParams = z.object({ user_id: z.string() });
const idParams = z.object({ id: z.string() });

/** Where links point: PUBLIC_URL when configured, else the origin the request came to. */
function linkOrigin(c: Context<AppEnv>): string {
  return (c.get('publicUrl') ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/** The person signed in, if the caller is a session (a token has no person). */
function signedInUser(c: Context<AppEnv>): string | null {
  const auth = c.get('auth') as { userId?: string | null };
  return auth.userId ?? null;
}

async function merchantCurrency(c: Context<AppEnv>): Promise<string> {
  const row = await c
    .get('db')
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', c.get('auth').merchantId)
    .executeTakeFirstOrThrow();
  return row.currency;
}

function invitationMail(
  to: string,
  businessName: string,
  setName: string,
  url: string,
): { to: string; subject: string; text: string } {
  return {
    to,
    subject: `You are invited to ${businessName} on Ledgerline`,
    text:
      `You have been invited to join ${businessName}'s back office as ${setName}.\n\n` +
      `Open this link within 7 days to choose your password and sign in:\n${url}\n\n` +
      'If you did not expect this, ignore this message.',
  };
}

/**
 * The owner's Team area (`/app/team/...`): people, invitations and permission sets. Every
 * operation is the owner's alone (`team.manage`).
 */
export function teamRoutes(teamAuth: TeamAuth) {
  return new OpenAPIHono<AppEnv>()
    .openapi(
      operation({
        operationId: 'ListTeamMembers',
        method: 'get',
        path: '/app/team/members',
        summary: 'The people of the business, the owner first',
        description:
          'Everyone at once (a team is small): name, email, owner or permission set, refund ' +
          'limit, when they joined and when they last signed in.',
        tags,
        scopes: [],
        permission: 'team.manage',
        response: ListTeamMembersResponse,
      }),
      async (c) => {
        const ctx = merchantContext(c);
        return c.json(
          { members: await members.listMembers(ctx), currency: await merchantCurrency(c) },
          200,
        );
      },
    )
    .openapi(
      operation({
        operationId: 'UpdateTeamMember',
        method: 'post',
        path: '/app/team/members/{user_id}',
        summary: "Changes a person's permission set or refund limit",
        description:
          "Only the fields sent change. The owner's own cannot be changed (400). Takes effect on " +
          "the person's next request.",
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { params: personParams, body: jsonBody(UpdateTeamMemberRequest) },
        response: TeamMemberResponse,
      }),
      async (c) => {
        const member = await members.updateMember(
          merchantContext(c),
          c.req.valid('param').user_id,
          c.req.valid('json'),
        );
        return c.json({ member }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'RemoveTeamMember',
        method: 'delete',
        path: '/app/team/members/{user_id}',
        summary: 'Removes a person from the team',
        description:
          'Their membership, every session (their next request is 401) and their account go ' +
          'in one transaction. The owner cannot be removed (400).',
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { params: personParams },
        response: EmptyResponse,
      }),
      async (c) => {
        await members.removeMember(merchantContext(c), c.req.valid('param').user_id);
        return c.json({}, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'CreatePasswordResetLink',
        method: 'post',
        path: '/app/team/members/{user_id}/password-reset-link',
        summary: 'A one-time password-reset link for a person',
        description:
          'The link is answered once (give it to the person); when SMTP is configured it is also ' +
          'mailed to them.',
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { params: personParams },
        response: PasswordResetLinkResponse,
      }),
      async (c) => {
        const ctx = merchantContext(c);
        const userId = c.req.valid('param').user_id;
        const email = await members.memberEmail(ctx, userId);
        const url = await teamAuth.resetLink(email, linkOrigin(c));
        await members.recordResetLink(ctx, userId);
        return c.json({ url }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'ListInvitations',
        method: 'get',
        path: '/app/team/invitations',
        summary: 'Invitations still waiting for an answer',
        description: 'Not accepted, revoked or expired; newest first.',
        tags,
        scopes: [],
        permission: 'team.manage',
        response: ListInvitationsResponse,
      }),
      async (c) =>
        c.json({ invitations: await invitations.listInvitations(merchantContext(c)) }, 200),
    )
    .openapi(
      operation({
        operationId: 'CreateInvitation',
        method: 'post',
        path: '/app/team/invitations',
        summary: 'Invites a person by a one-time link',
        description:
          'Answers the link `<origin>/invite/<secret>` once (only its hash is kept); it works for ' +
          '7 days. Mailed when SMTP is configured (`mailed`). An email that already has an ' +
          'account: 400 naming email. An earlier pending invitation to the same email is revoked.',
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { body: jsonBody(CreateInvitationRequest) },
        response: CreateInvitationResponse,
      }),
      async (c) => {
        const issued = await invitations.createInvitation(
          merchantContext(c),
          c.req.valid('json'),
          signedInUser(c),
        );
        const url = `${linkOrigin(c)}/invite/${issued.secret}`;
        const mailed = await teamAuth.mail(
          invitationMail(
            issued.invitation.email,
            issued.businessName,
            issued.permissionSetName,
            url,
          ),
        );
        return c.json({ invitation: issued.invitation, url, mailed }, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'RevokeInvitation',
        method: 'delete',
        path: '/app/team/invitations/{id}',
        summary: 'Revokes an invitation',
        description: 'Its link stops working at once. An accepted invitation: 409.',
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { params: idParams },
        response: EmptyResponse,
      }),
      async (c) => {
        await invitations.revokeInvitation(merchantContext(c), c.req.valid('param').id);
        return c.json({}, 200);
      },
    )
    .openapi(
      operation({
        operationId: 'ListPermissionSets',
        method: 'get',
        path: '/app/team/permission-sets',
        summary: 'The permission sets: built-in ones first, then your own',
        description: 'Each with how many people and pending invitations use it.',
        tags,
        scopes: [],
        permission: 'team.manage',
        response: ListPermissionSetsResponse,
      }),
      async (c) =>
        c.json({ permission_sets: await sets.listPermissionSets(merchantContext(c)) }, 200),
    )
    .openapi(
      operation({
        operationId: 'CreatePermissionSet',
        method: 'post',
        path: '/app/team/permission-sets',
        summary: 'Creates a permission set of your own',
        description: 'name unique within the business (400 naming name); at least one permission.',
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { body: jsonBody(CreatePermissionSetRequest) },
        response: PermissionSetResponse,
      }),
      async (c) =>
        c.json(
          {
            permission_set: await sets.createPermissionSet(merchantContext(c), c.req.valid('json')),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'UpdatePermissionSet',
        method: 'post',
        path: '/app/team/permission-sets/{id}',
        summary: 'Edits one of your permission sets',
        description:
          'Only the fields sent change; built-in sets cannot be edited (400: copy them). ' +
          'Takes effect on the next request of everyone with the set.',
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { params: idParams, body: jsonBody(UpdatePermissionSetRequest) },
        response: PermissionSetResponse,
      }),
      async (c) =>
        c.json(
          {
            permission_set: await sets.updatePermissionSet(
              merchantContext(c),
              c.req.valid('param').id,
              c.req.valid('json'),
            ),
          },
          200,
        ),
    )
    .openapi(
      operation({
        operationId: 'DeletePermissionSet',
        method: 'delete',
        path: '/app/team/permission-sets/{id}',
        summary: 'Deletes one of your permission sets',
        description:
          'Only when nobody uses it: otherwise 409 saying how many people and pending ' +
          'invitations do. Built-in sets cannot be deleted (400).',
        tags,
        scopes: [],
        permission: 'team.manage',
        request: { params: idParams },
        response: EmptyResponse,
      }),
      async (c) => {
        await sets.deletePermissionSet(merchantContext(c), c.req.valid('param').id);
        return c.json({}, 200);
      },
    );
}
