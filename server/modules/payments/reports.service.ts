import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  PAYMENTS_EXPORT_BATCH,
  PAYMENTS_EXPORT_LINK_SECONDS,
  PaymentReportQuery,
  type PaymentCheckoutT,
  type PaymentMoneyT,
  type PaymentReportQueryT,
  type PaymentTotalsT,
} from '@contract/payment-reports';
import { keysetQuery, type Keyset } from '../../db/keyset';
import type { DB, PaymentsTable } from '../../db/schema';
import { toStoredTime } from '../../lib/time';
import type { MerchantContext } from '../context';
import { DomainError, notFound } from '../errors';
import { paymentMoney } from './money';
import { moneyOfRow, refundsOf } from './payment-wire';

/**
 * App-only reports over the `payments` ledger (generation 2 payments, one per tender), with
 * exactly the filters of GET /v2/payments: totals of the filtered range in one aggregate query,
 * a CSV export streamed in keyset batches behind a short-lived signed link, and the sale a
 * payment belongs to (for the drawer's v1 tenders and itemizations).
 */

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The query's filters with the time range resolved as GET /v2/payments resolves it. */
// A type (not an interface), so it is a Record<string, unknown> for the compiled query.
type Filters = {
  merchant_id: string;
  begin_time: string;
  end_time: string;
  location_id: string | undefined;
  status: string | undefined;
  total: number | undefined;
  last_4: string | undefined;
  card_brand: string | undefined;
};

function resolveFilters(merchantId: string, query: PaymentReportQueryT, now = new Date()): Filters {
  const end = query.end_time ?? toStoredTime(now);
  const begin = query.begin_time ?? toStoredTime(new Date(Date.parse(end) - YEAR_MS));
  if (Date.parse(begin) >= Date.parse(end)) {
    throw new DomainError('INVALID_TIME_RANGE', 'end_time must be after begin_time', 'end_time');
  }
  return {
    merchant_id: merchantId,
    begin_time: begin,
    end_time: end,
    location_id: query.location_id,
    status: query.status,
    total: query.total,
    last_4: query.last_4,
    card_brand: query.card_brand,
  };
}

