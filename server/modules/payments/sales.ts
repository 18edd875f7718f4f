import type { Insertable } from 'kysely';
import type { CheckoutsTable, PaymentStatus, PaymentsTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored, toMs } from '../../lib/time';
import type { MerchantContext } from '../context';
import { feeRateFor, processingFee } from './fees';
import {
  compressItemizations,
  encodeItemizations,
  encodeSaleTaxes,
  internDevice,
} from '../../db/itemizations';
import { storeSaleItems } from '../../db/sale-items';

/** An offline sale may reach the service this long after it was taken. */
const OFFLINE_DELAY_MAX_MS = 72 * 3_600_000;

interface SaleTax {
  name: string;
  /** A decimal string, e.g. "0.0875". */
  rate: string;
  inclusion_type: 'ADDITIVE' | 'INCLUSIVE';
  fee_id?: string;
}

interface SaleItem {
  name: string;
  /** A decimal string, e.g. "2" or "0.5". */
  quantity: string;
  /** Minor units for one unit, before discounts. */
  unit_amount: number;
  itemization_type?: string;
  item_detail?: {
    category_name?: string;
    sku?: string;
    item_id?: string;
    item_variation_id?: string;
  };
  item_variation_name?: string;
  notes?: string;
  /** Positive minor units off this line. */
  discounts?: { name: string; amount: number; discount_id?: string }[];
  modifiers?: { name: string; amount: number; modifier_option_id?: string }[];
  taxes?: SaleTax[];
}

interface SaleCard {
  /** Generation 2 CardBrand spelling: VISA, MASTERCARD, AMERICAN_EXPRESS, … */
  brand: string;
  last_4: string;
  exp_month?: number;
  exp_year?: number;
  /** KEYED, SWIPED, EMV, CONTACTLESS or ON_FILE. */
  entry_method: string;
  cardholder_name?: string;
  fingerprint?: string;
}

export interface SaleTender {
  type: 'CARD' | 'CASH' | 'OTHER';
  /** Minor units, without the tip. */
  amount: number;
  tip?: number;
  card?: SaleCard;
  /** Cash: what the buyer handed over (≥ amount + tip); the change is the difference. */
  tendered?: number;
  status?: PaymentStatus;
  employee_id?: string;
  note?: string;
  reference_id?: string;
  error_code?: string;
  /** An APPROVED (delayed capture) payment: when it is voided unless captured. */
  capture_deadline?: string;
  buyer_email_address?: string;
  /** A payment made through the API: the key its createPayment was sent with. */
  idempotency_key?: string;
}

export interface Sale {
  location_id: string;
  currency: string;
  items?: SaleItem[];
  tenders: SaleTender[];
  /** A partial payment: the tenders collected so far, no itemizations. */
  is_partial?: boolean;
  /** When it was taken; an offline sale passes its original time (at most 72 h before now). */
  created_at?: string;
  /** When it reached the service; default now (another value imports history). */
  received_at?: string;
  device?: { id?: string; name?: string };
  creator_id?: string;
  /** POS (default) or API: a sale made through the API, e.g. an online store's card payment. */
  origin?: 'POS' | 'API';
  /** Makes the rows' ids (default random); the demo generator passes its seeded generator. */
  newId?: () => string;
}

export interface RecordedSale {
  checkoutId: string;
  tenderIds: string[];
  /** Net sales plus additive taxes: what the tenders' amounts (without tips) add up to. */
  total: number;
}

const round = (n: number) => Math.round(n);

