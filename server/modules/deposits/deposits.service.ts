import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type {
  DepositEntryT,
  DepositLinkT,
  DepositListItemT,
  DepositSummaryT,
  GetDepositResponseT,
  ListDepositsQueryT,
} from '@contract/deposit-details';
import {
  keysetQueryOn,
  mapPage,
  whereInTimeRanges,
  type Page,
  type PageRequest,
} from '../../db/keyset';
import type { DB, SettlementsTable } from '../../db/schema';
import { notFound } from '../errors';
import { compareCodeUnits } from '../../lib/compare';
import { addDays, fromMs } from '../../lib/time';
import type { MerchantContext } from '../context';
import { timeRangeDefaults } from '../v1-wire';
import { entryReason } from './entry-reasons';
import { pacificDate } from './settle';

/**
 * The web Deposits area's reads (`/app/deposits`): a page of deposits with what a settlement's
 * wire object lacks, in one query, and one deposit with its entries for the drawer. Reads of what
 * the settlement job wrote; a read never writes.
 */

type SettlementRow = Selectable<SettlementsTable>;

/** Business days a deposit takes to arrive after it was initiated. */
const ARRIVAL_BUSINESS_DAYS = 3;

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

/** A settlement with its entry count, bank account and re-sender (a row of depositQuery). */
type DepositRow = SettlementRow & {
  entry_count: number | string | null;
  account_name: string;
  bank_name: string;
  account_type: string;
  account_number_suffix: string;
  resent_by_id: string | null;
  resent_by_status: SettlementRow['status'] | null;
  resent_by_initiated_at: string | null;
  resent_by_business_date: string | null;
  resent_by_total_amount: number | string | null;
  resent_by_failed_at: string | null;
  resent_by_failure_reason: string | null;
};

/**
 * A merchant's settlements, each with its entry count (an index probe of its entries), its bank
 * account and the settlement re-sending it (at most one: a unique partial index), in one query.
 */
function depositQuery(db: Kysely<DB>, merchantId: string) {
  return db
    .selectFrom('settlements as s')
    .innerJoin('bank_accounts as b', 'b.id', 's.bank_account_id')
    .leftJoin('settlements as r', 'r.resends_settlement_id', 's.id')
    .selectAll('s')
    .select((eb) => [
      eb
        .selectFrom('settlement_entries as e')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('e.settlement_id', '=', 's.id')
        .as('entry_count'),
      'b.name as account_name',
      'b.bank_name',
      'b.type as account_type',
      'b.account_number_suffix',
      'r.id as resent_by_id',
      'r.status as resent_by_status',
      'r.initiated_at as resent_by_initiated_at',
      'r.business_date as resent_by_business_date',
      'r.total_amount as resent_by_total_amount',
      'r.failed_at as resent_by_failed_at',
      'r.failure_reason as resent_by_failure_reason',
    ])
    .where('s.merchant_id', '=', merchantId);
}