/** The filter conditions, added by whether each value is set (compiled-query safe). */
function filtered<O>(
  q: SelectQueryBuilder<DB, 'payments', O>,
  f: Filters,
): SelectQueryBuilder<DB, 'payments', O> {
  let r = q
    .where('payments.merchant_id', '=', f.merchant_id)
    .where('payments.created_at', '>=', f.begin_time)
    .where('payments.created_at', '<', f.end_time);
  if (f.location_id !== undefined) r = r.where('payments.location_id', '=', f.location_id);
  if (f.status !== undefined) {
    r = r.where('payments.status', '=', f.status as PaymentsTable['status']);
  }
  if (f.total !== undefined) r = r.where('payments.total_amount', '=', f.total);
  if (f.last_4 !== undefined) r = r.where('payments.last_4', '=', f.last_4);
  if (f.card_brand !== undefined) r = r.where('payments.card_brand', '=', f.card_brand);
  return r;
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * The totals of the filtered range. Money sums count COMPLETED payments only (approved ones are
 * not captured, canceled and failed ones moved nothing); `count` counts every status.
 */
export async function paymentTotals(
  ctx: MerchantContext,
  query: PaymentReportQueryT,
): Promise<PaymentTotalsT> {
  const f = resolveFilters(ctx.merchantId, query);
  const completed = (column: string) =>
    sql<string>`coalesce(sum(case when payments.status = 'COMPLETED' then ${sql.ref(column)} end), 0)`;
  // What completed refunds gave back, per payment (fee and app fee), for the money rule.
  const back = ctx.db
    .selectFrom('refunds')
    .select([
      'refunds.payment_id',
      sql<string>`sum(refunds.processing_fee_amount)`.as('fee_back'),
      sql<string>`sum(coalesce(refunds.app_fee_amount, 0))`.as('app_fee_back'),
    ])
    .where('refunds.merchant_id', '=', f.merchant_id)
    .where('refunds.status', '=', 'COMPLETED')
    .groupBy('refunds.payment_id')
    .as('r');
  const [row, merchant] = await Promise.all([
    filtered(ctx.db.selectFrom('payments').leftJoin(back, 'r.payment_id', 'payments.id'), f)
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`coalesce(sum(case when payments.status = 'COMPLETED' then 1 else 0 end), 0)`.as(
          'completed_count',
        ),
        completed('payments.total_amount').as('gross'),
        completed('payments.tip_amount').as('tips'),
        completed('payments.refunded_amount').as('refunded'),
        completed('payments.refund_pending_amount').as('pending'),
        completed('payments.processing_fee_amount').as('fees'),
        completed('payments.app_fee_amount').as('app_fees'),
        completed('r.fee_back').as('fees_back'),
        completed('r.app_fee_back').as('app_fees_back'),
      ])
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('merchants')
      .select('currency')
      .where('id', '=', ctx.merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  // The rule is linear over completed payments: the money of the sums is the sum of the money.
  const money = paymentMoney({
    status: 'COMPLETED',
    total_amount: num(row.gross),
    refunded_amount: num(row.refunded),
    refund_pending_amount: num(row.pending),
    processing_fee_amount: num(row.fees),
    fee_returned_amount: num(row.fees_back),
    app_fee_amount: num(row.app_fees),
    app_fee_returned_amount: num(row.app_fees_back),
  });
  return {
    currency: merchant.currency,
    count: num(row.count),
    completed_count: num(row.completed_count),
    gross_amount: money.total,
    tip_amount: num(row.tips),
    refunded_amount: money.refunded,
    processing_fee_amount: money.processing_fee,
    app_fee_amount: money.app_fee,
    net_amount: money.net,
  };
}

/** One payment's money by the rule (the drawer, the refund dialog); 404 when not the merchant's. */
export async function paymentMoneyOf(
  ctx: MerchantContext,
  paymentId: string,
): Promise<PaymentMoneyT> {
  const row = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw notFound(`Payment ${paymentId}`);
  const m = moneyOfRow(row, (await refundsOf(ctx.db, [row.id])).get(row.id) ?? []);
  const money = (amount: number) => ({ amount, currency: row.currency });
  return {
    payment_id: row.id,
    status: row.status,
    total_money: money(m.total),
    refunded_money: money(m.refunded),
    pending_refund_money: money(m.pending_refunds),
    processing_fee_money: money(m.processing_fee),
    processing_fee_charged_money: money(m.processing_fee_charged),
    processing_fee_returned_money: money(m.processing_fee_returned),
    app_fee_money: money(m.app_fee),
    net_money: money(m.net),
    left_to_refund_money: money(m.left_to_refund),
  };
}

// ---- the CSV export -------------------------------------------------------------------------

type ExportRow = Pick<
  PaymentsTable,
  | 'id'
  | 'created_at'
  | 'location_id'
  | 'status'
  | 'source_type'
  | 'card_brand'
  | 'last_4'
  | 'entry_method'
  | 'currency'
  | 'amount'
  | 'tip_amount'
  | 'total_amount'
  | 'refunded_amount'
  | 'refund_pending_amount'
  | 'processing_fee_amount'
  | 'app_fee_amount'
  | 'reference_id'
  | 'note'
> & { fee_back: string | number | null; app_fee_back: string | number | null };

const exportPage = keysetQuery('payments', (db: Kysely<DB>, f: Filters) =>
  filtered(db.selectFrom('payments'), f).select([
    'payments.id',
    'payments.created_at',
    'payments.location_id',
    'payments.status',
    'payments.source_type',
    'payments.card_brand',
    'payments.last_4',
    'payments.entry_method',
    'payments.currency',
    'payments.amount',
    'payments.tip_amount',
    'payments.total_amount',
    'payments.refunded_amount',
    'payments.refund_pending_amount',
    'payments.processing_fee_amount',
    'payments.app_fee_amount',
    'payments.reference_id',
    'payments.note',
    // What its completed refunds gave back (one indexed lookup per row of the batch).
    (eb) =>
      eb
        .selectFrom('refunds')
        .select(sql<string>`coalesce(sum(refunds.processing_fee_amount), 0)`.as('fee_back'))
        .whereRef('refunds.payment_id', '=', 'payments.id')
        .where('refunds.status', '=', 'COMPLETED')
        .as('fee_back'),
    (eb) =>
      eb
        .selectFrom('refunds')
        .select(sql<string>`coalesce(sum(refunds.app_fee_amount), 0)`.as('app_fee_back'))
        .whereRef('refunds.payment_id', '=', 'payments.id')
        .where('refunds.status', '=', 'COMPLETED')
        .as('app_fee_back'),
  ]),
);

/**
 * The filtered range, newest first, one keyset batch (one query) at a time: never the whole
 * range in memory. The caller pulls the next batch when it has written the last.
 */
export async function* exportBatches(
  db: Kysely<DB>,
  filters: Filters,
  batchSize = PAYMENTS_EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  let after: Keyset | null = null;
  for (;;) {
    const page = await exportPage(db, filters, { order: 'DESC', limit: batchSize, after });
    if (page.items.length > 0) yield page.items;
    if (!page.next) return;
    after = page.next;
  }
}

export const EXPORT_COLUMNS = [
  'created_at',
  'payment_id',
  'status',
  'location_id',
  'source_type',
  'card_brand',
  'last_4',
  'entry_method',
  'currency',
  'amount',
  'tip',
  'total',
  'refunded',
  'processing_fee',
  'app_fee',
  'net',
  'reference_id',
  'note',
] as const;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
function textCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const exponents = new Map<string, number>();

/** Minor units as a decimal in the currency's own digits (USD 1234 → 12.34, JPY 1234 → 1234). */
export function decimalAmount(minor: number, currency: string): string {
  let digits = exponents.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
      }).resolvedOptions().maximumFractionDigits;
    } catch {
      digits = 2;
    }
    exponents.set(currency, digits ?? 2);
  }
  const d = digits ?? 2;
  if (d === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(d + 1, '0');
  return `${sign}${abs.slice(0, -d)}.${abs.slice(-d)}`;
}

