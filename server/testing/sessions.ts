/**
 * Signing in as a person in API tests: a real better-auth session over HTTP, as the web app gets
 * one. `signInAs` creates the person (email and password), makes them the merchant's owner or a
 * member with a permission set of exactly the permissions given (and a refund limit), signs in
 * through `POST /api/auth/sign-in/email` and returns the session cookie with headers that carry it
 * and a matching Origin (writes through a cookie need one).
 */
import { randomBytes } from 'node:crypto';
import type { Permission } from '@contract/permissions';
import { PostgresAdapter, type Kysely } from 'kysely';
import { createAuth, createPerson, type Auth } from '../auth/better-auth';
import { addTeamMember, storePermissions } from '../auth/team';
import type { DB } from '../db/schema';
import { newId } from '../lib/ids';
import { nowStored } from '../lib/time';

export interface SignInAsOptions {
  /** The merchant's owner: every permission and the owner-only powers. */
  owner?: boolean;
  /** The permission set's permissions, exactly these (default none). Ignored for the owner. */
  permissions?: readonly Permission[];
  /** Largest refund in minor units; null or absent: none. */
  refundLimit?: number | null;
  /** Default: a made-up name and address. */
  name?: string;
  email?: string;
  /** Default: a random one. */
  password?: string;
}

export interface SignedInPerson {
  /** `ledgerline.session_token=…`, for a Cookie header. */
  cookie: string;
  userId: string;
  email: string;
  password: string;
  /** Cookie and Origin (this service's own), for fetch. */
  headers: { cookie: string; origin: string };
  /** The permission set made for them; null for the owner. */
  permissionSetId: string | null;
}

const auths = new WeakMap<Kysely<DB>, Promise<Auth>>();

/** better-auth on the test server's database (the same per-install secret, so its cookies). */
export function testAuth(db: Kysely<DB>): Promise<Auth> {
  let auth = auths.get(db);
  if (!auth) {
    const engine = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    auth = createAuth({
      database: { db, engine, close: () => Promise.resolve() },
      config: { publicUrl: undefined, authSecret: undefined, sessionDays: 7 },
    });
    auths.set(db, auth);
  }
  return auth;
}

/** The `name=value` of the session cookie a response set. */
function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /^(?:__Secure-)?ledgerline\.session_token=/.test(c));
  if (!cookie) throw new Error(`no session cookie in the response (HTTP ${response.status})`);
  return cookie;
}

/** Creates a person of `merchantId` and signs them in to the server at `target`. */
export async function signInAs(
  target: string | { url: string },
  db: Kysely<DB>,
  merchantId: string,
  options: SignInAsOptions = {},
): Promise<SignedInPerson> {
  const baseUrl = typeof target === 'string' ? target : target.url;
  const origin = new URL(baseUrl).origin;
  const tag = randomBytes(6).toString('hex');
  const email = options.email ?? `person-${tag}@example.test`;
  const password = options.password ?? `pw-${randomBytes(12).toString('base64url')}`;
  const auth = await testAuth(db);
  const { userId } = await createPerson(auth, {
    email,
    name: options.name ?? `Person ${tag}`,
    password,
  });

  let permissionSetId: string | null = null;
  if (!options.owner) {
    permissionSetId = newId();
    const now = nowStored();
    await db
      .insertInto('permission_sets')
      .values({
        id: permissionSetId,
        merchant_id: merchantId,
        name: `Test set ${tag}`,
        description: 'Made by signInAs for a test.',
        permissions: storePermissions(options.permissions ?? []),
        built_in_key: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await addTeamMember(db, {
    merchantId,
    userId,
    isOwner: options.owner ?? false,
    permissionSetId,
    refundLimit: options.refundLimit ?? null,
  });

  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in as ${email} failed: HTTP ${response.status} ${await response.text()}`);
  }
  const cookie = sessionCookieOf(response);
  return { cookie, userId, email, password, headers: { cookie, origin }, permissionSetId };
}
