import type { Kysely, Selectable } from 'kysely';
import type {
  V1ListPaymentsQueryT,
  V1PaymentItemizationT,
  V1PaymentT,
  V1PaymentTaxT,
  V1RefundT,
  V1TenderT,
} from '@contract/v1-transactions';
import { keysetQueryMs, whereInTimeRanges, type Page, type PageRequest } from '../../db/keyset';
import type { CheckoutsTable, DB } from '../../db/schema';
import { fromMs, toMs } from '../../lib/time';
import type { MerchantContext } from '../context';
import {
  decodeItemizations,
  decodeSaleTaxes,
  deviceOf,
  type Itemization,
  type SaleItems,
} from '../../db/itemizations';
import { saleItemsOf } from '../../db/sale-items';
import type { PaymentRow, RefundRow } from './refund-ledger';
import { notFound } from '../errors';
import { timeRangeDefaults, v1Money } from '../v1-wire';

type CheckoutRow = Selectable<CheckoutsTable>;

/** Generation 2 CardBrand → V1TenderCardBrand (the one spelling that differs: MASTER_CARD). */
const CARD_BRANDS: Record<string, V1TenderT['card_brand']> = {
  VISA: 'VISA',
  MASTERCARD: 'MASTER_CARD',
  AMERICAN_EXPRESS: 'AMERICAN_EXPRESS',
  DISCOVER: 'DISCOVER',
  DISCOVER_DINERS: 'DISCOVER_DINERS',
  JCB: 'JCB',
  CHINA_UNIONPAY: 'CHINA_UNIONPAY',
  SQUARE_GIFT_CARD: 'SQUARE_GIFT_CARD',
};

/**
 * Generation 2 entry method → V1TenderEntryMethod: KEYED is MANUAL at a point of sale and
 * WEB_FORM through the API (a card nonce from a payment form); SWIPED stays; chip (EMV),
 * contactless and card on file have no generation 1 value: OTHER.
 */
function v1EntryMethod(
  entryMethod: string | null,
  origin: CheckoutRow['origin'],
): V1TenderT['entry_method'] {
  if (entryMethod === null) return undefined;
  if (entryMethod === 'KEYED') return origin === 'API' ? 'WEB_FORM' : 'MANUAL';
  if (entryMethod === 'SWIPED') return 'SWIPED';
  return 'OTHER';
}

const TENDER_TYPES = new Set<string>([
  'CREDIT_CARD',
  'CASH',
  'THIRD_PARTY_CARD',
  'NO_SALE',
  'SQUARE_WALLET',
  'SQUARE_GIFT_CARD',
  'UNKNOWN',
  'OTHER',
]);

const TENDER_NAMES: Record<string, string> = { CREDIT_CARD: 'Credit Card', CASH: 'Cash' };

export function toV1Tender(p: PaymentRow, origin: CheckoutRow['origin']): V1TenderT {
  const type = (TENDER_TYPES.has(p.tender_type) ? p.tender_type : 'OTHER') as V1TenderT['type'];
  const entry = v1EntryMethod(p.entry_method, origin);
  return {
    id: p.id,
    type,
    name: TENDER_NAMES[type] ?? 'Other',
    ...(p.employee_id ? { employee_id: p.employee_id } : {}),
    ...(p.card_brand ? { card_brand: CARD_BRANDS[p.card_brand] ?? 'OTHER_BRAND' } : {}),
    ...(p.last_4 ? { pan_suffix: p.last_4 } : {}),
    ...(entry ? { entry_method: entry } : {}),
    ...(p.note ? { payment_note: p.note } : {}),
    total_money: v1Money(p.total_amount, p.currency),
    ...(p.tendered_amount !== null
      ? { tendered_money: v1Money(p.tendered_amount, p.currency) }
      : {}),
    ...(p.change_back_amount !== null
      ? { change_back_money: v1Money(p.change_back_amount, p.currency) }
      : {}),
    tendered_at: fromMs(p.created_at),
    refunded_money: v1Money(-p.refunded_amount, p.currency),
    is_exchange: false,
  };
}

/**
 * A refund row as a V1Refund: `refunded_money` negative, the processing fee given back
 * positive; `payment_id` is the checkout (the V1Payment), or the tender when the checkout has
 * more than one (split tender). A refund made through generation 2 is FULL when it returned the
 * tender's whole total.
 */
