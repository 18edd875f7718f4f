import { entryReason } from './entry-reasons';
import type { Kysely, Selectable } from 'kysely';
import type {
  DepositEntryT,
  DepositLinkT,
  DepositSummaryT,
  GetDepositResponseT,
} from '@contract/deposit-details';
import type {
  V1ListSettlementsQueryT,
  V1SettlementEntryT,
  V1SettlementT,
} from '@contract/settlements';
import { keysetQueryOn, whereInTimeRanges, type Page, type PageRequest } from '../../db/keyset';
import type { DB, SettlementsTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { addDays } from '../../lib/time';
import type { MerchantContext } from '../context';
import { timeRangeDefaults } from '../payments/refunds.service';
import { v1Money } from '../payments/v1-payments.service';
import { pacificDate } from './settle';

type SettlementRow = Selectable<SettlementsTable>;

export function toV1Settlement(row: SettlementRow, entries?: V1SettlementEntryT[]): V1SettlementT {
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
    .select(['payment_id', 'type', 'amount', 'fee_amount', 'currency'])
    .where('settlement_id', '=', row.id)
    .orderBy('position')
    .execute();
  return toV1Settlement(
    row,
    entries.map((e) => ({
      ...(e.payment_id !== null ? { payment_id: e.payment_id } : {}),
      type: e.type,
      amount_money: v1Money(Number(e.amount), e.currency),
      fee_money: v1Money(Number(e.fee_amount), e.currency),
    })),
  );
}

/** Business days a deposit takes to arrive after it was initiated. */
export const ARRIVAL_BUSINESS_DAYS = 3;

/**
 * The Pacific date `ARRIVAL_BUSINESS_DAYS` business days after `initiatedAt`'s: Saturdays and
 * Sundays are skipped; bank holidays are not known, hence not skipped.
 */
export function expectedArrivalDate(initiatedAt: string): string {
  let date = pacificDate(initiatedAt);
  let left = ARRIVAL_BUSINESS_DAYS;
  while (left > 0) {
    date = addDays(date, 1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

const money = (amount: number, currency: string) => ({ amount, currency });

type SummaryRow = SettlementRow & {
  entry_count: number | string;
  resent_by_id: string | null;
};

/** Settlements with their entry count and re-sender, one query. */
function summaryQuery(db: Kysely<DB>, merchantId: string) {
  return db
    .selectFrom('settlements as s')
    .selectAll('s')
    .select((eb) => [
      eb
        .selectFrom('settlement_entries as e')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('e.settlement_id', '=', 's.id')
        .as('entry_count'),
      eb
        .selectFrom('settlements as r')
        .select('r.id')
        .whereRef('r.resends_settlement_id', '=', 's.id')
        .as('resent_by_id'),
    ])
    .where('s.merchant_id', '=', merchantId);
}

function toSummary(row: SummaryRow): DepositSummaryT {
  return {
    id: row.id,
    location_id: row.location_id,
    status: row.status,
    business_date: row.business_date,
    period_start: row.period_start,
    period_end: row.period_end,
    initiated_at: row.initiated_at,
    expected_arrival_date: expectedArrivalDate(row.initiated_at),
    total_money: money(Number(row.total_amount), row.currency),
    entry_count: Number(row.entry_count ?? 0),
    ...(row.failed_at !== null ? { failed_at: row.failed_at } : {}),
    ...(row.failure_reason !== null ? { failure_reason: row.failure_reason } : {}),
    ...(row.resends_settlement_id !== null
      ? { resends_settlement_id: row.resends_settlement_id }
      : {}),
    ...(row.resent_by_id !== null ? { resent_by_settlement_id: row.resent_by_id } : {}),
  };
}

/** Summaries of up to one page of settlements (unknown ids are left out), one query. */
export async function depositSummaries(
  ctx: MerchantContext,
  ids: string[],
): Promise<DepositSummaryT[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = (await summaryQuery(ctx.db, ctx.merchantId)
    .where('s.id', 'in', unique)
    .execute()) as SummaryRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}

function toLink(row: SettlementRow): DepositLinkT {
  return {
    id: row.id,
    status: row.status,
    initiated_at: row.initiated_at,
    business_date: row.business_date,
    ...(row.failed_at !== null ? { failed_at: row.failed_at } : {}),
    ...(row.failure_reason !== null ? { failure_reason: row.failure_reason } : {}),
  };
}

/**
 * One settlement as the web Deposits drawer shows it: its entries with what the wire lacks
 * (refund, adjustment note, the payment's time and card; one query with joins), the settlement it
 * re-sends and the one re-sending it, the bank account masked, and the sums.
 */
export async function depositDetails(
  ctx: MerchantContext,
  id: string,
): Promise<GetDepositResponseT> {
  const row = (await summaryQuery(ctx.db, ctx.merchantId)
    .where('s.id', '=', id)
    .executeTakeFirst()) as SummaryRow | undefined;
  if (!row) throw notFound(`Settlement ${id}`);
  const [entries, account, location, links] = await Promise.all([
    ctx.db
      .selectFrom('settlement_entries as e')
      .leftJoin('payments as p', 'p.id', 'e.payment_id')
      .leftJoin('refunds as r', 'r.id', 'e.refund_id')
      .leftJoin('ledger_adjustments as a', 'a.id', 'e.adjustment_id')
      .leftJoin('settlements as cs', 'cs.id', 'e.carried_from_settlement_id')
      .select([
        'e.position',
        'e.type',
        'e.payment_id',
        'e.refund_id',
        'e.adjustment_id',
        'e.amount',
        'e.fee_amount',
        'e.currency',
        'e.carried_from_settlement_id',
        'a.note as adjustment_note',
        'a.effective_at as adjustment_effective_at',
        'p.created_at as payment_created_at',
        'p.completed_at as payment_completed_at',
        'p.card_brand',
        'p.last_4',
        'r.updated_at as refund_updated_at',
        'r.processing_fee_amount as refund_fee_back',
        'cs.business_date as carried_from_business_date',
      ])
      .where('e.settlement_id', '=', row.id)
      .orderBy('e.position')
      .execute(),
    ctx.db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('id', '=', row.bank_account_id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('locations')
      .select('name')
      .where('id', '=', row.location_id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('settlements')
      .selectAll()
      .where('merchant_id', '=', ctx.merchantId)
      .where((eb) =>
        eb.or([
          eb('id', '=', row.resends_settlement_id ?? ''),
          eb('resends_settlement_id', '=', row.id),
        ]),
      )
      .execute(),
  ]);
  const cur = row.currency;
  const list: DepositEntryT[] = entries.map((e) => {
    const amount = Number(e.amount);
    const fee = Number(e.fee_amount);
    const effective =
      e.type === 'CHARGE'
        ? e.payment_completed_at
        : e.type === 'REFUND'
          ? e.refund_updated_at
          : e.adjustment_effective_at;
    return {
      position: e.position,
      type: e.type,
      ...(e.payment_id !== null ? { payment_id: e.payment_id } : {}),
      ...(e.refund_id !== null ? { refund_id: e.refund_id } : {}),
      ...(e.adjustment_id !== null ? { adjustment_id: e.adjustment_id } : {}),
      ...(e.adjustment_note ? { adjustment_note: e.adjustment_note } : {}),
      ...(e.payment_created_at ? { payment_created_at: e.payment_created_at } : {}),
      ...(e.card_brand ? { card_brand: e.card_brand } : {}),
      ...(e.last_4 ? { last_4: e.last_4 } : {}),
      amount_money: money(amount, e.currency),
      fee_money: money(fee, e.currency),
      net_money: money(amount + fee, e.currency),
      ...(e.carried_from_settlement_id !== null
        ? { carried_from_settlement_id: e.carried_from_settlement_id }
        : {}),
      ...(effective ? { effective_at: effective } : {}),
      ...(e.type === 'REFUND' && e.refund_fee_back !== null
        ? { processing_fee_returned_money: money(Number(e.refund_fee_back), e.currency) }
        : {}),
      reason: entryReason(
        {
          type: e.type,
          effective_at: effective ?? null,
          payment_created_at: e.payment_created_at ?? null,
          carried_from_business_date: e.carried_from_business_date ?? null,
        },
        row.business_date,
        row.period_start,
      ),
    };
  });
  // The order the money moved (v1 retrieveSettlement keeps the stored positions).
  list.sort(
    (a, b) => (a.effective_at ?? '').localeCompare(b.effective_at ?? '') || a.position - b.position,
  );
  const amounts = list.reduce((s, e) => s + e.amount_money.amount, 0);
  const fees = list.reduce((s, e) => s + e.fee_money.amount, 0);
  const total = Number(row.total_amount);
  const resends = links.find((l) => l.id === row.resends_settlement_id);
  const resentBy = links.find((l) => l.resends_settlement_id === row.id);
  return {
    deposit: toSummary(row),
    location_name: location.name,
    bank_account: {
      id: account.id,
      name: account.name,
      bank_name: account.bank_name,
      type: account.type as GetDepositResponseT['bank_account']['type'],
      account_number_suffix: account.account_number_suffix,
      masked_number: `•••• ${account.account_number_suffix}`,
    },
    ...(resends ? { resends: toLink(resends) } : {}),
    ...(resentBy ? { resent_by: toLink(resentBy) } : {}),
    sums: {
      amount_money: money(amounts, cur),
      fee_money: money(fees, cur),
      total_money: money(total, cur),
      difference_money: money(total - amounts - fees, cur),
    },
    entries: list,
  };
}
