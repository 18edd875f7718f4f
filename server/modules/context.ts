import type { Kysely } from 'kysely';
import type { Engine } from '../db';
import type { DB } from '../db/schema';

/** What a domain operation needs: the database and the merchant it acts for. */
export interface MerchantContext {
  db: Kysely<DB>;
  engine: Engine;
  merchantId: string;
}