function toSummary(row: DepositRow): DepositSummaryT {
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

function toBankAccount(row: DepositRow): GetDepositResponseT['bank_account'] {
  return {
    id: row.bank_account_id,
    name: row.account_name,
    bank_name: row.bank_name,
    type: row.account_type as GetDepositResponseT['bank_account']['type'],
    account_number_suffix: row.account_number_suffix,
    masked_number: `•••• ${row.account_number_suffix}`,
  };
}

function toListItem(row: DepositRow): DepositListItemT {
  const resentBy: DepositLinkT | undefined =
    row.resent_by_id !== null
      ? {
          id: row.resent_by_id,
          status: row.resent_by_status ?? 'SENT',
          initiated_at: row.resent_by_initiated_at ?? '',
          business_date: row.resent_by_business_date ?? '',
          total_money: money(Number(row.resent_by_total_amount ?? 0), row.currency),
          ...(row.resent_by_failed_at !== null ? { failed_at: row.resent_by_failed_at } : {}),
          ...(row.resent_by_failure_reason !== null
            ? { failure_reason: row.resent_by_failure_reason }
            : {}),
        }
      : undefined;
  return {
    ...toSummary(row),
    bank_account: toBankAccount(row),
    ...(resentBy ? { resent_by: resentBy } : {}),
  };
}

interface DepositFilters extends Record<string, unknown> {
  merchant_id: string;
  location_id: string | undefined;
  status: string | undefined;
  begin_time: string;
  end_time: string;
}

const depositsPage = keysetQueryOn('s', 'initiated_at', (db: Kysely<DB>, f: DepositFilters) => {
  let q = depositQuery(db, f.merchant_id);
  if (f.location_id !== undefined) q = q.where('s.location_id', '=', f.location_id);
  if (f.status !== undefined) q = q.where('s.status', '=', f.status as 'SENT');
  // Its aliases (s, b, r) widen the builder's table type; the page loader needs only the rows'.
  return whereInTimeRanges(q, [
    ['s.initiated_at', f.begin_time, f.end_time],
  ]) as unknown as SelectQueryBuilder<DB, 'settlements', DepositRow>;
});

/**
 * A page of the merchant's deposits by (initiated_at, id), each with its summary, expected
 * arrival, bank account and re-sender: one keyset query on the settlements indexes that
 * listSettlements uses (merchant, location?, status?, initiated_at, id). A location of another
 * merchant has none.
 */
export async function listDeposits(
  ctx: MerchantContext,
  query: ListDepositsQueryT,
  request: PageRequest,
): Promise<Page<DepositListItemT>> {
  const page = await depositsPage(
    ctx.db,
    {
      merchant_id: ctx.merchantId,
      location_id: query.location_id,
      status: query.status,
      ...timeRangeDefaults(query),
    },
    request,
  );
  return mapPage(page, toListItem);
}

function toLink(row: SettlementRow): DepositLinkT {
  return {
    id: row.id,
    status: row.status,
    initiated_at: row.initiated_at,
    business_date: row.business_date,
    total_money: money(Number(row.total_amount), row.currency),
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
  const row = (await depositQuery(ctx.db, ctx.merchantId)
    .where('s.id', '=', id)
    .executeTakeFirst()) as DepositRow | undefined;
  if (!row) throw notFound(`Settlement ${id}`);
  const [entries, location, links] = await Promise.all([
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
    const paymentCreatedAt = e.payment_created_at == null ? null : fromMs(e.payment_created_at);
    const effective =
      e.type === 'CHARGE'
        ? e.payment_completed_at == null
          ? null
          : fromMs(e.payment_completed_at)
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
      ...(paymentCreatedAt ? { payment_created_at: paymentCreatedAt } : {}),
      ...(e.card_brand ? { card_brand: e.card_brand } : {}),
      ...(e.last_4 ? { last_4: e.last_4 } : {}),
      amount_money: money(amount, cur),
      fee_money: money(fee, cur),
      net_money: money(amount + fee, cur),
      ...(e.carried_from_settlement_id !== null
        ? { carried_from_settlement_id: e.carried_from_settlement_id }
        : {}),
      ...(effective ? { effective_at: effective } : {}),
      ...(e.type === 'REFUND' && e.refund_fee_back !== null
        ? { processing_fee_returned_money: money(Number(e.refund_fee_back), cur) }
        : {}),
      reason: entryReason(
        {
          type: e.type,
          effective_at: effective ?? null,
          payment_created_at: paymentCreatedAt,
          carried_from_business_date: e.carried_from_business_date ?? null,
        },
        row.business_date,
        row.period_start,
      ),
    };
  });
  // The order the money moved (v1 retrieveSettlement keeps the stored positions).
  list.sort(
    (a, b) =>
      compareCodeUnits(a.effective_at ?? '', b.effective_at ?? '') || a.position - b.position,
  );
  const amounts = list.reduce((s, e) => s + e.amount_money.amount, 0);
  const fees = list.reduce((s, e) => s + e.fee_money.amount, 0);
  const total = Number(row.total_amount);
  const resends = links.find((l) => l.id === row.resends_settlement_id);
  const resentBy = links.find((l) => l.resends_settlement_id === row.id);
  return {
    deposit: toSummary(row),
    location_name: location.name,
    bank_account: toBankAccount(row),
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
