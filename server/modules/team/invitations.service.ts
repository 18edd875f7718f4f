import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../../auth/tokens';
import {
  INVITATION_DAYS,
  type CreateInvitationBody,
  type InvitationPreviewT,
  type InvitationT,
} from '@contract/team';
import { isUniqueViolation, type Engine } from '../../db';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored, toStoredTime } from '../../lib/time';
import { fieldChanges, recordActivity } from '../activity';
import { inTransaction, type MerchantContext } from '../context';
import { DomainError, notFound } from '../errors';
import { insertPerson, userIdByEmail } from './accounts';
import { parsePermissions, requirePermissionSet } from './permission-sets.service';

/** A secret is 32 random bytes in base64url: 43 characters; anything else is not one. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;

function invitationQuery(db: Kysely<DB>) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('permission_sets as s', 's.id', 'i.permission_set_id')
    .leftJoin('user as u', 'u.id', 'i.created_by')
    .select([
      'i.id',
      'i.merchant_id',
      'i.email',
      'i.name',
      'i.permission_set_id',
      'i.refund_limit',
      'i.created_at',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
      's.name as set_name',
      's.permissions as set_permissions',
      'u.name as inviter',
    ]);
}

type InvitationRow = Awaited<
  ReturnType<ReturnType<typeof invitationQuery>['executeTakeFirstOrThrow']>
>;

function toWire(row: InvitationRow): InvitationT {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    permission_set_id: row.permission_set_id,
    permission_set_name: row.set_name,
    refund_limit: row.refund_limit === null ? null : Number(row.refund_limit),
    invited_by: row.inviter ?? 'The owner',
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

/** The merchant's invitations still waiting for an answer, newest first. */
export async function listInvitations(ctx: MerchantContext): Promise<InvitationT[]> {
  const rows = await invitationQuery(ctx.db)
    .where('i.merchant_id', '=', ctx.merchantId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', nowStored())
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return rows.map(toWire);
}

export interface IssuedInvitation {
  invitation: InvitationT;
  /** The link's secret: shown once, never stored. */
  secret: string;
  businessName: string;
  permissionSetName: string;
}

/**
 * Invites `email` with a permission set and refund limit: a new one-time secret, valid seven
 * days. An email that already has an account cannot be invited (409); an earlier pending
 * invitation to the same email is revoked, so only the newest link works.
 */
export function createInvitation(
  ctx: MerchantContext,
  body: CreateInvitationBody,
  createdBy: string | null,
): Promise<IssuedInvitation> {
  return inTransaction(ctx, async (tctx) => {
    const set = await requirePermissionSet(tctx, body.permission_set_id, 'permission_set_id');
    if (await userIdByEmail(tctx.db, body.email)) {
      throw new DomainError(
        'INVALID_VALUE',
        `email ${body.email} already has an account: a person belongs to one business.`,
        'email',
      );
    }
    const now = nowStored();
    await tctx.db
      .updateTable('invitations')
      .set({ revoked_at: now })
      .where('merchant_id', '=', tctx.merchantId)
      .where('email', '=', body.email)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const secret = randomBytes(32).toString('base64url');
    const id = newId();
    await tctx.db
      .insertInto('invitations')
      .values({
        id,
        merchant_id: tctx.merchantId,
        email: body.email,
        name: body.name ?? null,
        permission_set_id: set.id,
        refund_limit: body.refund_limit ?? null,
        // Stored only as its SHA-256, as access tokens are.
        token_hash: hashToken(secret),
        created_by: createdBy,
        created_at: now,
        expires_at: toStoredTime(new Date(Date.now() + INVITATION_DAYS * 86_400_000)),
        accepted_at: null,
        revoked_at: null,
      })
      .execute();
    const row = await invitationQuery(tctx.db).where('i.id', '=', id).executeTakeFirstOrThrow();
    await recordActivity(tctx, {
      operation: 'CreateInvitation',
      area: 'team',
      resourceType: 'invitation',
      resourceId: id,
      // The link's secret is never recorded: who was invited, with which set and limit.
      changes: fieldChanges(
        null,
        {
          email: body.email,
          name: body.name ?? null,
          permission_set: set.name,
          refund_limit: body.refund_limit ?? null,
        },
        ['email', 'name', 'permission_set', 'refund_limit'],
      ),
      summary: `invited ${body.email}`,
    });
    const merchant = await tctx.db
      .selectFrom('merchants')
      .select('business_name')
      .where('id', '=', tctx.merchantId)
      .executeTakeFirstOrThrow();
    return {
      invitation: toWire(row),
      secret,
      businessName: merchant.business_name,
      permissionSetName: set.name,
    };
  });
}

/** Revokes a pending invitation: its link stops working at once. */
export function revokeInvitation(ctx: MerchantContext, id: string): Promise<void> {
  return inTransaction(ctx, async (tctx) => {
    const row = await tctx.db
      .selectFrom('invitations')
      .select(['accepted_at', 'revoked_at', 'email'])
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`Invitation ${id}`);
    if (row.accepted_at !== null) {
      throw new DomainError(
        'CONFLICT',
        'This invitation was already accepted: remove the person instead.',
      );
    }
    if (row.revoked_at !== null) return;
    await tctx.db
      .updateTable('invitations')
      .set({ revoked_at: nowStored() })
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    await recordActivity(tctx, {
      operation: 'RevokeInvitation',
      area: 'team',
      resourceType: 'invitation',
      resourceId: id,
      summary: `revoked the invitation of ${row.email}`,
    });
  });
}