export function toV1Refund(
  r: RefundRow,
  tender: { total_amount: number; split: boolean },
): V1RefundT {
  return {
    type:
      (r.v1_type as V1RefundT['type'] | null) ??
      (r.amount === tender.total_amount ? 'FULL' : 'PARTIAL'),
    ...(r.reason !== null ? { reason: r.reason } : {}),
    refunded_money: v1Money(-r.amount, r.currency),
    refunded_processing_fee_money: v1Money(r.processing_fee_amount, r.currency),
    created_at: r.created_at,
    ...(r.status === 'COMPLETED' ? { processed_at: r.updated_at } : {}),
    payment_id: tender.split ? r.payment_id : r.checkout_id,
    merchant_id: r.merchant_id,
    is_exchange: false,
  };
}

function toItemization(row: Itemization, currency: string): V1PaymentItemizationT {
  return {
    name: row.name,
    quantity: Number(row.quantity),
    itemization_type: row.itemization_type as V1PaymentItemizationT['itemization_type'],
    ...(row.item_detail ? { item_detail: row.item_detail } : {}),
    ...(row.notes ? { notes: row.notes } : {}),
    ...(row.item_variation_name ? { item_variation_name: row.item_variation_name } : {}),
    total_money: v1Money(row.total_amount, currency),
    single_quantity_money: v1Money(row.single_quantity_amount, currency),
    gross_sales_money: v1Money(row.gross_sales_amount, currency),
    discount_money: v1Money(-row.discount_amount, currency),
    net_sales_money: v1Money(row.net_sales_amount, currency),
    taxes: row.taxes as V1PaymentItemizationT['taxes'],
    discounts: row.discounts as V1PaymentItemizationT['discounts'],
    modifiers: row.modifiers as V1PaymentItemizationT['modifiers'],
  };
}

interface Related {
  tenders: PaymentRow[];
  refunds: RefundRow[];
}

/**
 * A checkout as a V1Payment. Its tenders are its COMPLETED payments (an APPROVED, FAILED or
 * CANCELED one is no generation 1 tender). Signs as the reference: what the merchant receives is
 * positive, discounts, refunds and the processing fee negative; tax = inclusive + additive;
 * net_total = total_collected − processing fee − refunded + the processing fee refunds gave back.
 */
function toV1Payment(c: CheckoutRow, related: Related, items: SaleItems): V1PaymentT {
  const cur = c.currency;
  const m = (amount: number) => v1Money(amount, cur);
  const tenders = related.tenders.filter((t) => t.status === 'COMPLETED');
  const split = tenders.length > 1;
  const byTender = new Map(tenders.map((t) => [t.id, t]));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const collected = sum(tenders.map((t) => t.total_amount));
  const fee = sum(tenders.map((t) => t.processing_fee_amount));
  const refunds = related.refunds.filter((r) => byTender.has(r.payment_id));
  const refunded = sum(refunds.filter((r) => r.status === 'COMPLETED').map((r) => r.amount));
  const feeBack = sum(
    refunds.filter((r) => r.status === 'COMPLETED').map((r) => r.processing_fee_amount),
  );
  const taxes = decodeSaleTaxes(c.taxes, cur, items) as V1PaymentTaxT[];
  const device = deviceOf(c.device, items);
  return {
    id: c.id,
    merchant_id: c.merchant_id,
    created_at: fromMs(c.created_at),
    ...(c.creator_id ? { creator_id: c.creator_id } : {}),
    ...(device.id || device.name
      ? {
          device: {
            ...(device.id ? { id: device.id } : {}),
            ...(device.name ? { name: device.name } : {}),
          },
        }
      : {}),
    inclusive_tax_money: m(c.inclusive_tax_amount),
    additive_tax_money: m(c.additive_tax_amount),
    tax_money: m(c.inclusive_tax_amount + c.additive_tax_amount),
    tip_money: m(sum(tenders.map((t) => t.tip_amount))),
    discount_money: m(-c.discount_amount),
    total_collected_money: m(collected),
    processing_fee_money: m(-fee),
    net_total_money: m(collected - fee - refunded + feeBack),
    refunded_money: m(-refunded),
    swedish_rounding_money: m(0),
    gross_sales_money: m(c.gross_sales_amount),
    net_sales_money: m(c.net_sales_amount),
    surcharge_money: m(0),
    inclusive_tax: taxes.filter((t) => t.inclusion_type === 'INCLUSIVE'),
    additive_tax: taxes.filter((t) => t.inclusion_type !== 'INCLUSIVE'),
    tender: tenders.map((t) => toV1Tender(t, c.origin)),
    refunds: refunds.map((r) => {
      const t = byTender.get(r.payment_id)!;
      return toV1Refund(r, { total_amount: t.total_amount, split });
    }),
    itemizations: c.is_partial
      ? []
      : decodeItemizations(c.itemizations, { currency: cur, taxes }, items).map((i) =>
          toItemization(i, cur),
        ),
    surcharges: [],
    is_partial: c.is_partial === 1,
  };
}