function lineOf(item: SaleItem, currency: string) {
  const m = (amount: number) => ({ amount, currency_code: currency });
  const quantity = Number(item.quantity);
  const modifiers = item.modifiers ?? [];
  const single = item.unit_amount + modifiers.reduce((a, x) => a + x.amount, 0);
  const gross = round(single * quantity);
  const discount = (item.discounts ?? []).reduce((a, d) => a + d.amount, 0);
  const net = gross - discount;
  const taxes = (item.taxes ?? []).map((t) => {
    const rate = Number(t.rate);
    const applied =
      t.inclusion_type === 'ADDITIVE' ? round(net * rate) : net - round(net / (1 + rate));
    return { ...t, applied };
  });
  const additive = taxes.filter((t) => t.inclusion_type === 'ADDITIVE');
  const inclusive = taxes.filter((t) => t.inclusion_type === 'INCLUSIVE');
  const sum = (xs: { applied: number }[]) => xs.reduce((a, t) => a + t.applied, 0);
  const wireTaxes = taxes.map((t) => ({
    name: t.name,
    applied_money: m(t.applied),
    rate: t.rate,
    inclusion_type: t.inclusion_type,
    ...(t.fee_id ? { fee_id: t.fee_id } : {}),
  }));
  return {
    gross,
    discount,
    net,
    additive: sum(additive),
    inclusive: sum(inclusive),
    taxes,
    row: {
      name: item.name,
      quantity: item.quantity,
      itemization_type: item.itemization_type ?? 'ITEM',
      item_detail: item.item_detail ? JSON.stringify(item.item_detail) : null,
      notes: item.notes ?? null,
      item_variation_name: item.item_variation_name ?? null,
      total_amount: net + sum(additive),
      single_quantity_amount: single,
      gross_sales_amount: gross,
      discount_amount: discount,
      net_sales_amount: net,
      taxes: JSON.stringify(wireTaxes),
      discounts: JSON.stringify(
        (item.discounts ?? []).map((d) => ({
          name: d.name,
          applied_money: m(-d.amount),
          ...(d.discount_id ? { discount_id: d.discount_id } : {}),
        })),
      ),
      modifiers: JSON.stringify(
        modifiers.map((x) => ({
          name: x.name,
          applied_money: m(x.amount),
          ...(x.modifier_option_id ? { modifier_option_id: x.modifier_option_id } : {}),
        })),
      ),
    },
  };
}

const SOURCE: Record<SaleTender['type'], { source_type: string; tender_type: string }> = {
  CARD: { source_type: 'CARD', tender_type: 'CREDIT_CARD' },
  CASH: { source_type: 'CASH', tender_type: 'CASH' },
  OTHER: { source_type: 'EXTERNAL', tender_type: 'OTHER' },
};

/**
 * Writes one point-of-sale sale (origin POS, or API when told) in the caller's transaction: the checkout, one
 * `payments` row per tender (cash with tendered and change, cards of any brand and entry method,
 * several for a split tender), the itemizations and the sale's taxes; the processing fee of each
 * COMPLETED card tender by fees.ts. Without items the tenders' amounts are one custom amount.
 * Throws (a programming error, not a request error) when the tenders do not add up to the sale.
 */
