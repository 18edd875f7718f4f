import type { TeamMemberT, UpdateTeamMemberBody } from '@contract/team';
import { fieldChanges, recordActivity } from '../activity';
import { inTransaction, type MerchantContext } from '../context';
import { DomainError, notFound } from '../errors';
import { forgetPerson } from './accounts';
import { requirePermissionSet } from './permission-sets.service';

function memberQuery(ctx: MerchantContext) {
  return ctx.db
    .selectFrom('team_members as m')
    .innerJoin('user as u', 'u.id', 'm.user_id')
    .leftJoin('permission_sets as s', 's.id', 'm.permission_set_id')
    .select((eb) => [
      'm.user_id',
      'm.is_owner',
      'm.permission_set_id',
      'm.refund_limit',
      'm.created_at',
      'u.name',
      'u.email',
      's.name as set_name',
      eb
        .selectFrom('session')
        .select((se) => se.fn.max('session.createdAt').as('latest'))
        .whereRef('session.userId', '=', 'm.user_id')
        .as('last_sign_in_at'),
    ])
    .where('m.merchant_id', '=', ctx.merchantId);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['executeTakeFirstOrThrow']>>;

const asIso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') {
    return new Date(value).toISOString();
  }
  return null;
};

function toWire(row: MemberRow): TeamMemberT {
  return {
    id: row.user_id,
    name: row.name,
    email: row.email,
    is_owner: Number(row.is_owner) === 1,
    permission_set_id: row.permission_set_id,
    permission_set_name: row.set_name ?? null,
    refund_limit: row.refund_limit === null ? null : Number(row.refund_limit),
    joined_at: row.created_at,
    last_sign_in_at: asIso(row.last_sign_in_at),
  };
}

/** Everyone of the merchant (a team is small: one answer), the owner first, then by name. */
export async function listMembers(ctx: MerchantContext): Promise<TeamMemberT[]> {
  const rows = await memberQuery(ctx).execute();
  return rows
    .map(toWire)
    .sort(
      (a, b) =>
        Number(b.is_owner) - Number(a.is_owner) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
}

async function requireMember(ctx: MerchantContext, userId: string, lock = false) {
  let q = ctx.db
    .selectFrom('team_members')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('user_id', '=', userId);
  if (lock && ctx.engine === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`Person ${userId}`);
  return row;
}

async function getMember(ctx: MerchantContext, userId: string): Promise<TeamMemberT> {
  const row = await memberQuery(ctx).where('m.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(`Person ${userId}`);
  return toWire(row);
}

/** Changes a person's permission set and/or refund limit; the owner's own are not theirs to set. */
export function updateMember(
  ctx: MerchantContext,
  userId: string,
  body: UpdateTeamMemberBody,
): Promise<TeamMemberT> {
  return inTransaction(ctx, async (tctx) => {
    const member = await requireMember(tctx, userId, true);
    if (member.is_owner) {
      throw new DomainError(
        'BAD_REQUEST',
        'The owner has every permission and no refund limit; that cannot be changed.',
      );
    }
    const changes: { permission_set_id?: string; refund_limit?: number | null } = {};
    if (body.permission_set_id !== undefined) {
      await requirePermissionSet(tctx, body.permission_set_id, 'permission_set_id');
      changes.permission_set_id = body.permission_set_id;
    }
    if (body.refund_limit !== undefined) changes.refund_limit = body.refund_limit;
    await tctx.db
      .updateTable('team_members')
      .set(changes)
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', member.id)
      .execute();
    const after = await getMember(tctx, userId);
    const setName = async (id: string | null) =>
      id === null
        ? null
        : ((
            await tctx.db
              .selectFrom('permission_sets')
              .select('name')
              .where('id', '=', id)
              .executeTakeFirst()
          )?.name ?? null);
    await recordActivity(tctx, {
      operation: 'UpdateTeamMember',
      area: 'team',
      resourceType: 'person',
      resourceId: userId,
      changes: fieldChanges(
        {
          permission_set: await setName(member.permission_set_id),
          refund_limit: member.refund_limit,
        },
        { permission_set: after.permission_set_name, refund_limit: after.refund_limit },
        ['permission_set', 'refund_limit'],
      ),
      summary: `changed the permission set or refund limit of ${after.name}`,
    });
    return after;
  });
}

/**
 * Removes a person from the team: their membership, every session they have (so their next
 * request is refused) and their account go in one transaction. The owner stays.
 */
export function removeMember(ctx: MerchantContext, userId: string): Promise<void> {
  return inTransaction(ctx, async (tctx) => {
    const member = await requireMember(tctx, userId, true);
    if (member.is_owner) {
      throw new DomainError('BAD_REQUEST', 'The owner cannot be removed from the team.');
    }
    const person = await getMember(tctx, userId);
    await recordActivity(tctx, {
      operation: 'RemoveTeamMember',
      area: 'team',
      resourceType: 'person',
      resourceId: userId,
      changes: fieldChanges(
        { name: person.name, email: person.email },
        { name: null, email: null },
        ['name', 'email'],
      ),
      summary: `removed ${person.name} from the team`,
    });
    await tctx.db
      .deleteFrom('team_members')
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', member.id)
      .execute();
    await forgetPerson(tctx.db, userId);
  });
}

/**
 * Records that a password-reset link was issued for the person (never the link): called once
 * better-auth has stored it, which happens outside our transactions.
 */
export function recordResetLink(ctx: MerchantContext, userId: string): Promise<void> {
  return inTransaction(ctx, async (tctx) => {
    const person = await getMember(tctx, userId);
    await recordActivity(tctx, {
      operation: 'CreatePasswordResetLink',
      area: 'team',
      resourceType: 'person',
      resourceId: userId,
      summary: `issued a password-reset link for ${person.name}`,
    });
  });
}

/** The person's email, to issue a reset link for them (the owner's own included). */
export async function memberEmail(ctx: MerchantContext, userId: string): Promise<string> {
  await requireMember(ctx, userId);
  const row = await ctx.db
    .selectFrom('user')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}