export function csvLine(row: ExportRow): string {
  const money = (minor: number) => decimalAmount(Number(minor), row.currency);
  const m = paymentMoney({
    ...row,
    fee_returned_amount: Number(row.fee_back ?? 0),
    app_fee_returned_amount: Number(row.app_fee_back ?? 0),
  });
  return [
    row.created_at,
    row.id,
    row.status,
    textCell(row.location_id),
    row.source_type,
    row.card_brand ?? '',
    row.last_4 ?? '',
    row.entry_method ?? '',
    row.currency,
    money(row.amount),
    money(row.tip_amount),
    money(row.total_amount),
    money(m.refunded),
    money(m.processing_fee),
    money(m.app_fee),
    money(m.net),
    textCell(row.reference_id),
    textCell(row.note),
  ].join(',');
}

// ---- the signed export link -------------------------------------------------------------------

interface LinkBody {
  /** Merchant. */
  m: string;
  /** The filters as resolved when the link was made (so the file is the range the user saw). */
  f: Omit<Filters, 'merchant_id'>;
  /** Expiry, seconds since the epoch. */
  e: number;
}

function signLink(payload: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`payments-export:${payload}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * A link to the CSV of the filtered range, signed (HMAC with the service's paging secret) and
 * bound to the merchant, the resolved filters and an expiry a few minutes away. A browser
 * download cannot send the bearer token, so the link stands in for it — for this file only.
 */
export function createExportLink(
  ctx: MerchantContext,
  query: PaymentReportQueryT,
  secret: string,
  now = Date.now(),
): { url: string; expires_at: string } {
  const { merchant_id: _m, ...f } = resolveFilters(ctx.merchantId, query, new Date(now));
  const expires = Math.floor(now / 1000) + PAYMENTS_EXPORT_LINK_SECONDS;
  const body: LinkBody = { m: ctx.merchantId, f, e: expires };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  const token = `${payload}.${signLink(payload, secret)}`;
  return {
    url: `/app/exports/payments.csv?token=${token}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

const badLink = () =>
  new DomainError(
    'UNAUTHORIZED',
    'token: this export link is not valid: it was altered or has expired; export again from the app.',
    'token',
  );

/** The merchant and filters a link was made for; 401 when altered or expired. */
export function readExportLink(token: string, secret: string, now = Date.now()): Filters {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw badLink();
  const expected = Buffer.from(signLink(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badLink();
  let body: LinkBody;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkBody;
  } catch {
    throw badLink();
  }
  if (typeof body.e !== 'number' || body.e * 1000 <= now || typeof body.m !== 'string') {
    throw badLink();
  }
  // Signed by us, but parsed again: only well-formed filters reach the query.
  const parsed = PaymentReportQuery.safeParse({
    ...body.f,
    total: body.f.total === undefined ? undefined : String(body.f.total),
  });
  if (!parsed.success) throw badLink();
  return resolveFilters(body.m, parsed.data);
}

/** The file name of an export: the range's days in UTC. */
export function exportFileName(f: Filters): string {
  return `payments-${f.begin_time.slice(0, 10)}-to-${f.end_time.slice(0, 10)}.csv`;
}

/**
 * The CSV as a byte stream that reads one batch per pull: the next query runs only when the
 * client has taken what was written (back-pressure), so memory holds one batch at most.
 */
export function exportStream(
  db: Kysely<DB>,
  filters: Filters,
  batchSize = PAYMENTS_EXPORT_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = exportBatches(db, filters, batchSize);
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          // The byte order mark tells spreadsheet programs the file is UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((r) => `${csvLine(r)}\r\n`).join('')));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

// ---- the sale of a payment --------------------------------------------------------------------

/** The checkout (sale) a payment is a tender of; 404 for another merchant's or unknown id. */
export async function paymentCheckout(
  ctx: MerchantContext,
  paymentId: string,
): Promise<PaymentCheckoutT> {
  const row = await ctx.db
    .selectFrom('payments')
    .innerJoin('checkouts', 'checkouts.id', 'payments.checkout_id')
    .select([
      'payments.id as payment_id',
      'checkouts.id as checkout_id',
      'checkouts.location_id',
      'checkouts.origin',
      'checkouts.completed',
      (eb) =>
        eb
          .selectFrom('payments as t')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('t.checkout_id', '=', 'checkouts.id')
          .as('tender_count'),
      (eb) =>
        eb
          .selectFrom('checkout_itemizations as i')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('i.checkout_id', '=', 'checkouts.id')
          .as('itemization_count'),
    ])
    .where('payments.merchant_id', '=', ctx.merchantId)
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw notFound(`Payment ${paymentId}`);
  return {
    payment_id: row.payment_id,
    checkout_id: row.checkout_id,
    location_id: row.location_id,
    origin: row.origin,
    tender_count: num(row.tender_count),
    itemization_count: num(row.itemization_count),
    v1_visible: row.completed === 1,
  };
}
