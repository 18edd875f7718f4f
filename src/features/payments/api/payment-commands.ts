import { queryOptions, useIsMutating, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { bodyOf, useCommand } from '@/api/queries';
import type { CreatePaymentRequest, PaymentT } from '@/api/schemas/payments';
import type { PaymentRefund, RefundPaymentRequest } from '@/api/schemas/refunds';
import { NotSentError } from '../lib/attempt';
import { paymentKeys } from './keys';

/**
 * The Payments area's writes: capture (complete) and void (cancel) an approved payment, refund
 * one, take a payment, and cancel a payment by the idempotency key of its create. Each marks
 * every payments query (lists, totals, the drawer, refunds) stale once the service answered —
 * also when it refused, since a refusal such as an expired authorization means the payment
 * changed under the page.
 */

export type CreatePaymentBody = z.input<typeof CreatePaymentRequest>;
export type RefundPaymentBody = z.input<typeof RefundPaymentRequest>;
export type RefundT = z.output<typeof PaymentRefund>;
export type { PaymentT };

/** How long the app waits for a money command before it says the outcome is unknown. */
const COMMAND_TIMEOUT_MS = 15_000;

/** The reason fetch rejects with once a create has waited too long. */
class PaymentTimeoutError extends Error {
  constructor() {
    super('The service did not answer in time.');
    this.name = 'PaymentTimeoutError';
  }
}

/** A signal that aborts after `ms` (a plain timer, so a test clock can run it out). */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new PaymentTimeoutError()), ms);
  return controller.signal;
}

/** Whether a money command is on its way: its dialog cannot be dismissed meanwhile. */
export const useCommandInFlight = () => useIsMutating({ mutationKey: paymentKeys.commands() }) > 0;

/**
 * How every money command runs: every payments query is marked stale once it settled, it counts
 * for `useCommandInFlight`, and it goes out now or not at all — refused before sending while the
 * browser is offline, never paused to go out later, possibly long after the manager closed the
 * dialog (docs/decisions/2026-11-25-money-commands-unknown-outcome.md).
 */
const moneyCommand = {
  invalidates: paymentKeys.all,
  invalidateOnFailure: true,
  mutationKey: paymentKeys.commands(),
  refuseOffline: () => new NotSentError(),
};

/** Captures an APPROVED payment (delayed capture). */
export const useCompletePayment = () =>
  useCommand(
    (paymentId: string) =>
      bodyOf(
        api.POST('/v2/payments/{id}/complete', {
          params: { path: { id: paymentId } },
          signal: timeoutSignal(COMMAND_TIMEOUT_MS),
        }),
      ),
    moneyCommand,
  );

/** Voids an APPROVED payment. */
export const useCancelPayment = () =>
  useCommand(
    (paymentId: string) =>
      bodyOf(
        api.POST('/v2/payments/{id}/cancel', {
          params: { path: { id: paymentId } },
          signal: timeoutSignal(COMMAND_TIMEOUT_MS),
        }),
      ),
    moneyCommand,
  );

/** Refunds a COMPLETED payment, fully or partly; gives up waiting after `COMMAND_TIMEOUT_MS`. */
export const useRefundPayment = () =>
  useCommand(
    (body: RefundPaymentBody) =>
      bodyOf(api.POST('/v2/refunds', { body, signal: timeoutSignal(COMMAND_TIMEOUT_MS) })),
    moneyCommand,
  );

/** Takes a payment; gives up waiting after `COMMAND_TIMEOUT_MS` (the outcome unknown). */
export const useCreatePayment = () =>
  useCommand(
    (body: CreatePaymentBody) =>
      bodyOf(api.POST('/v2/payments', { body, signal: timeoutSignal(COMMAND_TIMEOUT_MS) })),
    moneyCommand,
  );

/** Voids the payment a create with this key made, if it made one and it is still APPROVED. */
export const useCancelPaymentByIdempotencyKey = () =>
  useCommand(
    (idempotencyKey: string) =>
      bodyOf(
        api.POST('/v2/payments/cancel', {
          body: { idempotency_key: idempotencyKey },
          signal: timeoutSignal(COMMAND_TIMEOUT_MS),
        }),
      ),
    moneyCommand,
  );

/**
 * A payment with what is left to refund, read fresh: the payment (its status decides whether a
 * refund is offered) and its money as the service's one money rule gives it (completed and pending
 * refunds count), so the dialog never works the amount out itself.
 */
export function refundStateOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.refundState(paymentId),
    queryFn: async ({ signal }) => {
      const [{ payment }, { money }] = await Promise.all([
        bodyOf(api.GET('/v2/payments/{id}', { params: { path: { id: paymentId } }, signal })),
        bodyOf(
          api.GET('/app/payments/{payment_id}/money', {
            params: { path: { payment_id: paymentId } },
            signal,
          }),
        ),
      ]);
      if (!payment) throw new Error("The service's reply had no payment.");
      return { payment, money };
    },
    staleTime: 0,
  });
}

export const useRefundState = (paymentId: string) => useQuery(refundStateOptions(paymentId));

/** One payment, read fresh for a command's confirmation (its status decides what is allowed). */
export function commandPaymentOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.forCommand(paymentId),
    queryFn: async ({ signal }) => {
      const { payment } = await bodyOf(
        api.GET('/v2/payments/{id}', {
          params: { path: { id: paymentId } },
          signal,
        }),
      );
      if (!payment) throw new Error("The service's reply had no payment.");
      return payment;
    },
    staleTime: 0,
  });
}

export const useCommandPayment = (paymentId: string) => useQuery(commandPaymentOptions(paymentId));