export async function recordSale(tctx: MerchantContext, sale: Sale): Promise<RecordedSale> {
  const now = nowStored();
  const receivedAt = sale.received_at ?? now;
  const createdAt = sale.created_at ?? receivedAt;
  const delay = Date.parse(receivedAt) - Date.parse(createdAt);
  if (delay < 0 || delay > OFFLINE_DELAY_MAX_MS) {
    throw new Error('recordSale: created_at must be at most 72 hours before received_at');
  }
  if (sale.tenders.length === 0) throw new Error('recordSale: a sale has at least one tender');
  const cur = sale.currency;
  const tenderSum = sale.tenders.reduce((a, t) => a + t.amount, 0);
  const items = sale.items ?? [];
  const lines = items.map((i) => lineOf(i, cur));
  const sum = (pick: (l: (typeof lines)[number]) => number) =>
    lines.reduce((a, l) => a + pick(l), 0);
  const gross = items.length > 0 ? sum((l) => l.gross) : tenderSum;
  const discount = sum((l) => l.discount);
  const additive = sum((l) => l.additive);
  const inclusive = sum((l) => l.inclusive);
  const total = gross - discount + additive;
  if (!sale.is_partial && tenderSum !== total) {
    throw new Error(`recordSale: tenders add up to ${tenderSum}, the sale is ${total}`);
  }
  // The sale's taxes: each tax once, with what it applied across the lines.
  const taxes = new Map<
    string,
    { name: string; rate: string; inclusion_type: string; applied: number; fee_id?: string }
  >();
  for (const l of lines) {
    for (const t of l.taxes) {
      const key = `${t.name}|${t.rate}|${t.inclusion_type}`;
      const seen = taxes.get(key);
      if (seen) seen.applied += t.applied;
      else taxes.set(key, { ...t });
    }
  }
  const saleTaxes = JSON.stringify(
    [...taxes.values()].map((t) => ({
      name: t.name,
      applied_money: { amount: t.applied, currency_code: cur },
      rate: t.rate,
      inclusion_type: t.inclusion_type,
      ...(t.fee_id ? { fee_id: t.fee_id } : {}),
    })),
  );
  const statuses = sale.tenders.map((t) => t.status ?? 'COMPLETED');
  const makeId = sale.newId ?? newId;
  const checkoutId = makeId();
  const saleItems = new Map<string, string>();
  const checkout: Insertable<CheckoutsTable> = {
    id: checkoutId,
    merchant_id: tctx.merchantId,
    location_id: sale.location_id,
    origin: sale.origin ?? 'POS',
    currency: cur,
    is_partial: sale.is_partial ? 1 : 0,
    completed: statuses.includes('COMPLETED') ? 1 : 0,
    device: internDevice(
      { id: sale.device?.id ?? null, name: sale.device?.name ?? null },
      saleItems,
    ),
    creator_id: sale.creator_id ?? null,
    gross_sales_amount: gross,
    discount_amount: discount,
    net_sales_amount: gross - discount,
    inclusive_tax_amount: inclusive,
    additive_tax_amount: additive,
    taxes: encodeSaleTaxes(saleTaxes, cur, saleItems),
    itemizations: compressItemizations(
      encodeItemizations(
        lines.map((l) => l.row),
        { currency: cur, taxes: saleTaxes },
        saleItems,
      ),
    ),
    created_at: toMs(createdAt),
    received_at: toMs(receivedAt),
    updated_at: toMs(receivedAt),
  };
  await tctx.db.insertInto('checkouts').values(checkout).execute();
  await storeSaleItems(tctx.db, tctx.merchantId, saleItems);
  const tenders: Insertable<PaymentsTable>[] = sale.tenders.map((t, position) => {
    const tip = t.tip ?? 0;
    const totalAmount = t.amount + tip;
    const status = statuses[position]!;
    const { source_type, tender_type } = SOURCE[t.type];
    const entry = t.card?.entry_method ?? null;
    if (t.tendered !== undefined && t.tendered < totalAmount) {
      throw new Error('recordSale: cash tendered must cover the tender');
    }
    return {
      id: makeId(),
      merchant_id: tctx.merchantId,
      location_id: sale.location_id,
      checkout_id: checkoutId,
      tender_position: position,
      status,
      source_type,
      tender_type,
      currency: cur,
      amount: t.amount,
      tip_amount: tip,
      total_amount: totalAmount,
      app_fee_amount: null,
      processing_fee_amount:
        status === 'COMPLETED' ? processingFee(totalAmount, feeRateFor(source_type, entry)) : 0,
      refunded_amount: 0,
      refund_pending_amount: 0,
      tendered_amount: t.type === 'CASH' ? (t.tendered ?? totalAmount) : null,
      change_back_amount: t.type === 'CASH' ? (t.tendered ?? totalAmount) - totalAmount : null,
      card_brand: t.card?.brand ?? null,
      last_4: t.card?.last_4 ?? null,
      exp_month: t.card?.exp_month ?? null,
      exp_year: t.card?.exp_year ?? null,
      card_fingerprint: t.card?.fingerprint ?? null,
      cardholder_name: t.card?.cardholder_name ?? null,
      entry_method: entry,
      error_code: t.error_code ?? null,
      employee_id: t.employee_id ?? sale.creator_id ?? null,
      customer_id: null,
      order_id: null,
      reference_id: t.reference_id ?? null,
      note: t.note ?? null,
      buyer_email_address: t.buyer_email_address ?? null,
      billing_address: null,
      shipping_address: null,
      idempotency_key: t.idempotency_key ?? null,
      capture_deadline: t.capture_deadline !== undefined ? toMs(t.capture_deadline) : null,
      completed_at: status === 'COMPLETED' ? toMs(createdAt) : null,
      created_at: toMs(createdAt),
      updated_at: toMs(receivedAt),
    };
  });
  await tctx.db.insertInto('payments').values(tenders).execute();
  return { checkoutId, tenderIds: tenders.map((t) => t.id), total };
}
