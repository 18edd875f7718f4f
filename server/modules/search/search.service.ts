import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { searchWords, type SearchResponseT } from '@contract/search';
import { containsPattern, everyWordIn } from '../../db/text-search';
import type { MerchantContext } from '../context';
import { fromMs } from '../../lib/time';
import { PAYMENT_SUMMARY_COLUMNS } from '../payments';

/** The kinds of record a search may return; the caller says which the asker may read. */
export type SearchKind = keyof SearchResponseT;

/** What one query can mean, read once. */
interface SearchTerms {
  /** `containsPattern`s of the words, each of which a name, email or external id must contain. */
  words: string[];
  /** The whole query as one id (exact, as typed), when it could be one. */
  id: string | null;
  /** One amount in the merchant's currency, in minor units, when the query is one. */
  amount: number | null;
  /** The last 4 digits of a card, when the query is exactly four digits. */
  last4: string | null;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
const LAST4_PATTERN = /^\d{4}$/;
/**
 * 12 / 12.5 / 12.50 / 1,500 / 1,500.25, with an optional leading currency sign ($ € £ ¥). The signs
 * are escapes: one character above U+00FF in the bundled chunk that holds this module made V8 keep
 * the chunk's whole source (0.5 MB) as a two-byte string, 0.5 MiB more heap for as long as it runs.
 */
const AMOUNT_PATTERN = /^[$\u20AC\u00A3\u00A5]?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;

/** How many decimals `currency` has: 2 for USD, 0 for JPY, 3 for KWD. */
function minorUnitDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** `text` as minor units of `currency`, or null when it is not an amount of it. */
function parseAmount(text: string, currency: string): number | null {
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const digits = minorUnitDigits(currency);
  const whole = match[1]!.replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const amount = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(amount) ? amount : null;
}

/** Reads a query: its words, and whether it is also one id, one amount or a card's last 4. */
function readTerms(query: string, currency: string): SearchTerms {
  const trimmed = query.trim();
  const single = /\s/.test(trimmed) ? null : trimmed;
  return {
    words: searchWords(trimmed).map(containsPattern),
    id: single !== null && ID_PATTERN.test(single) ? single : null,
    amount: single === null ? null : parseAmount(single, currency),
    last4: single !== null && LAST4_PATTERN.test(single) ? single : null,
  };
}

const money = (amount: number, currency: string) => ({ amount, currency });

type Pairs = readonly (readonly [column: string, value: string | number | null])[];

/**
 * A row is found when one of the `[column, value]` pairs matches (`column = value`) or one of
 * `also` holds; a pair whose value the query does not have (null: it is no id, no amount, …) is
 * left out.
 */
function anyOf<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  pairs: Pairs,
  also: readonly Expression<SqlBool>[] = [],
): Expression<SqlBool> {
  return eb.or([
    ...also,
    ...pairs.flatMap(([column, value]) =>
      value === null ? [] : [sql<SqlBool>`${sql.ref(column)} = ${value}`],
    ),
  ]);
}

/**
 * For `$call`: the merchant's rows where one of `pairs` matches or, with `wordColumns`, every word
 * of the query is in one of them (see anyOf), newest (by `at`, then id) first, at most `limit`.
 */
function newestFound(
  ctx: MerchantContext,
  t: SearchTerms,
  limit: number,
  pairs: Pairs,
  {
    wordColumns,
    at = 'created_at',
  }: { wordColumns?: readonly string[]; at?: 'created_at' | 'initiated_at' } = {},
) {
  return <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>) =>
    q
      .where(sql<SqlBool>`${sql.ref('merchant_id')} = ${ctx.merchantId}`)
      .where((eb) =>
        anyOf(eb, pairs, wordColumns === undefined ? [] : [everyWordIn(eb, wordColumns, t.words)]),
      )
      .orderBy(sql.ref(at), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(limit);
}

async function findPayments(
  ctx: MerchantContext,
  t: SearchTerms,
  limit: number,
): Promise<NonNullable<SearchResponseT['payments']>> {
  if (t.id === null && t.amount === null && t.last4 === null) return [];
  const rows = await ctx.db
    .selectFrom('payments')
    .select(PAYMENT_SUMMARY_COLUMNS)
    .$call(
      newestFound(ctx, t, limit, [
        ['id', t.id],
        ['total_amount', t.amount],
        ['last_4', t.last4],
      ]),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    location_id: r.location_id,
    created_at: fromMs(r.created_at),
    status: r.status,
    total_money: money(r.total_amount, r.currency),
    card_brand: r.card_brand,
    last_4: r.last_4,
  }));
}

