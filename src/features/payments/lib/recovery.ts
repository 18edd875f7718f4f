import { ApiRequestError } from '@/api/errors';
import type { PaymentT } from '@/api/schemas/payments';
import { paymentErrorCode } from './payment-errors';

/**
 * The unknown-outcome protocol of a createPayment that got no answer (see
 * docs/decisions/2026-11-23-payments-service.md): first cancel by the attempt's idempotency key —
 * it voids the payment if one was made and is still APPROVED, and otherwise leaves a tombstone on
 * the key so the lost request can never charge later — then learn what had happened by sending the
 * very same create (same key, same body) again, which can no longer charge: the service either
 * replays the payment made with the key or refuses the canceled key. Only when nothing remains
 * charged is the payment retried, with a new key.
 */
export type Recovery =
  /** No payment had been made with the key (or it was declined): nothing was charged. */
  | { kind: 'nothing-charged' }
  /** A payment had been authorized with the key; it is voided now. */
  | { kind: 'voided'; payment: PaymentT }
  /** The payment had been completed (captured) already: it cannot be voided; never retry. */
  | { kind: 'went-through'; payment: PaymentT };

/** Whether nothing of the first attempt remains charged, so a retry cannot charge twice. */
export const safeToRetry = (
  recovery: Recovery,
): recovery is Exclude<Recovery, { kind: 'went-through' }> => recovery.kind !== 'went-through';

export interface RecoverySteps {
  /** POST /v2/payments/cancel with the key. */
  cancelByKey: (key: string) => Promise<unknown>;
  /** The same createPayment again, with the same key and body. */
  replay: (key: string) => Promise<{ payment?: PaymentT | undefined }>;
  /** The payment as it is now. */
  read: (paymentId: string) => Promise<PaymentT>;
}

/** The refusal of a create whose key was canceled before any payment had it. */
function isCanceledKey(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 400 &&
    error.problems.some((p) => p.field === 'idempotency_key')
  );
}

/** Runs the protocol for `key`; rejects when a step gets no answer (the user may run it again). */
export async function recoverUnknownOutcome(key: string, steps: RecoverySteps): Promise<Recovery> {
  let completed = false;
  try {
    await steps.cancelByKey(key);
  } catch (error) {
    const code = paymentErrorCode(error);
    // Declined: the payment FAILED, nothing was charged.
    if (code === 'DELAYED_TRANSACTION_FAILED') return { kind: 'nothing-charged' };
    if (code !== 'DELAYED_TRANSACTION_CAPTURED') throw error;
    completed = true;
  }
  let replayed: PaymentT | undefined;
  try {
    replayed = (await steps.replay(key)).payment;
  } catch (error) {
    if (isCanceledKey(error)) return { kind: 'nothing-charged' };
    if (error instanceof ApiRequestError && error.status === 402)
      return { kind: 'nothing-charged' };
    throw error;
  }
  if (!replayed) throw new Error('The service’s reply had no payment.');
  // A replay answers as the first create did (e.g. APPROVED); read what it is now.
  const payment = await steps.read(replayed.id);
  if (completed || payment.status === 'COMPLETED') return { kind: 'went-through', payment };
  if (payment.status === 'FAILED') return { kind: 'nothing-charged' };
  return { kind: 'voided', payment };
}
