import type { MoneyAmount } from '@/lib/money';
import { cardBrandLabel } from '@/lib/card-brands';

/**
 * Which commands a payment allows, from what the drawer shows of it: capture and void while it is
 * held APPROVED (delayed capture), a refund while it is COMPLETED and something is left to
 * refund. The service checks the same again; this only decides which buttons are offered.
 */

/** What these rules read of a v2 Payment. */
export interface PaymentFacts {
  status?: string | undefined;
  total_money: MoneyAmount;
  /** CARD, CASH, …: where a refund goes back to. */
  source_type?: string | undefined;
  card_details?:
    | { card?: { card_brand?: string | undefined; last_4?: string | undefined } | undefined }
    | undefined;
}

export interface AllowedCommands {
  capture: boolean;
  void: boolean;
  refund: boolean;
}

export function allowedCommands(
  payment: PaymentFacts,
  remaining: MoneyAmount | undefined,
): AllowedCommands {
  const approved = payment.status === 'APPROVED';
  return {
    capture: approved,
    void: approved,
    refund: payment.status === 'COMPLETED' && (remaining === undefined || remaining.amount > 0),
  };
}

/** "Visa ending 1111", or "the card" when the payment does not say. */
export function describeCard(payment: PaymentFacts): string {
  const card = payment.card_details?.card;
  const brand = cardBrandLabel(card?.card_brand) || 'Card';
  return card?.last_4 ? `${brand} ending ${card.last_4}` : 'the card';
}

/** Where a refund of `payment` goes back to: "Visa ending 1111", or cash handed back. */
export function refundDestination(payment: PaymentFacts): string {
  if (payment.card_details?.card?.last_4) return describeCard(payment);
  return payment.source_type === 'CASH' ? 'Cash, handed back to the buyer' : describeCard(payment);
}
