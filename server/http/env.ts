import type { Kysely } from 'kysely';
import type { TokenOwner } from '../auth/tokens';
import type { Engine } from '../db';
import type { DB } from '../db/schema';

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    db: Kysely<DB>;
    engine: Engine;
    auth: TokenOwner;
    pagingSecret: string;
  };
}
