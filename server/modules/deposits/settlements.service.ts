import type { Kysely, Selectable } from 'kysely';
import type {
  V1ListSettlementsQueryT,
  V1SettlementEntryT,
  V1SettlementT,
} from '@contract/settlements';
import { keysetQueryOn, whereInTimeRanges, type Page, type PageRequest } from '../../db/keyset';
import type { DB, SettlementsTable } from '../../db/schema';
import type { MerchantContext } from '../context';
import { notFound } from '../errors';
import { timeRangeDefaults, v1Money } from '../v1-wire';

/**
 * The generation 1 wire's settlements (listSettlements, retrieveSettlement): reads of what the
 * settlement job (settle.ts, settlement-job.ts) wrote; a read never writes.
 */

type SettlementRow = Selectable<SettlementsTable>;

function toV1Settlement(row: SettlementRow, entries?: V1SettlementEntryT[]): V1SettlementT {
  return {
    id: row.id,
    status: row.status,
    total_money: v1Money(Number(row.total_amount), row.currency),
    initiated_at: row.initiated_at,
    bank_account_id: row.bank_account_id,
    ...(entries ? { entries } : {}),
  };
}

interface SettlementFilters extends Record<string, unknown> {
  merchant_id: string;
  location_id: string | undefined;
  status: string | undefined;
  begin_time: string;
  end_time: string;
}

const settlementsPage = keysetQueryOn(
  'settlements',
  'initiated_at',
  (db: Kysely<DB>, f: SettlementFilters) => {
    let q = db.selectFrom('settlements').selectAll().where('merchant_id', '=', f.merchant_id);
    if (f.location_id !== undefined) q = q.where('location_id', '=', f.location_id);
    if (f.status !== undefined) q = q.where('status', '=', f.status as 'SENT');
    return whereInTimeRanges(q, [['initiated_at', f.begin_time, f.end_time]]);
  },
);

/** Settlements by (initiated_at, id), without entries. */
export async function listV1Settlements(
  ctx: MerchantContext,
  locationId: string | undefined,
  query: V1ListSettlementsQueryT,
  request: PageRequest,
): Promise<Page<V1SettlementT>> {
  const page = await settlementsPage(
    ctx.db,
    {
      merchant_id: ctx.merchantId,
      location_id: locationId,
      status: query.status,
      ...timeRangeDefaults(query),
    },
    request,
  );
  return { items: page.items.map((row) => toV1Settlement(row)), next: page.next };
}

async function findSettlement(
  ctx: MerchantContext,
  locationId: string | undefined,
  id: string,
): Promise<SettlementRow> {
  let q = ctx.db
    .selectFrom('settlements')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', id);
  if (locationId !== undefined) q = q.where('location_id', '=', locationId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`Settlement ${id}`);
  return row;
}

export async function retrieveV1Settlement(
  ctx: MerchantContext,
  locationId: string | undefined,
  id: string,
): Promise<V1SettlementT> {
  const row = await findSettlement(ctx, locationId, id);
  const entries = await ctx.db
    .selectFrom('settlement_entries')
    .select(['payment_id', 'type', 'amount', 'fee_amount'])
    .where('settlement_id', '=', row.id)
    .orderBy('position')
    .execute();
  return toV1Settlement(
    row,
    entries.map((e) => ({
      ...(e.payment_id !== null ? { payment_id: e.payment_id } : {}),
      type: e.type,
      amount_money: v1Money(Number(e.amount), row.currency),
      fee_money: v1Money(Number(e.fee_amount), row.currency),
    })),
  );
}
