import { sql, type Kysely } from 'kysely';
import { PAYMENTS_EXPORT_BATCH } from '@contract/payment-reports';
import { keysetQueryMs, type Keyset } from '../../db/keyset';
import type { DB, PaymentsTable } from '../../db/schema';
import { locationPlaces, type LocationPlace } from '../locations';
import { fromMs, localDate, localDateTime } from '../../lib/time';
import { paymentMoney } from './money';
import { filtered, msFilters, type Filters, type MsFilters } from './report-filters';

/**
 * The CSV export of a filtered range of payments, streamed in keyset batches (never the whole
 * range in memory); the signed link that authorises a download is in export-link.ts.
 */

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

const exportPage = keysetQueryMs('payments', (db: Kysely<DB>, f: MsFilters) =>
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
  const f = msFilters(filters);
  for (;;) {
    const page = await exportPage(db, f, { order: 'DESC', limit: batchSize, after });
    if (page.items.length > 0) yield page.items;
    if (!page.next) return;
    after = page.next;
  }
}

export const EXPORT_COLUMNS = [
  'created_at',
  'payment_id',
  // The time on the location's own clock, and that clock's zone (docs/glossary.md).
  'local_time',
  'time_zone',
  'status',
  'location',
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

function csvLine(row: ExportRow, places: ReadonlyMap<string, LocationPlace>): string {
  const place = places.get(row.location_id);
  const money = (minor: number) => decimalAmount(Number(minor), row.currency);
  const m = paymentMoney({
    ...row,
    fee_returned_amount: Number(row.fee_back ?? 0),
    app_fee_returned_amount: Number(row.app_fee_back ?? 0),
  });
  return [
    fromMs(row.created_at),
    row.id,
    place ? localDateTime(row.created_at, place.timezone) : '',
    place?.timezone ?? '',
    row.status,
    textCell(place?.name ?? null),
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

/**
 * The file name of an export: the range's days on the clock of the filtered location (or of all
 * the merchant's locations when they share one zone; else UTC). A range within one day is named
 * for that day (`payments-2026-11-25.csv`), a longer one for its first and last days.
 */
export async function exportFileName(db: Kysely<DB>, f: Filters): Promise<string> {
  const places = await locationPlaces(db, f.merchant_id);
  const zones = new Set(
    [...places.entries()]
      .filter(([id]) => f.location_id === undefined || id === f.location_id)
      .map(([, place]) => place.timezone),
  );
  const zone = zones.size === 1 ? [...zones][0]! : 'UTC';
  const first = localDate(Date.parse(f.begin_time), zone);
  // The end is exclusive: the last day is the one of the instant just before it.
  const last = localDate(Math.max(Date.parse(f.begin_time), Date.parse(f.end_time) - 1), zone);
  return first === last ? `payments-${first}.csv` : `payments-${first}-to-${last}.csv`;
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
  // Names and zones of the merchant's locations: one query, before the first row.
  let places: Map<string, LocationPlace> = new Map();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          places = await locationPlaces(db, filters.merchant_id);
          // The byte order mark tells spreadsheet programs the file is UTF-8.
          controller.enqueue(encoder.encode(`\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(
          encoder.encode(next.value.map((r) => `${csvLine(r, places)}\r\n`).join('')),
        );
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