function group<T>(ids: string[], rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) map.get(key(row))?.push(row);
  return map;
}

/** Tenders and refunds of many checkouts: two queries a page (their lines' items a third). */
async function relatedOf(db: Kysely<DB>, ids: string[]): Promise<Map<string, Related>> {
  const result = new Map<string, Related>();
  if (ids.length === 0) return result;
  const [tenders, refunds] = await Promise.all([
    db
      .selectFrom('payments')
      .selectAll()
      .where('checkout_id', 'in', ids)
      .orderBy('checkout_id')
      .orderBy('tender_position')
      .execute(),
    db
      .selectFrom('refunds')
      .selectAll()
      .where('checkout_id', 'in', ids)
      .orderBy('checkout_id')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const t = group(ids, tenders, (r) => r.checkout_id);
  const r = group(ids, refunds, (row) => row.checkout_id);
  for (const id of ids) {
    result.set(id, {
      tenders: t.get(id) ?? [],
      refunds: r.get(id) ?? [],
    });
  }
  return result;
}

interface CheckoutFilters extends Record<string, unknown> {
  merchant_id: string;
  location_id: string | undefined;
  /** 0 leaves partial payments out; undefined includes them. */
  is_partial: number | undefined;
  /** Milliseconds (checkouts.created_at, migration 0022). */
  begin_time: number;
  end_time: number;
}

const checkoutsPage = keysetQueryMs('checkouts', (db: Kysely<DB>, f: CheckoutFilters) => {
  let q = db
    .selectFrom('checkouts')
    .selectAll()
    .where('merchant_id', '=', f.merchant_id)
    .where('completed', '=', 1);
  if (f.location_id !== undefined) q = q.where('location_id', '=', f.location_id);
  if (f.is_partial !== undefined) q = q.where('is_partial', '=', f.is_partial);
  return whereInTimeRanges(q, [['created_at', f.begin_time, f.end_time]]);
});

/**
 * Checkouts with a completed tender, by (created_at, id): created_at is when the payment was
 * processed, also for offline payments that arrive up to 72 h late, and the page token holds the
 * last (created_at, id) seen, so a late row never makes a walk skip or repeat a row.
 */
export async function listV1Payments(
  ctx: MerchantContext,
  locationId: string | undefined,
  query: V1ListPaymentsQueryT,
  request: PageRequest,
): Promise<Page<V1PaymentT>> {
  const range = timeRangeDefaults(query);
  const page = await checkoutsPage(
    ctx.db,
    {
      merchant_id: ctx.merchantId,
      location_id: locationId,
      is_partial: query.include_partial ? undefined : 0,
      begin_time: toMs(range.begin_time),
      end_time: toMs(range.end_time),
    },
    request,
  );
  const [related, items] = await Promise.all([
    relatedOf(
      ctx.db,
      page.items.map((c) => c.id),
    ),
    saleItemsOf(
      ctx.db,
      ctx.merchantId,
      page.items.flatMap((c) => [c.itemizations, c.taxes]),
      page.items.map((c) => c.device),
    ),
  ]);
  return {
    items: page.items.map((c) => toV1Payment(c, related.get(c.id)!, items)),
    next: page.next,
  };
}

/** The merchant's generation 1 payment (a checkout with a completed tender) at the location. */
async function findV1Checkout(
  ctx: MerchantContext,
  locationId: string | undefined,
  id: string,
): Promise<CheckoutRow | undefined> {
  let q = ctx.db
    .selectFrom('checkouts')
    .selectAll()
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', id)
    .where('completed', '=', 1);
  if (locationId !== undefined) q = q.where('location_id', '=', locationId);
  return q.executeTakeFirst();
}

export async function retrieveV1Payment(
  ctx: MerchantContext,
  locationId: string | undefined,
  id: string,
): Promise<V1PaymentT> {
  const checkout = await findV1Checkout(ctx, locationId, id);
  if (!checkout) throw notFound(`Payment ${id}`);
  const [related, items] = await Promise.all([
    relatedOf(ctx.db, [checkout.id]),
    saleItemsOf(ctx.db, ctx.merchantId, [checkout.itemizations, checkout.taxes], [checkout.device]),
  ]);
  return toV1Payment(checkout, related.get(checkout.id)!, items);
}
