import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * A random secret under `key` in `settings`, the same for every service instance: the first
 * caller creates it (a concurrent second insert does nothing), everyone reads the stored one.
 */
export async function loadSharedSecret(db: Kysely<DB>, key: string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