async function findRefunds(
  ctx: MerchantContext,
  t: SearchTerms,
  limit: number,
): Promise<NonNullable<SearchResponseT['refunds']>> {
  if (t.id === null && t.amount === null) return [];
  const rows = await ctx.db
    .selectFrom('refunds')
    .select(['id', 'payment_id', 'location_id', 'created_at', 'status', 'amount', 'currency'])
    .$call(
      newestFound(ctx, t, limit, [
        ['id', t.id],
        ['payment_id', t.id],
        ['amount', t.amount],
      ]),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    payment_id: r.payment_id,
    location_id: r.location_id,
    created_at: r.created_at,
    status: r.status,
    amount_money: money(r.amount, r.currency),
  }));
}

async function findOrders(
  ctx: MerchantContext,
  t: SearchTerms,
  limit: number,
): Promise<NonNullable<SearchResponseT['orders']>> {
  const rows = await ctx.db
    .selectFrom('online_orders')
    .select([
      'id',
      'location_id',
      'created_at',
      'state',
      'total_amount',
      'currency',
      'buyer_email',
      'recipient_name',
    ])
    .$call(
      newestFound(
        ctx,
        t,
        limit,
        [
          ['id', t.id],
          ['total_amount', t.amount],
        ],
        { wordColumns: ['buyer_email', 'recipient_name'] },
      ),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    location_id: r.location_id,
    created_at: r.created_at,
    state: r.state,
    total_money: money(r.total_amount, r.currency),
    buyer_email: r.buyer_email,
    recipient_name: r.recipient_name,
  }));
}

async function findDeposits(
  ctx: MerchantContext,
  t: SearchTerms,
  limit: number,
): Promise<NonNullable<SearchResponseT['deposits']>> {
  if (t.id === null && t.amount === null) return [];
  const rows = await ctx.db
    .selectFrom('settlements')
    .select(['id', 'location_id', 'initiated_at', 'status', 'total_amount', 'currency'])
    .$call(
      newestFound(
        ctx,
        t,
        limit,
        [
          ['id', t.id],
          ['total_amount', t.amount],
        ],
        { at: 'initiated_at' },
      ),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    location_id: r.location_id,
    initiated_at: r.initiated_at,
    status: r.status,
    total_money: money(r.total_amount, r.currency),
  }));
}

/** The columns an employee is found by: name, email, external id (as the Employees list). */
const EMPLOYEE_COLUMNS = ['first_name', 'last_name', 'email', 'external_id'];

async function findEmployees(
  ctx: MerchantContext,
  t: SearchTerms,
  limit: number,
): Promise<NonNullable<SearchResponseT['employees']>> {
  const rows = await ctx.db
    .selectFrom('employees')
    .select(['id', 'first_name', 'last_name', 'email', 'external_id', 'status'])
    .where('merchant_id', '=', ctx.merchantId)
    .where((eb) => anyOf(eb, [['id', t.id]], [everyWordIn(eb, EMPLOYEE_COLUMNS, t.words)]))
    // Active people first, then by name.
    .orderBy('status', 'asc')
    .orderBy('last_name', 'asc')
    .orderBy('first_name', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows;
}

const FINDERS = {
  payments: findPayments,
  refunds: findRefunds,
  orders: findOrders,
  deposits: findDeposits,
  employees: findEmployees,
} satisfies Record<SearchKind, unknown>;

/**
 * Searches the kinds in `kinds` (those the asker may read) for `query`, at most `limit` of each,
 * one query per kind. Amounts are read in the merchant's currency.
 */
export async function search(
  ctx: MerchantContext,
  query: string,
  kinds: readonly SearchKind[],
  limit: number,
): Promise<SearchResponseT> {
  const merchant = await ctx.db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', ctx.merchantId)
    .executeTakeFirstOrThrow();
  const terms = readTerms(query, merchant.currency);
  const found = await Promise.all(
    kinds.map(async (kind) => [kind, await FINDERS[kind](ctx, terms, limit)] as const),
  );
  return Object.fromEntries(found);
}
