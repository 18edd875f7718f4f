import type { PaymentFilterQuery } from '../lib/payments-search';

/** Every Payments query key, so the commands invalidate exactly what they touch. */
export const paymentKeys = {
  all: ['payments'] as const,
  payments: () => [...paymentKeys.all, 'payments'] as const,
  /** Every loaded page of the list for these filters and order. */
  paymentList: (query: PaymentFilterQuery & { sort_order: 'ASC' | 'DESC' }) =>
    [...paymentKeys.payments(), 'list', query] as const,
  payment: (id: string) => [...paymentKeys.payments(), 'detail', id] as const,
  /** A payment read fresh for a command's confirmation (capture, void, the recovery's read). */
  forCommand: (id: string) => [...paymentKeys.payments(), 'for-command', id] as const,
  /** A payment with what is left to refund, read fresh for the refund dialog. */
  refundState: (id: string) => [...paymentKeys.payments(), 'refund-state', id] as const,
  /** The sale a payment is a tender of, and its v1 view. */
  checkout: (paymentId: string) => [...paymentKeys.payment(paymentId), 'checkout'] as const,
  /** Fee, net, refunded and left to refund by the service's one money rule. */
  money: (paymentId: string) => [...paymentKeys.payment(paymentId), 'money'] as const,
  v1Payment: (locationId: string, checkoutId: string) =>
    [...paymentKeys.payments(), 'v1', locationId, checkoutId] as const,
  totals: (query: PaymentFilterQuery) => [...paymentKeys.payments(), 'totals', query] as const,
  refunds: () => [...paymentKeys.all, 'refunds'] as const,
  refundList: (query: object) => [...paymentKeys.refunds(), 'list', query] as const,
  paymentRefunds: (paymentId: string) =>
    [...paymentKeys.refunds(), 'of-payment', paymentId] as const,
  refund: (id: string) => [...paymentKeys.refunds(), 'detail', id] as const,
  /** The money commands (a mutation key): their dialogs stay open while one is out. */
  commands: () => [...paymentKeys.all, 'command'] as const,
};
