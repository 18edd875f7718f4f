import { z } from 'zod';
import { PermissionSchema } from './me';

/**
 * The owner's Team area (`/app/team/...`, back office only): the people of the business, the
 * invitations that bring new ones in, and the permission sets that say what each may do. The
 * public invitation pages (`/app/invitations/{secret}`) need no session.
 */

/** Days an invitation link stays good. */
export const INVITATION_DAYS = 7;
/** The password bounds better-auth is configured with (server/auth/better-auth.ts), for forms. */
export const PASSWORD_MIN = 10;
const PASSWORD_MAX = 128;

const personName = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(100, { error: 'must be at most 100 characters' });

const email = z
  .string({ error: 'must be a string' })
  .trim()
  .max(254, { error: 'must be at most 254 characters' })
  .pipe(z.email({ error: 'must be an email address, e.g. maria@example.com' }))
  .transform((value) => value.toLowerCase());

/** A refund limit in the merchant's minor units (cents); null: no limit. */
const refundLimit = z
  .number({ error: 'must be a whole number of cents, or null for no limit' })
  .int({ error: 'must be a whole number of cents' })
  .min(0, { error: 'must be at least 0' })
  .max(1_000_000_000_00, { error: 'must be at most 100000000000' })
  .nullable()
  .meta({ description: "In the merchant's minor units (cents); null: no limit." });

const id = z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' });

// ---------------------------------------------------------------------------------------------
// People

const TeamMember = z
  .object({
    id: z.string().meta({ description: 'The person (user) id.' }),
    name: z.string(),
    email: z.string(),
    is_owner: z.boolean(),
    permission_set_id: z.string().nullable().meta({ description: 'null for the owner.' }),
    permission_set_name: z.string().nullable(),
    refund_limit: z.number().int().nullable(),
    joined_at: z.string(),
    last_sign_in_at: z
      .string()
      .nullable()
      .meta({ description: 'When their latest session began; null when never signed in.' }),
  })
  .meta({ id: 'TeamMember' });

export const ListTeamMembersResponse = z
  .object({
    members: z.array(TeamMember),
    currency: z.string().meta({ description: "The merchant's currency, for refund limits." }),
  })
  .meta({ id: 'ListTeamMembersResponse' });

export const UpdateTeamMemberRequest = z
  .object({
    permission_set_id: id.optional(),
    refund_limit: refundLimit.optional(),
  })
  .refine((body) => body.permission_set_id !== undefined || body.refund_limit !== undefined, {
    error: 'send permission_set_id, refund_limit or both',
  })
  .meta({
    id: 'UpdateTeamMemberRequest',
    description: 'Merge semantics: only the fields sent change.',
  });

export const TeamMemberResponse = z
  .object({ member: TeamMember })
  .meta({ id: 'TeamMemberResponse' });

export const PasswordResetLinkResponse = z
  .object({
    url: z.string().meta({ description: 'A one-time link; shown once, never stored readable.' }),
  })
  .meta({ id: 'PasswordResetLinkResponse' });

// ---------------------------------------------------------------------------------------------
// Invitations

const Invitation = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    permission_set_id: z.string(),
    permission_set_name: z.string(),
    refund_limit: z.number().int().nullable(),
    invited_by: z.string().meta({ description: 'The name of the person who invited them.' }),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'Invitation' });

export const CreateInvitationRequest = z
  .object({
    email,
    name: personName.optional(),
    permission_set_id: id,
    refund_limit: refundLimit.optional(),
  })
  .meta({ id: 'CreateInvitationRequest' });

export const CreateInvitationResponse = z
  .object({
    invitation: Invitation,
    url: z
      .string()
      .meta({ description: 'The one-time link `<origin>/invite/<secret>`; shown only here.' }),
    mailed: z.boolean().meta({ description: 'true when SMTP is configured and it was sent.' }),
  })
  .meta({ id: 'CreateInvitationResponse' });

export const ListInvitationsResponse = z.object({ invitations: z.array(Invitation) }).meta({
  id: 'ListInvitationsResponse',
  description: 'Pending: not accepted, revoked or expired.',
});

export const InvitationPreview = z
  .object({
    business_name: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    permission_set_name: z.string(),
    permissions: z.array(PermissionSchema),
    invited_by: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'InvitationPreview' });

export const AcceptInvitationRequest = z
  .object({
    name: personName,
    password: z
      .string({ error: 'must be a string' })
      .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
      .max(PASSWORD_MAX, { error: `must be at most ${PASSWORD_MAX} characters` }),
  })
  .meta({ id: 'AcceptInvitationRequest' });

export const AcceptInvitationResponse = z
  .object({
    user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  })
  .meta({ id: 'AcceptInvitationResponse' });

// ---------------------------------------------------------------------------------------------
// Permission sets

const PermissionSet = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    permissions: z.array(PermissionSchema),
    built_in: z.boolean().meta({ description: 'Shipped with the service: copy, not edit.' }),
    member_count: z.number().int().meta({ description: 'People and pending invitations.' }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'PermissionSet' });

export const ListPermissionSetsResponse = z
  .object({ permission_sets: z.array(PermissionSet) })
  .meta({ id: 'ListPermissionSetsResponse' });

const setName = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(60, { error: 'must be at most 60 characters' });

const setDescription = z
  .string({ error: 'must be a string' })
  .trim()
  .max(200, { error: 'must be at most 200 characters' });

const setPermissions = z
  .array(PermissionSchema, { error: 'must be a list of permissions' })
  .min(1, { error: 'must include at least one permission' })
  .refine((p) => new Set(p).size === p.length, { error: 'must not repeat a permission' });

export const CreatePermissionSetRequest = z
  .object({
    name: setName,
    description: setDescription.optional(),
    permissions: setPermissions,
  })
  .meta({ id: 'CreatePermissionSetRequest' });

export const UpdatePermissionSetRequest = z
  .object({
    name: setName.optional(),
    description: setDescription.optional(),
    permissions: setPermissions.optional(),
  })
  .meta({
    id: 'UpdatePermissionSetRequest',
    description: 'Merge semantics: only the fields sent change.',
  });

export const PermissionSetResponse = z
  .object({ permission_set: PermissionSet })
  .meta({ id: 'PermissionSetResponse' });

export const EmptyResponse = z.object({}).meta({ id: 'TeamEmptyResponse' });

export type TeamMemberT = z.infer<typeof TeamMember>;
export type InvitationT = z.infer<typeof Invitation>;
export type InvitationPreviewT = z.infer<typeof InvitationPreview>;
export type PermissionSetT = z.infer<typeof PermissionSet>;
export type UpdateTeamMemberBody = z.output<typeof UpdateTeamMemberRequest>;
export type CreateInvitationBody = z.output<typeof CreateInvitationRequest>;
export type CreatePermissionSetBody = z.output<typeof CreatePermissionSetRequest>;
export type UpdatePermissionSetBody = z.output<typeof UpdatePermissionSetRequest>;
