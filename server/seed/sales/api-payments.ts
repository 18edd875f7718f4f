/**
 * Generation 2 API payments: one CARD tender with a reference id, note and idempotency key;
 * mostly COMPLETED, a few FAILED, some delayed captures (approved, captured or voided).
 */
import type { PaymentStatus } from '../../db/schema';
import { DAY, MINUTE } from '../core';
import { API_NOTES, DECLINE_CODES } from './catalog';
import { itemlessCheckout, type SalesLedger } from './ledger';
import type { Shop } from './shops';
import { writeTender } from './tenders';

/** A payment's capture window when made with `autocomplete: false` (the service's default). */
const CAPTURE_WINDOW = 6 * DAY;

/** One API payment taken at `at` (its checkout, its tender and any refunds). */
export function apiPayment(sales: SalesLedger, shop: Shop, at: number): void {
  const rng = sales.rng;
  const checkoutId = rng.uuid();
  const amount = rng.int(5, 300) * 50;
  const tip = rng.chance(0.1) ? Math.round(amount * 0.15) : 0;
  const onFile = rng.chance(0.2);
  let status: PaymentStatus = 'COMPLETED';
  let errorCode: string | undefined;
  let updatedAt = at + rng.int(300, 1500);
  let captureDeadline: number | null = null;
  if (rng.chance(0.05)) {
    status = 'FAILED';
    errorCode = rng.weighted(DECLINE_CODES);
  } else if (rng.chance(sales.nowMs - at < 4 * DAY ? 0.4 : 0.15)) {
    // autocomplete: false, then captured, voided, or (recent ones) still awaiting capture.
    const deadline = at + CAPTURE_WINDOW;
    const captureAt = at + rng.int(10 * MINUTE, 2 * DAY);
    if (deadline > sales.nowMs && (captureAt > sales.nowMs || rng.chance(0.5))) {
      status = 'APPROVED';
      captureDeadline = deadline;
    } else if (rng.chance(0.8) && captureAt < sales.nowMs) {
      updatedAt = captureAt;
    } else {
      status = 'CANCELED';
      updatedAt = Math.min(sales.nowMs, at + rng.int(10 * MINUTE, CAPTURE_WINDOW));
    }
  }
  const checkoutSeq = sales.checkoutSeq++;
  itemlessCheckout(sales, shop, {
    id: checkoutId,
    origin: 'API',
    amount,
    isPartial: false,
    completed: status === 'COMPLETED',
    creatorId: null,
    at,
    receivedAt: at,
    updatedAt: Math.min(updatedAt, sales.nowMs),
  });
  const n = sales.apiSeq++;
  writeTender(sales, shop, {
    checkoutId,
    checkoutSeq,
    position: 0,
    tender: {
      source: 'CARD',
      amount,
      tip,
      status,
      entryMethod: onFile ? 'ON_FILE' : 'KEYED',
      ...(errorCode ? { errorCode } : {}),
    },
    at,
    updatedAt: Math.min(updatedAt, sales.nowMs),
    employee: null,
    origin: 'API',
    splitTender: false,
    api: {
      reference_id: `WEB-${shop.index + 1}-${n}`,
      note: `${rng.pick(API_NOTES)} #${n}`,
      idempotency_key: rng.uuid(),
      customer_id: onFile ? customerId(sales) : null,
      buyer_email_address: rng.chance(0.5) ? `buyer${n}@example.com` : null,
      capture_deadline: captureDeadline,
    },
  });
}

function customerId(sales: SalesLedger): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTVWXYZ0123456789';
  let id = '';
  for (let i = 0; i < 26; i++) id += alphabet[sales.rng.int(0, alphabet.length - 1)];
  return id;
}
