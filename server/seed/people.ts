/**
 * The demo merchant's people: the owner, who has no password yet (`npm start` prints a one-time
 * link that signs them in and asks them to choose one), and three demo managers with known demo
 * passwords, one per built-in permission set. Listed in the README; demo only.
 */
import type { Kysely } from 'kysely';
import { createPerson, type Auth } from '../auth/better-auth';
import { addTeamMember, ensureBuiltInSets } from '../auth/team';
import type { DB } from '../db/schema';
import { MERCHANT_FIXTURE } from './core';

const at = (local: string) => `${local}@${MERCHANT_FIXTURE.emailDomain}`;

const DEMO_OWNER = { name: 'Alex Rivera', email: at('owner') };

/** Demo managers: a name, a sign-in, the built-in set they have and an optional refund limit. */
export const DEMO_MANAGERS = [
  {
    name: 'Maria Lopez',
    email: at('maria.lopez'),
    password: 'demo-manager-2026',
    set: 'manager',
    /** $50.00: larger refunds need the owner. */
    refundLimit: 5000,
  },
  {
    name: 'Sam Okafor',
    email: at('sam.okafor'),
    password: 'demo-shiftlead-2026',
    set: 'shift-lead',
    refundLimit: null,
  },
  {
    name: 'June Park',
    email: at('june.park'),
    password: 'demo-bookkeeper-2026',
    set: 'bookkeeper',
    refundLimit: null,
  },
] as const;

/** The demo owner's user id, if the merchant has its owner already. */
export async function demoOwner(
  db: Kysely<DB>,
  merchantId: string,
): Promise<{ userId: string; email: string; hasSignIn: boolean } | undefined> {
  const owner = await db
    .selectFrom('team_members as tm')
    .innerJoin('user as u', 'u.id', 'tm.user_id')
    .select(['u.id', 'u.email'])
    .where('tm.merchant_id', '=', merchantId)
    .where('tm.is_owner', '=', 1)
    .executeTakeFirst();
  if (!owner) return undefined;
  const password = await db
    .selectFrom('account')
    .select('id')
    .where('userId', '=', owner.id)
    .where('password', 'is not', null)
    .executeTakeFirst();
  const passkey = await db
    .selectFrom('passkey')
    .select('id')
    .where('userId', '=', owner.id)
    .executeTakeFirst();
  return {
    userId: owner.id,
    email: owner.email,
    hasSignIn: password !== undefined || passkey !== undefined,
  };
}

/** Creates the demo owner (no password) and the demo managers; once per merchant. */
export async function seedDemoPeople(auth: Auth, db: Kysely<DB>, merchantId: string) {
  if (await demoOwner(db, merchantId)) return;
  const sets = await ensureBuiltInSets(db, merchantId);
  const owner = await createPerson(auth, DEMO_OWNER);
  await addTeamMember(db, { merchantId, userId: owner.userId, isOwner: true });
  for (const m of DEMO_MANAGERS) {
    const person = await createPerson(auth, m);
    await addTeamMember(db, {
      merchantId,
      userId: person.userId,
      permissionSetId: sets[m.set] ?? null,
      refundLimit: m.refundLimit,
    });
  }
}
