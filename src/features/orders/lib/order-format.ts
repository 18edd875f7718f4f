import { formatMoney } from '@/lib/money';
import { cardBrandLabel } from '@/lib/card-brands';

/**
 * Words for the online order wire (V1Order): its states, its history's actions, its tender and its
 * money. The moves themselves are the contract's table (docs/decisions/2026-11-23-deposits-drawers-
 * orders.md, "Online orders").
 */

/** A V1Money as the order carries it. */
export interface V1MoneyLike {
  amount?: number | null;
  currency_code?: string | null;
}

export const STATE_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  OPEN: 'Open',
  COMPLETED: 'Completed',
  CANCELED: 'Canceled',
  REFUNDED: 'Refunded',
  REJECTED: 'Rejected',
};

export const STATE_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  OPEN: 'blue',
  COMPLETED: 'green',
  CANCELED: 'gray',
  REFUNDED: 'grape',
  REJECTED: 'red',
};

/** "Open", or the raw value for a state this app does not know yet. */
export function stateLabel(state: string | undefined): string {
  if (!state) return 'Unknown';
  return STATE_LABELS[state] ?? state;
}

/** The history's actions in words. */
const HISTORY_LABELS: Record<string, string> = {
  ORDER_PLACED: 'Order placed',
  DECLINED: 'Payment declined',
  PAYMENT_RECEIVED: 'Payment received',
  CANCELED: 'Order canceled',
  COMPLETED: 'Order completed (shipped)',
  REFUNDED: 'Order refunded',
  EXPIRED: 'Expired unpaid',
};

export function historyLabel(action: string | undefined): string {
  if (!action) return 'Unknown';
  return HISTORY_LABELS[action] ?? action;
}

/** "Visa •••• 4242", "Visa", or null without a tender. */
export function describeTender(
  tender: { card_brand?: string | null; pan_suffix?: string | null } | null | undefined,
): string | null {
  if (!tender) return null;
  const brand = cardBrandLabel(tender.card_brand) || 'Card';
  return tender.pan_suffix ? `${brand} •••• ${tender.pan_suffix}` : brand;
}

/** What an order's refund gives back, to which card, and what is left after it. */
export interface OrderRefundFacts {
  /** "$18.00": what is left of the card payment, refunded in full. */
  amount: string;
  /** "Visa •••• 4242". */
  card: string;
  /** "$0.00": nothing is left to refund after it. */
  left: string;
}

/**
 * The review of an order's refund (a refund, or a cancel of a paid order): what is left of its
 * card payment (the tender's total less what was already refunded, which the wire gives as a
 * negative amount), the card, and the nothing left after it. Null without a card payment.
 */
export function orderRefundFacts(
  tender:
    | {
        card_brand?: string | null;
        pan_suffix?: string | null;
        total_money?: V1MoneyLike | null;
        refunded_money?: V1MoneyLike | null;
      }
    | null
    | undefined,
): OrderRefundFacts | null {
  const card = describeTender(tender);
  const total = tender?.total_money;
  if (!card || typeof total?.amount !== 'number' || !total.currency_code) return null;
  const refunded = Math.abs(tender?.refunded_money?.amount ?? 0);
  const currency = total.currency_code;
  return {
    amount: formatMoney({ amount: Math.max(total.amount - refunded, 0), currency }),
    card,
    left: formatMoney({ amount: 0, currency }),
  };
}

/** "$12.50", or "—" when the order has no such amount. */
export function formatV1Money(money: V1MoneyLike | null | undefined): string {
  if (!money || typeof money.amount !== 'number' || !money.currency_code) return '—';
  return formatMoney({ amount: money.amount, currency: money.currency_code });
}

/** The recipient's name, else the shipping address's, else the buyer's email. */
export function orderParty(order: {
  recipient_name?: string | null;
  buyer_email?: string | null;
  shipping_address?: { first_name?: string | null; last_name?: string | null } | null;
}): string {
  const addressName = [order.shipping_address?.first_name, order.shipping_address?.last_name]
    .filter(Boolean)
    .join(' ');
  return order.recipient_name || addressName || order.buyer_email || '—';
}

/** The shipping address as lines, empty parts left out. */
export function addressLines(
  address:
    | {
        first_name?: string | null;
        last_name?: string | null;
        organization?: string | null;
        address_line_1?: string | null;
        address_line_2?: string | null;
        address_line_3?: string | null;
        locality?: string | null;
        sublocality?: string | null;
        administrative_district_level_1?: string | null;
        postal_code?: string | null;
        country?: string | null;
      }
    | null
    | undefined,
): string[] {
  if (!address) return [];
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const city = [
    [address.locality, address.sublocality].filter(Boolean).join(', '),
    [address.administrative_district_level_1, address.postal_code].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [
    name,
    address.organization,
    address.address_line_1,
    address.address_line_2,
    address.address_line_3,
    city,
    address.country,
  ].filter((line): line is string => Boolean(line));
}
