import type { MySessionT } from '@contract/me';
import { compareCodeUnits } from '../../lib/compare';
import { recordActivity } from '../activity';
import { inTransaction, type MerchantContext } from '../context';
import { notFound } from '../errors';

/** Who is asking: the person and the session their cookie names. */
export interface SessionOwner {
  userId: string;
  sessionId: string;
}

/** better-auth's dates: a Date on PostgreSQL, ISO text on SQLite. */
const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The person's unexpired sessions, by id: the token is never selected, so it cannot leave the
 * service. The current one first, then the most recently active.
 */
export async function listMySessions(
  ctx: MerchantContext,
  owner: SessionOwner,
): Promise<MySessionT[]> {
  const rows = await ctx.db
    .selectFrom('session')
    .select(['id', 'createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', owner.userId)
    .execute();
  const now = Date.now();
  return rows
    .filter((r) => new Date(r.expiresAt).getTime() > now)
    .map((r) => ({
      id: r.id,
      created_at: iso(r.createdAt),
      last_active_at: iso(r.updatedAt),
      expires_at: iso(r.expiresAt),
      ip_address: r.ipAddress,
      user_agent: r.userAgent,
      current: r.id === owner.sessionId,
    }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        compareCodeUnits(b.last_active_at, a.last_active_at) ||
        compareCodeUnits(a.id, b.id),
    );
}

/**
 * Ends one of the person's own sessions (the current one too: that signs them out). Another
 * person's session id is as unknown as a made-up one: 404, nothing ends.
 */
export function endMySession(
  ctx: MerchantContext,
  owner: SessionOwner,
  sessionId: string,
): Promise<{ ended: true; was_current: boolean }> {
  return inTransaction(ctx, async (tctx) => {
    const row = await tctx.db
      .selectFrom('session')
      .select(['id', 'userAgent'])
      .where('id', '=', sessionId)
      .where('userId', '=', owner.userId)
      .executeTakeFirst();
    if (!row) throw notFound('Session');
    await tctx.db
      .deleteFrom('session')
      .where('id', '=', row.id)
      .where('userId', '=', owner.userId)
      .execute();
    const wasCurrent = row.id === owner.sessionId;
    await recordActivity(tctx, {
      operation: 'EndMySession',
      area: 'team',
      resourceType: 'session',
      resourceId: row.id,
      summary: wasCurrent ? 'signed out' : 'signed out one of their other sessions',
    });
    return { ended: true as const, was_current: wasCurrent };
  });
}

/** Ends every session of the person except the one making the request. */
export function endOtherSessions(
  ctx: MerchantContext,
  owner: SessionOwner,
): Promise<{ ended_count: number }> {
  return inTransaction(ctx, async (tctx) => {
    const result = await tctx.db
      .deleteFrom('session')
      .where('userId', '=', owner.userId)
      .where('id', '!=', owner.sessionId)
      .executeTakeFirst();
    const ended = Number(result.numDeletedRows);
    await recordActivity(tctx, {
      operation: 'EndOtherSessions',
      area: 'team',
      resourceType: 'person',
      resourceId: owner.userId,
      summary:
        ended === 1 ? 'signed out of 1 other session' : `signed out of ${ended} other sessions`,
    });
    return { ended_count: ended };
  });
}
