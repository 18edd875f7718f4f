/**
 * Words for the payment wire's enums, and the wire money of one payment as the list and the
 * drawer show it. Fee, net and left to refund are never computed here: the service serves them
 * (GET /app/payments/{id}/money, docs/decisions/2026-11-25-one-money-rule.md).
 */

import { cardBrandLabel } from '@/lib/card-brands';

interface MoneyLike {
  amount?: number | null;
  currency?: string | null;
}

/** What the list and the drawer read of a generation 2 Payment (all Square fields). */
export interface PaymentSummary {
  id: string;
  created_at?: string;
  updated_at?: string;
  status?: string;
  location_id?: string;
  source_type?: string;
  amount_money: MoneyLike;
  tip_money?: MoneyLike | null;
  total_money?: MoneyLike | null;
  app_fee_money?: MoneyLike | null;
  refunded_money?: MoneyLike | null;
  processing_fee?:
    { amount_money?: MoneyLike | null; type?: string; effective_at?: string }[] | null;
  reference_id?: string | null;
  note?: string | null;
  refund_ids?: string[] | null;
  card_details?: {
    status?: string;
    entry_method?: string;
    card?: { card_brand?: string; last_4?: string; exp_month?: number; exp_year?: number };
    errors?: { code?: string; detail?: string }[];
  } | null;
}

export const STATUS_LABELS: Record<string, string> = {
  APPROVED: 'Authorized (not charged yet)',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
  FAILED: 'Failed',
};

export const STATUS_COLORS: Record<string, string> = {
  APPROVED: 'yellow',
  COMPLETED: 'green',
  CANCELED: 'gray',
  FAILED: 'red',
  PENDING: 'yellow',
  REJECTED: 'red',
};

const ENTRY_METHOD_LABELS: Record<string, string> = {
  KEYED: 'Keyed',
  SWIPED: 'Swiped',
  EMV: 'Chip (EMV)',
  ON_FILE: 'Card on file',
  CONTACTLESS: 'Contactless',
};

const CARD_STATUS_LABELS: Record<string, string> = {
  AUTHORIZED: 'Authorized, not charged yet',
  CAPTURED: 'Charged',
  VOIDED: 'Released, never charged',
  FAILED: 'Declined',
};

const label = (labels: Record<string, string>, value: string | undefined | null) =>
  value ? (labels[value] ?? value) : '';

export const statusLabel = (v: string | undefined | null) => label(STATUS_LABELS, v);
export const entryMethodLabel = (v: string | undefined | null) => label(ENTRY_METHOD_LABELS, v);
export const cardStatusLabel = (v: string | undefined | null) => label(CARD_STATUS_LABELS, v);

/**
 * Why a failed payment failed, as the card network's answer says it ("The card has insufficient
 * funds."); null for a payment that did not fail.
 */
export function declineReason(payment: PaymentSummary): string | null {
  if (payment.status !== 'FAILED') return null;
  const details = (payment.card_details?.errors ?? [])
    .map((error) => error.detail?.trim())
    .filter((detail): detail is string => Boolean(detail));
  return details.length > 0 ? details.join(' ') : 'The card was declined; no reason was given.';
}

/** "Visa •••• 4242", "Cash", or the source type. */
export function describeSource(payment: PaymentSummary): string {
  const card = payment.card_details?.card;
  if (card) return `${cardBrandLabel(card.card_brand) || 'Card'} •••• ${card.last_4 ?? '????'}`;
  if (payment.source_type === 'CASH') return 'Cash';
  return payment.source_type ? payment.source_type.toLowerCase() : '—';
}

const minor = (m: MoneyLike | null | undefined) => m?.amount ?? 0;

export interface PaymentMoney {
  currency: string;
  amount: number;
  tip: number;
  total: number;
  refunded: number;
}

/** The wire money of a payment, in minor units of its currency. */
export function paymentMoney(payment: PaymentSummary): PaymentMoney {
  const currency = payment.amount_money.currency ?? payment.total_money?.currency ?? 'USD';
  const amount = minor(payment.amount_money);
  const tip = minor(payment.tip_money);
  const total = payment.total_money ? minor(payment.total_money) : amount + tip;
  const refunded = minor(payment.refunded_money);
  return { currency, amount, tip, total, refunded };
}
