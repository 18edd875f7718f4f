/**
 * The payments module's public entry: what other modules may use of it (orders settle, cancel
 * and refund the payment of an order, and show its tender; search and Today list payments).
 */
export { dueForVoid, setStatus, voidExpired } from './payments.service';
export { PAYMENT_SUMMARY_COLUMNS } from './payment-wire';
export { lockPayment, recordRefund, remainingOf, type PaymentRow } from './refund-ledger';
export { toV1Tender } from './v1-payments.service';
