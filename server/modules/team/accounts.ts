import type { Kysely } from 'kysely';
import type { Engine } from '../../db';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';

/**
 * The few writes the Team area makes to better-auth's own tables (`user`, `account`, `session`,
 * created by core's 0007 migration), inside the Team operation's transaction so that a claimed
 * invitation, the person and their membership are written together or not at all. Dates and
 * booleans are stored as better-auth's Kysely adapter stores them: ISO strings and 0/1 on SQLite,
 * `timestamptz` and booleans on PostgreSQL.
 */

const authDate = (engine: Engine, at: Date) => (engine === 'postgres' ? at : at.toISOString());
const authBool = (engine: Engine, value: boolean) =>
  engine === 'postgres' ? value : value ? 1 : 0;

/** The id of the account with that email (stored lower-case), if there is one. */
export async function userIdByEmail(db: Kysely<DB>, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A person with an email-and-password account, as better-auth's sign-up writes one: a `user` row
 * (email verified: the invitation link went to it) and a `credential` account holding the hash
 * better-auth made of the password.
 */
export async function insertPerson(
  db: Kysely<DB>,
  engine: Engine,
  person: { name: string; email: string; passwordHash: string },
): Promise<string> {
  const userId = newId();
  const now = new Date();
  await db
    .insertInto('user')
    .values({
      id: userId,
      name: person.name,
      email: person.email.toLowerCase(),
      emailVerified: authBool(engine, true),
      image: null,
      createdAt: authDate(engine, now),
      updatedAt: authDate(engine, now),
      twoFactorEnabled: authBool(engine, false),
    })
    .execute();
  await db
    .insertInto('account')
    .values({
      id: newId(),
      accountId: userId,
      providerId: 'credential',
      userId,
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
      password: person.passwordHash,
      createdAt: authDate(engine, now),
      updatedAt: authDate(engine, now),
    })
    .execute();
  return userId;
}

/** Ends every session of the person: their next request with any of them is refused. */
export async function endAllSessions(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/**
 * Forgets a removed person's way in: sessions, passkeys, second factor, password and the account
 * itself (the activity log keeps their name as it was). Their email can be invited again.
 */
export async function forgetPerson(db: Kysely<DB>, userId: string): Promise<void> {
  await endAllSessions(db, userId);
  await db.deleteFrom('passkey').where('userId', '=', userId).execute();
  await db.deleteFrom('twoFactor').where('userId', '=', userId).execute();
  await db.deleteFrom('account').where('userId', '=', userId).execute();
  await db.deleteFrom('user').where('id', '=', userId).execute();
}
