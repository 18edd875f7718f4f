import { hash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiledQuery } from '../db/compiled';
import type { DB } from '../db/schema';
import { DomainError } from './errors';
import { nowStored } from '../lib/time';
import type { MerchantContext } from './context';

type KeyValues = {
  merchant_id: string;
  operation: string;
  key: string;
};

// The claim and the stored answer, built and compiled once per database (they run on every create).
const claimQuery = compiledQuery(
  (db: Kysely<DB>, v: KeyValues & { request_hash: string; created_at: string }) =>
    db
      .insertInto('idempotency_keys')
      .values({
        merchant_id: v.merchant_id,
        operation: v.operation,
        idempotency_key: v.key,
        request_hash: v.request_hash,
        response: null,
        created_at: v.created_at,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'operation', 'idempotency_key']).doNothing())
      .returning('idempotency_key'),
);

const storeQuery = compiledQuery((db: Kysely<DB>, v: KeyValues & { response: string }) =>
  db
    .updateTable('idempotency_keys')
    .set({ response: v.response })
    .where('merchant_id', '=', v.merchant_id)
    .where('operation', '=', v.operation)
    .where('idempotency_key', '=', v.key),
);

/**
 * Runs a generation 2 create at most once per idempotency key. Called inside the create's
 * transaction (`tctx`); without a key it just runs `create`.
 *
 * The key is claimed first (`insert … on conflict do nothing` on the table's primary key). The
 * first request to claim it runs `create` and stores its answer in the same transaction; a later
 * request with the same key and the same parsed body gets that stored answer back, even if the
 * resource changed or was deleted since, and the same key with another body is rejected. On
 * PostgreSQL a concurrent request with the same key waits at the claim until the first one
 * commits (then replays its answer) or rolls back (then claims the key itself), so concurrent
 * replays create one resource; SQLite runs one transaction at a time.
 */
export async function idempotent<T>(
  tctx: MerchantContext,
  operation: string,
  key: string | undefined,
  request: unknown,
  create: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return create();
  const requestHash = hash('sha256', JSON.stringify(request), 'hex');
  const [claimed] = await claimQuery(tctx.db, {
    merchant_id: tctx.merchantId,
    operation,
    key,
    request_hash: requestHash,
    created_at: nowStored(),
  });
  if (claimed) {
    const result = await create();
    await storeQuery(tctx.db, {
      merchant_id: tctx.merchantId,
      operation,
      key,
      response: JSON.stringify(result),
    });
    return result;
  }
  const first = await tctx.db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('merchant_id', '=', tctx.merchantId)
    .where('operation', '=', operation)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  if (first.request_hash !== requestHash || first.response === null) {
    throw new DomainError(
      'IDEMPOTENCY_KEY_REUSED',
      'idempotency_key was already used for a different request; send a new key for a new request',
      'idempotency_key',
    );
  }
  return JSON.parse(first.response) as T;
}
