import { recordActivity } from '../activity';
import { inTransaction, type MerchantContext } from '../context';
import type { Db } from './oauth.service';

/** What a Developer write says about itself (its area is always developer). */
export interface DeveloperEntry {
  operation: string;
  resourceType: 'access-token' | 'app';
  resourceId: string;
  summary: string;
  changes?: { field: string; before: string | null; after: string | null }[];
}

/**
 * Runs a Developer write and records its activity-log entry in the same transaction (a write
 * that fails records nothing). `entry` sees the write's result; it must never name a token's or
 * a client secret's value: labels, names and ids only.
 */
export function withActivity<T>(
  ctx: MerchantContext,
  work: (db: Db) => Promise<T>,
  entry: (result: T) => DeveloperEntry,
): Promise<T> {
  return inTransaction(ctx, async (tctx) => {
    const result = await work({ db: tctx.db, engine: tctx.engine });
    await recordActivity(tctx, { area: 'developer', ...entry(result) });
    return result;
  });
}