const alreadyUsed = () =>
  new DomainError(
    'CONFLICT',
    'This invitation has just been used: sign in instead, or ask for a new invitation.',
  );

const unusable = () =>
  new DomainError(
    'NOT_FOUND',
    'This invitation link is not valid: it may have expired, been revoked or already been used. Ask for a new one.',
  );

/**
 * A usable invitation by its link's secret; 404 when unknown, expired or revoked, and when used
 * too unless `usedIs409` (an accept that lost the race to another hears 409 whenever it arrives).
 */
async function usableBySecret(
  db: Kysely<DB>,
  secret: string,
  { usedIs409 = false } = {},
): Promise<InvitationRow> {
  if (!SECRET.test(secret)) throw unusable();
  const row = await invitationQuery(db)
    .where('i.token_hash', '=', hashToken(secret))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) throw unusable();
  if (row.accepted_at !== null) throw usedIs409 ? alreadyUsed() : unusable();
  if (row.expires_at <= nowStored()) throw unusable();
  return row;
}

/** What the invitation page shows before anyone signs in. */
export async function previewInvitation(
  db: Kysely<DB>,
  secret: string,
): Promise<InvitationPreviewT> {
  const row = await usableBySecret(db, secret);
  const merchant = await db
    .selectFrom('merchants')
    .select('business_name')
    .where('id', '=', row.merchant_id)
    .executeTakeFirstOrThrow();
  return {
    business_name: merchant.business_name,
    email: row.email,
    name: row.name,
    permission_set_name: row.set_name,
    permissions: parsePermissions(row.set_permissions),
    invited_by: row.inviter ?? 'The owner',
    expires_at: row.expires_at,
  };
}

export interface AcceptedInvitation {
  userId: string;
  merchantId: string;
  email: string;
  name: string;
}

/**
 * Accepts an invitation, in one transaction: claims it with a conditional update (of two accepts
 * at once exactly one claims it; the other gets 409 and writes nothing), then creates the person
 * (an email-and-password account, the password hashed by better-auth) and their membership with
 * the invitation's permission set and refund limit. Signing them in is the caller's next step.
 */
export async function acceptInvitation(
  db: Kysely<DB>,
  engine: Engine,
  secret: string,
  body: { name: string; password: string },
  hashPassword: (password: string) => Promise<string>,
  from: { address: string; userAgent: string | null },
): Promise<AcceptedInvitation> {
  const invitation = await usableBySecret(db, secret, { usedIs409: true });
  if (await userIdByEmail(db, invitation.email)) {
    throw new DomainError(
      'CONFLICT',
      `${invitation.email} already has an account: sign in with it instead.`,
    );
  }
  // Hashing is slow on purpose: done before the transaction, which then holds its locks briefly.
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const now = nowStored();
      const claimed = await trx
        .updateTable('invitations')
        .set({ accepted_at: now })
        .where('id', '=', invitation.id)
        .where('accepted_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw alreadyUsed();
      if (await userIdByEmail(trx, invitation.email)) {
        throw new DomainError(
          'CONFLICT',
          `${invitation.email} already has an account: sign in with it instead.`,
        );
      }
      const userId = await insertPerson(trx, engine, {
        name: body.name,
        email: invitation.email,
        passwordHash,
      });
      await trx
        .insertInto('team_members')
        .values({
          id: newId(),
          merchant_id: invitation.merchant_id,
          user_id: userId,
          is_owner: 0,
          permission_set_id: invitation.permission_set_id,
          refund_limit: invitation.refund_limit,
          created_at: now,
        })
        .execute();
      // The new person is who accepted: the entry is theirs.
      await recordActivity(
        {
          db: trx,
          engine,
          merchantId: invitation.merchant_id,
          actor: {
            kind: 'session',
            userId,
            name: body.name,
            tokenId: null,
            appId: null,
            address: from.address,
            userAgent: from.userAgent,
            refundLimit: invitation.refund_limit,
          },
        },
        {
          operation: 'AcceptInvitation',
          area: 'team',
          resourceType: 'person',
          resourceId: userId,
          changes: fieldChanges(
            null,
            { name: body.name, email: invitation.email, permission_set: invitation.set_name },
            ['name', 'email', 'permission_set'],
          ),
          summary: `joined the team (${invitation.set_name})`,
        },
      );
      return {
        userId,
        merchantId: invitation.merchant_id,
        email: invitation.email,
        name: body.name,
      };
    });
  } catch (error) {
    // Two different invitations of one email accepted at once: the account exists now.
    if (isUniqueViolation(error)) {
      throw new DomainError(
        'CONFLICT',
        `${invitation.email} already has an account: sign in with it instead.`,
      );
    }
    throw error;
  }
}
