/**
 * The payments module's public entry: what other modules may use of it (orders settle, cancel
 * and refund the payment of an order, and show its tender).
 */
export { setStatus, voidExpired } from './payments.service';
export { lockPayment, recordRefund, remainingOf, type PaymentRow } from './refund-ledger';
export { toV1Tender } from './v1-payments.service';
